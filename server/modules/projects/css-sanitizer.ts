import { CUSTOM_CSS_MAX_LENGTH } from '../../../contracts/projects.ts';

// Custom CSS of a public page (spec section 2, design card). It runs on our origin, so it
// is reduced to plain style rules scoped under the page's own class:
// - no `@import`, `@font-face`, `@charset`, `@namespace` (they load or redefine things);
// - no `url()` except same-origin paths and inline raster images;
// - no `expression()`, `javascript:`, `behavior`, `-moz-binding` (legacy script vectors);
// - no `<` at all, so the text can never close its <style> element;
// - no backslash escapes, which could spell any of the above in disguise;
// - no `position: fixed`, which would let a page paint over the platform's own chrome.
// Every selector is prefixed with the scope; `html`, `body` and `:root` become the scope.

const DANGEROUS_VALUE =
  /expression\s*\(|javascript\s*:|vbscript\s*:|-moz-binding|image-set\s*\(|(?:^|[^-\w])image\s*\(|@import/i;
const URL_FN = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i;
const PROPERTY = /^(?:--[a-zA-Z0-9-]+|-?[a-zA-Z][a-zA-Z0-9-]*)$/;
const SCOPED_AT_RULES = /^@(media|supports|container)\b/i;
const KEYFRAMES = /^@(-webkit-|-moz-)?keyframes\s+[a-zA-Z_][\w-]*$/i;

/** Reads up to the first top-level `stop` char, skipping quoted strings and parentheses. */
function readUntil(css: string, start: number, stops: string): number {
  let depth = 0;
  for (let i = start; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      if (end < 0) return css.length;
      i = end;
    } else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && stops.includes(c)) return i;
  }
  return css.length;
}

/** The index of the `}` closing the block opened just before `start`. */
function findBlockEnd(css: string, start: number): number {
  let depth = 1;
  for (let i = start; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      if (end < 0) return css.length;
      i = end;
    } else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return css.length;
}

function safeUrls(value: string): boolean {
  for (const m of value.matchAll(URL_FN)) {
    const target = m[2].trim();
    const sameOrigin = target.startsWith('/') && !target.startsWith('//');
    if (!sameOrigin && !SAFE_DATA_IMAGE.test(target)) return false;
  }
  // A url( that the pattern could not read (unbalanced) is refused too.
  const opened = (value.match(/url\s*\(/gi) ?? []).length;
  return opened === [...value.matchAll(URL_FN)].length;
}

export function sanitizeDeclarations(body: string): string {
  const out: string[] = [];
  let i = 0;
  while (i < body.length) {
    const end = readUntil(body, i, ';');
    const decl = body.slice(i, end).trim();
    i = end + 1;
    if (!decl) continue;
    const colon = decl.indexOf(':');
    if (colon <= 0) continue;
    const prop = decl.slice(0, colon).trim();
    const value = decl.slice(colon + 1).trim();
    if (!PROPERTY.test(prop) || !value || value.includes('{') || value.includes('}')) continue;
    if (
      /^(?:-ms-)?behavior$/i.test(prop) ||
      DANGEROUS_VALUE.test(prop) ||
      DANGEROUS_VALUE.test(value) ||
      !safeUrls(value)
    )
      continue;
    if (prop.toLowerCase() === 'position' && /fixed/i.test(value)) continue;
    out.push(`${prop}: ${value}`);
  }
  return out.join('; ');
}

function scopeSelector(selector: string, scope: string): string | null {
  const s = selector.trim().replace(/\s+/g, ' ');
  if (!s || /[{};@]/.test(s)) return null;
  const root = s.match(/^(html|body|:root)(?=$|[\s.:#[>+~])/i);
  if (root) {
    const rest = s.slice(root[0].length).replace(/^\s*body(?=$|[\s.:#[>+~])/i, '');
    return `${scope}${rest}`;
  }
  return `${scope} ${s}`;
}

function sanitizeRules(css: string, scope: string, depth: number): string {
  const out: string[] = [];
  let i = 0;
  while (i < css.length) {
    const stop = readUntil(css, i, '{;}');
    const prelude = css.slice(i, stop).trim();
    if (stop >= css.length) break;
    if (css[stop] === ';' || css[stop] === '}') {
      // A statement (`@import …;`, `@charset …;`) or stray text: dropped.
      i = stop + 1;
      continue;
    }
    const blockEnd = findBlockEnd(css, stop + 1);
    const body = css.slice(stop + 1, blockEnd);
    i = blockEnd + 1;
    if (prelude.startsWith('@')) {
      if (
        SCOPED_AT_RULES.test(prelude) &&
        depth < 3 &&
        !DANGEROUS_VALUE.test(prelude) &&
        safeUrls(prelude)
      ) {
        const inner = sanitizeRules(body, scope, depth + 1);
        if (inner) out.push(`${prelude} { ${inner} }`);
      } else if (KEYFRAMES.test(prelude)) {
        const frames = sanitizeKeyframes(body);
        if (frames) out.push(`${prelude} { ${frames} }`);
      }
      continue;
    }
    const selectors = prelude
      .split(',')
      .map((sel) => scopeSelector(sel, scope))
      .filter((sel): sel is string => sel !== null);
    const declarations = sanitizeDeclarations(body);
    if (selectors.length > 0 && declarations)
      out.push(`${selectors.join(', ')} { ${declarations} }`);
  }
  return out.join('\n');
}

function sanitizeKeyframes(body: string): string {
  const out: string[] = [];
  let i = 0;
  while (i < body.length) {
    const open = readUntil(body, i, '{');
    if (open >= body.length) break;
    const selector = body.slice(i, open).trim();
    const end = findBlockEnd(body, open + 1);
    i = end + 1;
    if (
      !/^(?:from|to|\d{1,3}(?:\.\d+)?%)(?:\s*,\s*(?:from|to|\d{1,3}(?:\.\d+)?%))*$/i.test(selector)
    )
      continue;
    const decls = sanitizeDeclarations(body.slice(open + 1, end));
    if (decls) out.push(`${selector} { ${decls} }`);
  }
  return out.join(' ');
}

/** Safe, scoped CSS from whatever the owner typed. `scope` is a selector such as `.x`. */
export function sanitizeCustomCss(input: string, scope: string): string {
  const cleaned = input
    .slice(0, CUSTOM_CSS_MAX_LENGTH)
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\/g, '')
    .replace(/</g, '')
    // Control characters have no place in CSS and can confuse parsers downstream.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '');
  return sanitizeRules(cleaned, scope, 0);
}
