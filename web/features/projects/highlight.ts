import type { ElementContent, RootContent } from 'hast';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';
import { createElement, type ReactNode } from 'react';
import './source-code.css';

// Syntax highlighting for "Ver Código Fuente" (docs/decisions/0190-source-viewer.md):
// lowlight (highlight.js grammars) returns a token tree, and the tree becomes React elements
// whose text is React text, so a label or custom CSS that holds markup is shown, never parsed.
// Only this module imports it, and only the dialog's lazily loaded chunk imports this module.

// xml is also what highlight.js uses for the JSX inside .tsx files.
const lowlight = createLowlight({ bash, css, dockerfile, json, markdown, typescript, xml, yaml });

/** Above this a file is shown as plain text: highlighting it would hold up the main thread. */
export const HIGHLIGHT_MAX_CHARS = 200_000;

/** The token tree of `code` in `language`, or null when it is shown as plain text. */
export function highlightCode(code: string, language: string | null): RootContent[] | null {
  if (!language || code.length > HIGHLIGHT_MAX_CHARS || !lowlight.registered(language)) return null;
  return lowlight.highlight(language, code).children;
}

/** highlight.js's classes (`hljs-keyword`); source-code.css colours them. */
const tokenClass = (className: unknown) =>
  Array.isArray(className) && className.length > 0 ? className.map(String).join(' ') : undefined;

/** React nodes for a token tree: spans with classes and plain text, nothing else. */
export function tokensToReact(nodes: readonly (RootContent | ElementContent)[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === 'text') return node.value;
    if (node.type === 'element') {
      return createElement(
        'span',
        { key: i, className: tokenClass(node.properties.className) },
        tokensToReact(node.children),
      );
    }
    return null;
  });
}
