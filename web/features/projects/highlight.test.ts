import type { ElementContent, RootContent } from 'hast';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_MAX_CHARS, highlightCode, tokensToReact } from './highlight.ts';

// Generated files carry what the owner wrote (labels, custom CSS): the viewer must show it as
// text. These tests render the viewer's output the way React does and look at the markup.

const textOf = (nodes: readonly (RootContent | ElementContent)[]): string =>
  nodes
    .map((n) => (n.type === 'text' ? n.value : n.type === 'element' ? textOf(n.children) : ''))
    .join('');

const render = (code: string, language: string) => {
  const tokens = highlightCode(code, language);
  if (!tokens) throw new Error('expected tokens');
  return renderToStaticMarkup(createElement('code', null, tokensToReact(tokens)));
};

const hostile = [
  "export const etiqueta = '<img src=x onerror=alert(1)>';",
  'const cierre = "</script><script>alert(2)</script>";',
  '// <b onmouseover=alert(3)>comentario</b> & &amp;',
  'export function Lista() {',
  '  return <p title="<img src=x onerror=alert(4)>">{"</script>"}</p>;',
  '}',
].join('\n');

describe('highlightCode', () => {
  it('returns a token tree that holds exactly the file’s text', () => {
    const tokens = highlightCode(hostile, 'typescript');
    expect(tokens).not.toBeNull();
    expect(textOf(tokens ?? [])).toBe(hostile);
  });

  it('marks tokens with highlight.js classes in each language the export uses', () => {
    const samples: [string, string, string][] = [
      ['typescript', 'const a: number = 1;', 'hljs-keyword'],
      ['json', '{ "nombre": "Préstamos" }', 'hljs-attr'],
      ['markdown', '# Título\n\nTexto', 'hljs-section'],
      ['css', '.tarjeta { color: red; }', 'hljs-selector-class'],
      ['dockerfile', 'FROM node:24-slim\nRUN npm ci', 'hljs-keyword'],
      ['yaml', 'nombre: prestamos', 'hljs-attr'],
      ['bash', 'npm install && npm start # comentario', 'hljs-comment'],
      ['xml', '<div class="a">b</div>', 'hljs-tag'],
    ];
    for (const [language, code, cls] of samples) {
      expect(render(code, language), language).toContain(cls);
    }
  });

  it('leaves unknown languages and very large files to plain text', () => {
    expect(highlightCode('x', null)).toBeNull();
    expect(highlightCode('x', 'cobol')).toBeNull();
    expect(highlightCode('a'.repeat(HIGHLIGHT_MAX_CHARS + 1), 'typescript')).toBeNull();
  });
});

describe('tokensToReact', () => {
  it('renders markup in the file as escaped text, never as elements', () => {
    const html = render(hostile, 'typescript');
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<\/?script/i);
    expect(html).not.toMatch(/<b[\s>]/i);
    expect(html).not.toMatch(/<p[\s>]/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;');
    expect(html).toContain('&amp;amp;');
    // Only the highlighter's spans are elements, and a class is their only attribute.
    const tags = [...html.matchAll(/<[a-z][^>]*>/gi)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThan(10);
    for (const tag of tags) expect(tag).toMatch(/^<(code|span)( class="[\w -]*")?>$/);
  });

  it('does the same for custom CSS that tries to close its style block', () => {
    const css = '.x::after { content: "</style><img src=x onerror=alert(5)>"; }';
    const html = render(css, 'css');
    expect(html).not.toMatch(/<img|<\/style/i);
    expect(html).toContain('&lt;/style&gt;&lt;img');
  });

  it('keeps highlight.js’s classes, which the viewer’s stylesheet colours', () => {
    expect(render('const a = 1;', 'typescript')).toContain(
      '<span class="hljs-keyword">const</span>',
    );
  });
});
