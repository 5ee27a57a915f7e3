import { createRequire } from 'node:module';
import { Marked } from 'marked';
import type sanitizeHtmlType from 'sanitize-html';

// User Markdown (notes, specifications) becomes HTML on the server, then goes through an
// allow-list, so what reaches the browser is inert: no script, no event handlers, no
// javascript: links, no inline styles. Rendered output is cached by content because the
// public page renders the same notes on every visit.

const marked = new Marked({ gfm: true, breaks: false, async: false });

// sanitize-html (~16 MB) is required on the first render, not at start-up; rendering stays
// synchronous because require() is.
const requireCjs = createRequire(import.meta.url);
let sanitizer:
  | { sanitize: typeof sanitizeHtmlType; options: sanitizeHtmlType.IOptions }
  | undefined;

function getSanitizer() {
  if (!sanitizer) {
    const sanitizeHtml = requireCjs('sanitize-html') as typeof sanitizeHtmlType;
    sanitizer = { sanitize: sanitizeHtml, options: sanitizeOptions(sanitizeHtml) };
  }
  return sanitizer;
}

const sanitizeOptions = (sanitizeHtml: typeof sanitizeHtmlType): sanitizeHtmlType.IOptions => ({
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'input',
    'span',
  ],
  allowedAttributes: {
    // rel/target are set by the transform below; they must survive the allow-list.
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    input: ['type', 'checked', 'disabled'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedClasses: { code: [/^language-[\w-]+$/] },
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    // Task-list checkboxes only; any other input becomes inert text.
    input: (tagName, attribs) =>
      attribs.type === 'checkbox'
        ? {
            tagName,
            attribs: {
              type: 'checkbox',
              disabled: '',
              ...(attribs.checked !== undefined ? { checked: '' } : {}),
            },
          }
        : { tagName: 'span', attribs: {} },
  },
  disallowedTagsMode: 'discard',
});

const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

export function renderMarkdown(markdown: string): string {
  const hit = cache.get(markdown);
  if (hit !== undefined) {
    // Refresh recency: Map keeps insertion order, so the oldest entry is first.
    cache.delete(markdown);
    cache.set(markdown, hit);
    return hit;
  }
  const { sanitize, options } = getSanitizer();
  const html = sanitize(marked.parse(markdown) as string, options);
  cache.set(markdown, html);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return html;
}
