import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// User Markdown (notes, specifications) becomes HTML on the server, then goes through an
// allow-list, so what reaches the browser is inert: no script, no event handlers, no
// javascript: links, no inline styles. Rendered output is cached by content because the
// public page renders the same notes on every visit.

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
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
    a: ['href', 'title'],
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
};
// The transform adds rel/target after the allow-list check; allow them on <a> output.
SANITIZE.allowedAttributes = {
  ...SANITIZE.allowedAttributes,
  a: ['href', 'title', 'rel', 'target'],
};

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
  const html = sanitizeHtml(marked.parse(markdown) as string, SANITIZE);
  cache.set(markdown, html);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return html;
}
