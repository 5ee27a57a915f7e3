// Set phrases whose first noun names nothing of the app (decision 0284): "obra social" is a
// child's health insurance in Argentina, not a theatre play; "red social" is Instagram, not a
// network of things. Their words are never a list nor fill a pattern's slot; said among a
// record's details they are a field as written («Obra social»). Data with its examples (decision
// 0276), run by tables.test.ts; words are folded, a space written as «_».
import type { WordGroup } from './cases.ts';

const COLONIA =
  'colonia de vacaciones: necesito que los papás puedan inscribir a sus hijos a cada quincena desde el celu: nombre del nene, edad, obra social, si sabe nadar, alergias, quién lo retira. Cada quincena tiene cupo de 60 chicos, y cuando se llena que queden en lista de espera';
const TEATRO =
  'grupo de teatro: cada obra con su fecha de estreno y que la gente se inscriba a las funciones, con plazas limitadas y lista de espera';
const REDES =
  'vendo velas por redes sociales y quiero que los clientes hagan el pedido desde la web con la cantidad y la dirección';

export const SET_PHRASE_WORDS: WordGroup[] = [
  {
    words: ['obra_social', 'seguro_social', 'seguridad_social'],
    examples: [{ idea: COLONIA, shows: 'Inscripción.Obra social:text' }],
    counterExamples: [
      { idea: COLONIA, shows: 'Obra.' },
      // A play is still an event when it is no set phrase.
      { idea: TEATRO, shows: 'Obra social' },
    ],
  },
  {
    words: ['red_social', 'redes_sociales'],
    examples: [{ idea: REDES, shows: 'Pedido.' }],
    counterExamples: [{ idea: REDES, shows: 'Red.' }],
  },
];

/** The phrases, folded, by their first word: "obra" → ["obra social"]. */
export const SET_PHRASES: Map<string, string[]> = new Map();
for (const group of SET_PHRASE_WORDS)
  for (const w of group.words) {
    const phrase = w.replace(/_/g, ' ');
    const first = phrase.split(' ')[0]!;
    SET_PHRASES.set(first, [...(SET_PHRASES.get(first) ?? []), phrase]);
  }
