// The plural of a label, as the app shows it: the dictionary's rules, a final stressed vowel,
// and loanwords the dictionary does not know; a label of several words by the platform's phrase
// rule.
import { describe, expect, it } from 'vitest';
import { pluralOf } from '../../../../contracts/app-definition.ts';
import { pluralize } from './morphology.ts';

describe('pluralize', () => {
  it.each([
    ['Préstamo', 'Préstamos'],
    ['Reunión', 'Reuniones'],
    ['Tatuador', 'Tatuadores'],
    ['Papel', 'Papeles'],
    // A final stressed vowel takes an «s»: never «mamaes».
    ['Mamá', 'Mamás'],
    ['Bebé', 'Bebés'],
    // Loanwords the dictionary does not know: never «deales», «leades».
    ['Deal', 'Deals'],
    ['Lead', 'Leads'],
    ['Chat', 'Chats'],
  ])('%s → %s', (word, plural) => expect(pluralize(word)).toBe(plural));
});

// The platform's one phrase rule (contracts `pluralOfPhrase`, decision 0276), run with the
// dictionary's words (`pluralize`, the engine and the changes) and with the contract's own
// (`pluralOf`, for a definition that comes without plurals). Examples: the noun and the words
// agreeing with it take the plural. Counter-examples: what must stay as it is (a complement,
// a word in brackets, a number, the first word of a foreign phrase). `dictionary`: only the
// dictionary knows it.
type PhrasePlural = { label: string; plural: string; dictionary?: true };
const PHRASE_PLURALS: { examples: PhrasePlural[]; counterExamples: PhrasePlural[] } = {
  examples: [
    { label: 'Parte diario', plural: 'Partes diarios' },
    { label: 'Clase práctica', plural: 'Clases prácticas' },
    { label: 'Pago pendiente', plural: 'Pagos pendientes' },
    { label: 'Hogar temporal', plural: 'Hogares temporales' },
    { label: 'Cruz roja', plural: 'Cruces rojas' },
    { label: 'Análisis clínico', plural: 'Análisis clínicos', dictionary: true },
  ],
  counterExamples: [
    { label: 'Menú del comedor', plural: 'Menús del comedor' },
    { label: 'Línea de pedido', plural: 'Líneas de pedido' },
    { label: 'Solicitud de cambio', plural: 'Solicitudes de cambio' },
    { label: 'Café sin azúcar', plural: 'Cafés sin azúcar' },
    { label: 'Ropa y calzado', plural: 'Ropas y calzado' },
    { label: 'Talla (cm)', plural: 'Tallas (cm)' },
    { label: 'Sesión 1:1', plural: 'Sesiones 1:1' },
    { label: 'follow up', plural: 'follow ups', dictionary: true },
  ],
};

describe.each([
  ['pluralize', pluralize, true],
  ['pluralOf', pluralOf, false],
] as const)('the plural of a label with %s', (_, plural, dictionary) => {
  const run = (list: PhrasePlural[]) => list.filter((p) => dictionary || !p.dictionary);
  it.each(run(PHRASE_PLURALS.examples))('agrees: $label → $plural', ({ label, plural: want }) =>
    expect(plural(label)).toBe(want),
  );
  it.each(run(PHRASE_PLURALS.counterExamples))(
    'keeps the rest: $label → $plural',
    ({ label, plural: want }) => expect(plural(label)).toBe(want),
  );
});
