// The same request, worded around differently (issue 27, decision 0180): every team item the
// reader reads exactly is rewritten by each variant below, which keeps its meaning (a greeting
// or "por favor" around it, no accents, a synonym of its verb, the order asked as a question…),
// and must still be read exactly. It measures how well the reader holds up to the ways people
// wrap a request, without anyone writing new items: the expected operations stay those of the
// item. Used by `npm run eval:changes` and by the floor test of change-reader.test.ts.
import type { DataModel } from '../../../../contracts/data-model.ts';
import { type ChangeItem, type ChangeResult, scoreChange } from './change-evaluate.ts';

export interface ChangeVariant {
  name: string;
  /** What the variant does, in the words of the report. */
  description: string;
  /** The instruction reworded, or the same text when the variant does not apply to it. */
  apply(instruction: string, item?: { model: DataModel; expected: unknown[] | null }): string;
}

const withoutEnd = (s: string) => s.replace(/[.!]+$/u, '');
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Orders that open an instruction, and their infinitive ("añade …" → "¿Puedes añadir …?"). */
const INFINITIVES: Record<string, string> = {
  añade: 'añadir',
  agrega: 'agregar',
  quita: 'quitar',
  borra: 'borrar',
  elimina: 'eliminar',
  pon: 'poner',
  cambia: 'cambiar',
  renombra: 'renombrar',
  crea: 'crear',
  haz: 'hacer',
  mete: 'meter',
  saca: 'sacar',
  convierte: 'convertir',
  pasa: 'pasar',
  deja: 'dejar',
  marca: 'marcar',
  ponle: 'ponerle',
  ponles: 'ponerles',
  ponme: 'ponerme',
  ponlo: 'ponerlo',
  ponla: 'ponerla',
  quítale: 'quitarle',
  quítales: 'quitarles',
  quítalo: 'quitarlo',
  quítala: 'quitarla',
  añádele: 'añadirle',
  añádeles: 'añadirles',
  cámbiale: 'cambiarle',
  bórralo: 'borrarlo',
  bórrala: 'borrarla',
};

/** The same order in other persons: voseo, usted, vosotros; "¿me …?" and "quiero que …". */
const PERSONS: Record<
  string,
  [vos: string, usted: string, vosotros: string, tu: string, subj: string]
> = {
  añade: ['añadí', 'añada', 'añadid', 'añades', 'añadas'],
  agrega: ['agregá', 'agregue', 'agregad', 'agregas', 'agregues'],
  quita: ['quitá', 'quite', 'quitad', 'quitas', 'quites'],
  borra: ['borrá', 'borre', 'borrad', 'borras', 'borres'],
  elimina: ['eliminá', 'elimine', 'eliminad', 'eliminas', 'elimines'],
  pon: ['poné', 'ponga', 'poned', 'pones', 'pongas'],
  cambia: ['cambiá', 'cambie', 'cambiad', 'cambias', 'cambies'],
  renombra: ['renombrá', 'renombre', 'renombrad', 'renombras', 'renombres'],
  crea: ['creá', 'cree', 'cread', 'creas', 'crees'],
  haz: ['hacé', 'haga', 'haced', 'haces', 'hagas'],
  saca: ['sacá', 'saque', 'sacad', 'sacas', 'saques'],
  mete: ['meté', 'meta', 'meted', 'metes', 'metas'],
};

function inPerson(instruction: string, person: number, wrap: (order: string) => string): string {
  const m = /^(\p{L}+)(.*)$/u.exec(withoutEnd(instruction));
  const forms = m ? PERSONS[m[1]!.toLowerCase()] : undefined;
  return forms ? wrap(`${forms[person]}${m![2]}`) : instruction;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function asInfinitive(instruction: string, wrap: (order: string) => string): string {
  const m = /^(\p{L}+)(.*)$/u.exec(withoutEnd(instruction));
  const infinitive = m ? INFINITIVES[m[1]!.toLowerCase()] : undefined;
  return infinitive ? wrap(`${infinitive}${m![2]}`) : instruction;
}

/** The words of the app's existing names, the new names and options of the expected change left out. */
function targetWords(model: DataModel, expected: unknown[] | null): Set<string> {
  const fold = (w: string) =>
    w
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/gu, '')
      .toLowerCase();
  const words = new Set<string>();
  for (const e of model.entities)
    for (const label of [e.label, e.labelPlural, ...e.fields.map((f) => f.label)])
      for (const w of label.split(/\s+/u)) if (w.length >= 6) words.add(fold(w));
  for (const w of JSON.stringify(expected ?? []).match(/\p{L}+/gu) ?? []) words.delete(fold(w));
  // "nombre" is also the word of a rename ("cambia el nombre de …"), not only a field's name.
  words.delete('nombre');
  return words;
}

/**
 * One typo in the first word that names something already in the app: two letters in its
 * middle swapped ("mascotas" → "mascoats"). The target must stay clear.
 */
function typoInTarget(
  instruction: string,
  item?: { model: DataModel; expected: unknown[] | null },
) {
  if (!item) return instruction;
  const words = targetWords(item.model, item.expected);
  const fold = (w: string) =>
    w
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/gu, '')
      .toLowerCase();
  let done = false;
  return instruction.replace(/\p{L}+/gu, (w) => {
    if (done || !words.has(fold(w)) || /\p{Lu}/u.test(w.charAt(0))) return w;
    done = true;
    const i = Math.floor(w.length / 2);
    return `${w.slice(0, i - 1)}${w[i]}${w[i - 1]}${w.slice(i + 1)}`;
  });
}

/** "añade el móvil a los clientes" → "añade el móvil a clientes": no article before a name. */
function withoutArticle(
  instruction: string,
  item?: { model: DataModel; expected: unknown[] | null },
) {
  if (!item) return instruction;
  const plurals = item.model.entities.map((e) => e.labelPlural.toLowerCase());
  return instruction.replace(
    /\b(a|de|en) (los|las) (\p{L}+(?: \p{L}+){0,2})/u,
    (all, prep: string, _art, rest: string) =>
      plurals.some((p) => rest.toLowerCase().startsWith(p)) ? `${prep} ${rest}` : all,
  );
}

/** "añade el móvil a los clientes" → "añade el móvil a cada cliente". */
function toEach(instruction: string, item?: { model: DataModel; expected: unknown[] | null }) {
  if (!item) return instruction;
  for (const e of item.model.entities) {
    const re = new RegExp(`\\ba (?:los|las) ${e.labelPlural.toLowerCase()}(?=[\\s,.;]|$)`, 'u');
    if (re.test(instruction)) return instruction.replace(re, `a cada ${e.label.toLowerCase()}`);
  }
  return instruction;
}

/** "añade el móvil a los clientes" → "En los clientes, añade el móvil": where first. */
function whereFirst(instruction: string, item?: { model: DataModel; expected: unknown[] | null }) {
  if (!item) return instruction;
  const text = withoutEnd(instruction);
  for (const e of item.model.entities) {
    const m = new RegExp(
      `^(añade|agrega|pon|quita|borra|elimina) ((?:el|la|los|las) [^,;]+?) (?:a|de) (los|las) ${e.labelPlural.toLowerCase()}$`,
      'iu',
    ).exec(text);
    if (m) return `En ${m[3]} ${e.labelPlural.toLowerCase()}, ${m[1]!.toLowerCase()} ${m[2]}`;
  }
  return instruction;
}

/** "quita la raza de las mascotas" → "quita el campo raza de las mascotas". */
function theField(instruction: string, item?: { model: DataModel; expected: unknown[] | null }) {
  if (!item) return instruction;
  const m = /^(quita|borra|elimina) (el|la) (\p{L}+(?: \p{L}+)?) (de (?:los|las) .+)$/iu.exec(
    withoutEnd(instruction),
  );
  if (!m) return instruction;
  const named = item.model.entities.some((e) =>
    e.fields.some((f) => f.label.toLowerCase() === m[3]!.toLowerCase()),
  );
  return named ? `${m[1]} el campo ${m[3]} ${m[4]}` : instruction;
}

export const CHANGE_VARIANTS: ChangeVariant[] = [
  { name: 'cada', description: '«a cada cliente» en vez de «a los clientes»', apply: toEach },
  { name: 'donde-primero', description: '«En los clientes, añade …»', apply: whereFirst },
  { name: 'el-campo', description: '«quita el campo raza de …»', apply: theField },
  {
    name: 'errata',
    description: 'una errata en un nombre de la app («mascoats»)',
    apply: typoInTarget,
  },
  {
    name: 'sin-articulo',
    description: '«a clientes» en vez de «a los clientes»',
    apply: withoutArticle,
  },
  { name: 'hola', description: '«Hola, …»', apply: (s) => `Hola, ${lowerFirst(s)}` },
  { name: 'buenas', description: '«Buenas tardes. …»', apply: (s) => `Buenas tardes. ${s}` },
  {
    name: 'una-cosa',
    description: '«Oye una cosa, …»',
    apply: (s) => `Oye una cosa, ${lowerFirst(s)}`,
  },
  {
    name: 'pedir',
    description: '«Quería pedir un cambio: …»',
    apply: (s) => `Quería pedir un cambio: ${lowerFirst(s)}`,
  },
  { name: 'porfa', description: '«Porfa …»', apply: (s) => `Porfa ${lowerFirst(s)}` },
  { name: 'por-favor', description: '«…, por favor»', apply: (s) => `${withoutEnd(s)}, por favor` },
  {
    name: 'por-favor-dentro',
    description: '«…, por favor, …» tras la primera palabra',
    apply: (s) => s.replace(/^(\S+) /u, '$1, por favor, '),
  },
  {
    name: 'gracias',
    description: '«…, ¡muchas gracias!»',
    apply: (s) => `${withoutEnd(s)}, ¡muchas gracias!`,
  },
  {
    name: 'si-no-es-molestia',
    description: '«…, si no es molestia»',
    apply: (s) => `${withoutEnd(s)}, si no es molestia`,
  },
  { name: 'ya-esta', description: '«… y ya está»', apply: (s) => `${withoutEnd(s)} y ya está` },
  {
    name: 'sin-acentos',
    description: 'sin tildes',
    apply: (s) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/gu, '')
        .normalize('NFC'),
  },
  {
    name: 'sin-puntuacion',
    description: 'sin signos al principio ni al final',
    apply: (s) => withoutEnd(s).replace(/^[¿¡]/u, '').replace(/[?!]$/u, ''),
  },
  {
    name: 'sinonimos',
    description: 'añade → agrega, quita → elimina, borra → quita',
    apply: (s) =>
      s
        .replace(/\b([Aa])ñade\b/u, (_m, a: string) => `${a}grega`)
        .replace(/\b([Qq])uita\b/u, (_m, q: string) => (q === 'Q' ? 'Elimina' : 'elimina'))
        .replace(/\b([Bb])orra\b/u, (_m, b: string) => (b === 'B' ? 'Quita' : 'quita')),
  },
  {
    name: 'puedes',
    description: '«¿Puedes añadir …?»',
    apply: (s) => asInfinitive(s, (o) => `¿Puedes ${o}?`),
  },
  {
    name: 'podrias',
    description: '«¿Podrías añadir …?»',
    apply: (s) => asInfinitive(s, (o) => `¿Podrías ${o}?`),
  },
  {
    name: 'me-gustaria',
    description: '«Me gustaría añadir …»',
    apply: (s) => asInfinitive(s, (o) => `Me gustaría ${o}`),
  },
  {
    name: 'hay-que',
    description: '«Hay que añadir …»',
    apply: (s) => asInfinitive(s, (o) => `Hay que ${o}`),
  },
  {
    name: 'necesito',
    description: '«Necesito añadir …»',
    apply: (s) => asInfinitive(s, (o) => `Necesito ${o}`),
  },
  {
    name: 'quiero',
    description: '«Quiero añadir …»',
    apply: (s) => asInfinitive(s, (o) => `Quiero ${o}`),
  },
  {
    name: 'voseo',
    description: 'voseo: «Agregá …», «Sacá …»',
    apply: (s) => inPerson(s, 0, capitalised),
  },
  {
    name: 'usted',
    description: 'usted: «Añada …», «Quite …»',
    apply: (s) => inPerson(s, 1, capitalised),
  },
  {
    name: 'vosotros',
    description: 'vosotros: «Añadid …», «Quitad …»',
    apply: (s) => inPerson(s, 2, capitalised),
  },
  {
    name: 'me-pones',
    description: '«¿Me añades …?», «¿Me quitas …?»',
    apply: (s) => inPerson(s, 3, (o) => `¿Me ${o}?`),
  },
  {
    name: 'quiero-que',
    description: '«Quiero que añadas …»',
    apply: (s) => inPerson(s, 4, (o) => `Quiero que ${o}`),
  },
  {
    name: 'motivo',
    description: '«…, que me lo ha pedido mi socia»',
    apply: (s) => `${withoutEnd(s)}, que me lo ha pedido mi socia`,
  },
  {
    name: 'porque',
    description: '«… porque me lo piden los clientes»',
    apply: (s) => `${withoutEnd(s)} porque me lo piden los clientes`,
  },
  {
    name: 'minusculas',
    description: 'todo en minúsculas (sin las mayúsculas que marcan valores y nombres)',
    // Not where a value begins with an article ("La Cancha"): in lower case, "la cancha" is
    // the article and a value as much as the value itself.
    apply: (s, item) =>
      /"(?:El|La|Los|Las) \p{Lu}/u.test(JSON.stringify(item?.expected ?? [])) ? s : s.toLowerCase(),
  },
];

export interface VariantFigures {
  name: string;
  description: string;
  /** Items the variant reworded (it does not apply to every item). */
  items: number;
  exact: number;
  /** Items with a change that removes or rewrites something the instruction did not name. */
  wrongItems: number;
  failures: ChangeResult[];
}

/** Each variant over the items the reader reads exactly as written. */
export function variantFigures(
  items: ChangeItem[],
  definitions: Record<string, DataModel>,
  variants: ChangeVariant[] = CHANGE_VARIANTS,
): VariantFigures[] {
  const exactItems = items.filter((item) => scoreChange(item, definitions[item.definition]!).exact);
  return variants.map((variant) => {
    const figures: VariantFigures = {
      name: variant.name,
      description: variant.description,
      items: 0,
      exact: 0,
      wrongItems: 0,
      failures: [],
    };
    for (const item of exactItems) {
      const model = definitions[item.definition]!;
      const instruction = variant.apply(item.instruction, { model, expected: item.expected });
      if (instruction === item.instruction) continue;
      const result = scoreChange({ ...item, instruction }, definitions[item.definition]!);
      figures.items++;
      if (result.exact) figures.exact++;
      else figures.failures.push(result);
      if (result.wrong.length > 0) figures.wrongItems++;
    }
    return figures;
  });
}
