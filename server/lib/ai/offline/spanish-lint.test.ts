// The mechanical Spanish lint (scripts/lint-concepts.ts) over the team ideas: every rule the
// composer was brought to zero on stays at zero, and each rule still catches its slip.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOfflineConcept } from './index.ts';
import { LINT_RULES, type LintInput, lintConcept } from './spanish-lint.ts';

const team: { idea: string }[] = JSON.parse(
  readFileSync(new URL('../../../../eval/concepts/team.json', import.meta.url), 'utf8'),
);

function conceptText(idea: string, over: Partial<LintInput> = {}): LintInput {
  return {
    idea,
    name: 'Prueba',
    description: 'Prueba es una aplicación web.',
    features: [],
    userStories: [],
    ...over,
  };
}
const rulesOf = (input: LintInput) => lintConcept(input).map((i) => i.rule);

describe('mechanical Spanish lint', () => {
  it('finds no slip in any concept of the team set', () => {
    const found = team.flatMap(({ idea }) =>
      lintConcept({ idea, ...generateOfflineConcept({ prompt: idea }) }).map(
        (i) => `${i.rule} «${i.at}»: ${i.text}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('catches each slip it looks for', () => {
    const cases: [string, Partial<LintInput>, string][] = [
      ['x', { description: 'Gira en torno al revisiones y las averías.' }, 'contraction'],
      ['x', { description: 'Sirve para hablar de el pedido.' }, 'uncontracted'],
      ['x', { features: ['Contactar los mascotas desde la app'] }, 'article'],
      ['x', { description: 'Sirve para controlar y conducir cada.' }, 'dangling'],
      ['x', { features: ['Ficha de de cada cliente'] }, 'doubled'],
      ['x', { features: ['Inscripción en los hijos con plazas limitadas'] }, 'en-person'],
      ['revisiones e ITV', { description: 'Gira en torno a la itv.' }, 'acronym'],
      ['x', { description: 'Controla las furgonetas de mi empresa.' }, 'first-person'],
      [
        'x',
        { userStories: ['Como responsable del grupo, quiero apuntarme a una ruta para ir'] },
        'manager-actor',
      ],
      ['x', { features: ['Ficha de cada socio ()'] }, 'punctuation'],
    ];
    for (const [idea, over, rule] of cases)
      expect(rulesOf(conceptText(idea, over))).toContain(rule);
    expect(new Set(cases.map((c) => c[2]))).toEqual(new Set(LINT_RULES));
  });

  it('lets right Spanish through', () => {
    const input = conceptText('control de la ITV', {
      description:
        'Gira en torno a las revisiones, la ITV y el agua del aula, y a que el equipo escriba cada día el parte.',
      features: ['Inscripción de los hijos en las actividades con plazas limitadas'],
      userStories: ['Como miembro del grupo, quiero apuntarme a una ruta para asegurar mi plaza'],
    });
    expect(lintConcept(input)).toEqual([]);
  });

  it('reads the issue ideas in correct Spanish, as an app of their own', () => {
    const ideas = [
      'app para la asociación de madres y padres del instituto: cuotas anuales, actividades extraescolares con plazas y las inscripciones de los hijos',
      'una app para mi grupo de senderismo donde proponer rutas, apuntarse y compartir fotos después',
      'Quiero controlar el mantenimiento de las furgonetas de mi empresa de reparto: revisiones, ITV, averías y quién conduce cada una',
    ];
    const [ampa, hiking, vans] = ideas.map((prompt) => generateOfflineConcept({ prompt }));
    for (const [i, c] of [ampa, hiking, vans].entries())
      expect(lintConcept({ idea: ideas[i]!, ...c! })).toEqual([]);
    const labels = (c: typeof ampa) => c!.dataModel!.entities.map((e) => e.label);
    expect(labels(ampa)).toEqual(
      expect.arrayContaining(['Socio', 'Cuota', 'Actividad', 'Inscripción']),
    );
    expect(labels(hiking)).toContain('Ruta');
    expect(labels(vans)).toContain('Furgoneta');
    // A description says what the app does; it never lists the idea's words.
    expect(vans!.description).not.toMatch(/Gira en torno|cada\./);
  });
});
