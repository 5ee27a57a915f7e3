// The words of a concept from its plan (issue 37): the name is about the main thing, the
// description says what the app does and for whom, every feature and story names something the
// app has. Templates name entities by id (`patterns/types.ts`); a line naming an entity the app
// does not have, or a capability the definition lacks, is dropped.

import type { AppDefinition } from '../../contracts/app-definition.ts';
import { capitalize, joinList } from '../lib/ai/offline/spanish.ts';
import { fold, type Token } from './analysis/analyze.ts';
import { currencyOf, localText } from './analysis/currency.ts';
import {
  BUSINESS_NOUNS,
  DETERMINERS,
  KINSHIP,
  LOOSE_PEOPLE,
  NEVER_ENTITIES,
  PLACE_NOUNS,
  STOP_WORDS,
} from './analysis/words.ts';
import type { Emitted } from './emit.ts';
import type { AppPattern } from './patterns/types.ts';
import { type AppPlan, type PlannedEntity, variantsFor } from './plan.ts';
import { NOT_A_TRADE, OWNER_ROLES, TRADE_WORDS, type TradeGroup } from './tables/trades.ts';

const TEMPLATE =
  /\{(el |la |los |las |un |una |del |de la |de los |de las |al |a la |o:|os:)?([A-Za-z][A-Za-z0-9_]*)(\.pl)?\}/g;

export interface Words {
  label: string;
  plural: string;
  gender: 'm' | 'f';
}

function lower(s: string): string {
  // "Pista de pádel" → "pista de pádel"; an acronym or a proper name keeps its capitals.
  return /^[A-ZÁÉÍÓÚÑ]{2,}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}
const cap = capitalize;

/** Writes a template with the app's entities; null when it names one the app lacks. */
export function render(template: string, words: (id: string) => Words | null): string | null {
  let missing = false;
  const out = template.replace(
    TEMPLATE,
    (_all, det: string | undefined, id: string, pl: string | undefined) => {
      const w = words(id.toLowerCase());
      if (!w) {
        missing = true;
        return '';
      }
      const f = w.gender === 'f';
      const d = (det ?? '').trim();
      if (d === 'o:') return f ? 'a' : 'o';
      if (d === 'os:') return f ? 'as' : 'os';
      const capital = /^[A-Z]/.test(id) && !d;
      const plural = Boolean(pl) || /^(los|las|de los|de las)$/.test(d);
      let noun = plural ? lower(w.plural) : lower(w.label);
      if (capital) noun = cap(noun);
      switch (d) {
        case '':
          return noun;
        case 'el':
        case 'la':
          return `${f ? 'la' : 'el'} ${noun}`;
        case 'los':
        case 'las':
          return `${f ? 'las' : 'los'} ${noun}`;
        case 'un':
        case 'una':
          return `${f ? 'una' : 'un'} ${noun}`;
        case 'del':
        case 'de la':
          return `${f ? 'de la' : 'del'} ${noun}`;
        case 'de los':
        case 'de las':
          return `${f ? 'de las' : 'de los'} ${noun}`;
        case 'al':
        case 'a la':
          return `${f ? 'a la' : 'al'} ${noun}`;
        default:
          return noun;
      }
    },
  );
  if (missing) return null;
  // "a el" → "al", "de el" → "del": a template's preposition before an article it wrote; never
  // a word that ends in «a» ("cada día el parte" stays, not "cada díal parte": `\b` takes «í»
  // for no letter).
  return out
    .replace(/\s+/g, ' ')
    .replace(/(?<![\p{L}\p{N}])([Aa]) el(?![\p{L}\p{N}])/gu, '$1l')
    .replace(/(?<![\p{L}\p{N}])([Dd])e el(?![\p{L}\p{N}])/gu, '$1el')
    .trim();
}

function wordsFor(plan: AppPlan, pattern: AppPattern): (id: string) => Words | null {
  return (id) => {
    const ref = `${pattern.id}:${id}`;
    const e = plan.entities.find((x) => x.ref === ref || x.aliases.includes(ref));
    return e ? { label: e.label, plural: e.labelPlural, gender: e.gender } : null;
  };
}

/** The app's words for a pattern's lists, and the pattern's own word for its people it lacks. */
function peopleAnyway(plan: AppPlan, pattern: AppPattern): (id: string) => Words | null {
  const own = wordsFor(plan, pattern);
  return (id) => {
    const kept = own(id);
    if (kept) return kept;
    const e = pattern.entities.find((x) => x.id === id);
    if (!e || !(e.slot === 'person' || e.members)) return null;
    // A club's or an association's people are its members; a business's, its clients.
    const members =
      /^(club|asociacion|cooperativa|comunidad|federacion|pena|hermandad|cofradia|sociedad)\b/.test(
        fold(plan.place?.display ?? ''),
      );
    return members || fold(e.label) === 'cliente'
      ? { label: e.label, plural: e.labelPlural, gender: e.gender }
      : { label: 'Cliente', plural: 'Clientes', gender: 'm' };
  };
}

/** The entity ids a template names: "{Encargo.pl} hech{os:encargo}" → encargo. */
function namedIds(template: string): string[] {
  return [...template.matchAll(TEMPLATE)].map((m) => m[2]!.toLowerCase());
}

/** A line with the keys of the app's lists its template names (none: a line about the app). */
interface Line {
  text: string | null;
  keys: string[];
}

function line(template: string, pattern: AppPattern, plan: AppPlan, emitted: Emitted): Line {
  const keys = namedIds(template)
    .map((id) => emitted.keys.get(`${pattern.id}:${id}`))
    .filter((k): k is string => k !== undefined);
  if (!template.includes(BOARD_COLUMNS))
    return { text: render(template, wordsFor(plan, pattern)), keys };
  const columns = boardColumns(keys, emitted);
  return {
    text: columns
      ? render(template.replace(BOARD_COLUMNS, columns), wordsFor(plan, pattern))
      : null,
    keys,
  };
}

/**
 * "Tablero de {los reparacion} por estado: {:tablero}": the columns the board really has, the
 * options the idea gave («recibida, en reparación, esperando piezas…») or the pattern's; no line
 * when the list has no board.
 */
const BOARD_COLUMNS = '{:tablero}';

function boardColumns(keys: string[], emitted: Emitted): string | null {
  // «Tablero de los hoteles y de las actividades por estado»: every list the line names has a
  // board, with the same columns.
  const named = emitted.definition.entities.filter((e) => keys.includes(e.key));
  const columns = named.map((entity) => {
    const board = entity.views.board;
    const options = board
      ? (entity.fields.find((f) => f.key === board.statusField)?.options ?? [])
      : [];
    return options.map((o) => (/^\p{Lu}{2,}/u.test(o) ? o : o.toLowerCase())).join(', ');
  });
  const first = columns[0];
  if (!first?.includes(',') || columns.some((c) => c !== first)) return null;
  return first;
}

/** "entra con su email", "al entrar con su correo": logging in, not a mail sent. */
const LOGIN = /\bentr\w* con (su|mi|tu|el) (e-?mail|correo)/i;
/** A mail sent: "recibir un correo", "con un aviso", "avisa al cliente" (not "tipo: correo"). */
const MAIL =
  /\b((un|una|por|recib\w*( un)?|manda\w*( un)?) (correo|e-?mail|aviso)s?\b)|\bavis(a|ar|e|en|ando|arle|arles)\b|\bnotific/i;

/**
 * Lines about capabilities the definition must really have: a mail, a total, a form without an
 * account, records each person sees alone, a login. A line whose template names lists of the
 * app is checked on those lists and the lists linked to them ("Como voluntario, quiero recibir
 * un correo cuando me confirmen" needs the volunteers' sign-ups to send mail), not on any list.
 */
function supported(
  line: string,
  definition: AppDefinition,
  plan: AppPlan,
  keys: string[] = [],
): boolean {
  const named = definition.entities.filter((e) => keys.includes(e.key));
  const scope =
    named.length > 0
      ? definition.entities.filter(
          (e) =>
            keys.includes(e.key) ||
            e.fields.some((f) => f.type === 'reference' && keys.includes(f.ref ?? '')) ||
            named.some((n) => n.fields.some((f) => f.type === 'reference' && f.ref === e.key)),
        )
      : definition.entities;
  const has = (prop: string) =>
    scope.some((e) => (e as unknown as Record<string, unknown>)[prop] !== undefined);
  const login = LOGIN.test(line);
  if (login && !has('accountField') && !has('linkField')) return false;
  if (MAIL.test(line.replace(LOGIN, '')) && !has('notify')) return false;
  // A total's own words ("Kilos de miel"), not an entity's name ("Citas") nor a field's ("Goles o
  // puntos del local"), mark a line about it.
  const names = new Set(
    plan.entities.flatMap((e) =>
      [e.label, e.labelPlural, e.source.labelPlural].flatMap((n) => [
        fold(n),
        fold(n).split(/\s+/)[0]!,
      ]),
    ),
  );
  const fieldWords = new Set(
    scope.flatMap((e) => e.fields.flatMap((f) => fold(f.label).split(/\W+/))),
  );
  const totals = plan.entities
    .flatMap((e) => (e.source.totals ?? []).map((t) => fold(t.label)))
    .filter((t) => !names.has(t) && !t.split(/\s+/).every((w) => fieldWords.has(w)));
  const folded = fold(line);
  if (
    (/\b(total|suma|sumad|cu[aá]nto (ha|lleva|debe)|acumulad)/i.test(line) ||
      totals.some((t) => folded.includes(t))) &&
    !has('totals')
  )
    return false;
  if (/\b(sin cuenta|sin crear una cuenta|sin registrarse)/i.test(line) && !has('anonymous'))
    return false;
  // "con la cuenta de cada persona": said of a list people sign in for, not of one sent by anyone.
  if (/\bcon (su|mi|la) cuenta\b/i.test(line) && has('anonymous')) return false;
  if (/\b(solo (las|los) suy|solo (lo|la) suy|ve solo|ven solo|solo ve)/i.test(line)) {
    const sees = (e: { rule: string }) => ['formulario', 'propia', 'vinculada'].includes(e.rule);
    if (!scope.some(sees)) return false;
    // "Cada socio entra con su email y ve solo sus cuotas": the fees themselves, not another
    // list beside them (the sign-ups), are each one's.
    const said = /\bve solo sus ([\p{L} ]+?)(?:[,;.]|$)/iu.exec(line)?.[1];
    const seen = said
      ? definition.entities.find((e) => fold(e.labelPlural ?? e.label) === fold(said))
      : undefined;
    if (seen && !sees(seen)) return false;
  }
  return true;
}

function uniqueLines(
  lines: (string | null | Line)[],
  max: number,
  definition: AppDefinition,
  plan: AppPlan,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const entry of lines) {
    const { text, keys } =
      entry !== null && typeof entry === 'object' ? entry : { text: entry, keys: [] };
    if (!text || !supported(text, definition, plan, keys)) continue;
    const key = fold(text);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(cap(text));
    if (out.length >= max) break;
  }
  return out;
}

/** What every running app has, said of the app's main list: fills a short list of features. */
function appFeatures(plan: AppPlan, emitted: Emitted): string[] {
  const key = emitted.keys.get(plan.main.ref);
  const entity = emitted.definition.entities.find((e) => e.key === key);
  if (!entity) return [];
  const w = { label: plan.main.label, plural: plan.main.labelPlural, gender: plan.main.gender };
  const words = (id: string) => (id === 'main' ? w : null);
  const out: (string | null)[] = [];
  if (entity.views.calendar) out.push(render('Calendario de {los main}', words));
  if (entity.views.board) out.push(render('Tablero de {los main} por estado', words));
  out.push(render('Búsqueda, filtros y orden en la lista de {los main}', words));
  out.push(
    render('Descarga de {los main} en CSV para abrirl{os:main} en una hoja de cálculo', words),
  );
  out.push(
    render('Cambios al momento: lo que apunta una persona lo ven las demás sin recargar', words),
  );
  return out.filter((x): x is string => x !== null);
}

/** The pattern's texts, or those of the variant of it the idea asks for. */
function told(
  pattern: AppPattern,
  plan: AppPlan,
): Pick<AppPattern, 'purpose' | 'features' | 'stories'> {
  const variants = variantsFor(pattern, plan.idea);
  return {
    purpose: variants.find((v) => v.purpose)?.purpose ?? pattern.purpose,
    features: variants.find((v) => v.features)?.features ?? pattern.features,
    stories: variants.find((v) => v.stories)?.stories ?? pattern.stories,
  };
}

export function features(plan: AppPlan, emitted: Emitted): string[] {
  const lines: (string | null | Line)[] = [];
  for (const { pattern } of plan.patterns)
    for (const f of told(pattern, plan).features) lines.push(line(f, pattern, plan, emitted));
  // "pH", "IVA": a word with a capital after its first letter keeps how it is written.
  const detail = plan.details.map((d) =>
    /^\p{L}\p{Lu}/u.test(d.label) ? d.label : d.label.toLowerCase(),
  );
  const target = plan.entities.find((e) => e.fields.some((f) => plan.details.includes(f)));
  if (detail.length > 0 && target)
    lines.splice(2, 0, `Datos de cada ${lower(target.label)}: ${joinList(detail)}`);
  // "partos, vacunas, esquila": what happens to each animal, a list each (plan.ts, logEvents).
  const events = plan.entities.filter((e) => e.source.id.startsWith('evento_'));
  const of = events[0]?.fields.find((f) => f.type === 'reference');
  const thing = of && plan.entities.find((e) => e.ref === of.ref);
  if (events.length > 0 && thing) {
    const names = events.map((e, k) => (k === 0 ? e.labelPlural : lower(e.labelPlural)));
    lines.splice(
      2,
      0,
      `${joinList(names)} de cada ${lower(thing.label)}, con su fecha, en el calendario y en su ficha`,
    );
  }
  return local(
    plan,
    fill(uniqueLines(lines, 8, emitted.definition, plan), appFeatures(plan, emitted), 5),
  );
}

/** Lines in the country's words, as the app's fields say them («Monto», «Valor», «Cédula»). */
function local(plan: AppPlan, lines: string[]): string[] {
  const currency = currencyOf(plan.idea);
  return lines.map((l) => localText(l, currency));
}

export function stories(plan: AppPlan, emitted: Emitted): string[] {
  const lines: (string | null | Line)[] = [];
  for (const { pattern } of plan.patterns)
    for (const s of told(pattern, plan).stories) lines.push(line(s, pattern, plan, emitted));
  const w = { label: plan.main.label, plural: plan.main.labelPlural, gender: plan.main.gender };
  const words = (id: string) => (id === 'main' ? w : null);
  lines.push(
    render(
      'Como responsable, quiero buscar y filtrar {los main} para encontrar cualquiera en segundos',
      words,
    ),
    render(
      'Como responsable, quiero descargar {los main} en CSV para tenerl{os:main} también en una hoja de cálculo',
      words,
    ),
    render(
      'Como responsable, quiero ver cada {main} con todo lo que tiene apuntado para no buscar en varios sitios',
      words,
    ),
  );
  const own = lines.slice(0, -3);
  const fillers = lines.slice(-3).filter((x): x is string => typeof x === 'string');
  return local(plan, fill(uniqueLines(own, 8, emitted.definition, plan), fillers, 4));
}

/** Adds lines about what every app has until there are `min`, never one that repeats a start. */
function fill(lines: string[], extra: string[], min: number): string[] {
  const out = [...lines];
  const starts = new Set(out.map((l) => fold(l).split(/\s+/)[0]));
  for (const line of extra) {
    if (out.length >= min) break;
    const first = fold(line).split(/\s+/)[0];
    if (starts.has(first) && !/^como$/.test(first ?? '')) continue;
    if (out.some((l) => fold(l) === fold(line))) continue;
    out.push(line);
    starts.add(first);
  }
  return out;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A place said in the plural is where the owner's clients are, or many places («voy a casas y
 * escuelas de música», «reparto a bares y restaurantes», «socorristas en 3 piscinas»): it never
 * names the app in the singular (decision 0283).
 */
function saidInPlural(plan: AppPlan, place: NonNullable<AppPlan['place']>): boolean {
  const first = fold(place.display.split(' ')[0]!);
  const t = plan.idea.tokens.find(
    (x) => x.nounLemma !== null && (x.nounLemma === first || fold(x.text) === first),
  );
  if (!t) return false;
  return t.plural || (/s$/.test(fold(t.text)) && !/s$/.test(first));
}

/** A word as the idea wrote it, with the dictionary's accents when it only lacked them. */
function written(t: Token): string {
  const text = t.text.toLowerCase();
  if (t.nounLemma && !t.plural && fold(t.display) === fold(text) && !/ñ/i.test(t.display))
    return t.display.toLowerCase();
  if (/^[a-z]+$/.test(text)) {
    const accented = ACCENTS[text];
    if (accented) return accented;
  }
  return text;
}

/** Words a name often carries, typed without their accent in a hurry. */
const ACCENTS: Record<string, string> = Object.assign(Object.create(null), {
  agricola: 'agrícola',
  agricolas: 'agrícolas',
  electrica: 'eléctrica',
  electricas: 'eléctricas',
  electricos: 'eléctricos',
  musica: 'música',
  ingles: 'inglés',
  cafe: 'café',
});

const TRADE_BY_FORM = new Map<string, TradeGroup>(
  TRADE_WORDS.flatMap((g) => g.words.map((w) => [w, g] as const)),
);

/**
 * What may stand before a verb of the owner's trade: the start of a clause, «yo», «y» (never
 * «también»: «y también vendo piezas» is a second business, not the trade).
 */
const BEFORE_TRADE = /^(yo|nosotros|nosotras|y|e|ahora)$/;

/**
 * What a verb of the trade takes: its noun, a word that says of what kind («paneles solares»),
 * and one «de …» («clases de yoga», «mantenimiento de piscinas»); never a client, a place or a
 * person. `texts`: longest first. `kind`: it says what of (a light verb needs it); `of`: with a
 * «de …».
 */
function objectAfter(
  tokens: Token[],
  from: number,
): { texts: string[]; kind: boolean; of: boolean } | null {
  let i = from;
  while (tokens[i] && /^(el|la|los|las|un|una|unos|unas)$/.test(tokens[i]!.norm)) {
    if (tokens[i]!.breakAfter) return null;
    i++;
  }
  const head = tokens[i];
  if (!head || head.pos === 'stop' || STOP_WORDS.has(head.norm) || head.aside) return null;
  if (NUMBER.test(head.norm) || head.capital) return null;
  const lemma = head.nounLemma ?? head.norm;
  if (PLACE_NOUNS.has(lemma) || BUSINESS_NOUNS.has(lemma) || NOT_TRADE.has(lemma)) return null;
  const words = [written(head)];
  let kind = false;
  let of = false;
  let at = head;
  const next = tokens[i + 1];
  if (
    !at.breakAfter &&
    next &&
    next.pos !== 'stop' &&
    !STOP_WORDS.has(next.norm) &&
    !NUMBER.test(next.norm) &&
    !next.aside &&
    !next.capital
  ) {
    const nl = next.nounLemma ?? next.norm;
    if (!PLACE_NOUNS.has(nl) && !BUSINESS_NOUNS.has(nl) && !TRADE_BY_FORM.has(next.norm)) {
      words.push(written(next));
      kind = true;
      at = next;
    }
  }
  const de = tokens[at.i + 1];
  const what = tokens[at.i + 2];
  if (
    !at.breakAfter &&
    de &&
    (de.norm === 'de' || de.norm === 'del') &&
    !de.breakAfter &&
    what &&
    what.pos !== 'stop' &&
    !DETERMINERS.has(what.norm) &&
    !STOP_WORDS.has(what.norm) &&
    !what.aside &&
    !what.capital &&
    !NUMBER.test(what.norm) &&
    !NEVER_ENTITIES.has(what.nounLemma ?? what.norm)
  ) {
    words.push(de.norm, written(what));
    kind = true;
    of = true;
    // «mantenimiento de aires acondicionados»: a word of its kind after it.
    const more = tokens[what.i + 1];
    if (
      !what.breakAfter &&
      more &&
      more.pos !== 'stop' &&
      !STOP_WORDS.has(more.norm) &&
      !NUMBER.test(more.norm) &&
      !more.aside &&
      !more.capital &&
      !TRADE_BY_FORM.has(more.norm) &&
      !PLACE_NOUNS.has(more.nounLemma ?? '') &&
      !BUSINESS_NOUNS.has(more.nounLemma ?? '')
    )
      return {
        texts: [[...words, written(more)].join(' '), words.join(' ')],
        kind,
        of,
      };
  }
  return { texts: [words.join(' ')], kind, of };
}

/** A number said in words or figures: «300 clientes», «clases de tres»: never a name's word. */
const NUMBER =
  /^(\d+|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|cien|ciento|mil|unos|unas|varios|varias)$/;

const NOT_TRADE = new Set(NOT_A_TRADE.words);
const ROLES = new Set(OWNER_ROLES.words);
const isRole = (t: Token) =>
  [
    t.nounLemma ?? '',
    fold(t.text),
    fold(t.text).replace(/a$/, 'o'),
    fold(t.text).replace(/a$/, ''),
  ].some((w) => ROLES.has(w));

/**
 * The owner's trade said with a verb: «reparto pan …» → «Reparto de pan». `strong`: the verb says
 * the work («reparto»), or the light verb's object says what of («clases de yoga»); a light verb
 * whose object only has a word of its kind («hago barro negro») yields to the owner's trade.
 */
function tradeByVerb(plan: AppPlan): { name: string; strong: boolean } | null {
  const tokens = plan.idea.tokens;
  for (const t of tokens) {
    const group = TRADE_BY_FORM.get(fold(t.text));
    if (!group || t.breakAfter) continue;
    const prev = tokens[t.i - 1];
    if (prev && !prev.breakAfter && !BEFORE_TRADE.test(prev.norm)) continue;
    const object = objectAfter(tokens, t.i + 1);
    if (!object) continue;
    if (!group.activity && !object.kind) continue;
    for (const text of object.texts) {
      const name = group.activity ? `${group.activity} de ${text}` : text;
      if (name.length <= 36)
        return { name: cap(name), strong: group.activity !== null || object.of };
    }
  }
  return null;
}

/** «fotógrafa» for «fotografa», whose lemma is «fotógrafo»: the written word, accented. */
function writtenPerson(t: Token, before: Token | undefined): { text: string; gender: 'm' | 'f' } {
  const text = fold(t.text);
  const lemma = fold(t.display);
  if (text === `${lemma.replace(/o$/, '')}a` && text !== lemma) {
    const display = t.display.toLowerCase();
    return { text: /o$/.test(display) ? `${display.slice(0, -1)}a` : `${display}a`, gender: 'f' };
  }
  // «guía», «electricista», «fisio»: one word for both; «soy una guía» says which, else the
  // generic masculine («Murales del guía», never «de la guía», a book).
  const epicene = /(ista|guia|fisio|colega|conserje|agente|gerente|cantante|estudiante)$/.test(
    text,
  );
  if (epicene) {
    const gender = /^(la|una)$/.test(before?.norm ?? '') ? 'f' : 'm';
    return { text: written(t), gender };
  }
  return { text: written(t), gender: t.gender ?? 'm' };
}

/**
 * «soy afinador de pianos», «somos una olla común»: the owner as the idea says it, to say whose
 * the app's lists are. Never a role in a group («soy la tesorera de la peña»), a kin, a place.
 */
function ownerOf(
  plan: AppPlan,
): { display: string; gender: 'm' | 'f'; longer: string | null } | null {
  const tokens = plan.idea.tokens;
  if (plan.idea.owner.size === 0) return null;
  const i = Math.min(...plan.idea.owner);
  const t = tokens[i];
  if (!t?.nounLemma || t.plural || t.pos !== 'noun' || t.capital) return null;
  // «Bolsa de trabajo de hostelería»: «trabajo» a noun there, not «I work».
  let v = i - 1;
  while (v >= 0 && /^(un|una|unos|unas|de|como|el|la|los|las)$/.test(tokens[v]!.norm)) v--;
  const verb = tokens[v];
  if (!verb || !/^(soy|somos|trabajo|trabajamos)$/.test(verb.norm)) return null;
  const before = tokens[v - 1];
  if (before && !before.breakAfter && (DETERMINERS.has(before.norm) || before.pos === 'noun'))
    return null;
  const lemma = t.nounLemma;
  if (
    BUSINESS_NOUNS.has(lemma) ||
    PLACE_NOUNS.has(lemma) ||
    KINSHIP.has(lemma) ||
    LOOSE_PEOPLE.has(lemma) ||
    NEVER_ENTITIES.has(lemma) ||
    isRole(t)
  )
    return null;
  const person = writtenPerson(t, tokens[i - 1]);
  let display = person.text;
  let gender = person.gender;
  let longer: string | null = null;
  const next = tokens[i + 1];
  const what = tokens[i + 2];
  if (
    !t.breakAfter &&
    next?.norm === 'de' &&
    !next.breakAfter &&
    what?.nounLemma &&
    what.pos === 'noun' &&
    !what.capital &&
    !DETERMINERS.has(what.norm) &&
    !NUMBER.test(what.norm) &&
    !NEVER_ENTITIES.has(what.nounLemma) &&
    !PLACE_NOUNS.has(what.nounLemma) &&
    !BUSINESS_NOUNS.has(what.nounLemma)
  ) {
    display = `${display} de ${written(what)}`;
    // «maestra de educación especial»: a word of its kind after it, when the name has room.
    const more = tokens[what.i + 1];
    if (
      !what.breakAfter &&
      more &&
      more.pos !== 'stop' &&
      more.pos !== 'verb' &&
      !STOP_WORDS.has(more.norm) &&
      !NUMBER.test(more.norm) &&
      !more.capital &&
      !more.aside &&
      !PLACE_NOUNS.has(more.nounLemma ?? '') &&
      !BUSINESS_NOUNS.has(more.nounLemma ?? '')
    )
      longer = `${display} ${written(more)}`;
  } else if (
    !t.breakAfter &&
    next &&
    next.pos !== 'stop' &&
    next.pos !== 'verb' &&
    !STOP_WORDS.has(next.norm) &&
    !NUMBER.test(next.norm) &&
    !next.capital &&
    !next.aside
  ) {
    // «somos una olla común», «soy electricista autónomo»: a word of its kind, which may say
    // the gender the noun does not.
    display = `${display} ${written(next)}`;
    if (/o$/.test(fold(next.text))) gender = 'm';
    else if (/a$/.test(fold(next.text)) && !/o$/.test(fold(t.text))) gender = 'f';
  }
  return { display, gender, longer };
}

/**
 * The name: about the app's main thing, or the owner's business ("Citas de la peluquería"), or
 * the owner's trade ("Reparto de pan", "Clientes del afinador de pianos"); never a client's
 * business nor a place the idea goes to.
 */
export function appName(plan: AppPlan): string {
  const main: PlannedEntity = plan.main;
  const thing =
    plan.entities.find(
      (e) =>
        e.filledBy && e.source.slot && e.source.slot !== 'person' && e.source.slot !== 'record',
    ) ?? null;
  const noun = main.filledBy || !thing ? main : thing;
  const plural = noun.labelPlural;
  const seed = hash(fold(plan.idea.source));
  const place = plan.place && !saidInPlural(plan, plan.place) ? plan.place : null;
  // "natillera de la oficina": the idea's own word for the app.
  const own = plan.patterns[0]?.pattern.appNouns?.map(fold);
  const said = own
    ? plan.idea.tokens.find((t) => own.includes(t.norm.replace(/s$/, '')))
    : undefined;
  if (said) {
    const word = said.text.toLowerCase().replace(/s$/, '');
    const of = place?.gender === 'f' ? 'de la' : 'del';
    const name = place ? `${word} ${of} ${place.display}` : `${word} al día`;
    if (name.length <= 36) return cap(name);
  }
  if (place) {
    // A club, an association, a group: the app is theirs, and its name says so.
    if (/ de /.test(place.display) && main.source.slot === 'person' && place.display.length <= 30)
      return cap(place.display);
    // "Gatos de la protectora de gatos": the place that names its things already is the name.
    if (fold(place.display).split(/\s+/).includes(fold(plural)) && place.display.length <= 36)
      return cap(place.display);
    const of = place.gender === 'f' ? 'de la' : 'del';
    const name = `${plural} ${of} ${place.display}`;
    if (name.length <= 36) return cap(name);
  }
  const trade = tradeByVerb(plan);
  if (trade?.strong) return trade.name;
  const owner = ownerOf(plan);
  if (owner) {
    const of = owner.gender === 'f' ? 'de la' : 'del';
    const whos = [owner.longer, owner.display, owner.display.split(' ')[0]!];
    for (const who of whos.filter((w): w is string => w !== null)) {
      const name = `${plural} ${of} ${who}`;
      if (name.length <= 36) return cap(name);
    }
  }
  if (trade) return trade.name;
  const forms = [`${plural} al día`, `${plural} en orden`];
  return forms[seed % forms.length]!;
}

export function description(plan: AppPlan, name: string): string {
  const parts: string[] = [];
  const [first, ...others] = plan.patterns;
  const w = { label: plan.main.label, plural: plan.main.labelPlural, gender: plan.main.gender };
  const purpose =
    (first ? render(told(first.pattern, plan).purpose, wordsFor(plan, first.pattern)) : null) ??
    // "que los socios reserven una pista…" when the app keeps no list of who books: the people
    // of the pattern, named by its own word, still say what the app is for.
    (first ? render(told(first.pattern, plan).purpose, peopleAnyway(plan, first.pattern)) : null) ??
    // A club with no activities, a gallery with no enquiries: a shorter purpose, never a claim.
    (first?.pattern.purposeWithLess ?? [])
      .map((t) => render(t, peopleAnyway(plan, first!.pattern)))
      .find((t) => t !== null) ??
    render('llevar {los main} y lo que pasa con cada {main}', (id) => (id === 'main' ? w : null));
  parts.push(`${name} es una aplicación web para ${purpose}.`);
  for (const other of others) {
    const p = render(told(other.pattern, plan).purpose, wordsFor(plan, other.pattern));
    if (p) parts.push(`Además, sirve para ${p}.`);
  }
  const text = localText(parts.join(' '), currencyOf(plan.idea));
  return text.length <= 600 ? text : `${text.slice(0, 597).replace(/\s+\S*$/, '')}…`;
}
