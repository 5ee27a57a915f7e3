// Who sees what and the mails, read from everyday words (issue 39 item 5; decision 0235):
// "que los clientes pidan cita pero solo yo vea todas" → formulario on Citas, "cada familia ve
// solo lo de su hijo" → vinculada through the reference to the child, "avísame por correo
// cuando llegue un pedido" → notify onCreate. Each rule is data: an id, a pattern over the
// folded text, what it yields, and its own examples and counter-examples (run by one generic
// test, change-settings.test.ts). The reader asks these rules first; a rule that matches but
// cannot fill a slot (which entity? which email is the account?) is a question, never a
// guess; a rule that does not match leaves the instruction to the clause reader.

import type { ChangeOperation } from '../../../../contracts/app-changes.ts';
import type { DataEntity, DataField, DataModel } from '../../../../contracts/data-model.ts';
import { fill, messages } from '../../../../contracts/messages.ts';
import {
  CURRENCY_NAMES,
  CURRENCY_SAID,
  CURRENCY_TALK,
  PESO_CURRENCIES,
} from '../../../engine/changes/words.ts';
import { applyOperations, type ChangeDesign, summarize } from './change-apply.ts';
import { CLIPPED, verbIntent } from './change-lexicon.ts';
import { distance, tolerance } from './change-match.ts';
import { fold, pluralize } from './morphology.ts';

const t = messages.changes;
const COURTESY =
  /^(?:por favor|porfa|porfi|xfa|gracias|muchas gracias|mil gracias|si no es molestia|si puedes|ya esta|y ya esta|nada mas|eso es todo)$/;
/** Verbs of wanting, not of adding ("quiero que me avisen"). */
const WANTS = new Set(['quiero', 'quisiera', 'queria', 'querria', 'necesito', 'ocupo']);

export type SettingReading =
  | { ok: true; operations: ChangeOperation[]; summary: string[] }
  | {
      ok: false;
      reason: 'not_understood' | 'ambiguous' | 'nothing_to_change';
      message: string;
      /** The rule's reading with its open slot filled by each fitting part of the app. */
      candidates: ChangeOperation[][];
    };

type Slots = { text: string; match: RegExpExecArray; model: DataModel; part: string };
/** What a rule yields: operations, or a question with the candidates that would answer it. */
type Yield =
  | ChangeOperation[]
  | {
      ask: string;
      candidates: ChangeOperation[][];
      reason?: 'not_understood' | 'nothing_to_change';
    }
  | null;

export interface SettingRule {
  id: string;
  /** Over the folded instruction (lowercase, no accents, one space). */
  pattern: RegExp;
  read: (slots: Slots) => Yield;
  /** Instructions on a named eval definition and what they must give (null: a question). */
  examples: { definition: string; instruction: string; expected: ChangeOperation[] | null }[];
  /** Instructions this rule must leave alone (another reader's, or out of scope). */
  counterExamples: { definition: string; instruction: string }[];
  /**
   * Read even when the instruction says an order's verb, if it is its only one and of this
   * intent ("quita el contador de …", "ponme en cada hortelano cuántos …"); a second order is
   * another part of the instruction, read by `readParts`.
   */
  ownVerbs?: 'add' | 'remove';
  /** Read before any verb is weighed («pon los precios en soles»: the verb orders nothing). */
  anyVerb?: true;
}

// ——— names in the text ———

type Named<T> = { item: T; at: number };

const normalize = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Where each of `forms` (folded phrases) is said in `text`, with a typo where still clear. */
function saidAt(text: string, forms: string[]): number[] {
  const words = text.split(' ');
  const hits: number[] = [];
  // («ensallos» for «ensayos»: «ll» and «y» sound the same to most owners.)
  const sound = (x: string) => x.replace(/ll/g, 'y');
  for (const form of new Set(forms.filter(Boolean))) {
    const n = form.split(' ').length;
    for (let i = 0; i + n <= words.length; i++) {
      const said = words.slice(i, i + n).join(' ');
      if (
        said === form ||
        (form.length >= 5 && distance(said, form, 2) <= tolerance(form)) ||
        (form.length >= 5 && sound(said) === sound(form))
      )
        hits.push(words.slice(0, i).join(' ').length + (i > 0 ? 1 : 0));
    }
  }
  return hits;
}

const formsOf = (label: string) => {
  const f = normalize(label);
  const forms = [f, normalize(pluralize(label))];
  // "sus bicis" for «Bicicleta»: the head word as owners cut it short (CLIPPED).
  const [head, ...rest] = f.split(' ');
  const short = CLIPPED[head ?? ''];
  if (short) forms.push([short, ...rest].join(' '), [`${short}s`, ...rest].join(' '));
  return forms;
};

/** The entities named in `text` (by label, plural or key), first mention first. */
function entitiesIn(text: string, model: DataModel): Named<DataEntity>[] {
  const out: Named<DataEntity>[] = [];
  for (const e of model.entities) {
    const at = saidAt(text, [
      ...formsOf(e.label),
      normalize(e.labelPlural),
      e.key.replace(/_/g, ' '),
    ]);
    if (at.length > 0) out.push({ item: e, at: Math.min(...at) });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The fields of `entity` named in `text`. */
function fieldsIn(text: string, entity: DataEntity): Named<DataField>[] {
  const out: Named<DataField>[] = [];
  for (const f of entity.fields) {
    const at = saidAt(text, formsOf(f.label));
    if (at.length > 0) out.push({ item: f, at: Math.min(...at) });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** A person's child said as a kinship word: the entity of children, by its own name. */
const CHILD_WORDS = ['hijo', 'hija', 'hijos', 'hijas', 'nino', 'nina', 'peque', 'bebe', 'alumno'];
const CHILD_LABELS = /^(?:nino|nina|ninos|alumno|alumna|peque|bebe|hijo|hija|menor|pequeno)s?$/;

function entityOfWord(word: string, model: DataModel): DataEntity[] {
  const named = entitiesIn(word, model).map((x) => x.item);
  if (named.length > 0) return named;
  // "cada profe": a word cut short, the start of one list's name only.
  const cut = word.replace(/s$/, '');
  if (cut.length >= 4) {
    const starts = model.entities.filter(
      (e) => normalize(e.label).startsWith(cut) && normalize(e.label) !== cut,
    );
    if (starts.length === 1) return starts;
  }
  if (!CHILD_WORDS.includes(word)) return [];
  return model.entities.filter(
    (e) => CHILD_LABELS.test(normalize(e.label)) || CHILD_LABELS.test(normalize(e.labelPlural)),
  );
}

const unique = <T>(list: T[]) => [...new Set(list)];

function whichEntity(part: string, model: DataModel, make: (e: DataEntity) => ChangeOperation[]) {
  return {
    ask: fill(t.whichEntity, { part }),
    candidates: model.entities.map(make),
  };
}

// ——— words ———

const MAIL = '(?:un )?(?:correo|email|e mail|mail|aviso|notificacion)';
const TO_ME =
  `(?:avisame|avisanos|avisenme|avisadme|avisarme|aviseme|avisenos|notificame|notifiquenme|notifiqueme|` +
  `(?:mandame|mandanos|enviame|envianos|mandeme|envieme) ${MAIL}|` +
  `(?:que )?(?:me|nos) (?:avise|avisen|avisa|llegue ${MAIL}|mande ${MAIL}|manden ${MAIL}|envie ${MAIL}|envien ${MAIL})|` +
  `quiero (?:que me avisen|recibir ${MAIL}|enterarme))`;
/** Channels other than mail, and reminders in time: not what `notify` does. */
const NOT_MAIL =
  /\b(?:whatsapp|wasap|sms|telegram|mensaje de texto|llamada|llamar|recordatorio|recuerde|recuerdes|manana|antes de|dia antes|le toque|les toque|cumpleanos|cada dia|cada semana|cada mes)\b/;
const WHEN_NEW =
  /\b(?:cuando|cada vez que|cada vez q|cada que|en cuanto|si) (?:(?:me |nos )?(?:llegue|llegan?|entre|entren|entra|entran|pidan|pida|hagan|haga|envien|envie|manden|mande|reserven|reserve|creen|cree|anadan|anada|registren|registre|apunte|apunten|inscriba|inscriban|solicite|soliciten)|(?:alguien )?se (?:cree|creen|haga|hagan|registre|registren|envie|envien|anada|anadan|apunte|apunten|pida|pidan|reserve|reserven|inscriba|inscriban|anote|anoten|matricule|matriculen|cargue|carguen|suba|suban|agregue|agreguen|de de alta|den de alta|da de alta|dan de alta|agende|agenden|agenda|agendan)|alguien (?:pida|haga|envie|mande|reserve|cree|anada|registre|apunte|inscriba|solicite|deje|rellene|encargue|compre|alquile|contrate|done|cargue|suba|agregue|anote|agende)|(?:un|una|algun|alguna|el|la) [a-z]+ (?:me |nos )?(?:pida|haga|envie|mande|reserve|anada|registre|apunte|inscriba|solicite|deje|rellene|encargue|compre)|haya (?:un|una) (?:nuevo|nueva)|(?:un|una) (?:nuevo|nueva)|entre (?:un|una)|llegue (?:un|una))\b/;
/**
 * Someone signs up to something ("cada vez que alguien se apunte a un taller"): the record the
 * act makes is one of the list that points at what is signed up to (an «inscripción», a
 * «reserva»), never that thing. Group 1 the verb, group 2 what follows the preposition.
 */
const SIGNS_UP =
  /\b(?:cuando|cada vez que|cada vez q|cada que|en cuanto|si) (?:alguien |alguno |alguna |un [a-z]+ |una [a-z]+ )?se (apunte|apunten|inscriba|inscriban|anote|anoten|matricule|matriculen) (?:a|al|en) ((?:(?:un|una|el|la|los|las|alguno de los|alguna de las|algun|alguna) )?[a-z]+(?: de [a-z]+)?)/;
const CHANGED =
  /\b(?:cuando|cada vez que|en cuanto|si) (?:(?:le |les )?(?:cambie|cambien|cambia|cambian|se cambie|se cambien|se actualice|actualice|actualicen|pase a|pasen a)|(?:el|la|su|sus) [a-z ]+? (?:cambie|cambien|cambia|pase|se actualice))\b/;
const TO_AUTHOR =
  /\b(?:avisa|avise|avisad|avisen|avisar|avisarle|avisale|avisales|avisenle|notifica|notifique|notificale|notificar|mandale|mandales|enviale|enviales|mande|manda|envia|envie|que (?:le|les) (?:llegue|avise|avisen|mande|manden|envie|envien|avisemos)|que se (?:le|les) avise)\b/;

const SUBMIT_VERBS =
  'avisar de|avisen de|avise de|pidan|pida|pedir|envien|envie|enviar|manden|mande|mandar|hagan|haga|hacer|reserven|reserve|reservar|soliciten|solicite|solicitar|apunten|apunte|apuntarse|anoten|anote|anotar|anotarse|inscriban|inscriba|inscribirse|inscribir|dejen|deje|dejar|rellenen|rellene|rellenar|encarguen|encargue|encargar|presenten|presente|presentar|aparten|aparte|apartar';
const ASKING_FORJA =
  /\b(?:pedir|pedirte|pedirle|pediros|pido|pedirles|pedimos|solicitar|solicito|hacer|hacerte|hacerle) (?:(?:un|una|el|este|otro|algo|unos) )?(?:cambio|cambios|favor|peticion|pregunta|consulta)\b/g;
const SUBMIT = new RegExp(`\\b(?:${SUBMIT_VERBS})\\b`);
/** The noun a submission verb makes, when the entity is only named by it ("pedir" → pedido). */
const VERB_NOUNS: [RegExp, string[]][] = [
  [/^(?:pidan|pida|pedir)$/, ['pedido', 'peticion', 'solicitud']],
  [/^(?:reserven|reserve|reservar|reserva|reservan|aparten|aparte|apartar)$/, ['reserva']],
  [/^(?:soliciten|solicite|solicitar)$/, ['solicitud']],
  [
    /^(?:inscriban|inscriba|inscribirse|inscribir|apunten|apunte|apuntarse|anoten|anote|anotar|anotarse)$/,
    ['inscripcion'],
  ],
  [/^(?:encarguen|encargue|encargar)$/, ['encargo']],
  [/^(?:alquilen|alquile|alquilar|alquila)$/, ['alquiler']],
  [/^(?:donen|done|donar|dona)$/, ['donacion']],
  [/^(?:contraten|contrate|contratar|contrata)$/, ['contratacion', 'contrato']],
];
const ONLY_ME_ALL =
  /\b(?:pero|y|aunque) (?:que )?(?:solo|solamente|nada mas) (?:yo|nosotros) (?:las |los |lo )?(?:vea|veo|vere|veamos|pueda ver|podamos ver|puedo ver|vemos|lea|leo|gestione)\b/;
const WITHOUT_ACCOUNT =
  /\bsin (?:tener que (?:crearse|crear|hacerse|abrir|registrarse|darse de alta)(?: una cuenta)?|cuenta|tener cuenta|registrarse|registrarte|registro|estar registrad[oa]s?|darse de alta|iniciar sesion|entrar|usuario|hacerse una cuenta|crear(?:se)? una cuenta)\b/;
const ANYONE =
  /\b(?:cualquiera|cualquier persona|todo el mundo|la gente|quien sea|el que quiera|quien quiera)\b/;
const EACH_SEES =
  /\bcada (?:uno|una|cual|persona|usuario|usuaria|miembro|[a-z]+) (?:entre con su (?:email|correo|mail) y )?(?:ve|vea|vean|ven|vera|viera|vieran|pueda ver|puede ver|pueda ver y editar|vea y edite|gestione|lleve) (?:solo|solamente|unicamente|nada mas) /;
/**
 * "que los clientes puedan entrar y ver sus bicicletas, pero cada uno solo las suyas", "que mis
 * clientes entren a la web y vean solamente sus propias bicicletas": each one sees only theirs,
 * said of all of them; read as "cada clientes entre con su email y vea solo sus bicicletas" (group
 * 1 who, 2 entering, 3 or 4 what).
 */
const THEIRS_EACH =
  /\b(?:los|las|mis|nuestros|nuestras) ([a-z]+) (?:(?:puedan|podran|pueden) )?((?:entrar|entren|acceder|accedan)(?: (?:a|en) (?:la web|la app|la aplicacion))? y )?(?:ver|vean|ven|consultar|consulten) (?:(?:solo|solamente|unicamente) sus (?:propios |propias )?([a-z]+)|sus ([a-z]+),? (?:pero )?(?:que )?cada (?:uno|una) (?:vea |pueda ver )?(?:solo |solamente )?(?:las suyas|los suyos|lo suyo))\b/;
/** "que entre con su email": the person's email is their account. */
const ENTERS_WITH =
  /\b(?:entr[a-z]*|acced[a-z]*|ingres[a-z]*|inici[a-z]* sesion|loguear[a-z]*) (?:a la app |en la app |a la aplicacion )?con (?:su|el|un) (?:email|correo|mail|e mail)\b/;
const ACCOUNT_IS =
  /\bsu cuenta (?:sea|puede ser|es|seria|podria ser) (?:el|su) (?:email|correo|mail)\b|\b(?:que )?(?:ese|ese email|ese correo|el email|el correo|su email|su correo) sea su (?:cuenta|usuario)\b/;
/** "los bonos los apunto yo", "los que le organizamos nosotros": the owner makes the records. */
const OWNER_MAKES =
  /\b(?:los|las|lo|la) (?:apunto|anoto|creo|hago|subo|organizo|registro|cargo|meto) yo\b|\b(?:los|las|lo|la|le|les) (?:apuntamos|anotamos|creamos|hacemos|organizamos|registramos|cargamos|metemos) (?:nosotros|nosotras)\b|\b(?:los|las|lo|la) doy de alta yo\b/;
/** "que las hacen ellas", "que ha dado de alta él": each person makes their own. */
const THEY_MAKE =
  /\b(?:los|las|lo|la) (?:hacen|crean|piden|reservan|suben|apuntan|registran) (?:ellos|ellas|ellos mismos|ellas mismas)\b|\bque (?:ha|han) (?:dado de alta|creado|subido|hecho|registrado)\b/;

// ——— the rules ———

function notifyOnCreate({ text, model, part }: Slots): Yield {
  if (NOT_MAIL.test(text) || CHANGED.test(text)) return null;
  const signUp = SIGNS_UP.exec(text);
  if (signUp) return notifyOnSignUp(signUp, model, part);
  const when = WHEN_NEW.exec(text);
  if (!when) return null;
  // What is made, said after the verb ("cada vez que una clienta me haga un encargo"), never
  // who makes it; else the entity named after "cuando …" ("cuando llegue un pedido"), else
  // anywhere. Something said after the verb that names no list is a question, not a guess.
  const rest = text.slice(when.index + when[0].length);
  const made = entitiesIn(rest, model);
  const make = (e: DataEntity): ChangeOperation[] => [
    { op: 'setNotify', entity: e.key, onCreate: true },
  ];
  if (
    made.length === 0 &&
    /^\s*(?:un|una|el|la)\s+[a-z]{3,}/.test(rest) &&
    /\b(?:un|una|algun|alguna|el|la) [a-z]+ (?:me |nos )?[a-z]+$/.test(when[0])
  )
    return whichEntity(part, model, (e) => [{ op: 'setNotify', entity: e.key, onCreate: true }]);
  // "cuando alguien alquile una tabla": the record the verb makes (an «Alquiler») when it
  // points at what is named, never the thing named.
  // «cuando alguien reserve una máquina»: a «Reserva de máquina» is named by the verb too.
  const lastVerb = when[0].split(' ').pop() ?? '';
  const byName = entitiesByVerb(lastVerb, model);
  const verbList = byName.length > 0 ? byName : entitiesByVerbStart(lastVerb, model);
  if (
    verbList.length === 1 &&
    made.length > 0 &&
    made[0]!.item !== verbList[0] &&
    verbList[0]!.fields.some((f) => f.type === 'reference' && f.ref === made[0]!.item.key)
  )
    return make(verbList[0]!);
  const after = made.length > 0 ? made : entitiesIn(text.slice(when.index), model);
  const named = after.length > 0 ? after : entitiesIn(text, model);
  const first = named[0];
  if (!first) {
    // The verb that ends the "when": «cuando alguien se inscriba» → «inscriba».
    const verb = when[0].split(' ').pop() ?? '';
    const byVerb = entitiesByVerb(verb, model);
    if (byVerb.length === 1) return make(byVerb[0]!);
    return whichEntity(part, model, make);
  }
  const others = unique(named.map((x) => x.item)).filter((e) => e !== first.item);
  if (others.length > 0 && after.length > 1)
    return {
      ask: fill(t.ambiguous, {
        part,
        options: [first.item, ...others].map((e) => `«${e.labelPlural}»`).join(' o '),
      }),
      candidates: [first.item, ...others].map(make),
    };
  return make(first.item);
}

/**
 * A mail for each sign-up: the one list that points at what is signed up to (or, several, the
 * one the verb names: «inscribirse» an «Inscripción»); a question among them otherwise; a
 * refusal that says why when the app has no such list.
 */
function notifyOnSignUp(signUp: RegExpExecArray, model: DataModel, part: string): Yield {
  const target = entitiesIn(signUp[2]!, model)[0]?.item;
  const make = (e: DataEntity): ChangeOperation[] => [
    { op: 'setNotify', entity: e.key, onCreate: true },
  ];
  if (!target) {
    const said = signUp[2]!.replace(
      /^(?:(?:un|una|el|la|los|las|alguno de los|alguna de las|algun|alguna) )/,
      '',
    );
    // As the owner wrote it, accents kept: «sesión», not the folded «sesion».
    const written = part.split(/[\s,.;:!?¿¡]+/u);
    const asWritten = said
      .split(' ')
      .map((w) => written.find((x) => fold(x).toLowerCase() === w)?.toLowerCase() ?? w)
      .join(' ');
    return {
      ask: fill(t.signUpListMissing, { part: asWritten }),
      candidates: [],
      reason: 'not_understood',
    };
  }
  const records = model.entities.filter((e) =>
    e.fields.some((f) => f.type === 'reference' && f.ref === target.key),
  );
  const byVerb = entitiesByVerb(signUp[1]!, model).filter((e) => records.includes(e));
  const made = records.length === 1 ? records : byVerb;
  if (made.length === 1) return make(made[0]!);
  if (records.length === 0)
    return {
      ask: fill(t.signUpRecordMissing, { list: target.labelPlural }),
      candidates: [],
      reason: 'not_understood',
    };
  return {
    ask: fill(t.ambiguous, { part, options: records.map((e) => `«${e.labelPlural}»`).join(' o ') }),
    candidates: records.map(make),
  };
}

/** "ya no le mande correo…", "deje de avisar…": the mail said before "cuando", turned off. */
const NOTIFY_CHANGE_OFF =
  /\b(?:ya no|no) (?:(?:le|les|me|nos) )?(?:mande|mandes|manden|mandeis|mandar|envie|envies|envien|enviar|avise|avises|avisen|avisar|notifique|notifiquen|quiero que)\b|\b(?:deja|deje|dejad|dejen|dejar|dejes) de (?:avisar|mandar|enviar|notificar)/;

function notifyOnChange({ text, model, part }: Slots): Yield {
  if (NOT_MAIL.test(text)) return null;
  const change = CHANGED.exec(text);
  if (!change || !TO_AUTHOR.test(text)) return null;
  // Mail to the owner on a change is not what `onChangeOf` does (it mails the author).
  if (new RegExp(`^(?:${TO_ME})\\b`).test(text)) return null;
  const entities = entitiesIn(text, model).map((x) => x.item);
  // The field: a field of a named entity (or, none named, of exactly one entity).
  const pool = entities.length > 0 ? entities : model.entities;
  const found = unique(
    pool.flatMap((e) => fieldsIn(text.slice(change.index), e).map((f) => ({ e, f: f.item }))),
  );
  const make = (e: DataEntity, f: DataField): ChangeOperation[] => [
    { op: 'setNotify', entity: e.key, onChangeOf: f.key },
  ];
  const choices = (list: DataEntity[]) =>
    list.flatMap((e) => e.fields.filter((f) => f.type === 'choice').map((f) => make(e, f)));
  if (found.length === 0)
    return {
      ask: fill(t.notifyWhichField, { part }),
      candidates: choices(pool),
      reason: 'not_understood',
    };
  const chosen = found.filter((x) => x.f.type === 'choice');
  if (chosen.length === 0) {
    const { e, f } = found[0]!;
    return {
      ask: fill(t.notifyNotChoice, { field: f.label, entity: e.label }),
      candidates: choices([e]),
      reason: 'not_understood',
    };
  }
  if (unique(chosen.map((x) => x.e)).length > 1 || chosen.length > 1)
    return {
      ask: fill(t.ambiguous, {
        part,
        options: chosen.map((x) => `«${x.f.label}» de «${x.e.labelPlural}»`).join(' o '),
      }),
      candidates: chosen.map((x) => make(x.e, x.f)),
    };
  const { e, f } = chosen[0]!;
  // "ya no le mande correo al alumno cuando cambie el estado": the author's mail, off — only
  // when it is on for that field; otherwise nothing is read here (never the mail turned on).
  if (NOTIFY_CHANGE_OFF.test(text.slice(0, change.index))) {
    if (e.notify?.onChangeOf !== f.key) return null;
    return [{ op: 'setNotify', entity: e.key, onChangeOf: null }];
  }
  return make(e, f);
}

/** The lists whose name opens with the noun a verb makes («reserva» → «Reserva de horno»). */
function entitiesByVerbStart(verb: string, model: DataModel): DataEntity[] {
  const nouns = VERB_NOUNS.find(([v]) => v.test(verb))?.[1] ?? [];
  return model.entities.filter((e) =>
    nouns.some((n) => normalize(e.label) === n || normalize(e.label).startsWith(`${n} `)),
  );
}

function entitiesByVerb(verb: string, model: DataModel): DataEntity[] {
  const nouns = VERB_NOUNS.find(([v]) => v.test(verb))?.[1] ?? [];
  return model.entities.filter((e) =>
    nouns.some((n) => formsOf(e.label).includes(n) || formsOf(e.label).includes(pluralize(n))),
  );
}

/** The entity a submission is of: the first named after the verb, else the verb's own noun. */
function submitted(text: string, model: DataModel): DataEntity[] | null {
  const verb = SUBMIT.exec(text);
  if (!verb) return null;
  const rest = text.slice(verb.index + verb[0].length);
  const after = entitiesIn(rest, model);
  if (after.length > 0) {
    const first = after[0]!.item;
    // "que la gente se pueda inscribir a los talleres": the place one signs up to; what is sent
    // is the one list named by the verb that points at it (Inscripción → Taller).
    if (
      /^ (?:a|al|en|para) (?:(?:los|las|el|la|un|una|cada) )?$/.test(rest.slice(0, after[0]!.at))
    ) {
      const byVerb = entitiesByVerbStart(verb[0], model).filter((e) =>
        e.fields.some((f) => f.type === 'reference' && f.ref === first.key),
      );
      if (byVerb.length === 1) return byVerb;
    }
    return [first];
  }
  // "que las inscripciones se puedan mandar sin registrarse": what is sent, said before «se».
  const before = text.slice(0, verb.index);
  if (/\bse (?:(?:pueda|puedan|puede|pueden|podran) )?$/.test(before)) {
    const named = unique(entitiesIn(before, model).map((x) => x.item));
    if (named.length === 1) return named;
  }
  return entitiesByVerb(verb[0], model);
}

function formulario({ text, model, part }: Slots): Yield {
  const anonymous = WITHOUT_ACCOUNT.test(text);
  // "que los bares hagan ellos mismos los pedidos y cada uno vea solo los suyos": people with an
  // account who make their own and each sees only theirs is `propia`, never a form only the
  // owner reads (a wrong change on a list that was already propia).
  const onlyMe = ONLY_ME_ALL.test(text);
  // "que las clientas puedan pedir cita sin registrarse": whoever submits, without an account
  // (never "que no puedan …").
  const anyoneWithout = anonymous && (ANYONE.test(text) || !/\bno (?:se )?puedan?\b/.test(text));
  if (!SUBMIT.test(text) || !(onlyMe || anyoneWithout)) return null;
  const make = (e: DataEntity): ChangeOperation[] => [
    anonymous
      ? { op: 'setRule', entity: e.key, rule: 'formulario', anonymous: true }
      : { op: 'setRule', entity: e.key, rule: 'formulario' },
  ];
  const found = submitted(text, model) ?? [];
  if (found.length !== 1) return whichEntity(part, model, make);
  return make(found[0]!);
}

/**
 * "que Esperas sea un formulario: …": the rule named by its word, on the one list named before
 * it; what follows the colon says how it works and names who submits, never another list.
 */
function formularioNamed({ text, match, model }: Slots): Yield {
  const before = text.slice(0, match.index);
  if (/\bno (?:(?:quiero|queremos) que )?(?:\S+ ){0,3}$/.test(before) || /\bno\b/.test(before))
    return null;
  const named = unique(entitiesIn(before, model).map((x) => x.item));
  if (named.length !== 1) return null;
  const e = named[0]!;
  return [
    WITHOUT_ACCOUNT.test(text)
      ? { op: 'setRule', entity: e.key, rule: 'formulario', anonymous: true }
      : { op: 'setRule', entity: e.key, rule: 'formulario' },
  ];
}

function propia({ text, model, part }: Slots): Yield {
  const each = EACH_SEES.exec(text);
  if (!each || / de su | de sus /.test(` ${text.slice(each.index)} `)) return null;
  // Sent without an account, nobody can see their own: a form's, never this rule.
  const submits = SUBMIT.test(text);
  if (submits && WITHOUT_ACCOUNT.test(text)) return null;
  const rest = text.slice(each.index + each[0].length);
  // "… solo los turnos donde está él": the records named, said of the person.
  const whose =
    /^(?:los|las) [a-z]+ (?:donde (?:esta|sale|aparece) (?:el|ella)|que ha dado de alta|a su nombre)\b/.test(
      rest,
    );
  if (
    !whose &&
    !/^(?:lo suyo|los suyos|las suyas|sus |lo que (?:crea|ha creado|anade|sube|escribe))/.test(rest)
  )
    return null;
  const make = (e: DataEntity): ChangeOperation[] => [
    { op: 'setRule', entity: e.key, rule: 'propia' },
  ];
  // "cada socio ve solo sus reservas": what is seen; else an entity named outside "cada X".
  const seen = rest.startsWith('sus ') || whose ? entitiesIn(rest, model) : [];
  const subject = each[0].split(' ')[1] ?? '';
  const elsewhere = entitiesIn(text, model).filter(
    (x) => !(x.at === each.index + 5 && subject.length > 0),
  );
  // "que los bares hagan los pedidos y cada uno vea solo los suyos": what they make.
  const made = submits && seen.length === 0 ? (submitted(text, model) ?? []) : [];
  const entities =
    made.length === 1 ? made : unique((seen.length > 0 ? seen : elsewhere).map((x) => x.item));
  if (entities.length !== 1) return whichEntity(part, model, make);
  const linked = linkedToSubject(text, subject, entities[0]!, model);
  if (linked) return linked;
  return make(entities[0]!);
}

/**
 * "cada cliente entre con su correo y vea solo sus eventos", "los bonos los apunto yo, pero que
 * cada alumno vea solo los suyos": the records the owner makes, each person sees those that
 * point at them (`vinculada`, and their email as the account when none is). Null when the
 * person makes their own («que las hacen ellas»), is no list of the app, or is not pointed at
 * by one reference.
 */
function linkedToSubject(text: string, subject: string, seen: DataEntity, model: DataModel): Yield {
  if (THEY_MAKE.test(text) || !(ENTERS_WITH.test(text) || OWNER_MAKES.test(text))) return null;
  const persons = entityOfWord(subject, model).filter((e) => e !== seen);
  if (persons.length !== 1) return null;
  const person = persons[0]!;
  const links = seen.fields.filter((f) => f.type === 'reference' && f.ref === person.key);
  if (links.length !== 1) return null;
  const ops: ChangeOperation[] = [
    { op: 'setRule', entity: seen.key, rule: 'vinculada', linkField: links[0]!.key },
  ];
  if (person.accountField === undefined) {
    const emails = person.fields.filter((f) => f.type === 'email');
    // They enter with an email the list does not have, or has twice: which one, a question.
    if (emails.length !== 1) return whichAccount(person, emails);
    ops.push({ op: 'setAccountField', entity: person.key, field: emails[0]!.key });
  }
  return ops;
}

/** Which email people enter with, asked: the list has none, or several («Email», «Email del tutor»). */
function whichAccount(
  person: { label: string; labelPlural: string },
  emails: { label: string }[],
): Yield {
  return {
    ask: fill(t.whichAccount, {
      entity: person.label,
      detail:
        emails.length === 0
          ? fill(t.accountNone, { entities: person.labelPlural.toLowerCase() })
          : fill(t.accountSeveral, {
              fields: emails.map((f) => `«${f.label}»`).join(', '),
              entities: person.labelPlural.toLowerCase(),
              field: emails[0]!.label.toLowerCase(),
            }),
    }),
    candidates: [],
    reason: 'not_understood',
  };
}

/** "que los técnicos entren con su email", "que ese sea su cuenta": the account, alone. */
function accountField({ text, model }: Slots): Yield {
  // Who sees what is another rule's ("… y vean solo sus citas"): the account alone is not it.
  if (EACH_SEES.test(text) || /\b(?:ve|vea|vean|ven|ver|viera|vieran)\b/.test(text)) return null;
  const named = unique(entitiesIn(text, model).map((x) => x.item)).filter((e) =>
    e.fields.some((f) => f.type === 'email'),
  );
  if (named.length !== 1) return null;
  const person = named[0]!;
  const emails = person.fields.filter((f) => f.type === 'email');
  if (emails.length !== 1 || person.accountField === emails[0]!.key) return null;
  return [{ op: 'setAccountField', entity: person.key, field: emails[0]!.key }];
}

/** "ya no quiero que me llegue un correo por cada cotización": the owner's mail, off. */
const NOTIFY_OFF =
  /\b(?:ya no|no) (?:quiero|necesito|hace falta) (?:que me (?:llegue|lleguen|avisen|avises|mandes|manden|envien)|recibir|(?:un|ningun|el) (?:correo|email|mail|aviso)|mas (?:correos|emails|mails|avisos))\b|\bya no (?:me|nos) (?:mande|mandes|manden|envie|envies|envien|avise|avises|avisen|notifique|notifiques|notifiquen)\b|\b(?:deja|deje|dejad|dejen) de (?:avisarme|mandarme|enviarme|avisarnos|mandarnos)\b/;

function notifyOff({ text, model }: Slots): Yield {
  const off = NOTIFY_OFF.exec(text);
  if (!off) return null;
  const after = entitiesIn(text.slice(off.index), model).map((x) => x.item);
  let on = unique(after).filter((e) => e.notify?.onCreate);
  // "… cada vez que alguien reserva el horno": the list the verb makes, that points at it.
  if (on.length === 0)
    on = unique(
      text
        .slice(off.index)
        .split(' ')
        .flatMap((w) => entitiesByVerbStart(w, model)),
    ).filter(
      (e) =>
        e.notify?.onCreate &&
        e.fields.some((f) => f.type === 'reference' && after.some((a) => a.key === f.ref)),
    );
  if (on.length !== 1) return null;
  return [{ op: 'setNotify', entity: on[0]!.key, onCreate: false }];
}

/** "quita el contador de reservas de las sesiones": a total shown on a record, removed. */
const REMOVE_VERB =
  '(?:quita|quite|quitad|quiten|quitar|quitale|saca|saque|sacad|saquen|sacar|borra|borre|borrad|borren|borra|elimina|elimine|eliminad|eliminen)(?:me|le|les)?';
const TOTAL_NOUN = '(?:contador|contadores|conteo|total|totales|recuento|suma|cuenta|numero)';
/**
 * A total shown on a record, taken away: «quita el contador de reservas de las sesiones», «quita
 * lo de cuántas inscripciones tiene cada curso», «en las tablas sobra el número de alquileres»,
 * «en las mesas ya no necesito ver cuántos invitados hay». What is said after it names the total.
 */
/** Where it is taken from, said between the verb and the total («quita de los cuadros el …»). */
const FROM_PLACE = '(?: (?:de|del|a|al|en)(?: (?:los|las|el|la))? [a-z]+)?';
const REMOVE_TOTAL_SAID = new RegExp(
  [
    `\\b${REMOVE_VERB}${FROM_PLACE} (?:el|la|los|las) (?:contador|contadores|conteo|total|totales|recuento|suma|cuenta) (?:de|del)\\b`,
    `\\b${REMOVE_VERB} lo de (?=cuant[oa]s )`,
    `\\b(?:sobra|sobran|ya no hace falta|no hace falta|ya no sirve) (?:el|la) ${TOTAL_NOUN} (?:de|del)\\b`,
    `\\b(?:ya no|no) (?:necesito|necesitamos|quiero|queremos|hace falta|me hace falta) ver (?:el |la )?(?:${TOTAL_NOUN} de )?(?=cuant[oa]s )`,
    // «ya no hace falta contar las emisiones»: the count, said by its verb.
    `\\b(?:ya no|no) (?:necesito|necesitamos|quiero|queremos|hace falta|me hace falta) contar\\b`,
  ].join('|'),
);
/**
 * «En los clientes sáquele el monto de arriendos», «sacá lo del monto mensual de los
 * auspiciantes»: a sum said by its own name (only a sum, and only where it is shown is named).
 */
const REMOVE_SUM_BY_NAME = new RegExp(`\\b${REMOVE_VERB}${FROM_PLACE} (?:lo de|lo del|el|la)\\b`);

function removeTotal({ text, model, part }: Slots): Yield {
  const said = REMOVE_TOTAL_SAID.exec(text);
  const m = said ?? REMOVE_SUM_BY_NAME.exec(text);
  if (!m) return null;
  // ("… el monto mensual de los auspiciantes": the name of a sum, with its articles.)
  const rest = text.slice(m.index + m[0].length).replace(/\b(?:de|del) (?:los|las|el|la) /g, 'de ');
  // Said by its name alone, with no word of counting or adding: only a sum's own name.
  const byName = !said;
  // A sum, or a count: «la suma de los pagos» is the total that adds up the pagos.
  const sums = /\b(?:suma|sumas)\b/.test(m[0]);
  const counts = /\b(?:cuant[oa]s|numero|contador|contadores|conteo|recuento|cuenta|contar)\b/.test(
    `${m[0]} ${rest.trim().split(' ')[0] ?? ''}`,
  );
  const found: { e: DataEntity; label: string }[] = [];
  for (const e of model.entities)
    for (const total of e.totals ?? []) {
      if (byName) {
        if (total.field && saidAt(rest.trim(), formsOf(total.label)).includes(0))
          found.push({ e, label: total.label });
        continue;
      }
      if (saidAt(rest, formsOf(total.label)).length > 0) {
        found.push({ e, label: total.label });
        continue;
      }
      // Said by the list it counts or sums («… de los pagos de cada boda»), of its kind.
      const from = model.entities.find((x) => x.key === total.from);
      const kindSaid = total.field ? sums : counts;
      if (
        from &&
        kindSaid &&
        saidAt(rest.trim().split(' ').slice(0, 2).join(' '), [
          ...formsOf(from.label),
          normalize(from.labelPlural),
        ]).length > 0
      )
        found.push({ e, label: total.label });
    }
  // Of the list named where it is shown ("… de las sesiones", "en las clínicas"), or named
  // before ("en las tablas sobra el número de alquileres").
  const where = unique(
    [...entitiesIn(rest, model), ...entitiesIn(text.slice(0, m.index + m[0].length), model)].map(
      (x) => x.item,
    ),
  );
  const there = found.filter((x) => where.includes(x.e));
  if (byName && there.length === 0) return null;
  // "el total de entradas de las funciones": «funciones» names where it is shown, not the
  // total «Funciones» of another list; the total there is the one its first word names.
  const firstWord = fold(rest).trim().split(/\s+/u)[0] ?? '';
  const byFirstWord = where.flatMap((e) =>
    (e.totals ?? [])
      .filter((total) => fold(total.label).split(/\s+/u)[0] === firstWord)
      .map((total) => ({ e, label: total.label })),
  );
  const chosen = there.length > 0 ? there : byFirstWord.length > 0 ? byFirstWord : found;
  const make = (x: { e: DataEntity; label: string }): ChangeOperation[] => [
    { op: 'removeTotal', entity: x.e.key, label: x.label },
  ];
  if (chosen.length === 1) return make(chosen[0]!);
  if (chosen.length > 1)
    return {
      ask: fill(t.ambiguous, {
        part,
        options: chosen.map((x) => `«${x.label}» de «${x.e.labelPlural}»`).join(' o '),
      }),
      candidates: chosen.map(make),
    };
  return null;
}

/**
 * "en cada cliente mostrame cuántos pedidos hizo", "¿se puede ver en cada mesero cuántos turnos
 * lleva?": the count, on each record, of another list's records that point at it; "… sumando
 * las horas de sus turnos", "la suma del precio de sus trabajos": the sum of a number of them.
 */
/**
 * How many a record has or has had, never how many it may or must ("cuántas reservas puede
 * hacer", "cuántas quedan"): the verb after the list's name.
 */
const HAS_HAD =
  '(?:se )?(?:(?:ha|han|hemos|le|les) )?(?:tiene|tienen|tenemos|tenido|tuvo|lleva|llevan|llevamos|llevado|da|dan|damos|dado|dio|dimos|hace|hacen|hacemos|hecho|hizo|hicimos|hay|acumula|acumulan|ha tenido|registra|registrado)';
/** "cuántos alumnos lo tocan": what the records do to it, said with a pronoun that points at it. */
const DO_TO_IT = '(?:lo|la) [a-z]+(?:an|en)';
const EACH_HOW_MANY = new RegExp(
  `\\bcada ([a-z]+)\\b.*\\bcuant[oa]s ([a-z]+) (?:${HAS_HAD}|${DO_TO_IT})\\b|\\bcuant[oa]s ([a-z]+) ${HAS_HAD}\\b.*\\bcada ([a-z]+)\\b`,
);
const SUM_OF =
  /\b(?:suma(?:ndo)?|sumar|total) (?:de |del |de la |de los |de las )?(?:el |la |los |las )?([a-z]+(?: (?:de|del|en) [a-z]+)*?) de (?:sus|los|las) ([a-z]+)\b/;
/** "el total de kilos entregados": a sum said by its field alone (whose list is then found). */
const SUM_OF_FIELD =
  /\b(?:suma|total) (?:de |del |de la |de los |de las )(?:el |la |los |las )?([a-z]+(?: [a-z]+)?)$/;
/** "en los proveedores … de sus pagos": the record a sum is shown on, named without «cada». */
const SHOWN_IN = /^(?:que )?en (?:los|las|el|la) ([a-z]+)\b/;

const SUM_OF_THEIRS = /\b(?:el|la|los|las|al|del) ([a-z]+) de sus ([a-z]+)\b/;

/** "este mes", "por semana", "hoy": a total of a period is no total of the app (all time). */
const PERIOD =
  /\b(?:este|esta|del|de la|por|cada|al|a la) (?:mes|semana|ano|dia|temporada|trimestre|curso)\b|\bhoy\b/;

function totalOfEach({ text, model }: Slots): Yield {
  if (PERIOD.test(text)) return null;
  const m = EACH_HOW_MANY.exec(text);
  // "la suma de lo que ha pagado … al precio de sus bonos": a sum, and what is added up.
  const sum =
    SUM_OF.exec(text) ??
    (/\b(?:suma|sumando|sumar|total)\b/.test(text) ? SUM_OF_THEIRS.exec(text) : null);
  // "en cada familia", or "en los proveedores … la suma … de sus pagos" (theirs: each one's).
  const each =
    /\bcada ([a-z]+)\b/.exec(text) ?? (sum && / de sus /.test(text) ? SHOWN_IN.exec(text) : null);
  if (!each) return null;
  const owners = entityOfWord(each[1]!, model);
  if (owners.length !== 1) return null;
  const owner = owners[0]!;
  const fromWord = sum ? sum[2]! : m ? (m[2] ?? m[3])! : null;
  if (!fromWord) return sumOfField(text, owner, model);
  const froms = entityOfWord(fromWord, model).filter((e) => e !== owner);
  if (froms.length !== 1) return null;
  const from = froms[0]!;
  const all = from.fields.filter((f) => f.type === 'reference' && f.ref === owner.key);
  // Two references to it: the one said after the list ("cuántas tareas tiene como responsable").
  const rest = text.slice(text.indexOf(fromWord) + fromWord.length);
  const saidLink = all.filter((f) =>
    formsOf(f.label).some((form) =>
      new RegExp(`^ (?:[a-z]+ ){0,2}(?:como|de) (?:el |la )?${form}\\b`).test(rest),
    ),
  );
  const links = all.length > 1 && saidLink.length === 1 ? saidLink : all;
  if (links.length !== 1) return null;
  const via = all.length > 1 ? links[0]!.key : undefined;
  if (sum) {
    const fields = fieldsIn(sum[1]!, from)
      .map((x) => x.item)
      .filter((f) => f.type === 'number' || f.type === 'money');
    if (fields.length !== 1) return null;
    const field = fields[0]!;
    const label = `${field.label} de ${from.labelPlural.toLowerCase()}`;
    if ((owner.totals ?? []).some((x) => x.from === from.key && x.field === field.key)) return null;
    return [{ op: 'addTotal', entity: owner.key, from: from.key, field: field.key, label }];
  }
  // A count it shows already is answered by the clause reader ("ya tiene un total…").
  if ((owner.totals ?? []).some((x) => x.from === from.key && !x.field && x.via === via))
    return null;
  return via
    ? [{ op: 'addTotal', entity: owner.key, from: from.key, via, label: from.labelPlural }]
    : [{ op: 'addTotal', entity: owner.key, from: from.key, label: from.labelPlural }];
}

/**
 * "en cada familia quiero ver el total de kilos entregados": a sum said by its field alone, of
 * the one list that points at the record once and has a number or money field of that name.
 */
function sumOfField(text: string, owner: DataEntity, model: DataModel): Yield {
  const said = SUM_OF_FIELD.exec(text);
  if (!said) return null;
  const found = model.entities.flatMap((from) => {
    if (from === owner) return [];
    const links = from.fields.filter((f) => f.type === 'reference' && f.ref === owner.key);
    if (links.length !== 1) return [];
    return from.fields
      .filter(
        (f) => (f.type === 'number' || f.type === 'money') && formsOf(f.label).includes(said[1]!),
      )
      .map((field) => ({ from, field }));
  });
  if (found.length !== 1) return null;
  const { from, field } = found[0]!;
  if ((owner.totals ?? []).some((x) => x.from === from.key && x.field === field.key)) return null;
  const label = `${field.label} de ${from.labelPlural.toLowerCase()}`;
  return [{ op: 'addTotal', entity: owner.key, from: from.key, field: field.key, label }];
}

function vinculada({ text, model, part }: Slots): Yield {
  const each = EACH_SEES.exec(text);
  if (!each) return null;
  const rest = text.slice(each.index + each[0].length);
  const m = /^(?:(?:lo|los|las|el|la) )?(?:([a-z ]+?) )?de (?:su|sus) ([a-z]+)/.exec(rest);
  if (!m) return null;
  const persons = entityOfWord(m[2]!, model);
  if (persons.length !== 1)
    return { ask: fill(t.nameMissing, { part: m[2]! }), candidates: [], reason: 'not_understood' };
  const person = persons[0]!;
  // What is seen: named before "de su", else the one entity that refers to the person.
  const named = m[1] ? entitiesIn(normalize(m[1]), model).map((x) => x.item) : [];
  const referring = model.entities.filter(
    (e) => e !== person && e.fields.some((f) => f.type === 'reference' && f.ref === person.key),
  );
  const records = named.length > 0 ? named : referring;
  const make = (e: DataEntity): ChangeOperation[] | null => {
    const links = e.fields.filter((f) => f.type === 'reference' && f.ref === person.key);
    if (links.length !== 1) return null;
    const ops: ChangeOperation[] = [
      { op: 'setRule', entity: e.key, rule: 'vinculada', linkField: links[0]!.key },
    ];
    if (person.accountField === undefined) {
      const emails = person.fields.filter((f) => f.type === 'email');
      if (emails.length !== 1) return null;
      ops.push({ op: 'setAccountField', entity: person.key, field: emails[0]!.key });
    }
    return ops;
  };
  if (records.length !== 1)
    return {
      ask: fill(t.whichEntity, { part }),
      candidates: referring.map(make).filter((x) => x !== null),
    };
  const entity = records[0]!;
  const links = entity.fields.filter((f) => f.type === 'reference' && f.ref === person.key);
  if (links.length !== 1)
    return {
      ask:
        links.length === 0
          ? fill(t.nameMissing, { part: m[2]! })
          : fill(t.ambiguous, { part, options: links.map((f) => `«${f.label}»`).join(' o ') }),
      candidates: [],
    };
  if (person.accountField === undefined) {
    const emails = person.fields.filter((f) => f.type === 'email');
    if (emails.length !== 1) {
      const detail =
        emails.length === 0
          ? fill(t.accountNone, { entities: person.labelPlural.toLowerCase() })
          : fill(t.accountSeveral, {
              fields: emails.map((f) => `«${f.label}»`).join(', '),
              entities: person.labelPlural.toLowerCase(),
              field: emails[0]!.label.toLowerCase(),
            });
      return {
        ask: fill(t.whichAccount, { entity: person.label, detail }),
        candidates: [],
        reason: 'not_understood',
      };
    }
  }
  return make(entity);
}

/**
 * «los precios en soles», «pon todo en euros»: the currency of the app's amounts. Already so,
 * it is said so (nothing to change); another one is not changed by asking yet (decision 0275),
 * and it is said so too, never «No he entendido». Only when nothing else is asked.
 */
function currencyAsIs({ text, model }: Slots): Yield {
  const money = model.entities.flatMap((e) => e.fields.filter((f) => f.type === 'money'));
  if (money.length === 0) return null;
  const current = money.find((f) => f.currency)?.currency ?? 'EUR';
  const words = ` ${text} `;
  let said: string | null = null;
  let rest = words;
  const names = Object.entries(CURRENCY_NAMES)
    .flatMap(([code, forms]) => forms.map((form) => ({ code, form })))
    .concat([{ code: 'pesos', form: 'pesos' }])
    .sort((a, b) => b.form.length - a.form.length);
  for (const { code, form } of names) {
    const at = new RegExp(` (?:en|a) ${form} `).exec(rest);
    if (!at) continue;
    said = code;
    rest = `${rest.slice(0, at.index)} ${rest.slice(at.index + at[0].length)}`;
    break;
  }
  if (!said) return null;
  // Every other word is talk about the amounts, or names a money field or its list.
  const named = new Set(
    [
      ...money.map((f) => f.label),
      ...model.entities.flatMap((e) => [e.label, e.labelPlural]),
    ].flatMap((l) => [...formsOf(l).flatMap((x) => x.split(' '))]),
  );
  const left = rest.split(' ').filter(Boolean);
  if (left.some((w) => !CURRENCY_TALK.has(w) && !named.has(w))) return null;
  if (
    !left.some(
      (w) =>
        /^(?:precios?|importes?|montos?|costes?|costos?|tarifas?|moneda|dinero|cuotas?|pagos?|cobros|cifras|valores|todo)$/.test(
          w,
        ) || money.some((f) => formsOf(f.label).includes(w)),
    )
  )
    return null;
  const same = said === current || (said === 'pesos' && PESO_CURRENCIES.includes(current));
  return {
    ask: fill(same ? t.currencySame : t.currencyOther, { currency: CURRENCY_SAID[current]! }),
    candidates: [],
    reason: same ? 'nothing_to_change' : 'not_understood',
  };
}

/**
 * "que cada voluntario vea solo los turnos que tienen su nombre", "que cada coordinadora vea las
 * tareas de las que es responsable", "que cada familia pueda entrar y ver las entregas que le
 * hicimos a ella", "que cada pareja pueda entrar con el email de la novia y ver los pagos de su
 * boda": each person sees the records that point at them (or at their own record), only said
 * with «solo» or with entering the app.
 */
const SEES_THEIRS = new RegExp(
  '\\bcada ([a-z]+) (?:(?:pueda|puede|pudiera|podra) )?(?:(?:entrar|entre|ingresar|ingrese|acceder|acceda)(?: a la app)?(?: con (?:su|el|la) [a-z ]+?)?(?: no con [a-z ]+?)? y )?(?:ve|vea|ver|pueda ver|puede ver) (solo |solamente |unicamente |nada mas )?(?:los|las) ([a-z]+(?: (?:de |del )?[a-z]+)??) ' +
    '(?:(que (?:tienen|tiene|llevan|lleva) su nombre|que (?:estan|esta|van|va) a su nombre|a su nombre|en (?:los|las) que (?:aparece|sale|esta)|que le (?:hicimos|hacemos|damos|dimos|entregamos|hemos hecho|hemos dado)(?: a (?:el|ella))?)|de (?:los|las) que es ([a-z]+)|de su ([a-z]+))\\b',
);

function seesTheirs({ text, model, part }: Slots): Yield {
  const m = SEES_THEIRS.exec(text);
  if (!m) return null;
  const entering = /\b(?:entrar|entre|ingresar|ingrese|acceder|acceda)\b/.test(m[0]);
  if (!m[2] && !entering) return null;
  const records = unique(entitiesIn(m[3]!, model).map((x) => x.item));
  if (records.length !== 1) return null;
  const seen = records[0]!;
  // Whose: the person ("cada voluntario"), or their record ("… de su boda").
  const persons = entityOfWord(m[6] ?? m[1]!, model).filter((e) => e !== seen);
  if (persons.length !== 1) return null;
  const person = persons[0]!;
  const all = seen.fields.filter((f) => f.type === 'reference' && f.ref === person.key);
  const links = m[5] ? all.filter((f) => formsOf(f.label).includes(m[5]!)) : all;
  if (links.length !== 1)
    return links.length === 0
      ? null
      : {
          ask: fill(t.ambiguous, { part, options: links.map((f) => `«${f.label}»`).join(' o ') }),
          candidates: links.map((f) => [
            { op: 'setRule', entity: seen.key, rule: 'vinculada', linkField: f.key },
          ]),
        };
  const ops: ChangeOperation[] = [
    { op: 'setRule', entity: seen.key, rule: 'vinculada', linkField: links[0]!.key },
  ];
  if (person.accountField !== undefined) return ops;
  // The email they enter with: the one of the list, or the one named ("con el email de la novia").
  const emails = person.fields.filter((f) => f.type === 'email');
  const said = /\bcon (?:su|el|la) ((?:email|correo|mail)(?: (?:de|del) (?:la |el )?[a-z]+)?)/.exec(
    text,
  );
  const named = said
    ? emails.filter((f) => normalize(f.label) === said[1]!.replace(/^(?:correo|mail)\b/, 'email'))
    : [];
  const account = named.length === 1 ? named : emails.length === 1 ? emails : [];
  if (account.length !== 1) return whichAccount(person, emails);
  ops.push({ op: 'setAccountField', entity: person.key, field: account[0]!.key });
  return ops;
}

/**
 * "el correo del tutor sea con el que entran los alumnos", "el mail de las familias es con el que
 * van a entrar a la app": an email field said to be the one people enter with (by its name when
 * the list has several).
 */
const ENTER_WITH_IT =
  /\b(?:el|la|su) (?:email|correo|mail|e mail)\b(.*?) (?:es|sea|sera|va a ser) (?:con )?(?:el|la) (?:que|cual) (?:(?:van a|vayan a|tienen que|tengan que|deben|deberan|han de) )?(?:entrar|entren|entran|entra|entre|ingresar|ingresen|ingresan|acceder|accedan|acceden)\b/;

function accountFieldSaid({ text, model }: Slots): Yield {
  const m = ENTER_WITH_IT.exec(text);
  if (!m) return null;
  const persons = unique(entitiesIn(text, model).map((x) => x.item)).filter((e) =>
    e.fields.some((f) => f.type === 'email'),
  );
  if (persons.length !== 1) return null;
  const person = persons[0]!;
  const emails = person.fields.filter((f) => f.type === 'email');
  // The email named: «del tutor» after it names «Email del tutor»; nothing after, «Email».
  const after = m[1]!.trim();
  const byName = emails.filter((f) => {
    const rest = normalize(f.label).replace(/^(?:email|correo|mail)\b ?/, '');
    return rest
      ? after.startsWith(rest)
      : !/^(?:del?|de la) (?!(?:los|las|cada) )/.test(after) || entitiesIn(after, model).length > 0;
  });
  const chosen = emails.length === 1 ? emails : byName;
  if (chosen.length !== 1 || person.accountField === chosen[0]!.key) return null;
  return [{ op: 'setAccountField', entity: person.key, field: chosen[0]!.key }];
}

export const SETTING_RULES: SettingRule[] = [
  {
    id: 'account-field-enter-with-it',
    pattern: ENTER_WITH_IT,
    read: accountFieldSaid,
    examples: [
      {
        definition: 'club_lectura',
        instruction: 'el correo de los socios es con el que van a entrar',
        expected: [{ op: 'setAccountField', entity: 'socios', field: 'email' }],
      },
      {
        definition: 'guarderia',
        instruction: 'que el email de la familia sea con el que entran los niños',
        expected: [{ op: 'setAccountField', entity: 'ninos', field: 'email_de_la_familia' }],
      },
      // Two emails: the one named.
      {
        definition: 'escuela_surf',
        instruction: 'el email del tutor es con el que entran los alumnos',
        expected: [{ op: 'setAccountField', entity: 'alumnos', field: 'email_del_tutor' }],
      },
    ],
    counterExamples: [
      // Not an email.
      { definition: 'club_lectura', instruction: 'el nombre de los socios es con el que entran' },
      // An email the list does not have.
      {
        definition: 'escuela_surf',
        instruction: 'que el email del padre sea con el que entran los alumnos',
      },
    ],
  },
  {
    id: 'rule-vinculada-their-name',
    pattern: SEES_THEIRS,
    read: seesTheirs,
    anyVerb: true,
    examples: [
      {
        definition: 'gimnasio',
        instruction: 'que cada monitor vea solo las clases que tienen su nombre',
        expected: null,
      },
      {
        definition: 'club_lectura',
        instruction: 'que cada socio pueda entrar y ver las reseñas que llevan su nombre',
        expected: [
          { op: 'setRule', entity: 'resenas', rule: 'vinculada', linkField: 'socio' },
          { op: 'setAccountField', entity: 'socios', field: 'email' },
        ],
      },
      {
        definition: 'guarderia',
        instruction:
          'que cada familia pueda entrar con su email y ver los partes diarios de su niño',
        expected: [
          { op: 'setRule', entity: 'partes_diarios', rule: 'vinculada', linkField: 'nino' },
          { op: 'setAccountField', entity: 'ninos', field: 'email_de_la_familia' },
        ],
      },
      // Two references to the person, one said; or none said: a question.
      {
        definition: 'organizadora_bodas',
        instruction: 'que cada coordinadora vea solo las tareas de las que es responsable',
        expected: [
          { op: 'setRule', entity: 'tareas', rule: 'vinculada', linkField: 'responsable' },
          { op: 'setAccountField', entity: 'coordinadoras', field: 'email' },
        ],
      },
      {
        definition: 'organizadora_bodas',
        instruction: 'que cada coordinadora pueda entrar y ver las tareas que llevan su nombre',
        expected: null,
      },
    ],
    counterExamples: [
      // Neither «solo» nor entering: who sees what is not said to change.
      {
        definition: 'club_lectura',
        instruction: 'que cada socio vea las reseñas que llevan su nombre',
      },
    ],
  },
  {
    id: 'currency-as-is',
    pattern: / (?:en|a) [a-z]+/,
    read: currencyAsIs,
    anyVerb: true,
    examples: [
      // Already in that currency: said so, as nothing to change (a question, never a change).
      {
        definition: 'banco_alimentos',
        instruction: 'los importes en euros',
        expected: null,
      },
      {
        definition: 'organizadora_bodas',
        instruction: 'Pon los precios en pesos',
        expected: null,
      },
    ],
    counterExamples: [
      // A field to add, with its currency: another request.
      { definition: 'veterinaria', instruction: 'añade el precio en euros a las citas' },
      { definition: 'panaderia', instruction: 'los encargos en cuadrícula' },
    ],
  },
  {
    id: 'remove-total',
    pattern: new RegExp(`${REMOVE_TOTAL_SAID.source}|${REMOVE_SUM_BY_NAME.source}`),
    read: removeTotal,
    ownVerbs: 'remove',
    examples: [
      {
        definition: 'estudio_yoga',
        instruction: 'borra el contador de reservas que sale en las sesiones',
        expected: [{ op: 'removeTotal', entity: 'sesiones', label: 'Reservas' }],
      },
      {
        definition: 'laboratorio_dental',
        instruction: 'sácame el total de trabajos asignados de cada técnico',
        expected: [{ op: 'removeTotal', entity: 'tecnicos', label: 'Trabajos asignados' }],
      },
      {
        // «funciones» names where the total is shown, not the total «Funciones» of the plays.
        definition: 'compania_teatro',
        instruction: 'Quitad el total de entradas de las funciones, ya lo miramos en taquilla',
        expected: [{ op: 'removeTotal', entity: 'funciones', label: 'Entradas de reservas' }],
      },
      // Said as «lo de cuántas …», «sobra el número de …», «ya no necesito ver cuántas …».
      {
        definition: 'estudio_yoga',
        instruction: 'quita lo de cuántas reservas tiene cada sesión',
        expected: [{ op: 'removeTotal', entity: 'sesiones', label: 'Reservas' }],
      },
      {
        definition: 'estudio_yoga',
        instruction: 'En las sesiones sobra el número de reservas',
        expected: [{ op: 'removeTotal', entity: 'sesiones', label: 'Reservas' }],
      },
      {
        definition: 'estudio_yoga',
        instruction: 'en las sesiones ya no necesito ver cuántas reservas hay',
        expected: [{ op: 'removeTotal', entity: 'sesiones', label: 'Reservas' }],
      },
      // A sum named by the list it adds up.
      {
        definition: 'compania_teatro',
        instruction: 'quitad la suma de las reservas de cada función',
        expected: [{ op: 'removeTotal', entity: 'funciones', label: 'Entradas de reservas' }],
      },
      // Where it is taken from said first; «ensallos»: «ll» for «y».
      {
        definition: 'grupo_folklorico',
        instruction: 'Saca de los cuadros el recuento de ensallos',
        expected: [{ op: 'removeTotal', entity: 'cuadros', label: 'Ensayos' }],
      },
      // The count said by its verb, a need denied.
      {
        definition: 'radio_comunitaria',
        instruction: 'Ya no hace falta contar las emisiones de cada programa',
        expected: [{ op: 'removeTotal', entity: 'programas', label: 'Emisiones' }],
      },
      // A sum said by its own name, where it is shown named.
      {
        definition: 'kayak_lago',
        instruction: 'A los clientes quíteles el monto de arriendos',
        expected: [{ op: 'removeTotal', entity: 'clientes', label: 'Monto de arriendos' }],
      },
    ],
    counterExamples: [
      // The name of a sum, but not where it is shown: the field Monto of each Arriendo.
      { definition: 'kayak_lago', instruction: 'Quite el monto de los arriendos' },
      { definition: 'kayak_lago', instruction: 'En los clientes quite el nombre' },
      { definition: 'estudio_yoga', instruction: 'en las sesiones sobra el número de plazas' },
      { definition: 'gimnasio', instruction: 'quita el total de plazas de las clases' },
      { definition: 'estudio_yoga', instruction: 'quita la cuenta de correo de los alumnos' },
    ],
  },
  {
    id: 'total-of-each',
    pattern: /\bcada [a-z]+\b|\b(?:suma|total)\b.* de sus [a-z]+\b/,
    read: totalOfEach,
    ownVerbs: 'add',
    examples: [
      // What the records do to it, with a pronoun that points at it.
      {
        definition: 'escuela_musica',
        instruction: 'En cada instrumento muéstreme cuántos alumnos lo tocan',
        expected: [{ op: 'addTotal', entity: 'instrumentos', from: 'alumnos', label: 'Alumnos' }],
      },
      {
        definition: 'gimnasio',
        instruction: 'en cada abonado quiero ver cuántas reservas ha hecho',
        expected: [{ op: 'addTotal', entity: 'abonados', from: 'reservas', label: 'Reservas' }],
      },
      {
        definition: 'club_lectura',
        instruction: '¿se puede ver en cada libro cuántas reseñas lleva?',
        expected: [{ op: 'addTotal', entity: 'libros', from: 'resenas', label: 'Reseñas' }],
      },
      {
        definition: 'huerto',
        instruction:
          'ponme en cada hortelano cuántos metros tiene, sumando los metros de sus parcelas',
        expected: [
          {
            op: 'addTotal',
            entity: 'hortelanos',
            from: 'parcelas',
            field: 'metros',
            label: 'Metros de parcelas',
          },
        ],
      },
      // Shown «en los X» with «sus»; the field alone, its list found; how many «llevamos».
      {
        definition: 'huerto',
        instruction: 'En los hortelanos que aparezca la suma de los metros de sus parcelas',
        expected: [
          {
            op: 'addTotal',
            entity: 'hortelanos',
            from: 'parcelas',
            field: 'metros',
            label: 'Metros de parcelas',
          },
        ],
      },
      {
        definition: 'panaderia',
        instruction: 'en cada producto quiero ver el total de piezas',
        expected: [
          {
            op: 'addTotal',
            entity: 'productos',
            from: 'hornadas',
            field: 'piezas',
            label: 'Piezas de hornadas',
          },
        ],
      },
      {
        definition: 'club_lectura',
        instruction: 'en cada libro quiero ver cuántas reseñas llevamos',
        expected: [{ op: 'addTotal', entity: 'libros', from: 'resenas', label: 'Reseñas' }],
      },
      // Two references to it: the one said after the list.
      {
        definition: 'liga_futbol',
        instruction: 'En cada equipo, que se vea cuántos partidos tiene como local',
        expected: [
          { op: 'addTotal', entity: 'equipos', from: 'partidos', via: 'local', label: 'Partidos' },
        ],
      },
    ],
    counterExamples: [
      // No list of that name: a field.
      { definition: 'gimnasio', instruction: 'en cada clase quiero ver cuántas plazas quedan' },
      // Two references from Partido to Equipo: another reader's question.
      {
        definition: 'liga_futbol',
        instruction: 'en cada equipo quiero ver cuántos partidos lleva',
      },
      // Said of a field: no list of children.
      { definition: 'gimnasio', instruction: 'añade a cada abonado cuántos hijos tiene' },
      // A period's count is no total of the app.
      {
        definition: 'gimnasio',
        instruction: 'en cada clase quiero ver cuántas reservas tiene este mes',
      },
      // Two references, neither said.
      {
        definition: 'liga_futbol',
        instruction: 'En cada equipo, que se vea cuántos partidos tiene',
      },
    ],
  },
  {
    id: 'account-field',
    pattern: new RegExp(`${ENTERS_WITH.source}|${ACCOUNT_IS.source}`),
    read: accountField,
    examples: [
      {
        definition: 'gimnasio',
        instruction: 'que los abonados entren a la app con su email',
        expected: [{ op: 'setAccountField', entity: 'abonados', field: 'email' }],
      },
      {
        definition: 'club_lectura',
        instruction: 'Los socios tienen que poder entrar con su correo, que ese sea su cuenta',
        expected: [{ op: 'setAccountField', entity: 'socios', field: 'email' }],
      },
    ],
    counterExamples: [
      { definition: 'veterinaria', instruction: 'añade el email a los clientes' },
      { definition: 'veterinaria', instruction: 'que los veterinarios entren con su email' },
    ],
  },
  {
    id: 'notify-off',
    pattern: NOTIFY_OFF,
    read: notifyOff,
    examples: [
      {
        definition: 'catering',
        instruction: 'deja de avisarme por correo de cada cotización nueva, me llegan demasiados',
        expected: [{ op: 'setNotify', entity: 'cotizaciones', onCreate: false }],
      },
      {
        definition: 'catering',
        instruction: 'ya no quiero un correo por cada cotización nueva',
        expected: [{ op: 'setNotify', entity: 'cotizaciones', onCreate: false }],
      },
      // «ya no me mande correo …», «no quiero más correos …»: said of the mail itself.
      {
        definition: 'escuela_musica',
        instruction: 'Ya no me mande correo cada vez que se agenda una clase',
        expected: [{ op: 'setNotify', entity: 'clases', onCreate: false }],
      },
      {
        definition: 'albergue_camino',
        instruction: 'No quiero más correos cada vez que entra una reserva',
        expected: [{ op: 'setNotify', entity: 'reservas', onCreate: false }],
      },
      // The list the verb makes, that points at what is named («reserva el horno»).
      {
        definition: 'taller_ceramica',
        instruction: 'no quiero un email cada vez que alguien reserva un horno',
        expected: [{ op: 'setNotify', entity: 'reservas_de_horno', onCreate: false }],
      },
    ],
    counterExamples: [
      { definition: 'veterinaria', instruction: 'ya no quiero que me llegue nada de las citas' },
    ],
  },
  {
    id: 'notify-on-create',
    pattern: new RegExp(`(?:^|\\b)${TO_ME}\\b`),
    read: notifyOnCreate,
    examples: [
      // Usted («avíseme»); what someone loads («cuando alguien cargue una cuota»).
      {
        definition: 'escuela_musica',
        instruction: 'Avíseme por correo cuando entre un pago nuevo',
        expected: [{ op: 'setNotify', entity: 'pagos', onCreate: true }],
      },
      {
        definition: 'club_hockey',
        instruction: 'Avisame por mail cuando alguien cargue una cuota',
        expected: [{ op: 'setNotify', entity: 'cuotas', onCreate: true }],
      },
      {
        // «Reserva de máquina» is named by the verb too (decision 0299).
        definition: 'cooperativa_carpinteria',
        instruction: 'mándame un correo cada vez que alguien reserve una máquina',
        expected: [{ op: 'setNotify', entity: 'reservas_de_maquina', onCreate: true }],
      },
      {
        definition: 'panaderia',
        instruction: 'avísame por correo cuando llegue un encargo',
        expected: [{ op: 'setNotify', entity: 'encargos', onCreate: true }],
      },
      {
        definition: 'veterinaria',
        instruction: 'mándame un email cada vez que alguien pida cita',
        expected: [{ op: 'setNotify', entity: 'citas', onCreate: true }],
      },
      {
        definition: 'gimnasio',
        instruction: 'Quiero que me avisen cuando se haga una reserva',
        expected: [{ op: 'setNotify', entity: 'reservas', onCreate: true }],
      },
      {
        definition: 'veterinaria',
        instruction: 'avísame cuando llegue algo',
        expected: null,
      },
      // The record a sign-up makes: the list that points at what is signed up to.
      {
        definition: 'gimnasio',
        instruction: 'Avísame por correo cada vez que alguien se apunte a una clase',
        expected: [{ op: 'setNotify', entity: 'reservas', onCreate: true }],
      },
      {
        definition: 'estudio_yoga',
        instruction: 'avísame cuando alguien se inscriba en una sesión',
        expected: [{ op: 'setNotify', entity: 'reservas', onCreate: true }],
      },
      {
        definition: 'veterinaria',
        instruction: 'avísame cuando se dé de alta un cliente nuevo',
        expected: [{ op: 'setNotify', entity: 'clientes', onCreate: true }],
      },
      {
        definition: 'panaderia',
        instruction: 'cuando se cargue un encargo nuevo avísame por mail',
        expected: [{ op: 'setNotify', entity: 'encargos', onCreate: true }],
      },
      // The record the verb makes («alquilar» an «Alquiler»), which points at what is named.
      {
        definition: 'escuela_surf',
        instruction: 'avísame por correo cada vez que alguien alquile una tabla',
        expected: [{ op: 'setNotify', entity: 'alquileres', onCreate: true }],
      },
      // Said of nothing: the list the verb names («reservar» a «Reserva»).
      {
        definition: 'gimnasio',
        instruction: 'avísame por correo cuando alguien reserve',
        expected: [{ op: 'setNotify', entity: 'reservas', onCreate: true }],
      },
      // No list of talleres; no list that points at Alumnos: a refusal that says why.
      {
        definition: 'estudio_yoga',
        instruction: 'Avísame por correo cada vez que alguien se apunte a un taller',
        expected: null,
      },
      {
        definition: 'estudio_yoga',
        instruction: 'avísame cuando alguien se apunte a un alumno',
        expected: null,
      },
    ],
    counterExamples: [
      {
        definition: 'veterinaria',
        instruction: 'Que me mande un whatsapp cuando una mascota tenga cita mañana',
      },
      { definition: 'huerto', instruction: 'avísame cuando me toque regar' },
      { definition: 'veterinaria', instruction: 'añade el email a los clientes' },
    ],
  },
  {
    id: 'notify-on-change',
    pattern: TO_AUTHOR,
    read: notifyOnChange,
    examples: [
      {
        definition: 'veterinaria',
        instruction: 'avisa al cliente cuando cambie el estado de la cita',
        expected: [{ op: 'setNotify', entity: 'citas', onChangeOf: 'estado' }],
      },
      {
        definition: 'prestamo_herramientas',
        instruction: 'mándale un correo a quien la pidió cuando cambie el estado de la herramienta',
        expected: [{ op: 'setNotify', entity: 'herramientas', onChangeOf: 'estado' }],
      },
      {
        definition: 'veterinaria',
        instruction: 'avisa al cliente cuando cambie la raza de la mascota',
        expected: null,
      },
      // Said as no more: the mail on that field, off.
      {
        definition: 'escuela_surf',
        instruction: 'Deje de avisar al alumno cuando cambie el estado de la reserva',
        expected: [{ op: 'setNotify', entity: 'reservas', onChangeOf: null }],
      },
    ],
    counterExamples: [
      // No more of a mail that is not on: never the mail turned on.
      {
        definition: 'veterinaria',
        instruction: 'ya no avises al cliente cuando cambie el estado de la cita',
      },
      {
        definition: 'huerto',
        instruction: 'avisa a cada hortelano cuando le toque regar',
      },
      {
        definition: 'veterinaria',
        instruction: 'el teléfono de los clientes que sea obligatorio, que hay que avisarles',
      },
    ],
  },
  {
    id: 'rule-formulario',
    pattern: SUBMIT,
    read: formulario,
    examples: [
      {
        definition: 'veterinaria',
        instruction: 'que los clientes pidan cita pero solo yo vea todas',
        expected: [{ op: 'setRule', entity: 'citas', rule: 'formulario' }],
      },
      {
        definition: 'veterinaria',
        instruction: 'que cualquiera pueda pedir cita sin cuenta',
        expected: [{ op: 'setRule', entity: 'citas', rule: 'formulario', anonymous: true }],
      },
      {
        definition: 'gimnasio',
        instruction: 'que la gente pueda reservar sin registrarse',
        expected: [{ op: 'setRule', entity: 'reservas', rule: 'formulario', anonymous: true }],
      },
      {
        // The place one signs up to, never what is sent (decision 0299).
        definition: 'escuela_circo',
        instruction: 'que cualquiera pueda apuntarse a un taller sin registrarse',
        expected: [{ op: 'setRule', entity: 'inscripciones', rule: 'formulario', anonymous: true }],
      },
      {
        definition: 'veterinaria',
        instruction: 'que los clientes puedan pedir cita sin registrarse',
        expected: [{ op: 'setRule', entity: 'citas', rule: 'formulario', anonymous: true }],
      },
      {
        definition: 'panaderia',
        instruction:
          '¿Puedes hacer que cualquiera me pueda hacer un encargo sin tener que crearse una cuenta?',
        expected: [{ op: 'setRule', entity: 'encargos', rule: 'formulario', anonymous: true }],
      },
      // What is sent, said before a passive «se»; «avisar de» a record is sending it.
      {
        definition: 'veterinaria',
        instruction: 'que las citas se puedan pedir sin registrarse',
        expected: [{ op: 'setRule', entity: 'citas', rule: 'formulario', anonymous: true }],
      },
      {
        definition: 'banco_alimentos',
        instruction: 'que cualquiera pueda avisar de una donación sin cuenta',
        expected: [{ op: 'setRule', entity: 'donaciones', rule: 'formulario', anonymous: true }],
      },
      // «anotarse» is signing up; who signs up is what is made («que las jugadoras se anoten»).
      {
        definition: 'club_hockey',
        instruction: 'que las jugadoras se puedan anotar solas desde un link, sin tener cuenta',
        expected: [{ op: 'setRule', entity: 'jugadoras', rule: 'formulario', anonymous: true }],
      },
      // «apartar» is booking in Mexico; what is booked, said after it.
      {
        definition: 'food_truck',
        instruction: 'que la gente pueda apartar eventos desde la app, pero solo yo veo todos',
        expected: [{ op: 'setRule', entity: 'eventos', rule: 'formulario' }],
      },
    ],
    counterExamples: [
      {
        definition: 'veterinaria',
        instruction: 'que los clientes no puedan pedir cita sin registrarse',
      },
      { definition: 'panaderia', instruction: 'que cualquiera pueda hacer encargos' },
      { definition: 'veterinaria', instruction: 'que solo yo pueda ver las citas' },
    ],
  },
  {
    id: 'rule-formulario-named',
    pattern:
      /\b(?:sea|sean|funcione|funcionen|vaya|vayan) (?:como )?(?:un|una) (?:formulario|lista de inscripcion)\b/,
    read: formularioNamed,
    examples: [
      {
        definition: 'huerto_hand_b',
        instruction:
          'que Esperas sea un formulario: los vecinos se apuntan y solo yo veo la lista entera',
        expected: [{ op: 'setRule', entity: 'esperas', rule: 'formulario' }],
      },
      {
        definition: 'veterinaria',
        instruction: 'que las citas funcionen como un formulario sin registrarse',
        expected: [{ op: 'setRule', entity: 'citas', rule: 'formulario', anonymous: true }],
      },
    ],
    counterExamples: [
      { definition: 'veterinaria', instruction: 'que las citas no sean un formulario' },
      { definition: 'veterinaria', instruction: 'que sea un formulario' },
      { definition: 'veterinaria', instruction: 'que las citas y los clientes sean un formulario' },
    ],
  },
  {
    id: 'rule-vinculada',
    pattern: EACH_SEES,
    read: vinculada,
    examples: [
      {
        definition: 'guarderia',
        instruction: 'cada familia ve solo lo de su hijo',
        expected: [
          { op: 'setRule', entity: 'partes_diarios', rule: 'vinculada', linkField: 'nino' },
          { op: 'setAccountField', entity: 'ninos', field: 'email_de_la_familia' },
        ],
      },
      {
        definition: 'gimnasio',
        instruction: 'que cada monitor vea solo las clases de su monitor',
        expected: null,
      },
    ],
    counterExamples: [
      { definition: 'club_lectura', instruction: 'que cada socio vea solo lo suyo' },
    ],
  },
  {
    id: 'rule-propia',
    pattern: EACH_SEES,
    read: propia,
    examples: [
      {
        definition: 'club_lectura',
        instruction: 'en las reseñas, que cada socio vea solo lo suyo',
        expected: [{ op: 'setRule', entity: 'resenas', rule: 'propia' }],
      },
      {
        definition: 'gimnasio',
        instruction: 'cada abonado ve solo sus reservas',
        expected: [{ op: 'setRule', entity: 'reservas', rule: 'propia' }],
      },
      { definition: 'gimnasio', instruction: 'cada socio ve solo lo suyo', expected: null },
    ],
    counterExamples: [
      { definition: 'guarderia', instruction: 'cada familia ve solo lo de su hijo' },
    ],
  },
];

/**
 * The settings an instruction asks for, or null when no rule speaks of them (the clause
 * reader reads it). A rule that matches and cannot fill a slot refuses with a question and
 * the candidates that would answer it (the "¿Querías decir…?" suggestions).
 */
export function readSetting(
  instruction: string,
  model: DataModel,
  design: ChangeDesign,
  readOther?: (part: string) => ChangeOperation[] | null,
): SettingReading | null {
  // "Quería pedir un cambio: …": asking Forja for a change is no submission in the app.
  // "¿podéis hacer que cada uno vea …?": «hacer que» makes something happen; nobody submits.
  let text = normalize(instruction)
    .replace(ASKING_FORJA, ' ')
    .replace(/\bhacer que\b/g, 'que')
    .replace(/\s+/g, ' ')
    .trim();
  const part = instruction.trim().slice(0, 200);
  text = text.replace(
    THEIRS_EACH,
    // (Entering is with an account: their email, as "que entre con su email" says.)
    (_all, who: string, enters?: string, only?: string, each?: string) =>
      `cada ${who} ${enters ? 'entre con su email y ' : ''}vea solo sus ${only ?? each}`,
  );
  const first = readRules(
    SETTING_RULES.filter((r) => r.anyVerb),
    text,
    model,
    design,
    part,
  );
  if (first) return first;
  // "añade el móvil a los clientes y avísame cuando llegue una cita": another order in the
  // same instruction. Each part is read on its own (the settings here, the rest by the
  // clause reader); all of them understood, they make one change; else nothing is read here.
  // ("dejan de llamarnos": a verb done to the owner, «-me», «-nos», orders nothing in the app.)
  // («ya no hace falta contar …»: a need denied is a removal, never an addition.)
  const orders = text
    .replace(/\b(?:ya )?no (?:me |nos )?hace falta\b/g, 'sobra')
    .split(' ')
    // ("la suma de …" names a total, it orders nothing.)
    .map((w) =>
      WANTS.has(w) || /r(?:me|nos)$/.test(w) || /^(?:suma|sumando)$/.test(w)
        ? undefined
        : verbIntent(w),
    )
    .filter((i) => i === 'add' || i === 'remove' || i === 'rename');
  const ordered = orders.length > 0;
  const own =
    orders.length === 1
      ? readRules(
          SETTING_RULES.filter((r) => r.ownVerbs === orders[0]),
          text,
          model,
          design,
          part,
        )
      : null;
  if (own) return own;
  if (ordered)
    return readOther && SETTING_RULES.some((r) => r.pattern.test(text))
      ? readParts(instruction, model, design, readOther)
      : null;
  return readRules(SETTING_RULES, text, model, design, part);
}

/** The first of `rules` that reads `text`: its operations, applied, or its question. */
function readRules(
  rules: SettingRule[],
  text: string,
  model: DataModel,
  design: ChangeDesign,
  part: string,
): SettingReading | null {
  for (const rule of rules) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const got = rule.read({ text, match, model, part });
    if (got === null) continue;
    if (!Array.isArray(got))
      return {
        ok: false,
        reason: got.reason ?? 'ambiguous',
        message: got.ask,
        candidates: got.candidates,
      };
    const applied = applyOperations(model, design, got);
    if (!applied.ok)
      return { ok: false, reason: 'not_understood', message: applied.message, candidates: [] };
    return { ok: true, operations: got, summary: summarize(model, got) };
  }
  return null;
}

/** An instruction of several parts, one of them about the settings: each read alone. */
function readParts(
  instruction: string,
  model: DataModel,
  design: ChangeDesign,
  readOther: (part: string) => ChangeOperation[] | null,
): SettingReading | null {
  const parts = instruction
    .split(/\s*[,;.]\s+|\s+(?:y|e|también|además)\s+/u)
    .map((x) => x.trim())
    // ("…, por favor", "…, ¡muchas gracias!": courtesy, no part of the change.)
    .filter((x) => /\p{L}/u.test(x) && !COURTESY.test(normalize(x)));
  if (parts.length < 2) return null;
  const settings = parts.map((p) => readSetting(p, model, design));
  if (settings.every((x) => x === null)) return null;
  const question = settings.find((x) => x !== null && !x.ok);
  if (question) return question;
  const operations: ChangeOperation[] = [];
  for (const [i, p] of parts.entries()) {
    const setting = settings[i];
    if (setting?.ok) {
      operations.push(...setting.operations);
      continue;
    }
    const other = readOther(p);
    if (!other) return null;
    operations.push(...other);
  }
  const applied = applyOperations(model, design, operations);
  if (!applied.ok)
    return { ok: false, reason: 'not_understood', message: applied.message, candidates: [] };
  return { ok: true, operations, summary: summarize(model, operations) };
}
