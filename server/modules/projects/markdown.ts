import { createRequire } from 'node:module';
import type MarkdownIt from 'markdown-it';
import type { StateCore } from 'markdown-it';
import type sanitizeHtmlType from 'sanitize-html';

// User Markdown (notes, specifications) becomes HTML on the server, then goes through an
// allow-list, so what reaches the browser is inert: no script, no event handlers, no
// javascript: links, no inline styles. Rendered output is cached by content because the
// public page renders the same notes on every visit.
//
// The parser is markdown-it (issue 24): its inline rules and linkify-it scan each position a
// bounded number of times, so every hostile shape measured renders in time linear in its
// length (bench/markdown-hostile.bench.ts; docs/decisions/0101-…). marked's GFM autolink
// backtracked quadratically ('www.a' + 50,000 '!' blocked the event loop for 2.6 s).

// markdown-it (1.2 MB of heap) is required on the first render too, like sanitize-html below,
// so that start-up and the requests that show no note do not carry it
// (docs/decisions/0160-lean-server.md); require() keeps rendering synchronous.
type Parser = InstanceType<typeof MarkdownIt>;
let parser: Parser | undefined;
function getParser(): Parser {
  parser ??= createParser(requireCjs('markdown-it') as typeof MarkdownIt);
  return parser;
}

function createParser(MarkdownItClass: typeof MarkdownIt): Parser {
  const md = new MarkdownItClass({
    html: true, // raw HTML goes to the allow-list below, as before
    linkify: true, // GFM autolinks: www.…, http(s)://…, e-mail addresses
    typographer: false,
    breaks: false,
  });
  // GFM links `www.…` without a scheme; linkify-it's fuzzy mode links any `name.tld`, so fuzzy
  // links that do not start with `www.` are put back as text (fuzzyLinkRule).
  md.linkify.set({ fuzzyLink: true, fuzzyEmail: true });
  // Every link is parsed as a link and its address judged by the allow-list below (which drops
  // a javascript: href and keeps the text), as with marked; markdown-it's own check would leave
  // `[x](javascript:…)` as literal source text.
  md.validateLink = () => true;
  md.core.ruler.after('linkify', 'gfm_fuzzy_links', fuzzyLinkRule);
  md.core.ruler.after('inline', 'task_list', taskListRule);
  md.renderer.rules.s_open = () => '<del>';
  md.renderer.rules.s_close = () => '</del>';
  for (const cell of ['th_open', 'td_open'] as const) {
    // Table alignment as the `align` attribute marked wrote (the allow-list drops style).
    md.renderer.rules[cell] = (tokens, idx, options, _env, self) => {
      const token = tokens[idx];
      const align = String(token.attrGet('style') ?? '').match(ALIGN)?.[1];
      token.attrs = align ? [['align', align]] : null;
      return self.renderToken(tokens, idx, options);
    };
  }
  return md;
}
const ALIGN = /^text-align:(left|center|right)$/;

/** Unlinks what GFM would not link (`example.com`, `ftp://…`); `www.`, http(s) and e-mail stay. */
function fuzzyLinkRule(state: StateCore) {
  for (const block of state.tokens) {
    const children = block.type === 'inline' ? block.children : null;
    if (!children) continue;
    for (let i = 0; i + 2 < children.length; i++) {
      const open = children[i];
      if (open.type !== 'link_open' || open.markup !== 'linkify') continue;
      const text = children[i + 1].content;
      const href = String(open.attrGet('href') ?? '');
      if (/^(?:https?:\/\/|www\.)/i.test(text) || href.startsWith('mailto:')) continue;
      const plain = new state.Token('text', '', 0);
      plain.content = text;
      children.splice(i, 3, plain);
    }
  }
}

/** GFM task lists: a list item starting with `[ ]` or `[x]` gets a disabled checkbox. */
function taskListRule(state: StateCore) {
  const tokens = state.tokens;
  for (let i = 2; i < tokens.length; i++) {
    const inline = tokens[i];
    if (
      inline.type !== 'inline' ||
      tokens[i - 1].type !== 'paragraph_open' ||
      tokens[i - 2].type !== 'list_item_open'
    )
      continue;
    const first = inline.children?.[0];
    const box = first?.type === 'text' ? first.content.match(/^\[([ xX])\][ \t]/) : null;
    if (!first || !box) continue;
    first.content = first.content.slice(box[0].length);
    const input = new state.Token('html_inline', '', 0);
    input.content = `<input type="checkbox" disabled${box[1] === ' ' ? '' : ' checked'}> `;
    inline.children?.unshift(input);
  }
}

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
/** Deepest quote/list nesting kept (marked overflowed the stack near a few thousand levels;
 * markdown-it stops at 100, here it is a fixed 12 so deep notes look the same everywhere). */
const MAX_NESTING = 12;
/** Emphasis/link delimiters kept per block (marked's delimiter matching was quadratic in
 * them, '_a'.repeat(24999) cost 4.5 s). Past the cap they are escaped and show as text. */
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
  // Escaping the first marker past the cap is enough: the rest are then mid-line, plain text.
  const rest = prefix.slice(kept.length).replace(/[>*+\-.)]/, (c) => `\\${c}`);
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

/** Bounds what the parser has to do (depth, delimiter count) without changing ordinary notes. */
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

/** Renders without the cache (the growth tests time real renders). */
export function renderUncached(markdown: string): string {
  if (markdown.length > MARKDOWN_MAX_INPUT) return renderPlain(markdown);
  const { sanitize, options } = getSanitizer();
  const md = getParser();
  try {
    return sanitize(md.render(boundMarkdown(markdown)), options);
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
