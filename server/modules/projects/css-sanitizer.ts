import { CUSTOM_CSS_MAX_LENGTH } from '../../../contracts/projects.ts';

// Custom CSS of a public page (docs/product-spec.md §2, design card). It runs on our origin, so it
// is reduced to plain style rules scoped under the page's own class:
// - no `@import`, `@font-face`, `@charset`, `@namespace` (they load or redefine things);
// - no `url()` except same-origin paths and inline raster images;
// - no `expression()`, `javascript:`, `behavior`, `-moz-binding` (legacy script vectors);
// - no `<` at all, so the text can never close its <style> element;
// - no backslash escapes, which could spell any of the above in disguise;
// - no `position: fixed`, which would let a page paint over the platform's own chrome.
// Every selector is prefixed with the scope; `html`, `body` and `:root` become the scope.
//
// Confinement (issue 10: a pseudo-element at -3000px with a huge padding and z-index
// covered the platform header). The page's container clips and contains whatever this
// lets through (`.user-content-box` in web/styles.css); here the values are bounded too:
// - offsets, margins, sizes, paddings, font sizes, shadows within ±MAX_LENGTH_PX;
// - z-index within ±MAX_Z_INDEX, transforms without big scale factors;
// - no selector that reaches outside the scope (a leading `+`/`~` sibling combinator);
// - keyframe names are prefixed, so a page cannot redefine the platform's animations.
// Rendering cost (pathological CSS cost 0.5-0.7 s per render) is bounded by a cap on rules,
// selector complexity, `:has()`, blur radii and shadow layers.

const DANGEROUS_VALUE =
  /expression\s*\(|javascript\s*:|vbscript\s*:|-moz-binding|image-set\s*\(|(?:^|[^-\w])image\s*\(|@import/i;
const URL_FN = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i;
const PROPERTY = /^(?:--[a-zA-Z0-9-]+|-?[a-zA-Z][a-zA-Z0-9-]*)$/;
const SCOPED_AT_RULES = /^@(media|supports|container)\b/i;
const KEYFRAMES = /^@(-webkit-|-moz-)?keyframes\s+([a-zA-Z_][\w-]*)$/i;
const KEYFRAME_PREFIX = 'pp-';

/** ±2000 px: more than any layout on the page needs, far less than covering the header. */
const MAX_LENGTH_PX = 2000;
const MAX_Z_INDEX = 100;
/** A unitless factor (scale(), calc() multiplication, zoom) past this is refused. */
const MAX_FACTOR = 10;
const MAX_BLUR_PX = 40;
const MAX_SHADOW_LAYERS = 4;
const MAX_RULES = 600;
const MAX_COMPOUNDS_PER_SELECTOR = 6;
const MAX_SELECTORS_PER_RULE = 20;

/** Properties whose lengths are bounded. */
const GEOMETRY =
  /^(?:top|right|bottom|left|inset(?:-.*)?|margin(?:-.*)?|padding(?:-.*)?|(?:min-|max-)?(?:width|height|inline-size|block-size)|font-size|line-height|letter-spacing|word-spacing|text-indent|translate|transform|scale|zoom|border(?:-.*)?-width|border-width|border|outline(?:-.*)?|box-shadow|text-shadow|filter|backdrop-filter|gap|row-gap|column-gap|flex-basis|perspective|scroll-margin(?:-.*)?|scroll-padding(?:-.*)?)$/i;
const PX_PER_UNIT: Record<string, number> = {
  px: 1,
  em: 16,
  rem: 16,
  ch: 16,
  ex: 16,
  lh: 24,
  rlh: 24,
  cm: 38,
  mm: 3.8,
  q: 0.95,
  in: 96,
  pt: 1.34,
  pc: 16,
  // Viewport and container units: 1% of a large screen.
  vw: 20,
  vh: 20,
  vi: 20,
  vb: 20,
  vmin: 20,
  vmax: 20,
  svw: 20,
  svh: 20,
  lvw: 20,
  lvh: 20,
  dvw: 20,
  dvh: 20,
  cqw: 20,
  cqh: 20,
  cqi: 20,
  cqb: 20,
  cqmin: 20,
  cqmax: 20,
  '%': 20,
};
const NUMBER = /(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)/gi;

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

/** False when a geometry value could reach far outside the content box. */
function boundedGeometry(prop: string, value: string): boolean {
  if (!GEOMETRY.test(prop)) return true;
  // Numbers inside colours and identifiers (#ff0000, translate3d) are not lengths.
  const lengths = value
    .replace(/#[0-9a-f]{3,8}\b/gi, '')
    .replace(
      /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\([^()]*(?:\([^()]*\)[^()]*)*\)/gi,
      '',
    )
    .replace(/[a-z_-][\w-]*\d[\w-]*\(/gi, '(');
  for (const m of lengths.matchAll(NUMBER)) {
    const n = Math.abs(Number(m[1]));
    if (!Number.isFinite(n)) return false;
    const unit = m[2].toLowerCase();
    if (unit === '') {
      if (n > MAX_FACTOR && !/^(?:line-height)$/i.test(prop)) return false;
      if (n > 100) return false;
      continue;
    }
    const px = PX_PER_UNIT[unit];
    // Angles and times (rotate(45deg), 2s) are harmless; an unknown unit is refused.
    if (px === undefined) {
      if (/^(?:deg|rad|grad|turn|s|ms|x|dppx|dpi|fr)$/.test(unit)) continue;
      return false;
    }
    if (n * px > MAX_LENGTH_PX) return false;
  }
  if (/shadow$/i.test(prop) && splitTopLevel(value, ',').length > MAX_SHADOW_LAYERS) return false;
  if (/filter$/i.test(prop)) {
    for (const m of value.matchAll(/blur\(\s*([\d.]+)\s*([a-z]*)/gi)) {
      if (Number(m[1]) * (PX_PER_UNIT[m[2].toLowerCase() || 'px'] ?? 1000) > MAX_BLUR_PX)
        return false;
    }
  }
  if (/shadow$/i.test(prop)) {
    // The third length of a shadow is its blur radius, the costliest part to paint.
    for (const layer of splitTopLevel(value, ',')) {
      const parts = [...layer.matchAll(NUMBER)].filter((m) => m[2] !== '');
      const blur = parts[2];
      if (
        blur &&
        Math.abs(Number(blur[1])) * (PX_PER_UNIT[blur[2].toLowerCase()] ?? 1000) > MAX_BLUR_PX
      )
        return false;
    }
  }
  return true;
}

function splitTopLevel(value: string, sep: string): string[] {
  const parts: string[] = [];
  let i = 0;
  while (i <= value.length) {
    const end = readUntil(value, i, sep);
    parts.push(value.slice(i, end));
    i = end + 1;
  }
  return parts;
}

/** z-index within ±MAX_Z_INDEX: the box is its own stacking context, so more buys nothing. */
function clampZIndex(value: string): string | null {
  if (/^(?:auto|inherit|initial|unset|revert|revert-layer)$/i.test(value)) return value;
  if (!/^-?\d{1,12}$/.test(value)) return null;
  return String(Math.max(-MAX_Z_INDEX, Math.min(MAX_Z_INDEX, Number(value))));
}

/** Animation names point at the prefixed keyframes of this page. */
function prefixAnimationNames(value: string, names: Set<string>): string {
  return value.replace(/[a-zA-Z_][\w-]*/g, (word) =>
    names.has(word) ? `${KEYFRAME_PREFIX}${word}` : word,
  );
}

export function sanitizeDeclarations(body: string, keyframes: Set<string> = new Set()): string {
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
    const name = prop.toLowerCase();
    if (name === 'position' && /fixed/i.test(value)) continue;
    if (!boundedGeometry(name, value)) continue;
    if (name === 'z-index') {
      const z = clampZIndex(value);
      if (z !== null) out.push(`${prop}: ${z}`);
      continue;
    }
    if (name === 'animation' || name === 'animation-name') {
      out.push(`${prop}: ${prefixAnimationNames(value, keyframes)}`);
      continue;
    }
    out.push(`${prop}: ${value}`);
  }
  return out.join('; ');
}

function scopeSelector(selector: string, scope: string): string | null {
  const s = selector.trim().replace(/\s+/g, ' ');
  if (!s || /[{};@]/.test(s)) return null;
  // :has() makes every change re-match the page (costly), and a selector of many steps or
  // more than one `*` is the classic slow-selector pattern.
  if (/:has\(/i.test(s) || (s.match(/\*/g) ?? []).length > 1) return null;
  if (s.split(/[\s>+~]+/).filter(Boolean).length > MAX_COMPOUNDS_PER_SELECTOR) return null;
  const root = s.match(/^(html|body|:root)(?=$|[\s.:#[>+~])/i);
  if (root) {
    const rest = s.slice(root[0].length).replace(/^\s*body(?=$|[\s.:#[>+~])/i, '');
    // `body ~ x` / `html + x` would select the scope's siblings: outside the box.
    if (/^\s*[+~]/.test(rest)) return null;
    return `${scope}${rest}`;
  }
  if (/^[+~]/.test(s)) return null;
  return `${scope} ${s}`;
}

type RuleBudget = { left: number; keyframes: Set<string> };

function sanitizeRules(css: string, scope: string, depth: number, budget: RuleBudget): string {
  const out: string[] = [];
  let i = 0;
  while (i < css.length && budget.left > 0) {
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
        const inner = sanitizeRules(body, scope, depth + 1, budget);
        if (inner) out.push(`${prelude} { ${inner} }`);
      } else {
        const keyframes = prelude.match(KEYFRAMES);
        const frames = keyframes ? sanitizeKeyframes(body, budget.keyframes) : '';
        if (keyframes && frames) {
          budget.left -= 1;
          out.push(
            `@${keyframes[1] ?? ''}keyframes ${KEYFRAME_PREFIX}${keyframes[2]} { ${frames} }`,
          );
        }
      }
      continue;
    }
    const selectors = prelude
      .split(',')
      .slice(0, MAX_SELECTORS_PER_RULE)
      .map((sel) => scopeSelector(sel, scope))
      .filter((sel): sel is string => sel !== null);
    const declarations = sanitizeDeclarations(body, budget.keyframes);
    if (selectors.length > 0 && declarations) {
      budget.left -= 1;
      out.push(`${selectors.join(', ')} { ${declarations} }`);
    }
  }
  return out.join('\n');
}

function sanitizeKeyframes(body: string, keyframes: Set<string>): string {
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
    const decls = sanitizeDeclarations(body.slice(open + 1, end), keyframes);
    if (decls) out.push(`${selector} { ${decls} }`);
  }
  return out.join(' ');
}

const CACHE_LIMIT = 200;
const cache = new Map<string, string>();

/** Safe, scoped CSS from whatever the owner typed. `scope` is a selector such as `.x`. */
export function sanitizeCustomCss(input: string, scope: string): string {
  // The public page sanitises the same text on every visit: keep recent results.
  const key = `${scope}\u0000${input}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const out = sanitizeUncached(input, scope);
  cache.set(key, out);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return out;
}

function sanitizeUncached(input: string, scope: string): string {
  const cleaned = input
    .slice(0, CUSTOM_CSS_MAX_LENGTH)
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\/g, '')
    .replace(/</g, '')
    // Control characters have no place in CSS and can confuse parsers downstream.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, '');
  const keyframes = new Set(
    [...cleaned.matchAll(/@(?:-webkit-|-moz-)?keyframes\s+([a-zA-Z_][\w-]*)/gi)].map((m) => m[1]),
  );
  return sanitizeRules(cleaned, scope, 0, { left: MAX_RULES, keyframes });
}
