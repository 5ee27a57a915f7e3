import { describe, expect, it } from 'vitest';
import type { Concept } from '../../../../contracts/concept.ts';
import { dataModelSchema } from '../../../../contracts/data-model.ts';
import { deriveDataModel } from './index.ts';

const OLD_CONCEPT: Concept = {
  name: 'Vecinoya',
  category: 'Social',
  description: 'Vecinoya es una aplicación web para comunidades de vecinos.',
  features: [
    'Reserva de zonas comunes (piscina, sala, pádel)',
    'Votaciones y actas de la comunidad',
  ],
  techStack: ['React + Vite'],
  userStories: ['Como vecino, quiero reservar la pista de pádel para jugar con mis amigos'],
  estimatedComplexity: 'Medium',
};

const TOOLS =
  'Una app para que los vecinos de un barrio se presten herramientas (taladros, escaleras) y se valoren después de cada préstamo';

describe('deriveDataModel', () => {
  it('reads the original idea: things, the records actions create, and who does them', () => {
    const model = deriveDataModel({ concept: OLD_CONCEPT, prompt: TOOLS });
    expect(dataModelSchema.safeParse(model).success).toBe(true);
    const byKey = new Map(model.entities.map((e) => [e.key, e]));
    expect([...byKey.keys()]).toEqual(
      expect.arrayContaining(['herramientas', 'vecinos', 'prestamos', 'valoraciones']),
    );
    const loan = byKey.get('prestamos')!;
    expect(loan.label).toBe('Préstamo');
    expect(loan.labelPlural).toBe('Préstamos');
    // "se presten": a loan between two neighbours, the one who asks and the one who lends.
    expect(loan.fields.filter((f) => f.type === 'reference').map((f) => f.ref)).toEqual([
      'herramientas',
      'vecinos',
      'vecinos',
    ]);
    expect(loan.fields.map((f) => f.key)).toEqual(
      expect.arrayContaining(['desde', 'hasta', 'estado']),
    );
    const rating = byKey.get('valoraciones')!;
    expect(rating.fields.find((f) => f.type === 'rating')?.required).toBe(true);
    expect(rating.fields.find((f) => f.type === 'reference')?.ref).toBe('prestamos');
    // The examples in parentheses are kinds of tool, not entities of their own.
    expect(byKey.has('taladros')).toBe(false);
    expect(byKey.get('herramientas')!.fields.find((f) => f.key === 'tipo')?.options).toEqual([
      'Taladro',
      'Escalera',
      'Otro',
    ]);
  });

  it('falls back to the concept text when there is no prompt, and is deterministic', () => {
    const a = deriveDataModel({ concept: OLD_CONCEPT });
    const b = deriveDataModel({ concept: OLD_CONCEPT });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(dataModelSchema.safeParse(a).success).toBe(true);
    expect(a.entities.length).toBeGreaterThanOrEqual(2);
    expect(a.entities.map((e) => e.key)).toEqual(expect.arrayContaining(['reservas', 'vecinos']));
  });

  it('always gives a valid model with two entities, whatever it is given', () => {
    const odd = [
      '',
      '🚀🚀🚀',
      'asdf qwer zxcv',
      'A todo list app for teams',
      'a'.repeat(5000),
      'app',
    ];
    for (const prompt of odd) {
      const model = deriveDataModel({
        concept: {
          ...OLD_CONCEPT,
          features: ['x'],
          userStories: ['y'],
          description: prompt || 'z',
        },
        prompt,
      });
      expect(dataModelSchema.safeParse(model).success).toBe(true);
      expect(model.entities.length).toBeGreaterThanOrEqual(2);
    }
    // Garbage where a concept should be never throws.
    expect(() => deriveDataModel({ concept: null as unknown as Concept })).not.toThrow();
  });
});
