import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders ordinary Markdown', () => {
    const html = renderMarkdown(
      '# Título\n\n**negrita** y [enlace](https://example.com)\n\n- [x] hecho',
    );
    expect(html).toContain('<h1>Título</h1>');
    expect(html).toContain('<strong>negrita</strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toMatch(/<input[^>]*type="checkbox"/);
  });

  const hostile = [
    '<script>alert(1)</script>',
    'Hola <script>document.cookie</script> mundo',
    '<img src=x onerror="alert(1)">',
    '![x](x" onerror="alert(1))',
    '[clic](javascript:alert(1))',
    '<a href="javascript:alert(1)">clic</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)></svg>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<input type="text" onfocus="alert(1)" autofocus>',
    '<details open ontoggle=alert(1)>',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  ];
  it.each(hostile)('renders %s inert', (input) => {
    const html = renderMarkdown(input);
    const $ = cheerio.load(html);
    expect($('script, iframe, svg, details, div, object, embed').length).toBe(0);
    $('*').each((_i, el) => {
      for (const [name, value] of Object.entries(
        (el as unknown as { attribs: Record<string, string> }).attribs ?? {},
      )) {
        expect(name).not.toMatch(/^on/i);
        expect(name).not.toBe('style');
        if (name === 'href' || name === 'src')
          expect(value).toMatch(/^(https?:|mailto:|#|\/(?!\/)|[^:]*$)/i);
      }
    });
  });
});

describe('renderMarkdown bounds (issue 10)', () => {
  it('keeps ordinary nesting and emphasis untouched', () => {
    const html = renderMarkdown('> cita\n> > dentro\n\n- a\n  - b\n    - c\n\n_uno_ y *dos*');
    expect((html.match(/<blockquote>/g) ?? []).length).toBe(2);
    expect((html.match(/<ul>/g) ?? []).length).toBe(3);
    expect(html).toContain('<em>uno</em>');
  });

  it('caps quote nesting at a fixed depth and shows the rest as text', () => {
    const html = renderMarkdown(`${'>'.repeat(49_999)}a`);
    expect((html.match(/<blockquote>/g) ?? []).length).toBe(12);
    expect(html).toContain('&gt;&gt;&gt;');
  });

  it('shows delimiters past the per-block cap as text', () => {
    const html = renderMarkdown('_a'.repeat(24_999));
    expect(html.startsWith('<p>')).toBe(true);
    expect(html).toContain('_a_a_a');
  });
});
