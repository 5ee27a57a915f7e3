// Open Graph cards (1200×630 PNG) for shared links: networks that ignore SVG previews still
// show a card. Drawn from an SVG by resvg (npm, prebuilt, no downloads), with the system's
// sans-serif font (fonts-dejavu-core on Debian; Docker images must install one).

export type OgCard = {
  title: string;
  /** A short line above the title: the category, or the site section. */
  eyebrow?: string;
  subtitle?: string;
  primaryColor: string;
  secondaryColor: string;
};

const WIDTH = 1200;
const HEIGHT = 630;
const HEX = /^#[0-9a-f]{6}$/i;

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Greedy word wrap by an average glyph width; long words are cut with an ellipsis. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const w = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    if (!line) line = w;
    else if (`${line} ${w}`.length <= maxChars) line = `${line} ${w}`;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1];
    kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
    return kept;
  }
  return lines;
}

export function ogCardSvg(card: OgCard): string {
  const primary = HEX.test(card.primaryColor) ? card.primaryColor : '#ea580c';
  const secondary = HEX.test(card.secondaryColor) ? card.secondaryColor : '#fbbf24';
  const titleLines = wrapText(card.title, 22, 3);
  const titleSize = titleLines.length > 2 ? 72 : 84;
  const titleTop = 250;
  const title = titleLines
    .map(
      (l, i) =>
        `<text x="80" y="${titleTop + i * (titleSize + 12)}" font-size="${titleSize}" font-weight="700">${escapeXml(l)}</text>`,
    )
    .join('');
  const subtitleTop = titleTop + titleLines.length * (titleSize + 12) + 20;
  const subtitle = card.subtitle
    ? wrapText(card.subtitle, 52, subtitleTop > 480 ? 1 : 2)
        .map(
          (l, i) =>
            `<text x="80" y="${subtitleTop + i * 46}" font-size="34" opacity="0.92">${escapeXml(l)}</text>`,
        )
        .join('')
    : '';
  const eyebrow = card.eyebrow
    ? `<text x="80" y="150" font-size="32" font-weight="700" letter-spacing="2" opacity="0.9">${escapeXml(card.eyebrow.toUpperCase().slice(0, 40))}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${primary}"/>
      <stop offset="1" stop-color="${secondary}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#000" opacity="0.28"/>
  <circle cx="1080" cy="110" r="220" fill="#fff" opacity="0.08"/>
  <circle cx="1140" cy="560" r="160" fill="#fff" opacity="0.06"/>
  <g fill="#fff" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
    ${eyebrow}
    ${title}
    ${subtitle}
    <text x="80" y="570" font-size="30" font-weight="700">Forja</text>
  </g>
</svg>`;
}

/**
 * The card as PNG. The renderer (a native module, ~7 MB) is loaded on the first card, not at
 * start-up: most processes never draw one, and each card is cached by its caller.
 */
export async function renderOgPng(card: OgCard): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  const resvg = new Resvg(ogCardSvg(card), {
    fitTo: { mode: 'width', value: WIDTH },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}
