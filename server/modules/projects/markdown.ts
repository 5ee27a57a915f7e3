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

/** Longest input rendered: the note limit (contracts NOTE_MAX_LENGTH); beyond it, plain text. */
export const MARKDOWN_MAX_INPUT = 60_000;
/** Deepest quote/list nesting kept; marked recurses once per level and overflows the stack
 * near a few thousand ('>'.repeat(49999) crashed every page showing the note). */
const MAX_NESTING = 12;
/** Emphasis/link delimiters kept per block: marked's delimiter matching is quadratic in
 * them ('_a'.repeat(24999) cost 4.5 s). Past the cap they are escaped and show as text. */
const MAX_DELIMITERS_PER_BLOCK = 400;

const NESTING_PREFIX = /^(?:[ \t]{0,3}(?:>|[-+*][ \t]|\d{1,9}[.)][ \t]))+/;
const NESTING_MARKER = /[ \t]{0,3}(?:>|[-+*][ \t]|\d{1,9}[.)][ \t])/g;
const DELIMITER = /[*_~`[\]<]/g;

/** Caps nesting depth on each line: markers past MAX_NESTING are escaped into text. */
function capNesting(line: string): string {
  const prefix = line.match(NESTING_PREFIX)?.[0];
  if (!prefix) return line;
  const markers = prefix.match(NESTING_MARKER) ?? [];
  if (markers.length <= MAX_NESTING) return line;
  const kept = markers.slice(0, MAX_NESTING).join('');
  const rest = prefix.slice(kept.length).replace(/[>*+\-.)]/g, (c) => `\\${c}`);
  return kept + rest + line.slice(prefix.length);
}

/** Escapes delimiters past the per-block cap, so inline parsing stays near-linear. */
function capDelimiters(block: string): string {
  let seen = 0;
  return block.replace(DELIMITER, (c) => {
    seen += 1;
    return seen > MAX_DELIMITERS_PER_BLOCK ? `\\${c}` : c;
  });
}

/** Bounds what marked has to do (depth, delimiter count) without changing ordinary notes. */
export function boundMarkdown(markdown: string): string {
  return markdown
    .split(/\n[ \t]*\n/)
    .map((block) => capDelimiters(block.split('\n').map(capNesting).join('\n')))
    .join('\n\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The note as escaped paragraphs: shown when Markdown cannot be rendered safely. */
function renderPlain(markdown: string): string {
  return markdown
    .split(/\n[ \t]*\n/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function renderUncached(markdown: string): string {
  if (markdown.length > MARKDOWN_MAX_INPUT) return renderPlain(markdown);
  const { sanitize, options } = getSanitizer();
  try {
    return sanitize(marked.parse(boundMarkdown(markdown)) as string, options);
  } catch {
    // A parser failure (a pattern the bounds missed) must not turn a page into a 500:
    // the saved text is still shown, escaped.
    return renderPlain(markdown);
  }
}

export function renderMarkdown(markdown: string): string {
  const hit = cache.get(markdown);
  if (hit !== undefined) {
    // Refresh recency: Map keeps insertion order, so the oldest entry is first.
    cache.delete(markdown);
    cache.set(markdown, hit);
    return hit;
  }
  const html = renderUncached(markdown);
  cache.set(markdown, html);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return html;
}
