import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateOfflineText } from './index.ts';

const NOTES = `Resume estas notas:
Reunión con el equipo de ventas del lunes. Hay que enviar el presupuesto a Acme antes del viernes.
El cliente pide un descuento por volumen. Las ventas del trimestre bajaron un 10 % y el equipo de ventas necesita más leads.`;

describe('generateOfflineText', () => {
  it('returns a summary and exactly three actionable bullets in Spanish', () => {
    const out = generateOfflineText({ prompt: NOTES, maxTokens: 400 });
    expect(out.startsWith('**Resumen:** ')).toBe(true);
    const bullets = out.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets).toHaveLength(3);
    expect(out).toContain('enviar el presupuesto a Acme');
    expect(out).toContain('«ventas»');
    expect(out).not.toContain('Resume estas notas');
  });

  it('is deterministic and respects maxTokens', () => {
    expect(generateOfflineText({ prompt: NOTES, maxTokens: 400 })).toBe(
      generateOfflineText({ prompt: NOTES, maxTokens: 400 }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 2000 }),
        fc.integer({ min: 10, max: 500 }),
        (prompt, maxTokens) => {
          const out = generateOfflineText({ prompt, maxTokens });
          expect(out.length).toBeLessThanOrEqual(maxTokens * 4);
          expect(out.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('handles empty input with a helpful answer', () => {
    const out = generateOfflineText({ prompt: '   ', maxTokens: 200 });
    expect(out).toContain('no hay texto suficiente');
    expect(out.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(3);
  });
});
