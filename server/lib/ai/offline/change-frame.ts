// The change reader's second reading (issue 27, decision 0180): when the clause-by-clause reader
// refuses, the instruction is read as one frame, an intent and the names it mentions, with the
// words in between ignored. "Ya no necesito la lista de obras, elimínala" is one removal and one
// name; "Coristas, ¿se podrían llamar Cantores?" one rename, one name the app has and one it
// has not. It proposes only when the frame is whole: one intent, every name resolved to one
// target, nothing that reads as a condition, a negation or something other than a change.
// Whatever it proposes is checked against the app like any other reading.

import type { ChangeOperation } from '../../../../contracts/app-changes.ts';
import type {
  DataEntity,
  DataField,
  DataModel,
  FieldType,
} from '../../../../contracts/data-model.ts';
import { RULE_PATTERNS, TYPE_WORDS } from './change-lexicon.ts';
import { Names, type Target, type Tok, tokenize } from './change-match.ts';
import { inferType, labelFrom, singularLabel } from './change-reader.ts';
import { analyze, fold } from './morphology.ts';

/** A name of the app found in the instruction: where it is and what it can be. */
interface Mention {
  from: number;
  to: number;
  targets: Target[];
}

/** A value of one of the app's choice fields, named in the instruction. */
interface OptionMention {
  from: number;
  to: number;
  entity: DataEntity;
  field: DataField;
  option: string;
}

type Intent = 'remove' | 'rename' | 'required' | 'add' | 'rule' | 'change' | 'type';

// Anything that is not simply an order to change the app: a condition, a negated order, a
// question about consequences, a message to send, a time to wait for.
const NOT_A_FRAME =
  /\b(?:si ya no|si no hay|si hay|en caso de|cuando|siempre que|solo si|a no ser|excepto|salvo|pero (?:solo|solamente|unicamente)|solo (?:las|los|la|el|lo) (?:de|del|que)|menos (?:el|la|los|las)|no (?:quites|quiteis|quiten|borres|borreis|borren|elimines|elimineis|eliminen|saques|saqueis|saquen|cambies|cambieis|cambien|toques|toqueis|toquen|renombres|anadas|agregues|pongas|metas|crees)|no (?:hace|hacia) falta que|no quiero que (?:quites|borres|elimines|saques|cambies|toques)|todavia no|aun no|de momento no|mejor no|pensandolo mejor|que pasa|se pierde|se pierden|mand|envi|avis|notific|recuerd|cobr|import|export|imprim|descarg|whatsapp|sms|llamar a|llamarles|llamarlos|factur|pag(?:ar|ue|uen)\b|deshac|restaur|vuelve a|volver a)/u;

const REMOVE_CUE =
  /\b(?:(?:quit|borr|elimin|suprim|retir)[a-z]*|sac(?:a|ar|ad|alo|ala|alos|alas|ale|ales|amos|ame)|saqu(?:e|en|ela|elo|elas|elos|emos)|sobra|sobran|sobraria|sobrarian|fuera|no (?:nos )?(?:hace|hacen) falta|ya no (?:necesit|us|quier|hac|vend|llev|apunt|ofrec|tenemos|hay|sirv|nos sirv|trabaj|damos|da)[a-z]*|no (?:nos )?sirve[n]?)\b/u;
/** Words that ask for a new name. */
const RENAME_SAID =
  /\b(?:renombr[a-z]*|llam(?:a|ar|e|en|ad|ese|arse|ara|aran|arla|arlo|arlas|arlos|ala|alo|alas|alos|ale|emos|enla|enlo|enlas|enlos|ela|elo|elas|elos|adas|ados|ada|ado)|(?:cambi[a-z]*|pon[a-z]*|otro|nuevo|de) (?:el |su )?nombre|donde (?:ahora |antes )?(?:dice|pone)|(?:deberia|debe|tendria que|tiene que) (?:decir|poner|llamarse)|en (?:vez|lugar) de|que (?:diga|ponga)|pase a llamarse|pasara a llamarse|se llame|se llamen)\b/u;
/** "cambia X por Y": a rename only of a name written as it is seen (not "cambia la zona a Triana"). */
const CHANGE_TO = /\bcambi[a-z]* (?:[a-z]+ ){0,5}(?:por|a)\b/u;
const RENAME_CUE = new RegExp(`${RENAME_SAID.source}|${CHANGE_TO.source}`, 'u');
const REQUIRED_CUE = /\b(?:obligatori[oa]s?|opcional(?:es)?|requerid[oa]s?|sin rellenar)\b/u;
const OPTIONAL_CUE = /\b(?:opcional(?:es)?|no (?:sea|sean) obligatori[oa]s?|sin rellenar)\b/u;
const ADD_CUE =
  /\b(?:(?:anad|agreg|incluy|inclu|incorpor|met|cre)[a-z]*|pon|ponga|pongan|pongas|poner|ponle|ponles|ponedle|ponedles|ponele|poneles|ponerle|ponerles|necesit[a-z]*|falt[a-z]*|tener|tenga|tengan|marcar|indicar|saber|llevar|guardar|apuntar|anotar|registrar|campo|casilla|hueco|sitio)\b/u;

const CHANGE_CUE =
  /\b(?:cambi[a-z]*|convert[a-z]*|conviert[a-z]*|transform[a-z]*|pas(?:a|ar|alo|ala|alos|alas|ale|ad|en|e) (?:a|como)|arregl[a-z]*|mejor[a-z]*|ordena[a-z]*|organiz[a-z]*)\b/u;
const ADD_VERB =
  /\b(?:(?:anad|agreg|incluy|incorpor|cre)[a-z]*|met(?:e|er|a|an|ed|ele|eles|elo|ela)|pon|pone|pones|ponga|pongan|pongas|poner|ponle|ponles|ponedle|ponele|poneles|ponerle|ponerles|pongale|pongales)\b/u;
const ADD_VERB_NOT_PON =
  /\b(?:(?:anad|agreg|incluy|incorpor)[a-z]*|met(?:e|er|a|an|ed|ele|eles)|crea|crear|cree|creen)\b/u;

/** "si no es molestia", "si puedes": courtesy, not a condition. */
const COURTESY_IF =
  /\bsi o (?:si|no)\b|\bsi (?:no es (?:mucha )?molestia|puedes|podes|puede|es posible|no te importa|no le importa|se puede)\b/gu;

/** "marcar si …", "saber si …": a yes/no to keep. */
const ASKED_IF = /\b(?:marcar|indicar|saber|apuntar|anotar|poner|registrar|senalar|guardar) si\b/gu;

const NEGATED =
  /\bno quiero que\b|\bno (?:[a-z]+ )?(?:quit|borr|elimin|sac|saqu|suprim|retir)[a-z]*\b|\b(?:no|nunca|ni)\b(?:[\s,]+[a-z]+){0,3}?[\s,]+(?:hagas|hagais|hagan|pongas|pongais|pongan|dejes|dejeis|dejen|quites|quiteis|quiten|borres|borreis|borren|elimines|elimineis|eliminen|saques|saqueis|saquen|cambies|cambieis|cambien|toques|toquen|renombres|renombren|suprimas|suprimais|supriman|retires|retiren)\b/u;

const ARTICLES = new Set([
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'unos',
  'unas',
  'lo',
  'al',
  'del',
]);

/** Words that never start a name of the app or a new label. */
const NOT_NAME_START = new Set([
  ...ARTICLES,
  'de',
  'a',
  'en',
  'y',
  'e',
  'o',
  'que',
  'por',
  'para',
  'con',
  'se',
  'me',
  'nos',
  'le',
  'les',
  'mi',
  'mis',
  'su',
  'sus',
  'cada',
]);

export function readFrame(instruction: string, model: DataModel): ChangeOperation[] | null {
  const text = instruction.trim();
  if (!text || text.length > 400) return null;
  if (NOT_A_FRAME.test(fold(text))) return null;
  const names = namesFor(model);
  const whole = readOne(text, model, names, null);
  if (whole) return whole;
  // "En la ficha de clientes cambia Dirección por Domicilio y borra las notas": two or three
  // requests, each a frame of its own; a request that names no list is about the one the
  // instruction names.
  const parts = partsOf(text);
  if (parts.length < 2 || parts.length > 3) return null;
  const lists = new Set(
    findMentions(tokenize(text), names).flatMap((m) => {
      const e = onlyEntity(m);
      return e ? [e] : [];
    }),
  );
  const about = lists.size === 1 ? [...lists][0]! : null;
  const ops: ChangeOperation[] = [];
  for (const part of parts) {
    const read = readOne(part, model, names, about);
    if (!read) return null;
    ops.push(...read);
  }
  return ops;
}

/** The app's names, built once per definition. */
const namesCache = new WeakMap<DataModel, Names>();
function namesFor(model: DataModel): Names {
  let names = namesCache.get(model);
  if (!names) {
    names = new Names(model);
    namesCache.set(model, names);
  }
  return names;
}

/** Where a new request starts: after a stop, at ", y", or at a comma or "y" before an order. */
function partsOf(text: string): string[] {
  return text
    .split(/(?<=[.;!?])\s+/u)
    .flatMap((x) => x.split(/\s*,\s+(?:y|e)\s+/u))
    .flatMap((x) => x.split(BEFORE_ORDER))
    .map((x) => x.trim())
    .filter((x) => /\p{L}/u.test(x));
}

/** ", quita …", " y añade …": a comma or "y" before an order. */
const BEFORE_ORDER =
  /\s*(?:,|\s(?:y|e))\s+(?=(?:quit|qu[ií]t|borr|b[oó]rr|elimin|elim[ií]n|sac|s[aá]c|saqu|suprim|retir|a[nñ]ad|agreg|incluy|pon|pong|met|cre|renombr|llam|cambi|c[aá]mbi|hac|haz|dej|que\b))/iu;

function readOne(
  text: string,
  model: DataModel,
  names: Names,
  about: DataEntity | null,
): ChangeOperation[] | null {
  const folded = fold(text);
  const toks = tokenize(text).filter((t) => t.kind !== 'hex');
  const mentions = findMentions(toks, names);
  // (A part of a longer instruction that names no list is about the one it names.)
  if (about && !mentions.some((m) => onlyEntity(m)))
    mentions.unshift({ from: -1, to: -1, targets: [{ kind: 'entity', entity: about, dist: 0 }] });
  // ("Fecha de alta" names a field; the value "Alta" inside it is no value named.)
  const options = findOptions(toks, model).filter(
    (o) => !mentions.some((m) => m.from <= o.from && o.to <= m.to && m.to - m.from > o.to - o.from),
  );
  // A condition ("si ya no hay citas canceladas, …") or a negated order with words between
  // ("no, por favor, borres …").
  if (NEGATED.test(folded)) return null;
  const intents = intentsOf(folded);
  if (intents.size !== 1) return null;
  const intent = [...intents][0]!;
  // "marcar si cada producto es sin gluten" asks for a yes/no; any other "si" is a condition.
  const courteous = folded.replace(COURTESY_IF, ' ');
  const unasked = courteous.replace(ASKED_IF, ' ');
  if (/\bsi\b/u.test(intent === 'add' ? unasked : courteous)) return null;
  if (/\bsaber si (?:puedo|podemos|se puede|hay|es posible)\b/u.test(folded)) return null;
  if (intent !== 'add' && !pronounsAgree(toks, mentions, intent)) return null;
  // Another order beside the one read ("…, quítala y poné el celular"), or a new name the frame
  // has no place for ("a Veterinarios ponele Profesionales, y …"): not one frame.
  if (intent === 'rename' && ADD_VERB_NOT_PON.test(folded)) return null;
  if (intent !== 'rename' && intent !== 'add' && intent !== 'type') {
    if ((intent === 'remove' ? ADD_VERB : ADD_VERB_NOT_PON).test(folded)) return null;
    if (freshNames(toks, mentions, options, names).length > 0) return null;
  }
  switch (intent) {
    case 'remove':
      return removal(toks, mentions, options, names);
    case 'rename':
      return rename(toks, mentions, options, names);
    case 'required':
      return required(folded, mentions);
    case 'rule':
      return rule(toks, folded, mentions);
    case 'add':
      return addition(toks, mentions, options, names);
    case 'type':
      return retype(toks, mentions, folded);
    case 'change':
      return null;
  }
}

function intentsOf(folded: string): Set<Intent> {
  const out = new Set<Intent>();
  const rules = new Set(RULE_PATTERNS.filter(([re]) => re.test(folded)).map(([, r]) => r));
  if (rules.size > 1) return new Set();
  if (rules.size === 1) out.add('rule');
  if (REQUIRED_CUE.test(folded)) out.add('required');
  if (RENAME_CUE.test(folded)) out.add('rename');
  if (REMOVE_CUE.test(folded)) out.add('remove');
  if (!out.has('rename') && CHANGE_CUE.test(folded)) out.add('change');
  // "el número como texto", "cámbialo a texto", "que se elija de una lista: …": a new type.
  if (TYPE_CUE.test(folded) || CHOICE_CUE.test(folded)) {
    out.delete('change');
    if (!RENAME_SAID.test(folded)) out.delete('rename');
    out.add('type');
  }
  // An order to add is only the frame when nothing else is asked.
  if (out.size === 0 && ADD_CUE.test(folded)) out.add('add');
  return out;
}

function findMentions(toks: Tok[], names: Names): Mention[] {
  const out: Mention[] = [];
  let i = 0;
  while (i < toks.length) {
    const t = toks[i]!;
    if (t.kind === 'punct') {
      i++;
      continue;
    }
    // ("Con riego" is a field: a name may start with such a word, written out whole.)
    const opening = NOT_NAME_START.has(t.f);
    let found: Mention | null = null;
    for (let n = Math.min(names.maxWords, toks.length - i); n >= (opening ? 2 : 1) && !found; n--) {
      const span = toks.slice(i, i + n);
      if (span.some((x) => x.kind === 'punct')) continue;
      const words = span.flatMap((x) => x.f.split(/\s+/u));
      const targets = names.match(words, !opening && (n > 1 || words[0]!.length >= 5));
      // "las mascotas" is the list, not a field "Mascota" of another list.
      const list = targets.filter(
        (x) =>
          x.kind === 'entity' && x.dist === 0 && fold(x.entity.labelPlural) === words.join(' '),
      );
      if (list.length === 1 && words.join(' ') !== fold(list[0]!.entity.label)) {
        found = { from: i, to: i + n, targets: list };
        break;
      }
      if (targets.length > 0 && !GENERIC.has(words.join(' ')))
        found = { from: i, to: i + n, targets };
    }
    if (found) {
      out.push(found);
      i = found.to;
    } else i++;
  }
  return out;
}

function findOptions(toks: Tok[], model: DataModel): OptionMention[] {
  const out: OptionMention[] = [];
  for (let i = 0; i < toks.length; i++)
    for (let n = 3; n >= 1; n--) {
      const span = toks.slice(i, i + n);
      if (span.length < n || span.some((x) => x.kind === 'punct')) continue;
      const said = span.map((x) => x.f).join(' ');
      for (const entity of model.entities)
        for (const field of entity.fields)
          for (const option of field.options ?? [])
            if (fold(option) === said) out.push({ from: i, to: i + n, entity, field, option });
    }
  return out;
}

/** The one thing the mentions name: a field (its entity may be named too), or an entity. */
function oneTarget(mentions: Mention[], context: Mention[] = []): Target | null {
  if (mentions.length === 0) return null;
  const entities = new Set<string>();
  for (const m of [...mentions, ...context])
    for (const t of m.targets) if (t.kind === 'entity') entities.add(t.entity.key);
  // Each mention resolved: an entity, or a field of a named entity when it is ambiguous.
  const resolved: Target[] = [];
  for (const m of mentions) {
    let ts = m.targets;
    // "el teléfono del hortelano": the list whose field the instruction names.
    if (ts.length > 1) {
      const owners = ts.filter(
        (t) =>
          t.kind === 'entity' &&
          mentions.some(
            (o) =>
              o !== m &&
              o.targets.length === 1 &&
              o.targets[0]!.kind === 'field' &&
              o.targets[0]!.entity.key === t.entity.key,
          ),
      );
      if (owners.length === 1) ts = owners;
    }
    if (ts.length > 1) {
      const inNamed = ts.filter((t) => t.kind === 'field' && entities.has(t.entity.key));
      ts = inNamed.length === 1 ? inNamed : ts;
    }
    if (ts.length !== 1) return null;
    resolved.push(ts[0]!);
  }
  const fields = unique(resolved.filter((t) => t.kind === 'field'));
  const named = unique(resolved.filter((t) => t.kind === 'entity'));
  if (fields.length === 1) {
    const field = fields[0]!;
    // Every entity named is the field's own.
    if (named.every((e) => e.entity.key === field.entity.key)) return field;
    return null;
  }
  if (fields.length === 0 && named.length === 1) return named[0]!;
  return null;
}

function unique(targets: Target[]): Target[] {
  const out: Target[] = [];
  for (const t of targets)
    if (
      !out.some(
        (o) => o.kind === t.kind && o.entity.key === t.entity.key && o.field?.key === t.field?.key,
      )
    )
      out.push(t);
  return out;
}

/** Words before what a removal names: articles, "la parte de", "lo de", "el campo"… */
const OBJECT_FILLER = new Set([
  ...ARTICLES,
  'de',
  'eso',
  'esto',
  'todo',
  'tema',
  'campo',
  'columna',
  'parte',
  'seccion',
  'apartado',
  'lista',
  'tabla',
  'opcion',
  'tambien',
  'porfa',
  'xfa',
  'oye',
  'mira',
  'bueno',
  'pues',
  'vale',
  'che',
  'ahora',
]);

/** Words that carry a sentence on: never what it names. */
const CONNECTOR = new Set([
  'asi',
  'que',
  'por',
  'eso',
  'entonces',
  'pues',
  'luego',
  'osea',
  'sobra',
  'sobran',
]);
/** "esa parte", "esa tabla", "eso": what was named before. */
const POINTS_BACK = /^(?:ese|esa|esos|esas|eso)$/u;

/** A removal's cue word: a verb that says it (with or without a pronoun), or a word of topic. */
const REMOVE_VERB =
  /^(?:(?:quit|borr|elimin|suprim|retir)[a-z]*|sac(?:a|ar|ad|alo|ala|alos|alas|ale|ales|amos|ame)|saqu(?:e|en|ela|elo|elas|elos|emos))$/u;
const CLITIC = /(?:lo|la|los|las|dlo|dla|dlos|dlas)$/u;
const TOPIC_CUE = /^(?:sobra|sobran|sobraria|sobrarian|fuera)$/u;
type Named = { kind: 'target'; mention: Mention } | { kind: 'option'; option: OptionMention };
type Found = Named[] | 'unknown' | null;

/** What may follow a topic: what is said of it. */
const TOPIC_NEXT =
  /^(?:ya|no|nos|me|lo|la|los|las|le|les|sobra|sobran|nunca|tampoco|se|es|son|esta|estan|ahora|siempre|casi|apenas)$/u;

/** What may follow what a removal names: the end, a reason, a courtesy. */
const OBJECT_END =
  /^(?:porque|pues|ya|por|porfa|porfavor|xfa|pls|plis|tambien|nomas|gracias|de una vez|ahora|mejor|para|definitivamente|del todo|completamente|entero|entera|enteros|enteras)$/u;

/** One name or value at `j` (after filler words), with where it ends. */
function nameAt(
  toks: Tok[],
  i: number,
  mentions: Mention[],
  options: OptionMention[],
): { named: Named; to: number } | 'unknown' | null {
  let j = i;
  if (toks[j]?.f === 'ya' && toks[j + 1]?.f === 'no') j = i;
  else if (toks[j]?.f === 'ya') j++;
  const skipped: string[] = [];
  const skip = () => {
    while (j < toks.length && toks[j]!.kind === 'word' && OBJECT_FILLER.has(toks[j]!.f))
      skipped.push(toks[j++]!.f);
  };
  // ("así que sobra la tabla de …", "por eso …": how the sentence goes on, not what.)
  while (j < toks.length && CONNECTOR.has(toks[j]!.f)) j++;
  if (!(toks[j]?.f === 'ya' && toks[j + 1]?.f === 'no')) skip();
  // "ya no necesito …", "ya no usamos …": the cue before what it is said of.
  if (toks[j]?.f === 'ya' && toks[j + 1]?.f === 'no') {
    j += 2;
    while (j < toks.length && /^(?:me|nos|lo|la|los|las|le|les)$/u.test(toks[j]!.f)) j++;
    j++;
    skip();
  }
  const t = toks[j];
  if (!t || t.kind === 'punct') return null;
  const option = options.find((o) => o.from === j);
  if (option) return { named: { kind: 'option', option }, to: option.to };
  const found = mentions.find((m) => m.from === j);
  if (!found) return 'unknown';
  // "la lista de obras" is the list, "el campo obra" the field.
  const kind = skipped.some((w) => ENTITY_WORDS.has(w))
    ? 'entity'
    : skipped.some((w) => FIELD_WORDS.has(w))
      ? 'field'
      : null;
  const mention = kind
    ? { ...found, targets: found.targets.filter((x) => x.kind === kind) }
    : found;
  if (mention.targets.length === 0) return 'unknown';
  let to = mention.to;
  // "el turno de riego Tarde": a field, then one of its values.
  const value = options.find(
    (o) => o.from === to && mention.targets.some((x) => x.field?.key === o.field.key),
  );
  if (value) return { named: { kind: 'option', option: value }, to: value.to };
  // "las notas de los clientes": whose field.
  const owner = ownerAfter(toks, mention, mentions);
  if (owner.length > 0) to = owner[0]!.to;
  return {
    named: { kind: 'target', mention: owner.length > 0 ? merge(mention, owner[0]!) : mention },
    to,
  };
}

/** A field's mention narrowed to the fields of the entity named after it. */
function merge(field: Mention, owner: Mention): Mention {
  const keys = new Set(owner.targets.filter((x) => x.kind === 'entity').map((x) => x.entity.key));
  const own = field.targets.filter((x) => keys.has(x.entity.key));
  return { from: field.from, to: owner.to, targets: own };
}

const ENTITY_WORDS = new Set(['lista', 'tabla', 'parte', 'seccion', 'apartado']);
const FIELD_WORDS = new Set(['campo', 'columna']);

/** Names no frame takes as a target on their own: "el campo" is any field. */
const GENERIC = new Set(['campo', 'campos', 'dato', 'datos', 'columna', 'opcion']);

/** What a phrase starting at `i` names: one name or value, or several joined by "y" or commas. */
function objectAt(
  toks: Tok[],
  i: number,
  mentions: Mention[],
  options: OptionMention[],
  names: Names,
  topic = false,
): Found {
  const first = nameAt(toks, i, mentions, options);
  if (first === null || first === 'unknown') return first;
  const out: Named[] = [first.named];
  let j = first.to;
  while (j < toks.length && (toks[j]!.f === ',' || toks[j]!.f === 'y' || toks[j]!.f === 'e')) {
    const next = nameAt(toks, j + 1, mentions, options);
    if (next === null) break;
    // After a comma a new clause may begin; after "y", what follows is named with the rest.
    if (next === 'unknown') {
      if (toks[j]!.f === ',') break;
      return 'unknown';
    }
    // "los goles local y visitante": the second is "goles visitante", said without its head.
    const last = out.at(-1)!;
    if (last.kind === 'target' && next.named.kind === 'target' && next.to - (j + 1) <= 2) {
      const head = toks.slice(last.mention.from, last.mention.to - 1).map((x) => x.f);
      const tail = toks.slice(next.to - 1, next.to).map((x) => x.f);
      if (head.length > 0 && names.match([...head, ...tail], false).length > 0) return 'unknown';
    }
    out.push(next.named);
    j = next.to;
  }
  const after = toks[j];
  // A topic ("Eso del turno de riego sobra", "Miedoso no me gusta como opción de carácter"): what
  // is said of it may follow, but names nothing of another entity.
  if (topic) {
    // What follows a topic is what is said of it ("… ya no la usamos", "… no nos sirve",
    // "… las apuntamos en la libreta"), never a word that picks some of its records ("Las
    // mascotas fallecidas", "Las citas de los lunes": those are records, not the list).
    if (after && after.kind !== 'punct' && !TOPIC_NEXT.test(after.f)) return 'unknown';
    const entity = (n: Named) =>
      n.kind === 'option' ? n.option.entity.key : n.mention.targets[0]?.entity.key;
    const keys = new Set(out.map(entity));
    for (
      let k = j;
      k < toks.length && !(toks[k]!.kind === 'punct' && /[,.;:!?]/u.test(toks[k]!.f));
      k++
    ) {
      const m = mentions.find((x) => x.from === k);
      if (m && !m.targets.some((x) => keys.has(x.entity.key))) return 'unknown';
    }
    return out;
  }
  if (after && after.kind !== 'punct' && !OBJECT_END.test(after.f)) {
    // "de la app", "en la aplicación": where, not what.
    const where = toks
      .slice(j, j + 3)
      .map((x) => x.f)
      .join(' ');
    if (!/^(?:de|en|del) (?:la )?(?:app|aplicacion|programa|web|ficha|formulario)\b/u.test(where))
      return 'unknown';
  }
  return out;
}

/**
 * "La raza ya no la usamos … Quítalos": a pronoun that disagrees with the thing named first
 * points at something else.
 */
function pronounsAgree(toks: Tok[], mentions: Mention[], intent: Intent): boolean {
  const first = mentions[0];
  const article = first && toks[first.from - 1]?.f;
  if (!article || !/^(?:el|la|los|las)$/u.test(article)) return true;
  const said = article === 'el' ? 'lo' : article;
  for (const t of toks) {
    if (t.kind !== 'word' || t.f.length < 6) continue;
    const m = CLITIC_VERB[intent]?.exec(t.f);
    if (m && m[1] !== said) return false;
  }
  return true;
}
/** The verbs of each intent, with a pronoun: "quítalas", "hacelo", "llámala". */
const CLITIC_VERB: Partial<Record<Intent, RegExp>> = {
  remove: /^(?:quit|borr|elimin|sac|saqu|suprim|retir)[a-z]*?(los|las|lo|la)$/u,
  required: /^(?:hac|haz|pon|dej)[a-z]*?(los|las|lo|la)$/u,
  rename: /^(?:llam|renombr|pon|cambi)[a-z]*?(los|las|lo|la)$/u,
};

/** "de la app", "del programa": out of the app, not out of a field. */
const APP_PLACE =
  /^(?:de|del) (?:la )?(?:app|aplicacion|programa|web|sistema)\b|^de (?:aqui|ahi|alli)\b/u;

/** "esa parte de la app", "eso", "esa tabla de aquí": only a demonstrative and where. */
function pointsBackOnly(toks: Tok[], at: number): boolean {
  let j = at + 1;
  if (toks[j] && ENTITY_WORDS.has(toks[j]!.f)) j++;
  const rest = toks
    .slice(j, j + 4)
    .map((x) => x.f)
    .join(' ');
  return !toks[j] || toks[j]!.kind === 'punct' || APP_PLACE.test(rest);
}

/** Clause starts: after a comma, a semicolon, a full stop, a colon, or "y". */
function clauseStart(toks: Tok[], at: number): number {
  for (let k = at - 1; k >= 0; k--) {
    const t = toks[k]!;
    if (t.kind === 'punct' && /[,.;:!?]/u.test(t.f)) return k + 1;
    if (t.kind === 'word' && (t.f === 'y' || t.f === 'e')) return k + 1;
  }
  return 0;
}
function previousClause(toks: Tok[], at: number): number | null {
  const start = clauseStart(toks, at);
  if (start === 0) return null;
  return clauseStart(toks, start - 1);
}

function removal(
  toks: Tok[],
  mentions: Mention[],
  options: OptionMention[],
  names: Names,
): ChangeOperation[] | null {
  const found: Found[] = [];
  let fromPlace = false;
  for (const [i, t] of toks.entries()) {
    if (t.kind !== 'word') continue;
    if (REMOVE_VERB.test(t.f)) {
      // "elimínala", "quitadlo" (not "quitar"): what it removes was named before.
      const pronoun =
        CLITIC.test(t.f) && !/^(?:quitar|borrar|sacar|eliminar|retirar|suprimir)$/u.test(t.f);
      // "borrad esa parte de la app", "eliminad esa tabla de aquí": a demonstrative points back.
      const back = POINTS_BACK.test(toks[i + 1]?.f ?? '') && pointsBackOnly(toks, i + 1);
      if (!pronoun && !back) {
        found.push(objectAt(toks, i + 1, mentions, options, names));
        continue;
      }
      // "…, quítalo de las opciones": what is taken out of a place is never that place.
      const place = toks
        .slice(i + 1, i + 4)
        .map((x) => x.f)
        .join(' ');
      if (/^(?:de|del)\b/u.test(place) && !APP_PLACE.test(place)) fromPlace = true;
      const own = clauseStart(toks, i);
      const said = own < i && toks.slice(own, i).some((x) => !CONNECTOR.has(x.f));
      const before = said ? own : previousClause(toks, i);
      found.push(before === null ? null : objectAt(toks, before, mentions, options, names, true));
    } else if (TOPIC_CUE.test(t.f)) {
      const own = clauseStart(toks, i);
      const before = own < i ? own : previousClause(toks, i);
      // "Poesía no la leemos nunca; fuera del género": out of a place, the topic.
      const place = toks
        .slice(i + 1, i + 4)
        .map((x) => x.f)
        .join(' ');
      if (/^(?:de|del)\b/u.test(place) && !APP_PLACE.test(place)) {
        fromPlace = true;
        found.push(before === null ? null : objectAt(toks, before, mentions, options, names, true));
        continue;
      }
      const after = objectAt(toks, i + 1, mentions, options, names);
      found.push(
        after ?? (before === null ? null : objectAt(toks, before, mentions, options, names, true)),
      );
    }
  }
  const named = found.filter((f) => f !== null);
  if (named.length === 0 || named.includes('unknown')) return null;
  const all = named.flatMap((f) => (f === 'unknown' ? [] : f));
  const opts = all.flatMap((f) => (f.kind === 'option' ? [f.option] : []));
  const targets = all.flatMap((f) => (f.kind === 'target' ? [f.mention] : []));
  if (opts.length > 0) {
    const fields = new Set(opts.map((o) => `${o.entity.key}.${o.field.key}`));
    if (fields.size !== 1) return null;
    const o = opts[0]!;
    // A value in lower case is a value when its field is named ("quita la media" is not).
    const fieldNamed = mentions.some((m) =>
      m.targets.some((x) => x.field?.key === o.field.key && x.entity.key === o.entity.key),
    );
    // ("quita la Media": a value named alone could be anything; its field, or "opción", says.)
    if (!fieldNamed && !toks.some((t) => /^opcion(?:es)?$/u.test(t.f))) return null;
    if (
      !targets.every((m) =>
        m.targets.some(
          (x) =>
            x.entity.key === o.entity.key && (x.kind === 'entity' || x.field?.key === o.field.key),
        ),
      )
    )
      return null;
    return [
      {
        op: 'removeOptions',
        entity: o.entity.key,
        field: o.field.key,
        options: [...new Set(opts.map((x) => x.option))],
      },
    ];
  }
  if (fromPlace) return null;
  // (What a reason names says nothing of where: "quita el nombre porque me lo piden los clientes".)
  const reason = toks.findIndex(
    (t, i) =>
      /^(?:porque|pues)$/u.test(t.f) ||
      (t.f === 'que' && (toks[i - 1]?.f === ',' || toks[i - 1]?.f === 'ya')),
  );
  const entities = mentions
    .filter((m) => reason < 0 || m.from < reason)
    .filter((m) => !targets.includes(m) && m.targets.some((x) => x.kind === 'entity'))
    .map((m) => ({ ...m, targets: m.targets.filter((x) => x.kind === 'entity') }));
  const ops: ChangeOperation[] = [];
  for (const m of targets) {
    const target = oneTarget([m], entities);
    if (!target) return null;
    // "En los monitores, quita el teléfono": every list named is the field's own.
    if (
      target.kind === 'field' &&
      !entities.every((e) => e.targets.some((x) => x.entity.key === target.entity.key))
    )
      return null;
    const op: ChangeOperation =
      target.kind === 'field'
        ? { op: 'removeField', entity: target.entity.key, field: target.field!.key }
        : { op: 'removeEntity', entity: target.entity.key };
    if (!ops.some((o) => JSON.stringify(o) === JSON.stringify(op))) ops.push(op);
  }
  // A field removed with its own entity is the entity removed.
  return ops;
}

/** "el teléfono de los clientes", "las notas en clientes": the entity named right after a field. */
function ownerAfter(toks: Tok[], m: Mention, mentions: Mention[]): Mention[] {
  let j = m.to;
  if (!/^(?:de|del|en|a|al)$/u.test(toks[j]?.f ?? '')) return [];
  j++;
  while (j < toks.length && ARTICLES.has(toks[j]!.f)) j++;
  const next = mentions.find((x) => x.from === j);
  return next?.targets.some((x) => x.kind === 'entity') ? [next] : [];
}

function required(folded: string, mentions: Mention[]): ChangeOperation[] | null {
  const target = oneTarget(mentions);
  if (target?.kind !== 'field') return null;
  return [
    {
      op: 'setRequired',
      entity: target.entity.key,
      field: target.field!.key,
      required: !OPTIONAL_CUE.test(folded),
    },
  ];
}

/** What a person named in a rule goes on to do: "los clientes puedan …", "cualquier vecino". */
const WHO_NEXT =
  /^(?:pueda|puedan|puede|pueden|podran|vea|vean|ve|ven|reserve|reserven|apunte|apunten|pida|pidan|haga|hagan|ponga|pongan|meta|metan|tienen|tengan|no|solos|solas|mismos|mismas|ellos|ellas)$/u;

function rule(toks: Tok[], folded: string, mentions: Mention[]): ChangeOperation[] | null {
  const rules = RULE_PATTERNS.filter(([re]) => re.test(folded)).map(([, r]) => r);
  // Who may look or add is not what the rule is for.
  const what = mentions.filter(
    (m) =>
      m.from < 0 ||
      !(WHO_NEXT.test(toks[m.to]?.f ?? '') || /^cualquier[a]?$/u.test(toks[m.from - 1]?.f ?? '')),
  );
  // ("que solo los socios puedan ver las reuniones" is a rule for a group: none of the three.)
  const group = mentions.some(
    (m) =>
      !what.includes(m) &&
      toks
        .slice(Math.max(0, m.from - 3), m.from)
        .some((t) => /^(?:solo|solamente|unicamente)$/u.test(t.f)),
  );
  if (group) return null;
  const target = oneTarget(what);
  if (target?.kind !== 'entity' || rules.length === 0) return null;
  return [{ op: 'setRule', entity: target.entity.key, rule: rules[0]! }];
}

/** Clauses, between commas, stops, colons and question marks: [from, to). */
function clauseSpans(toks: Tok[]): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (const [i, t] of toks.entries())
    if (t.kind === 'punct' && /[,.;:!?]/u.test(t.f)) {
      if (i > from) out.push([from, i]);
      from = i + 1;
    }
  if (from < toks.length) out.push([from, toks.length]);
  return out;
}

const REASON_OPENING =
  /^(?:que|porque|pues|ya|aca|aqui|asi|como|es|total|nadie|todos|todo|aunque)$/u;

/** Words right before a new name: "debería decir X", "que diga X", "pasa a llamarse X". */
const NAME_FOLLOWS = /^(?:decir|diga|digan|ponga|pongan|llamarse|llame|llamen)$/u;

/** Words after a new name that are not part of it: "Cantores, por favor", "Doctores que es mejor". */
const RENAME_WORDS_AFTER =
  /^(?:que|porque|por|pues|y|gracias|porfa|xfa|pls|plis|mejor|ya|si|no|en|para|a)$/u;

/** Words a rename is asked with, besides the names. */
const RENAME_WORDS = new Set(
  `el la los las lo un una al del de a en por como que y e o
  renombra renombrar renombre renombren renombrad renombrala renombralo renombralas renombralos
  llama llamar llame llamen llamad llamese llamarse llamara llamaran llamarla llamarlo llamarlas llamarlos
  llamala llamalo llamalas llamalos llamenla llamenlo llamenlas llamenlos llamela llamelo llamelas llamelos llamale llamales se llamen llame
  cambia cambiar cambie cambien cambiad cambiale cambiales cambiarle cambiarles cambiele cambieles cambienle cambiadle
  cambialo cambiala cambialos cambialas cambiarlo cambiarla cambiarlos cambiarlas cambielo cambiela
  pon poner ponga pongan poned ponle ponles ponele poneles ponerle ponerles pongale pongales ponedle
  nombre diga digan ponga pongan dice pone decir dijera pusiera
  deberia debe tendria tiene
  donde vez lugar mejor prefiero preferiria preferimos quiero queria quisiera queremos querria gustaria me nos le les
  podes puedes podrias podria podeis pueden podrian podemos puede se
  ficha formulario pantalla apartado seccion parte lista tabla
  pasa pase pasara pasaria a llamarse ahora tambien favor porfa xfa pls plis gracias hola oye mira bueno che
  por favor si no es molestia seria posible hay que habria`.split(/\s+/u),
);

/** Words that open a question or a request, capitalised after "¿": never a new name. */
const OPENERS = new Set(
  'podes puedes podrias podria podeis pueden podrian podemos se me nos quiero queria querria quisiera me gustaria hay habria seria necesito necesitamos que y es esta'.split(
    ' ',
  ),
);

/** The words that are no name of the app and could be the new one: capitals or quotes. */
function freshNames(
  toks: Tok[],
  mentions: Mention[],
  options: OptionMention[],
  names: Names,
): Tok[][] {
  const taken = (i: number) => mentions.some((m) => m.from <= i && i < m.to);
  // The new name: a quoted span, or the one run of capitalised words that names nothing.
  const runs: Tok[][] = [];
  let run: Tok[] = [];
  for (const [i, t] of toks.entries()) {
    const capitalised =
      (t.kind === 'quote' && !t.question) ||
      (t.kind === 'word' &&
        /^\p{Lu}/u.test(t.raw) &&
        i > 0 &&
        toks[i - 1]!.kind !== 'punct' &&
        !OPENERS.has(t.f));
    const joiner = run.length > 0 && t.kind === 'word' && /^(?:de|del|la|el|y)$/u.test(t.f);
    if ((capitalised && !taken(i)) || (joiner && toks[i + 1] && /^\p{Lu}/u.test(toks[i + 1]!.raw)))
      run.push(t);
    else {
      if (run.length > 0) runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  const valued = (r: Tok[]) => {
    const i = toks.indexOf(r[0]!);
    return options.some((o) => o.from <= i && i < o.to);
  };
  return runs.filter(
    (r) =>
      !valued(r) &&
      names.match(
        r.flatMap((x) => x.f.split(/\s+/u)),
        false,
      ).length === 0,
  );
}

function rename(
  toks: Tok[],
  mentions: Mention[],
  options: OptionMention[],
  names: Names,
): ChangeOperation[] | null {
  if (options.length > 0) return null;
  // "cambiarle el nombre a Veterinarios": the word "nombre" asks for the rename.
  mentions = mentions.filter((m) => !toks.slice(m.from, m.to).every((x) => x.f === 'nombre'));
  const fresh = freshNames(toks, mentions, options, names);
  // "Fecha de alta debería decir Fecha de inscripción": what follows "decir", "que diga",
  // "llamarse" to the clause's end, in capitals, is the new name even when it starts like
  // another name of the app.
  if (fresh.length === 0) {
    const cue = toks.findIndex((t) => NAME_FOLLOWS.test(t.f));
    if (cue >= 0 && toks[cue + 1] && /^\p{Lu}/u.test(toks[cue + 1]!.raw)) {
      let end = cue + 1;
      while (end < toks.length && toks[end]!.kind === 'word') end++;
      const said = toks.slice(cue + 1, end);
      if (
        said.length <= 4 &&
        names.match(
          said.map((x) => x.f),
          false,
        ).length === 0
      ) {
        fresh.push(said);
        mentions = mentions.filter((m) => m.to <= cue + 1 || m.from >= end);
      }
    }
  }
  if (fresh.length !== 1) return null;
  // "Llama a Marta, la veterinaria": someone to call, not a new name.
  const at = toks.indexOf(fresh[0]![0]!);
  if (/^(?:a|al)$/u.test(toks[at - 1]?.f ?? '') && /^llam/u.test(toks[at - 2]?.f ?? ''))
    return null;
  // "Cuota llámela Tipo de cuota": a new name runs on in lower case to the clause's end.
  let end = toks.indexOf(fresh[0]!.at(-1)!) + 1;
  // (It stops at a word of asking, "donde ahora dice …", or at another capital.)
  const stops = (k: number) =>
    (RENAME_WORDS_AFTER.test(toks[k]!.f) &&
      !(toks[k]!.f === 'por' && toks[k + 1]?.f !== 'favor')) ||
    (RENAME_WORDS.has(toks[k]!.f) &&
      !/^(?:de|del|la|el|los|las|y|e|por|a|en)$/u.test(toks[k]!.f)) ||
    /^\p{Lu}/u.test(toks[k]!.raw);
  while (end < toks.length && toks[end]!.kind === 'word' && !stops(end)) end++;
  if (end === toks.length || toks[end]!.kind === 'punct')
    fresh[0] = toks.slice(toks.indexOf(fresh[0]![0]!), end);
  if (fresh[0]!.length > 4) return null;
  // Every word of the clauses that ask is a name, the new name or a word of asking; a clause
  // that only gives a reason ("…, que me lo ha pedido mi socia") is set aside.
  const newName = new Set(fresh[0]!);
  const kept: Mention[] = [];
  for (const [from, to] of clauseSpans(toks)) {
    const words = toks.slice(from, to).filter((x) => x.kind !== 'punct');
    const asks =
      words.some((x) => newName.has(x)) || RENAME_CUE.test(words.map((x) => x.f).join(' '));
    if (!asks && words.length > 0 && REASON_OPENING.test(words[0]!.f)) continue;
    for (let k = from; k < to; k++) {
      const t = toks[k]!;
      if (t.kind === 'punct' || newName.has(t)) continue;
      const m = mentions.find((x) => x.from <= k && k < x.to);
      if (m) {
        if (!kept.includes(m)) kept.push(m);
        continue;
      }
      if (!RENAME_WORDS.has(t.f)) return null;
    }
  }
  mentions = kept;
  const target = oneTarget(mentions);
  if (!target) return null;
  // "cambia la zona a Triana" sets a value; "cambia Dirección por Domicilio" renames a label.
  if (!RENAME_SAID.test(fold(toks.map((x) => x.raw).join(' ')))) {
    const named = mentions.find((m) =>
      m.targets.some((x) => x.kind === target.kind && x.entity.key === target.entity.key),
    );
    const first = named && toks[named.from];
    if (!first || !(first.kind === 'quote' || /^\p{Lu}/u.test(first.raw))) return null;
  }
  const said = labelFrom(fresh[0]!);
  // ("cámbialo a Número" asks for a type, not a name.)
  if (TYPE_WORDS.some(([w]) => fold(said) === w)) return null;
  if (!said || fold(said) === fold(target.field?.label ?? target.entity.label)) return null;
  if (target.kind === 'field')
    return [
      { op: 'renameField', entity: target.entity.key, field: target.field!.key, label: said },
    ];
  return [{ op: 'renameEntity', entity: target.entity.key, label: singularLabel(said) }];
}

// ——— types ———

const PLAIN_TYPES = new Set([
  'texto largo',
  'texto corto',
  'fecha y hora',
  'fecha con hora',
  'si o no',
  'si/no',
  'parrafo',
  'texto',
  'numero',
  'numerico',
  'entero',
  'fecha',
  'booleano',
  'casilla',
]);

/** Type words that are no field's name ("móvil", "precio" could be either: never inferred). */
const TYPE_NAMES = TYPE_WORDS.filter(([w]) => PLAIN_TYPES.has(w))
  .map(([w]) => w.replace('/', '\\/'))
  .join('|');
/** A type word after "a", "como", "en", "que sea (un|una)": "pásalo a texto", "mejor como número". */
const TYPE_CUE = new RegExp(
  `\\b(?:a|como|en|sea|ser|de tipo|tipo) (?:un |una |de )?(${TYPE_NAMES})\\b`,
  'u',
);
/** A list to choose from: "que se elija de una lista", "como desplegable", "escoger entre". */
const CHOICE_CUE =
  /\b(?:(?:como|en|de|sea|una|un) (?:lista|desplegable|seleccion|opciones)|(?:usa|usad|usar|use|usen|con|pon|poned|ponle) (?:las )?opciones|(?:eleg|escog|elij|escoj|seleccion)[a-z]* (?:de una lista|entre|de entre)|opciones fijas)\b/u;

function retype(toks: Tok[], mentions: Mention[], folded: string): ChangeOperation[] | null {
  // The values of a list, after a colon, "entre" or "lista": each in capitals, or between commas.
  let values: Tok[][] = [];
  let before = toks.length;
  if (CHOICE_CUE.test(folded)) {
    const at = toks.findIndex(
      (t, i) =>
        t.f === ':' ||
        (t.f === 'entre' && i > 0) ||
        (/^(?:lista|desplegable)$/u.test(t.f) && toks[i + 1]?.f === ':'),
    );
    // ("¿la puedes convertir en opciones? Yoga, Pilates y Spinning": the values after the question.)
    const asked = toks.findIndex((t) => t.kind === 'punct' && /[?.]/u.test(t.f));
    if (at < 0 && asked < 0) return null;
    const start =
      at < 0 ? asked + 1 : toks[at]!.f === ':' ? at + 1 : toks[at + 1]?.f === ':' ? at + 2 : at + 1;
    values = listValues(toks, start);
    if (values.length < 2) return null;
    before = at < 0 ? asked : at;
  }
  // The field: the one name said before the values (or anywhere, when there are none).
  const named = mentions.filter((m) => m.to <= before || m.from < 0);
  const target = oneTarget(named);
  if (target?.kind !== 'field') return null;
  if (values.length > 0) {
    const options = values.map((v) => v.map((x) => x.raw).join(' '));
    if (new Set(options.map(fold)).size !== options.length) return null;
    return [
      {
        op: 'changeFieldType',
        entity: target.entity.key,
        field: target.field!.key,
        type: 'choice',
        options,
      },
    ];
  }
  const types = [...folded.matchAll(new RegExp(TYPE_CUE.source, 'gu'))].map(
    (m) => TYPE_WORDS.find(([w]) => w === m[1])![1],
  );
  if (new Set(types).size !== 1) return null;
  return [
    { op: 'changeFieldType', entity: target.entity.key, field: target.field!.key, type: types[0]! },
  ];
}

/** "Yoga, Pilates, Spinning y Musculación": the values of a list, up to its end. */
function listValues(toks: Tok[], start: number): Tok[][] {
  const out: Tok[][] = [[]];
  let j = start;
  for (; j < toks.length; j++) {
    const t = toks[j]!;
    if (t.kind === 'punct' && t.f === ',') out.push([]);
    else if (t.kind === 'word' && /^(?:y|o|e|u)$/u.test(t.f)) out.push([]);
    else if (t.kind === 'punct') break;
    else out.at(-1)!.push(t);
  }
  const values = out.filter((v) => v.length > 0);
  // Each value in capitals, 1–3 words, and nothing after the list but a stop.
  if (values.some((v) => v.length > 4 || !/^\p{Lu}/u.test(v[0]!.raw))) return [];
  if (j < toks.length && !/[.!?;]/u.test(toks[j]!.f)) return [];
  return values;
}

// ——— additions ———

/** Words that ask for something new to be kept, each followed by what. */
const ADD_WORD =
  /^(?:(?:anad|agreg|incluy|incorpor)[a-z]*|met(?:e|er|a|an|ed|ele|eles|erle|erles)|pon|pone|ponga|pongan|poned|poner|ponle|ponles|ponele|poneles|ponerle|ponerles|pongale|pongales|ponedle|tener|tenga|tengan|tuviera|tuvieran|guardar|guarde|guarden|apuntar|apunte|apunten|anotar|anote|anoten|registrar|registre|llevar|lleve|saber|falta|faltan|faltaria|faltarian|necesito|necesitamos|necesitaria|necesitariamos)$/u;
/** Words of a yes/no question after "si": "marcar si cada producto es sin gluten". */
const ASK_IF = /^(?:marcar|indicar|saber|apuntar|anotar|poner|registrar|senalar|guardar)$/u;
/** Words before a new field's name. */
const LABEL_FILLER = new Set([
  ...ARTICLES,
  'tambien',
  'campo',
  'dato',
  'hueco',
  'sitio',
  'para',
  'su',
  'sus',
]);
/** Words that end a clause's new name: "no tienen email y lo necesitamos". */
const CLAUSE_JOINER = /^(?:y|e|o|u|que|porque|pero|pues)$/u;
/** Where a new field goes: "de cada corista", "a los productos", "en las reuniones". */
const WHERE = /^(?:de|del|a|al|en|para)$/u;
const WHOSE = new Set(['cada', 'los', 'las', 'el', 'la', 'todos', 'todas']);

function addition(
  toks: Tok[],
  mentions: Mention[],
  options: OptionMention[],
  names: Names,
): ChangeOperation[] | null {
  const values = addedOptions(toks, mentions, options, names);
  if (values !== undefined) return values;
  // ("Los árbitros no tienen email": what a list lacks.)
  const cues = toks.flatMap((t, i) =>
    t.kind === 'word' &&
    (ADD_WORD.test(t.f) ||
      (ASK_IF.test(t.f) && toks[i + 1]?.f === 'si') ||
      (/^(?:tiene|tienen)$/u.test(t.f) && toks[i - 1]?.f === 'no'))
      ? [i]
      : [],
  );
  const found: { entity: DataEntity; label: string; type: FieldType }[] = [];
  for (const c of cues) {
    const span: [number, number] = [0, 0];
    const read = fieldAfter(toks, c, mentions, span);
    // (A name of the app inside the new field's name, "fecha" in "fecha de alta", is no list.)
    const inside = (m: Mention) => m.from >= span[0] && m.to <= span[1] && span[1] > span[0];
    // ("el horno de leña" with a field Horno of choices is a value of it, not a new field.)
    if (mentions.some((m) => inside(m) && m.targets.some((x) => x.field?.type === 'choice')))
      return null;
    mentions = mentions.filter((m) => !inside(m));
    if (read === 'unknown') return null;
    if (!read) continue;
    // Said where it goes, or of the one list the instruction names.
    const entity = read.entity ?? topicEntity(mentions.filter((m) => m.to <= c));
    if (!read.entity && mentions.some((m) => m.from > c)) return null;
    if (!entity) return null;
    found.push({ ...read, entity });
  }
  const distinct = found.filter(
    (f, i) =>
      found.findIndex((g) => g.entity.key === f.entity.key && fold(g.label) === fold(f.label)) ===
      i,
  );
  if (distinct.length !== 1) return null;
  const f = distinct[0]!;
  // Every list the instruction names is the one the field goes to.
  const others = mentions.filter((m) => !m.targets.some((x) => x.entity.key === f.entity.key));
  if (others.length > 0) return null;
  if (f.entity.fields.some((x) => fold(x.label) === fold(f.label))) return null;
  return [
    {
      op: 'addField',
      entity: f.entity.key,
      field: { label: f.label, type: f.type, required: false },
    },
  ];
}

/** The new field a cue at `c` asks for, and where: "tener el correo electrónico de cada corista". */
function fieldAfter(
  toks: Tok[],
  c: number,
  mentions: Mention[],
  span: [number, number] = [0, 0],
): { entity: DataEntity | null; label: string; type: FieldType } | 'unknown' | null {
  let j = c + 1;
  // "marcar si cada producto es sin gluten", "saber si cada herramienta tiene garantía".
  if (ASK_IF.test(toks[c]!.f) && toks[j]?.f === 'si') {
    j++;
    while (toks[j] && WHOSE.has(toks[j]!.f)) j++;
    const m = mentions.find((x) => x.from === j);
    const entity = m && onlyEntity(m);
    if (!entity) return 'unknown';
    j = m.to;
    const verb = toks[j]?.f;
    if (!/^(?:es|esta|tiene|son|estan|tienen)$/u.test(verb ?? '')) return 'unknown';
    const words = labelWords(toks, j + 1);
    if (!words) return 'unknown';
    const said = labelFrom(words);
    const label = /^tien/u.test(verb!) ? `Tiene ${said[0]!.toLowerCase()}${said.slice(1)}` : said;
    return { entity, label, type: 'boolean' };
  }
  while (toks[j] && toks[j]!.kind === 'word' && LABEL_FILLER.has(toks[j]!.f)) j++;
  if (!toks[j] || toks[j]!.kind === 'punct') return null;
  // What is named right after the cue is the new field, up to where it goes.
  const start = j;
  const ends = (k: number) =>
    CLAUSE_JOINER.test(toks[k]!.f) && !(toks[k]!.f === 'y' && toks[k + 1]?.f === 'hora');
  // "el teléfono de contacto de cada objeto": a "de" that names no list is part of the name.
  const placeAt = (k: number) => {
    let n = k + 1;
    while (toks[n] && WHOSE.has(toks[n]!.f)) n++;
    return mentions.some((x) => x.from === n && onlyEntity(x));
  };
  for (;;) {
    while (toks[j] && toks[j]!.kind === 'word' && !WHERE.test(toks[j]!.f) && !ends(j)) j++;
    if (toks[j] && /^(?:de|del)$/u.test(toks[j]!.f) && !placeAt(j) && j + 1 < toks.length) j++;
    else break;
  }
  const words = labelWords(toks, start, j);
  if (!words) return 'unknown';
  span[0] = start;
  span[1] = j;
  if (!toks[j] || toks[j]!.kind === 'punct' || ends(j)) {
    // (After a colon come the new thing's parts: "llevar las cosechas: en cada una, …".)
    if (toks[j]?.f === ':') return 'unknown';
    const label = labelFrom(words);
    return { entity: null, label, type: inferType(fold(label)) };
  }
  j++;
  while (toks[j] && WHOSE.has(toks[j]!.f)) j++;
  const m = mentions.find((x) => x.from === j);
  const entity = m && onlyEntity(m);
  if (!entity) return 'unknown';
  const after = toks[m.to];
  if (after && after.kind !== 'punct' && !OBJECT_END.test(after.f)) return 'unknown';
  const label = labelFrom(words);
  return { entity, label, type: inferType(fold(label)) };
}

/** The words of a new field's name from `from` (to `to`, or the clause's end): 1–4 nouns. */
function labelWords(toks: Tok[], from: number, to?: number): Tok[] | null {
  let end = from;
  const limit = to ?? toks.length;
  while (end < limit && toks[end]!.kind === 'word') end++;
  if (to === undefined && end < toks.length && toks[end]!.kind !== 'punct') return null;
  const words = toks.slice(from, end);
  if (words.length === 0 || words.length > 4) return null;
  if (words.some((w) => /^(?:que|y|o|porque|si|no|ya|me|nos|se|lo|la|le|les|los|las)$/u.test(w.f)))
    return null;
  // A verb is not a name ("felicitarle", "necesitamos").
  if (
    words.some((w) => {
      const a = analyze(w.f);
      return a.length > 0 && a.every((x) => x.pos === 'verb');
    })
  )
    return null;
  if (fold(words[0]!.raw) !== words[0]!.f && !/^\p{L}/u.test(words[0]!.raw)) return null;
  return words;
}

/** The one list an instruction names, named by itself (not as a field). */
function topicEntity(mentions: Mention[]): DataEntity | null {
  const entities = new Set(mentions.map(onlyEntity));
  if (entities.size !== 1) return null;
  return [...entities][0] ?? null;
}

function onlyEntity(m: Mention): DataEntity | null {
  const entities = m.targets.filter((x) => x.kind === 'entity');
  return entities.length === 1 ? entities[0]!.entity : null;
}

/**
 * "Nos falta Teatro entre los géneros", "añade Kamut al tipo de masa": new values, in capitals
 * or quoted, and the one choice field they go to. Undefined when no such value is named.
 */
function addedOptions(
  toks: Tok[],
  mentions: Mention[],
  options: OptionMention[],
  names: Names,
): ChangeOperation[] | null | undefined {
  const fresh = freshNames(toks, mentions, options, names);
  // ("Falta el DNI en los clientes": an acronym is a name, not a value.)
  if (fresh.every((r) => r.length === 1 && /^\p{Lu}{2,5}$/u.test(r[0]!.raw))) return undefined;
  const fields = unique(
    mentions.flatMap((m) =>
      m.targets.filter((x) => x.kind === 'field' && x.field!.type === 'choice'),
    ),
  );
  if (fields.length !== 1) return null;
  const field = fields[0]!;
  // No other list or field named.
  if (!mentions.every((m) => m.targets.some((x) => x.entity.key === field.entity.key))) return null;
  const said = fresh.flatMap((r) => splitValues(r));
  if (said.length === 0 || said.some((v) => v.length > 3)) return null;
  return [
    {
      op: 'addOptions',
      entity: field.entity.key,
      field: field.field!.key,
      options: said.map((v) => labelFrom(v)),
    },
  ];
}

/** "Kamut y Trigo sarraceno" is two values. */
function splitValues(run: Tok[]): Tok[][] {
  const out: Tok[][] = [[]];
  for (const t of run)
    if (t.f === 'y') out.push([]);
    else out[out.length - 1]!.push(t);
  return out.filter((x) => x.length > 0);
}
