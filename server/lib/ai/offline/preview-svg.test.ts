import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONCEPT_CATEGORIES, type Concept } from '../../../../contracts/concept.ts';
import { createOfflineAiClient } from '../offline-client.ts';
import { generateOfflineConcept, ideaAsksForPhone, renderOfflinePreviewSvg } from './index.ts';

/** Minimal well-formedness check: balanced tags, no raw "<" or bare "&" in text or attributes. */
function assertWellFormedXml(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  const tagRe = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tagRe.exec(body); m !== null; m = tagRe.exec(body)) {
    const between = body.slice(last, m.index);
    expect(between).not.toMatch(/[<>]/);
    last = m.index + m[0].length;
    const [, closing, name, attrs, selfClosing] = m;
    for (const value of (attrs ?? '').matchAll(/="([^"]*)"/g)) {
      expect(value[1]).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    }
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(body.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
}

const base = generateOfflineConcept({ prompt: 'tienda online de ropa con pagos' });

describe('renderOfflinePreviewSvg', () => {
  it('renders a standalone 1024x1024 SVG document', () => {
    const svg = renderOfflinePreviewSvg(base, { mobile: false });
    expect(svg.startsWith('<?xml')).toBe(true);
    expect(svg).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"',
    );
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg).toContain(base.name);
    expect(svg).toContain('Empezar ahora');
    assertWellFormedXml(svg);
  });

  it('escapes <script> and quotes in the name and features', () => {
    const evil: Concept = {
      ...base,
      name: '<script>alert("x")</script> & \'Co\'',
      features: ['<img onerror="x">', 'Tom & Jerry'],
    };
    const svg = renderOfflinePreviewSvg(evil, { mobile: false });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&quot;');
    assertWellFormedXml(svg);
  });

  it('has no external references or scripts', () => {
    const svg = renderOfflinePreviewSvg(base, { mobile: false });
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
      /https?:|href|<script|<image|<foreignObject|on\w+=/i,
    );
  });

  it('uses a phone frame for an idea that asks for a phone app and a browser frame otherwise', () => {
    const idea = 'app nativa para android de recetas';
    const mobile = generateOfflineConcept({ prompt: idea });
    expect(ideaAsksForPhone(idea)).toBe(true);
    expect(ideaAsksForPhone('tienda online de ropa con pagos')).toBe(false);
    // The stack tells people the web fits a phone; the preview reads the signal, not that line.
    expect(mobile.techStack).toContain('Web adaptable al móvil');
    expect(renderOfflinePreviewSvg(mobile, { mobile: true })).toContain('9:41');
    expect(renderOfflinePreviewSvg(mobile, { mobile: false })).toContain('forja.app/');
    expect(renderOfflinePreviewSvg(base, { mobile: false })).toContain('forja.app/');
  });

  it('the offline client draws the frame the idea asks for, whatever the concept says', async () => {
    const ai = createOfflineAiClient();
    const svgOf = async (prompt: string, concept: Concept) =>
      new TextDecoder().decode((await ai.generateImage({ prompt, concept })).bytes);
    const phoneStack = { ...base, techStack: [...base.techStack, 'Web adaptable al móvil'] };
    expect(await svgOf('app nativa para android de recetas', base)).toContain('9:41');
    expect(await svgOf('tienda online de ropa con pagos', phoneStack)).toContain('forja.app/');
  });

  it('picks a palette per category', () => {
    const headers = new Set(
      CONCEPT_CATEGORIES.map((category) => {
        const svg = renderOfflinePreviewSvg({ ...base, category }, { mobile: false });
        return /<linearGradient id="hd"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(
          svg,
        )?.[1];
      }),
    );
    expect(headers.size).toBe(CONCEPT_CATEGORIES.length);
  });

  it('is deterministic and stays well-formed for arbitrary text', () => {
    expect(renderOfflinePreviewSvg(base, { mobile: false })).toBe(
      renderOfflinePreviewSvg(base, { mobile: false }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 120 }),
        fc.array(fc.string({ unit: 'grapheme', maxLength: 120 }), { maxLength: 8 }),
        (name, features) => {
          const svg = renderOfflinePreviewSvg({ ...base, name, features }, { mobile: false });
          assertWellFormedXml(svg);
          expect(
            [...svg].some((ch) => {
              const c = ch.charCodeAt(0);
              return c < 0x20 && c !== 0x0a;
            }),
          ).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
