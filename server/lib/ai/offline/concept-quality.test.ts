// Issue 19: the offline engine's concepts follow the idea. Floors set just under what the
// engine reaches (`npm run eval:concepts` prints the figures); a drop below them fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conceptSchema } from '../../../../contracts/concept.ts';
import { dataModelSchema } from '../../../../contracts/data-model.ts';
import { figures, isLabelledIdea, type LabelledIdea, scoreIdea } from './evaluate.ts';
import { generateOfflineConcept } from './index.ts';

function load(name: string): LabelledIdea[] {
  const raw = JSON.parse(
    readFileSync(new URL(`../../../../eval/concepts/${name}`, import.meta.url), 'utf8'),
  );
  expect(Array.isArray(raw) && raw.every(isLabelledIdea)).toBe(true);
  return raw;
}

function run(name: string) {
  return figures(
    load(name).map((idea) => scoreIdea(idea, generateOfflineConcept({ prompt: idea.idea }))),
  );
}

describe('concept quality (eval/concepts)', () => {
  it('team set: core captured, clean, category and a valid data model', () => {
    const f = run('team.json');
    expect(f.ideas).toBeGreaterThanOrEqual(150);
    expect(f.core).toBeGreaterThanOrEqual(95);
    expect(f.clean).toBeGreaterThanOrEqual(98);
    expect(f.both).toBeGreaterThanOrEqual(95);
    // The category classifier is trained on this set too (decision 0150): not an unseen figure.
    expect(f.category).toBeGreaterThanOrEqual(98);
    expect(f.model).toBe(100);
  });

  it('held-out set (aggregate only, never tuned on)', () => {
    const f = run('held-out.json');
    expect(f.ideas).toBeGreaterThanOrEqual(60);
    expect(f.core).toBeGreaterThanOrEqual(94);
    expect(f.clean).toBeGreaterThanOrEqual(98);
    expect(f.both).toBeGreaterThanOrEqual(94);
    // 71 of 77 (92.2 %) with the head-word and naive Bayes classifier of decision 0150 (70 before).
    expect(f.category).toBeGreaterThanOrEqual(90);
    expect(f.model).toBe(100);
  });

  it('second held-out set, written fresh by another writer (aggregate only, never tuned on)', () => {
    const f = run('held-out-2.json');
    expect(f.ideas).toBeGreaterThanOrEqual(130);
    expect(f.core).toBeGreaterThanOrEqual(95);
    expect(f.clean).toBeGreaterThanOrEqual(98);
    expect(f.both).toBeGreaterThanOrEqual(94);
    // 123 of 132 (93.2 %; 115 before the head-word and naive Bayes amendment of decision
    // 0150, measured once after it): the floor keeps the 90 %.
    expect(f.category).toBeGreaterThanOrEqual(90);
    expect(f.model).toBe(100);
  });

  it('the matcher reads inflections and accents, and phrases in order', async () => {
    const { hasTerm, indexText } = await import('./evaluate.ts');
    const text = indexText('Los vecinos prestaron sus herramientas; receta de cocina medica');
    expect(hasTerm('herramienta', text)).toBe(true);
    expect(hasTerm('prestar', text)).toBe(true);
    expect(hasTerm('vecino|socio', text)).toBe(true);
    expect(hasTerm('paciente', text)).toBe(false);
    expect(hasTerm('receta médica', text)).toBe(false);
  });
});

describe('odd ideas get a concept in Spanish, never an error', () => {
  const odd: [string, string][] = [
    ['one word', 'panadería'],
    [
      '2,000 characters',
      `${'Una app para que los socios del club reserven las pistas de pádel por horas y paguen la cuota. '.repeat(21)}`.slice(
        0,
        2000,
      ),
    ],
    ['English', 'An app to track my running and share it with friends'],
    ['emoji only', '🚀🍞🐶✨'],
    ['nonsense', 'asdf qwer zxcv plok'],
  ];
  for (const [label, prompt] of odd) {
    it(label, () => {
      const concept = generateOfflineConcept({ prompt });
      expect(conceptSchema.safeParse(concept).success).toBe(true);
      expect(dataModelSchema.safeParse(concept.dataModel).success).toBe(true);
      expect(concept.dataModel!.entities.length).toBeGreaterThanOrEqual(2);
      expect(concept.features.length).toBeGreaterThanOrEqual(4);
      expect(JSON.stringify(generateOfflineConcept({ prompt }))).toBe(JSON.stringify(concept));
      // Spanish: a description with Spanish words, no English template left over.
      expect(concept.description).toMatch(/\b(es una|para)\b/);
    });
  }

  it('one word is read as the idea', () => {
    const concept = generateOfflineConcept({ prompt: 'panadería' });
    expect(`${concept.name} ${concept.description}`.toLowerCase()).toContain('panader');
  });

  it('says in Spanish when it could not read the idea', () => {
    for (const prompt of [
      '🚀🍞🐶✨',
      'asdf qwer zxcv plok',
      'An app to track my running and share it with friends',
    ]) {
      expect(generateOfflineConcept({ prompt }).description).toContain('descríbela');
    }
  });
});
