// Standalone 1024x1024 SVG mock-up of a concept: browser or phone frame, header bar with the
// app name, cards/rows with the first features and a call-to-action button. No scripts, no
// external references; every piece of text is XML-escaped.

import {
  CATEGORY_LABELS,
  COMPLEXITIES,
  COMPLEXITY_LABELS,
  CONCEPT_CATEGORIES,
  type Complexity,
  type Concept,
  type ConceptCategory,
} from '../../../../contracts/concept.ts';
import { PALETTES, type Palette } from './knowledge.ts';
import { foldText } from './normalize.ts';
import {
  collapseSpaces,
  escapeXml,
  stripInvalidXmlChars,
  truncateWords,
  wrapWords,
} from './text-utils.ts';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

interface View {
  name: string;
  category: ConceptCategory;
  complexity: Complexity;
  features: string[];
  tagline: string;
  mobile: boolean;
  palette: Palette;
}

function clean(text: unknown, max: number): string {
  return typeof text === 'string' ? collapseSpaces(stripInvalidXmlChars(text)).slice(0, max) : '';
}

function toView(concept: unknown, mobile: boolean): View {
  const c = (concept && typeof concept === 'object' ? concept : {}) as Record<string, unknown>;
  const category = (CONCEPT_CATEGORIES as readonly string[]).includes(c.category as string)
    ? (c.category as ConceptCategory)
    : 'General';
  const complexity = (COMPLEXITIES as readonly string[]).includes(c.estimatedComplexity as string)
    ? (c.estimatedComplexity as Complexity)
    : 'Medium';
  const features = (Array.isArray(c.features) ? c.features : [])
    .map((f) => clean(f, 200))
    .filter((f) => f.length > 0)
    .slice(0, 5);
  const description = clean(c.description, 600);
  const firstSentence = description.split(/(?<=[.!?])\s/)[0] ?? '';
  return {
    name: clean(c.name, 80) || 'Nueva app',
    category,
    complexity,
    features: features.length > 0 ? features : ['Tu primera funcionalidad'],
    tagline: firstSentence,
    mobile,
    palette: PALETTES[category],
  };
}

function text(x: number, y: number, content: string, attrs: string): string {
  return `<text x="${x}" y="${y}" ${attrs}>${escapeXml(content)}</text>`;
}

function multiline(
  x: number,
  y: number,
  lines: string[],
  lineHeight: number,
  attrs: string,
): string {
  return lines.map((line, i) => text(x, y + i * lineHeight, line, attrs)).join('');
}

function slugOf(name: string): string {
  const slug = foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 28);
  return slug.length > 0 ? slug : 'app';
}

function initial(name: string): string {
  const ch = Array.from(name.trim())[0] ?? 'A';
  return ch.toUpperCase();
}

function background(p: Palette): string {
  return [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.background}"/><stop offset="1" stop-color="${p.primary}" stop-opacity="0.28"/></linearGradient>`,
    `<linearGradient id="hd" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.primary}"/><stop offset="1" stop-color="${p.secondary}"/></linearGradient>`,
    '<filter id="sh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="12" stdDeviation="18" flood-color="#0f172a" flood-opacity="0.18"/></filter>',
    '</defs>',
    `<rect width="1024" height="1024" fill="url(#bg)"/>`,
    `<circle cx="930" cy="90" r="160" fill="${p.secondary}" opacity="0.18"/>`,
    `<circle cx="70" cy="960" r="200" fill="${p.accent}" opacity="0.12"/>`,
  ].join('');
}

function browser(v: View): string {
  const p = v.palette;
  const parts: string[] = [];
  parts.push(
    `<g filter="url(#sh)"><rect x="96" y="112" width="832" height="800" rx="28" fill="${p.surface}"/></g>`,
  );
  // Window chrome.
  parts.push(
    `<path d="M96 140a28 28 0 0 1 28-28h776a28 28 0 0 1 28 28v32H96z" fill="${p.muted}" opacity="0.18"/>`,
  );
  parts.push(
    `<circle cx="132" cy="142" r="7" fill="#ef4444"/><circle cx="156" cy="142" r="7" fill="#f59e0b"/><circle cx="180" cy="142" r="7" fill="#22c55e"/>`,
  );
  parts.push(
    `<rect x="220" y="128" width="560" height="28" rx="14" fill="${p.surface}" opacity="0.9"/>`,
  );
  parts.push(
    text(
      240,
      147,
      `forja.app/${slugOf(v.name)}`,
      `font-family="${FONT}" font-size="14" fill="${p.muted}"`,
    ),
  );
  // Header bar.
  parts.push(`<rect x="96" y="172" width="832" height="84" fill="url(#hd)"/>`);
  parts.push(`<circle cx="150" cy="214" r="24" fill="#ffffff" opacity="0.95"/>`);
  parts.push(
    text(
      150,
      223,
      initial(v.name),
      `font-family="${FONT}" font-size="24" font-weight="700" fill="${p.primary}" text-anchor="middle"`,
    ),
  );
  parts.push(
    text(
      190,
      224,
      truncateWords(v.name, 30),
      `font-family="${FONT}" font-size="28" font-weight="700" fill="#ffffff"`,
    ),
  );
  parts.push(
    text(700, 221, 'Inicio', `font-family="${FONT}" font-size="16" fill="#ffffff" opacity="0.9"`),
  );
  parts.push(
    text(770, 221, 'Panel', `font-family="${FONT}" font-size="16" fill="#ffffff" opacity="0.9"`),
  );
  parts.push(`<circle cx="880" cy="214" r="18" fill="#ffffff" opacity="0.3"/>`);
  // Hero.
  const label = CATEGORY_LABELS[v.category].toUpperCase();
  parts.push(
    `<rect x="136" y="284" width="${Math.min(360, 24 + label.length * 10)}" height="30" rx="15" fill="${p.accent}" opacity="0.2"/>`,
  );
  parts.push(
    text(
      150,
      305,
      label,
      `font-family="${FONT}" font-size="14" font-weight="700" letter-spacing="1" fill="${p.text}"`,
    ),
  );
  parts.push(
    multiline(
      136,
      352,
      wrapWords(v.tagline || v.name, 62, 2),
      32,
      `font-family="${FONT}" font-size="24" font-weight="600" fill="${p.text}"`,
    ),
  );
  // Feature cards 2x2.
  const cards = v.features.slice(0, 4);
  cards.forEach((feature, i) => {
    const x = 136 + (i % 2) * 388;
    const y = 430 + Math.floor(i / 2) * 172;
    parts.push(
      `<rect x="${x}" y="${y}" width="364" height="148" rx="20" fill="${p.surface}" stroke="${p.secondary}" stroke-opacity="0.45" stroke-width="2"/>`,
    );
    parts.push(`<circle cx="${x + 40}" cy="${y + 42}" r="20" fill="${p.primary}" opacity="0.14"/>`);
    parts.push(
      text(
        x + 40,
        y + 49,
        String(i + 1),
        `font-family="${FONT}" font-size="18" font-weight="700" fill="${p.primary}" text-anchor="middle"`,
      ),
    );
    parts.push(
      multiline(
        x + 76,
        y + 48,
        wrapWords(feature, 29, 4),
        24,
        `font-family="${FONT}" font-size="18" fill="${p.text}"`,
      ),
    );
  });
  // Call to action.
  parts.push(`<rect x="136" y="792" width="260" height="64" rx="32" fill="${p.primary}"/>`);
  parts.push(
    text(
      266,
      832,
      'Empezar ahora',
      `font-family="${FONT}" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle"`,
    ),
  );
  parts.push(
    text(
      424,
      832,
      `Complejidad ${COMPLEXITY_LABELS[v.complexity].toLowerCase()} · ${v.features.length} funcionalidades`,
      `font-family="${FONT}" font-size="18" fill="${p.muted}"`,
    ),
  );
  return parts.join('');
}

function phone(v: View): string {
  const p = v.palette;
  const parts: string[] = [];
  parts.push(
    `<g filter="url(#sh)"><rect x="292" y="56" width="440" height="912" rx="64" fill="#0f172a"/></g>`,
  );
  parts.push(`<rect x="308" y="72" width="408" height="880" rx="50" fill="${p.background}"/>`);
  // Header with status bar and notch.
  parts.push(
    `<path d="M308 122a50 50 0 0 1 50-50h308a50 50 0 0 1 50 50v88H308z" fill="url(#hd)"/>`,
  );
  parts.push(`<rect x="452" y="84" width="120" height="24" rx="12" fill="#0f172a"/>`);
  parts.push(
    text(340, 104, '9:41', `font-family="${FONT}" font-size="15" font-weight="600" fill="#ffffff"`),
  );
  parts.push(
    text(
      336,
      174,
      truncateWords(v.name, 20),
      `font-family="${FONT}" font-size="30" font-weight="700" fill="#ffffff"`,
    ),
  );
  parts.push(`<circle cx="676" cy="164" r="18" fill="#ffffff" opacity="0.3"/>`);
  parts.push(
    text(
      676,
      170,
      initial(v.name),
      `font-family="${FONT}" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle"`,
    ),
  );
  parts.push(
    text(
      332,
      246,
      CATEGORY_LABELS[v.category],
      `font-family="${FONT}" font-size="15" font-weight="700" fill="${p.primary}"`,
    ),
  );
  parts.push(
    multiline(
      332,
      276,
      wrapWords(v.tagline || v.name, 38, 2),
      24,
      `font-family="${FONT}" font-size="17" fill="${p.text}"`,
    ),
  );
  // Feature rows.
  v.features.slice(0, 5).forEach((feature, i) => {
    const y = 330 + i * 100;
    parts.push(
      `<rect x="328" y="${y}" width="368" height="86" rx="18" fill="${p.surface}" stroke="${p.secondary}" stroke-opacity="0.4" stroke-width="1.5"/>`,
    );
    parts.push(
      `<rect x="344" y="${y + 21}" width="44" height="44" rx="12" fill="${p.primary}" opacity="0.15"/>`,
    );
    parts.push(
      text(
        366,
        y + 50,
        String(i + 1),
        `font-family="${FONT}" font-size="18" font-weight="700" fill="${p.primary}" text-anchor="middle"`,
      ),
    );
    parts.push(
      multiline(
        404,
        y + 38,
        wrapWords(feature, 28, 2),
        22,
        `font-family="${FONT}" font-size="16" fill="${p.text}"`,
      ),
    );
  });
  // Call to action.
  parts.push(`<rect x="340" y="858" width="344" height="60" rx="30" fill="${p.primary}"/>`);
  parts.push(
    text(
      512,
      896,
      'Empezar ahora',
      `font-family="${FONT}" font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle"`,
    ),
  );
  parts.push(
    `<rect x="452" y="934" width="120" height="5" rx="2.5" fill="${p.text}" opacity="0.35"/>`,
  );
  return parts.join('');
}

/**
 * Complete standalone SVG document (1024x1024). `mobile`: the idea asks for a phone app
 * (`ideaAsksForPhone`), drawn in a phone frame; the concept's texts, written for people, do not
 * decide it.
 */
export function renderOfflinePreviewSvg(concept: Concept, opts: { mobile: boolean }): string {
  const v = toView(concept, opts.mobile);
  const title = `${v.name}: vista previa (${CATEGORY_LABELS[v.category]})`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    background(v.palette),
    v.mobile ? phone(v) : browser(v),
    '</svg>\n',
  ].join('');
}
