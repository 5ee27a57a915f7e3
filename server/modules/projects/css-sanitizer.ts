import * as csstree from 'css-tree';
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
// Parsing (issue 24): the text is parsed by css-tree, whose tokenizer follows CSS Syntax
// Level 3 as browsers do (a string ends at a newline as a "bad string", a url( with a quote
// inside is a bad url, comments and escapes are tokens), and the checks below run on its
// tree. The output is serialised from the kept nodes only, so the browser reads exactly the
// rules that were checked: a regex reader that disagreed with the browser on where a string
// ended let `@media "a⏎…` put unscoped rules at the top level.
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

type Css = csstree.CssNode;
const PARSE_OPTIONS: csstree.ParseOptions = {
  parseValue: true,
  parseRulePrelude: true,
  parseAtrulePrelude: true,
  parseCustomProperty: false,
};
/** Functions that load, paint or compute from outside the style sheet. */
const DENIED_FUNCTIONS =
  /^(?:expression|image|image-set|-webkit-image-set|element|-moz-element|paint|cross-fade|-webkit-cross-fade|src)$/i;

const generate = (node: Css) => csstree.generate(node);

/** The node's children as an array (css-tree keeps them in a linked list). */
function childrenOf(node: Css): Css[] {
  const children = (node as { children?: csstree.List<Css> | null }).children;
  return children ? children.toArray() : [];
}

/** True when the subtree has a node css-tree could not parse (kept as Raw) or a `<`, `\`. */
function unsafeText(text: string): boolean {
  return text.includes('<') || text.includes('\\');
}

function hasNode(node: Css, test: (n: Css) => boolean): boolean {
  let found = false;
  csstree.walk(node, (n) => {
    if (!found && test(n)) found = true;
  });
  return found;
}

/** A declaration's value, checked on the tree and on its serialisation; null when refused. */
function sanitizeDeclaration(decl: csstree.Declaration, keyframes: Set<string>): string | null {
  const prop = decl.property;
  if (!PROPERTY.test(prop) || unsafeText(prop)) return null;
  const custom = prop.startsWith('--');
  const name = prop.toLowerCase();
  if (!custom && !csstree.lexer.getProperty(name)) return null;
  if (/^(?:-ms-)?behavior$|^-moz-binding$/.test(name)) return null;
  let value: string;
  if (custom) {
    // A custom property's value is kept as raw tokens; only plain ones are allowed.
    if (decl.value.type !== 'Raw') return null;
    value = decl.value.value.trim();
    if (!value || /[{};<\\\n\r\f"'()]/.test(value)) return null;
    if (!boundedGeometry('margin', value)) return null;
  } else {
    if (
      hasNode(
        decl.value,
        (n) =>
          n.type === 'Raw' ||
          (n.type === 'Function' && DENIED_FUNCTIONS.test(n.name)) ||
          (n.type === 'Url' &&
            !(
              (n.value.startsWith('/') && !n.value.startsWith('//')) ||
              SAFE_DATA_IMAGE.test(n.value)
            )),
      )
    )
      return null;
    // The value must match the property's grammar (css-tree's lexer, from the specs and
    // browser data); var() cannot be matched before it is substituted, so it is let through
    // to the bounds below.
    const usesVar = hasNode(decl.value, (n) => n.type === 'Function' && n.name === 'var');
    if (!usesVar && csstree.lexer.matchProperty(name, decl.value).error) return null;
    value = generate(decl.value).trim();
  }
  if (!value || unsafeText(value) || DANGEROUS_VALUE.test(value) || !safeUrls(value)) return null;
  if (name === 'position' && /fixed/i.test(value)) return null;
  if (!boundedGeometry(name, value)) return null;
  const important = decl.important ? ' !important' : '';
  if (name === 'z-index') {
    const z = clampZIndex(value);
    return z === null ? null : `${prop}: ${z}${important}`;
  }
  if (name === 'animation' || name === 'animation-name') {
    return `${prop}: ${prefixAnimationNames(value, keyframes)}${important}`;
  }
  return `${prop}: ${value}${important}`;
}

/** The kept declarations of a block, joined; nested rules and at-rules are dropped. */
function sanitizeBlock(block: csstree.Block | null, keyframes: Set<string>): string {
  const out: string[] = [];
  for (const child of block ? childrenOf(block) : []) {
    if (child.type !== 'Declaration') continue;
    const kept = sanitizeDeclaration(child, keyframes);
    if (kept) out.push(kept);
  }
  return out.join('; ');
}

const isRoot = (n: Css | undefined) =>
  (n?.type === 'TypeSelector' && /^(?:html|body)$/i.test(n.name)) ||
  (n?.type === 'PseudoClassSelector' && n.name.toLowerCase() === 'root');

/** One compound or combinator as text; combinators other than descendant get spaces. */
function selectorPart(node: Css): string {
  if (node.type === 'Combinator') return node.name === ' ' ? ' ' : ` ${node.name} `;
  return generate(node);
}

/** The selector under the scope, or null when it could reach outside it or costs too much. */
function scopeSelector(selector: Css, scope: string): string | null {
  if (selector.type !== 'Selector') return null;
  // :has() makes every change re-match the page (costly), and a selector of many steps or
  // more than one `*` is the classic slow-selector pattern. `&` (nesting) is not allowed.
  let universal = 0;
  let refused = false;
  csstree.walk(selector, (n) => {
    if (n.type === 'TypeSelector' && n.name === '*') universal++;
    if (n.type === 'PseudoClassSelector' && /^(?:has|host|host-context)$/i.test(n.name))
      refused = true;
    if (n.type === 'NestingSelector' || n.type === 'Raw') refused = true;
  });
  if (refused || universal > 1) return null;
  const parts = childrenOf(selector);
  const combinators = parts.filter((n) => n.type === 'Combinator').length;
  if (combinators + 1 > MAX_COMPOUNDS_PER_SELECTOR || parts.length === 0) return null;
  let rest = parts;
  let rooted = false;
  if (isRoot(rest[0])) {
    rooted = true;
    rest = rest.slice(1);
    // `html body …`: the second one is the scope too.
    if (rest[0]?.type === 'Combinator' && rest[0].name === ' ' && isRoot(rest[1]))
      rest = rest.slice(2);
  }
  // `body ~ x` / `html + x` / `~ x` would select the scope's siblings: outside the box.
  if (rest[0]?.type === 'Combinator' && (rest[0].name === '+' || rest[0].name === '~')) return null;
  const text = rest.map(selectorPart).join('');
  if (unsafeText(text)) return null;
  if (rooted) return `${scope}${text}`;
  return rest[0]?.type === 'Combinator' ? `${scope}${text}` : `${scope} ${text}`;
}

type RuleBudget = { left: number; keyframes: Set<string> };

function sanitizeRules(nodes: Css[], scope: string, depth: number, budget: RuleBudget): string {
  const out: string[] = [];
  for (const node of nodes) {
    if (budget.left <= 0) break;
    if (node.type === 'Atrule') {
      const kept = sanitizeAtrule(node, scope, depth, budget);
      if (kept) out.push(kept);
      continue;
    }
    if (node.type !== 'Rule' || node.prelude.type !== 'SelectorList') continue;
    const selectors = childrenOf(node.prelude)
      .slice(0, MAX_SELECTORS_PER_RULE)
      .map((sel) => scopeSelector(sel, scope))
      .filter((sel): sel is string => sel !== null);
    const declarations = sanitizeBlock(node.block, budget.keyframes);
    if (selectors.length > 0 && declarations) {
      budget.left -= 1;
      out.push(`${selectors.join(', ')} { ${declarations} }`);
    }
  }
  return out.join('\n');
}

function sanitizeAtrule(
  node: csstree.Atrule,
  scope: string,
  depth: number,
  budget: RuleBudget,
): string | null {
  const name = node.name.toLowerCase();
  if (!node.block || unsafeText(name)) return null;
  const prelude = node.prelude ? generate(node.prelude).trim() : '';
  // A prelude css-tree could not read (a bad string, stray tokens) is not guessed at.
  if (
    (node.prelude && hasNode(node.prelude, (n) => n.type === 'Raw' || n.type === 'String')) ||
    unsafeText(prelude) ||
    DANGEROUS_VALUE.test(prelude) ||
    /url\s*\(/i.test(prelude)
  )
    return null;
  if (/^(?:media|supports|container)$/.test(name)) {
    if (depth >= 3) return null;
    const inner = sanitizeRules(childrenOf(node.block), scope, depth + 1, budget);
    return inner ? `@${name} ${prelude} { ${inner} }` : null;
  }
  const keyframes = name.match(/^(-webkit-|-moz-)?keyframes$/);
  if (!keyframes || !/^[a-zA-Z_][\w-]*$/.test(prelude)) return null;
  const frames = sanitizeKeyframes(node.block, budget.keyframes);
  if (!frames) return null;
  budget.left -= 1;
  return `@${keyframes[1] ?? ''}keyframes ${KEYFRAME_PREFIX}${prelude} { ${frames} }`;
}

function sanitizeKeyframes(block: csstree.Block, keyframes: Set<string>): string {
  const out: string[] = [];
  for (const frame of childrenOf(block)) {
    if (frame.type !== 'Rule') continue;
    const selector = generate(frame.prelude).trim();
    if (
      !/^(?:from|to|\d{1,3}(?:\.\d+)?%)(?:\s*,\s*(?:from|to|\d{1,3}(?:\.\d+)?%))*$/i.test(selector)
    )
      continue;
    const decls = sanitizeBlock(frame.block, keyframes);
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
  let out: string;
  try {
    out = sanitizeUncached(input, scope);
  } catch {
    // A parser or lexer failure must not turn the public page into a 500: no custom CSS.
    out = '';
  }
  cache.set(key, out);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return out;
}

/** The style sheet as css-tree reads it (the tests compare this reading with Chromium's). */
export function parseCustomCss(input: string): csstree.StyleSheet {
  return csstree.parse(input.slice(0, CUSTOM_CSS_MAX_LENGTH), {
    ...PARSE_OPTIONS,
    onParseError: () => {
      // Unreadable parts become Raw nodes, which every check refuses.
    },
  }) as csstree.StyleSheet;
}

function sanitizeUncached(input: string, scope: string): string {
  const sheet = parseCustomCss(input);
  const keyframes = new Set<string>();
  csstree.walk(sheet, (n) => {
    if (n.type === 'Atrule' && /^(?:-webkit-|-moz-)?keyframes$/i.test(n.name) && n.prelude) {
      const name = generate(n.prelude).trim();
      if (/^[a-zA-Z_][\w-]*$/.test(name)) keyframes.add(name);
    }
  });
  return sanitizeRules(childrenOf(sheet), scope, 0, { left: MAX_RULES, keyframes });
}
