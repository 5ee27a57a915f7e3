import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Concept } from '../../../../contracts/concept.ts';
import { generateOfflineConcept, generateOfflineSpecification } from './index.ts';

const PROMPT =
  'Una app para una clínica veterinaria donde los dueños de mascotas pidan citas, paguen online y reciban recordatorios';
const concept = generateOfflineConcept({ prompt: PROMPT });

const SECTIONS = [
  '## Resumen',
  '## Objetivos',
  '## Usuarios y roles',
  '## Funcionalidades',
  '## Modelo de datos',
  '## Arquitectura y stack',
  '## API',
  '## Seguridad y privacidad',
  '## Plan de entrega',
  '## Métricas de éxito',
];

describe('generateOfflineSpecification', () => {
  const full = generateOfflineSpecification({ concept, prompt: PROMPT, maxTokens: 8000 });

  it('has every section, in order', () => {
    let last = -1;
    for (const heading of SECTIONS) {
      const at = full.indexOf(`\n${heading}\n`);
      expect(at, heading).toBeGreaterThan(last);
      last = at;
    }
    expect(full.startsWith(`# ${concept.name}`)).toBe(true);
  });

  it('guesses entities, endpoints and privacy rules from the idea', () => {
    expect(full).toContain('**Mascota**');
    expect(full).toContain('**Cita**');
    expect(full).toMatch(/\| GET \| `\/api\/mascotas` \|/);
    expect(full).toContain('RGPD');
    expect(full).toContain('Datos de salud');
    expect(full).toContain('Stripe');
  });

  it('writes the concept data model: entities, Spanish field types, access rules, relations', () => {
    const tools =
      'Una app para que los vecinos de un barrio se presten herramientas (taladros, escaleras) y se valoren después de cada préstamo';
    const c = generateOfflineConcept({ prompt: tools });
    const spec = generateOfflineSpecification({ concept: c, prompt: tools, maxTokens: 8000 });
    const data = spec.slice(spec.indexOf('## Modelo de datos'), spec.indexOf('## Arquitectura'));
    expect(data).toMatch(/- \*\*Préstamo\*\* \(Préstamos, `prestamos`; /);
    expect(data).toMatch(/ {2}- \S+ \(`\w+`\): referencia → \S+, obligatorio/);
    expect(data).toMatch(/ {2}- [^\n]+: fecha, obligatorio/);
    expect(data).toMatch(/ {2}- Estado \(`estado`\): opciones: /);
    expect(data).toContain('Relaciones: ');
    expect(data).toMatch(/Préstamo\.\w+ → /);
    expect(spec).toMatch(/\| GET \| `\/api\/prestamos` \|/);
    // A concept saved before data models existed gets one derived from its idea.
    const { dataModel: _dropped, ...old } = c;
    const derived = generateOfflineSpecification({ concept: old, prompt: tools, maxTokens: 8000 });
    expect(derived).toMatch(/- \*\*Préstamo\*\* \(Préstamos, `prestamos`; /);
  });

  it('is deterministic', () => {
    expect(generateOfflineSpecification({ concept, prompt: PROMPT, maxTokens: 8000 })).toBe(full);
  });

  it('respects maxTokens (≈4 chars per token), cutting at a section boundary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), (maxTokens) => {
        const spec = generateOfflineSpecification({ concept, prompt: PROMPT, maxTokens });
        expect(spec.length).toBeLessThanOrEqual(maxTokens * 4);
        const body = spec.replace(/\n$/, '');
        if (body === full.replace(/\n$/, '')) return;
        if (full.startsWith(body)) {
          // Whole sections: what follows in the full spec is a section break (or a word-cut summary).
          const next = full.slice(body.length, body.length + 4);
          expect(next === '\n\n##' || next.startsWith('\n\n')).toBe(true);
        } else {
          // Tiny budgets: the summary is cut at a word boundary and marked with an ellipsis.
          expect(body.endsWith('…') || body.length === 0).toBe(true);
          const head = body.replace(/…$/, '');
          expect(full.startsWith(head)).toBe(true);
          expect(
            /\s/.test(full[head.length] ?? ' ') || /[\s,;:.]/.test(full[head.length] ?? ' '),
          ).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
    const mid = generateOfflineSpecification({ concept, prompt: PROMPT, maxTokens: 500 });
    expect(mid).toContain('## Resumen');
    expect(mid).not.toContain('## Métricas de éxito');
  });

  it('mentions uploaded files in a context section', () => {
    const spec = generateOfflineSpecification({
      concept,
      prompt: PROMPT,
      maxTokens: 8000,
      files: [{ originalName: 'tarifas-2025.pdf', fileType: 'application/pdf' }],
    });
    expect(spec).toContain('## Contexto');
    expect(spec).toContain('tarifas-2025.pdf');
    expect(full).not.toContain('## Contexto');
  });

  it('works with concepts from other providers and escapes HTML', () => {
    const foreign: Concept = {
      name: 'Agenda <b>Pro</b>',
      category: 'Productivity',
      description: 'Una agenda para equipos.',
      features: ['Calendario compartido', '<img src=x onerror=alert(1)>'],
      techStack: ['Next.js'],
      userStories: ['Como jefe de equipo, quiero ver la agenda de todos para planificar'],
      estimatedComplexity: 'Medium',
    };
    const spec = generateOfflineSpecification({ concept: foreign, prompt: '', maxTokens: 4000 });
    expect(spec).not.toContain('<img');
    expect(spec).not.toContain('<b>');
    expect(spec).toContain('**Jefe de equipo**');
    expect(() =>
      generateOfflineSpecification({ concept: {} as Concept, prompt: 'x', maxTokens: 100 }),
    ).not.toThrow();
  });
});
