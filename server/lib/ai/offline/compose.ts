// Composes a concept's name, description, features and user stories from what the reader took
// from the idea (its people, things, actions and constraints) and from its data model. The
// knowledge base only adds a feature when that feature is about the idea's own things.

import { type DataModel, keyFromLabel } from '../../../../contracts/data-model.ts';
import { ATTRIBUTES, CONTAINERS, VERB_OF_EVENT, VERBS } from './lexicon.ts';
import { analyze, fold, genderOfNoun, isKnown, pluralize } from './morphology.ts';
import { pick } from './normalize.ts';
import type { Action, Clause, Reading, Term } from './reader.ts';
import {
  agree,
  capitalize,
  contract,
  definite,
  dropUnfinished,
  indefinite,
  joinList,
  ofTerm,
  withArticle,
} from './spanish.ts';

export interface ComposeContext {
  reading: Reading;
  model: DataModel;
  platform: string;
  /** Features from the knowledge base for the idea's domain, already filtered to the idea's words. */
  enrichment: string[];
  /** A stable seed (the idea's normalised words). */
  seed: string;
}

const keyOf = (plural: string) => keyFromLabel(plural, 'registros');

const NAME_PATTERNS = ['{W}ya', 'Tu{W}', '{W}fácil', 'Mi{W}', '{W}hub', '{W}app', '{W}go'];
/** Words that never name an app: a seat or a spot is what people take, not what the app is
 * about ("reservan plaza en los turnos" is about the turnos). */
const GENERIC = new Set(
  'plaza sitio hueco lugar cosa dato informacion tema parte asunto'.split(' '),
);

function term(word: string): Term {
  return {
    key: fold(word),
    singular: word,
    plural: pluralize(word),
    gender: genderOfNoun(word),
    count: 1,
    first: 0,
    writtenPlural: true,
  };
}

/** The idea's main thing: what its first action is about, else its most mentioned thing. */
export function mainThing(reading: Reading): Term | null {
  const fromAction = reading.actions.find(
    (a) => a.object && reading.things.some((t) => t.key === a.object!.key),
  );
  // "una app para mis gallinas: apuntar los huevos": the writer's own thing, named first.
  const owned = reading.things[0];
  if (owned?.owned) return owned;
  if (fromAction?.object) return fromAction.object;
  const sorted = [...reading.things].sort((a, b) => b.count - a.count || a.first - b.first);
  return sorted[0] ?? reading.settings[0] ?? null;
}

export function buildName(reading: Reading, seed: string): string {
  // A record sheet or a list ("registro", "control") is not what the app is about: the next
  // thing, place or people are.
  const sheet = (t: Term | null | undefined) =>
    !!t && (CONTAINERS.has(t.key) || GENERIC.has(t.key));
  // A shared ride is what the idea is about, not the place people are driven to.
  const ride = reading.actions.find((a) => a.verb === 'acercar');
  const first = ride ? term(VERBS.acercar!.event!) : mainThing(reading);
  const objects = reading.actions.flatMap((a) => a.objects);
  const main =
    (sheet(first)
      ? [...objects, ...reading.things, ...reading.settings].find(
          (t) => !sheet(t) && !reading.actors.some((p) => p.key === t.key),
        )
      : first) ??
    reading.actors[0] ??
    null;
  if (!main) return '';
  let word = capitalize(main.singular.split(' ')[0]!);
  if (word.length > 11) {
    const shorter = [...reading.things, ...reading.settings].find(
      (t) => t.singular.length <= 9 && !sheet(t),
    );
    if (shorter) word = capitalize(shorter.singular);
  }
  // "Rutaapp" reads as a typo: a word ending in a does not take "app".
  const patterns =
    word.length > 9
      ? ['{W}ya', 'Tu{W}', 'Mi{W}']
      : /a$/i.test(word)
        ? NAME_PATTERNS.filter((p) => p !== '{W}app')
        : NAME_PATTERNS;
  return pick(patterns, seed, 'name').replace('{W}', word).slice(0, 30);
}

interface Slots {
  o: string;
  on: string;
  os: string;
  os1: string;
  a: string;
  a1: string;
  lo: string;
  lo1: string;
  los: string;
  ag: (stem: string) => string;
  /** The thing in the slots is one of the idea's people ("cobrar a los alumnos"). */
  person: boolean;
}

/** "el pan y los dulces" / "las herramientas": the object as the idea wrote it. */
function objectPhrase(things: Term[], bare: boolean): string {
  const allPlural = things.every((t) => t.writtenPlural);
  return joinList(
    things.map((t) => {
      if (t.writtenPlural) return bare && allPlural ? t.plural : withArticle(t, true);
      return withArticle(t, false);
    }),
  );
}

/** Actions done to people when they name no thing: "cobrar a los alumnos", "contratar a los cuidadores". */
const TO_PEOPLE = new Set(['contratar', 'valorar', 'puntuar', 'evaluar', 'calificar', 'invitar']);
/** Actions told from the side of who uses the app's things: "alquilar una bici por los días
 * que lo necesito" is the customer's, even when the shop wrote "para alquilar bicis". */
const CONSUMING = new Set([
  'reservar',
  'alquilar',
  'comprar',
  'encargar',
  'pedir',
  'contratar',
  'adoptar',
  'inscribir',
  'apuntar',
  'citar',
]);
/** Actions by which people put things up rather than use the app's things. */
const PROVIDING = new Set([
  'publicar',
  'vender',
  'ofrecer',
  'regalar',
  'donar',
  'asignar',
  'compartir',
]);

/** Who the app is mostly for: the people who use what is put up ("los padres reserven"). */
export function mainUser(reading: Reading): Term | null {
  const using = reading.actions.find(
    (a) => a.actor && !PROVIDING.has(a.verb) && VERBS[a.verb]?.by !== 'p',
  );
  return using?.actor ?? reading.actors[0] ?? null;
}

function slotsFor(action: Action | null, reading: Reading): Slots | null {
  // The people who do it ("Intercambio de semillas entre dueños"); a record that names no
  // thing is about the other people ("cobrar a los alumnos"), never about its own doers.
  const actor = action?.actor ?? reading.actors[0] ?? null;
  const other = reading.actors.find((a) => a.key !== action?.actor?.key) ?? null;
  const main = mainThing(reading);
  const info = action ? VERBS[action.verb] : undefined;
  const toPerson = !!info && (!!info.money || TO_PEOPLE.has(action!.verb));
  // Never the action's own record ("donar las donaciones"), never people it is not done to.
  const namesThing = !!info && /\{(o|on|os|os1)\}/.test(info.story + info.feature);
  const thingFallback =
    main && (VERB_OF_EVENT[main.key] !== action?.verb || !namesThing) ? main : null;
  const fallback = info?.event && other && toPerson ? other : thingFallback;
  const things = action && action.objects.length > 0 ? action.objects : fallback ? [fallback] : [];
  const thing = things[0];
  if (!thing) return null;
  const plural = things.length > 1 || thing.writtenPlural;
  return {
    o: objectPhrase(things, false),
    on: objectPhrase(things, true),
    os: thing.singular,
    os1: `${indefinite(thing)} ${thing.singular}`,
    a: actor ? actor.plural : 'usuarios',
    a1: actor ? actor.singular : 'usuario',
    lo1: thing.gender === 'f' ? 'la' : 'lo',
    lo: plural
      ? things.every((t) => t.gender === 'f')
        ? 'las'
        : 'los'
      : thing.gender === 'f'
        ? 'la'
        : 'lo',
    los: things.every((t) => t.gender === 'f') ? 'las' : 'los',
    ag: (stem: string) => agree(thing, false, stem),
    person: reading.actors.some((a) => a.key === thing.key),
  };
}

function fill(template: string, slots: Slots): string {
  return contract(
    template
      .replace(/\{ag:([a-záéíóúñ]+)\}/g, (_, stem: string) => slots.ag(stem))
      .replace(
        /\{(o|on|os1|os|a1|a|los|lo1|lo)\}/g,
        (_, k: Exclude<keyof Slots, 'ag' | 'person'>) => slots[k],
      )
      // "no olvidar ninguno" agrees with the thing: "las partidas" → "ninguna".
      .replace(/\bninguno\b/g, slots.lo1 === 'la' ? 'ninguna' : 'ninguno'),
  );
}

/** Enrolment verbs: whoever signs up does it for themselves («apuntarme a una ruta»). */
const ENROL = new Set(['inscribir', 'apuntar']);
/** Actions people do for themselves: never told by the group's manager. */
const SELF_ACTIONS = new Set(['inscribir', 'apuntar', 'votar']);
const GROUPS = /^(club|grupo|asociacion|equipo|pena|coro|comunidad|ampa|cofradia|hermandad|banda)$/;

/**
 * «inscripción de hijos»: one enrols a person in something, not in a person. The activity is
 * the idea's first thing that is no person («inscribir a los hijos en las actividades»).
 */
function enrolPeople(
  action: Action,
  slots: Slots,
  reading: Reading,
): { feature: string; story: (who: string) => string } | null {
  if (!ENROL.has(action.verb) || !slots.person) return null;
  const activity = reading.things.find(
    (t) => !reading.actors.some((a) => a.key === t.key) && fold(t.singular) !== fold(slots.os),
  );
  const where = activity ? ` en ${withArticle(activity, true)}` : '';
  return {
    feature: `Inscripción de ${slots.o}${where} con plazas limitadas y lista de espera`,
    story: (who) =>
      fold(who) === fold(slots.os)
        ? `${action.verb}me${activity ? `${action.verb === 'apuntar' ? ' a' : ' en'} ${indefinite(activity)} ${activity.singular}` : ''}`
        : `inscribir a ${slots.o}${where}`,
  };
}

function actorLabel(reading: Reading, which = 0): string {
  return reading.actors[which]?.singular ?? 'usuario';
}

function thingList(reading: Reading, model: DataModel): string[] {
  const out: string[] = [];
  const add = (label: string) => {
    if (!out.some((x) => fold(x) === fold(label))) out.push(label);
  };
  for (const t of reading.things) add(t.plural);
  for (const e of model.entities) add(e.labelPlural.toLowerCase());
  return out.slice(0, 8);
}

/** "revisiones" → "revisión", "averías" → "avería": the singular of a word the dictionary lacks. */
function singularGuess(word: string): string {
  if (/iones$/.test(word)) return word.replace(/iones$/, 'ión');
  if (/[^aeiouáéíóú]es$/.test(word) && !/(ces|ques)$/.test(word)) return word.slice(0, -2);
  if (/[aeiouáéó]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** "taller de cerámica" → "el taller de cerámica": a phrase of the idea with its article. A
 * field word alone ("foto", "ubicación": they are fields of a record) and the people the first
 * sentence already names ("vecinos de mi pueblo") are left out. */
function aroundPhrase(whole: string, reading: Reading, first: string): string | null {
  // "recomendaciones según": the reader's cut leaves the phrase hanging on a preposition.
  const phrase = dropUnfinished(whole);
  if (!phrase) return null;
  const words = phrase.split(' ');
  const lead = words[0]!;
  const head = fold(lead);
  if (words.length === 1 && ATTRIBUTES[head]) return null;
  // "baño o corte", "fechas de entrada y salida": options and dates of a record, not its subject.
  if (reading.passing.includes(head)) return null;
  const person = reading.actors.find((a) => fold(a.singular) === head || fold(a.plural) === head);
  const said = fold(first);
  const content = words.map(fold).filter((w) => w.length > 3 && !/^(nuestr|tod)/.test(w));
  if (person && content.every((w) => said.includes(w.replace(/e?s$/, '')))) return null;
  const rest = words
    .slice(1)
    .map((w) =>
      w
        .replace(/^mis$/, 'sus')
        .replace(/^mi$/, 'su')
        .replace(/^nuestr[oa](s?)$/, 'su$1'),
    )
    .join(' ');
  const text = rest ? `${lead} ${rest}` : lead;
  // "ITV", "GPS": an acronym's gender is not in its letters.
  if (/^[A-ZÑ0-9]{2,}$/.test(lead)) return text;
  const known =
    person ??
    [...reading.things, ...reading.settings].find(
      (t) => fold(t.singular) === head || fold(t.plural) === head,
    );
  const noun = analyze(lead).find((a) => a.pos === 'noun');
  // "última visita": an adjective in front says gender and number by its own ending.
  if (!known && noun?.gendered)
    return `${/as?$/.test(head) ? 'la' : 'el'}${/s$/.test(head) ? 's' : ''} ${text}`.replace(
      /^els /,
      'los ',
    );
  // "revisiones": a word the dictionary lacks is read by its plural ending (-ones, -es, -s).
  const lemma = known?.singular ?? noun?.lemma ?? (isKnown(lead) ? lead : singularGuess(lead));
  const plural = fold(lemma) !== head;
  const article = definite(known ?? term(lemma), plural);
  return `${article} ${text}`;
}

export function buildDescription(name: string, ctx: ComposeContext): string {
  const { reading, model, platform } = ctx;
  const setting = reading.settings[0];
  const who = reading.actors[0];
  const place = setting
    ? `${setting.writtenPlural ? setting.plural : `${indefinite(setting)} ${setting.singular}`}${setting.detail ? ` de ${setting.detail}` : ''}`
    : '';
  const actorSetting = !!(
    who &&
    setting &&
    setting.first > who.first &&
    setting.first - who.first <= 4
  );
  // "y quién conduce cada una" read as "conducir cada": a clause cut down to its bare verb says
  // nothing and goes; one that keeps its object loses only the hanging word.
  const clauses = reading.clauses
    .slice(0, 4)
    .map((c) => {
      const text = dropUnfinished(c.text);
      return { ...c, text: text !== c.text && !text.includes(' ') ? '' : text };
    })
    .filter((c) => c.text.length > 0);
  const byActor = clauses.filter((c) => c.byActor);
  const own = clauses.filter((c) => !c.byActor);
  let first = `${name} es una ${platform}`;
  if (place && !actorSetting) first += ` para ${place}`;
  const goals: string[] = [];
  if (who && byActor.length > 0) {
    // "para que los socios puedan reservar clases y el entrenador pueda marcar la asistencia":
    // each person with what they do, in the number the idea wrote them in.
    const groups: { actor: Term; texts: string[] }[] = [];
    for (const c of byActor) {
      const actor = c.actor ?? who;
      const group = groups.find((g) => g.actor.key === actor.key);
      if (group) group.texts.push(c.text);
      else groups.push({ actor, texts: [c.text] });
    }
    const phrases = groups.map((g) => {
      const plural = g.actor.writtenPlural;
      const people = `${withArticle(g.actor, plural)}${actorSetting && g.actor === who ? ` de ${place}` : ''}`;
      return `${people} ${plural ? 'puedan' : 'pueda'} ${joinList(g.texts)}`;
    });
    goals.push(`para que ${joinList(phrases)}`);
  } else if (who && !reading.actions.some((x) => x.objects.some((o) => o.key === who.key))) {
    goals.push(`pensada para ${who.plural}${actorSetting ? ` de ${place}` : ''}`);
  }
  if (own.length > 0) goals.push(`para ${joinList(own.map((c) => c.text))}`);
  if (goals.length > 0) first += `${place && !actorSetting ? ',' : ''} ${goals.join(', y ')}`;
  const parts = [`${contract(first)}.`];
  const things = thingList(reading, model);
  const around: string[] = [];
  let length = 0;
  for (const p of reading.phrases) {
    const phrase = aroundPhrase(p, reading, first.slice(name.length));
    if (!phrase || first.includes(p)) continue;
    length += phrase.length + 2;
    if (length > 260) break;
    around.push(phrase);
  }
  if (around.length > 0) parts.push(`${contract(`Gira en torno a ${joinList(around)}`)}.`);
  else if (things.length > 0) parts.push(`Guarda y ordena ${joinList(things)}.`);
  if (reading.constraints.length > 0)
    parts.push(
      `Tiene en cuenta lo que pide la idea: ${joinList(reading.constraints.map((c) => `«${c}»`))}.`,
    );
  let text = thirdPerson(parts.join(' '));
  if (text.length > 600) text = `${text.slice(0, 597).replace(/\s+\S*$/, '')}…`;
  return text;
}

/** "fechas de entrada y salida": a booking by those dates, not by day and hour. */
function withOwnDates(text: string, action: Action, reading: Reading): string {
  const event = VERBS[action.verb]?.event;
  const dates = reading.details.filter((d) => d.type === 'date' && !!event && d.on === fold(event));
  if (dates.length < 2) return text;
  const which = joinList(dates.map((d) => d.label.toLowerCase()));
  return text
    .replace(/ por día y hora/, ` con ${which}`)
    .replace(/ para el día y la hora que me vienen bien/, ' para las fechas que me vienen bien');
}

/** "las reservas de mi casa rural" → "de su casa rural": the writer's own, told in the third
 * person; what is quoted from the idea («…») stays as written. */
function thirdPerson(text: string): string {
  return text
    .split(/(«[^»]*»)/)
    .map((part) =>
      part.startsWith('«')
        ? part
        : part
            .replace(/(?<!\p{L})nuestr[oa](s?)(?!\p{L})/gu, 'su$1')
            .replace(/(?<!\p{L})mi(s?)(?!\p{L})/gu, 'su$1'),
    )
    .join('');
}

/** The end of a feature that restates one of the idea's own clauses. */
const RESTATED = ' desde la app, con su historial';
const GLUE = new Set(['cada', 'desde', 'entre', 'para', 'sobre', 'todos', 'todas']);

/** Two lines that say the same: equal, or the same head noun about the same things
 * ("Solicitudes de adopción de perros…" / "Solicitudes de perros…"). */
function sameFeature(a: string, b: string): boolean {
  if (fold(a) === fold(b)) return true;
  const words = (t: string) =>
    fold(t)
      .split(/[^a-zñ]+/)
      .filter((w) => w.length > 3 && !GLUE.has(w));
  const [x, y] = [words(a), words(b)];
  if (x.length < 2 || y.length < 2) return false;
  // Same head and thing, or one's thing is the other's head ("Recibir solicitudes de adopción"
  // / "Solicitudes de adopción de perros").
  if (x[0] === y[0]) return x[1] === y[1];
  return (x[1] === y[0] && x[2] === y[1]) || (y[1] === x[0] && y[2] === x[1]);
}

/** "cuándo podarlos y trasplantarlos": what the writer asks to be told, by the thing it is
 * done to ("podar y trasplantar los bonsáis"). Only verbs the lexicon has no line for. */
function askedTasks(reading: Reading): { verbs: string[]; text: string }[] {
  const out: { key: string; verbs: string[]; thing: Term }[] = [];
  for (const a of reading.actions) {
    const thing = a.objects[0];
    if (!a.asked || VERBS[a.verb] || !thing) continue;
    const group = out.find((g) => g.key === thing.key);
    if (group) group.verbs.push(a.label);
    else out.push({ key: thing.key, verbs: [a.label], thing });
  }
  return out.map((g) => ({
    verbs: g.verbs,
    text: `${joinList(g.verbs)} ${withArticle(g.thing, g.thing.writtenPlural)}`,
  }));
}

function entityFeature(entityLabel: string, given: string[]): string {
  // "con desde y hasta" reads as nothing: a range is its dates.
  const fields =
    given.includes('desde') && given.includes('hasta')
      ? given.filter((f) => f !== 'hasta').map((f) => (f === 'desde' ? 'fechas' : f))
      : given;
  return `Ficha de cada ${entityLabel.toLowerCase()} con ${joinList(fields)}`;
}

export function buildFeatures(ctx: ComposeContext): string[] {
  const { reading, model } = ctx;
  const out: string[] = [];
  const push = (text: string) => {
    const clean = capitalize(thirdPerson(contract(text)));
    if (clean.length === 0 || clean.length > 200) return;
    const twin = out.findIndex((x) => sameFeature(x, clean));
    if (twin < 0) out.push(clean);
    // "Recibir solicitudes de adopción desde la app…" gives way to what the idea's action means.
    else if (out[twin]!.endsWith(RESTATED) && !clean.endsWith(RESTATED)) out[twin] = clean;
  };
  // 1. What people do: one feature per action of the idea; what they ask to be told, one line.
  const tasks = askedTasks(reading);
  const told = new Set(tasks.flatMap((t) => t.verbs.map(fold)));
  for (const action of reading.actions
    .filter((a) => !a.governed && !told.has(a.verb))
    .slice(0, 4)) {
    const info = VERBS[action.verb];
    const slots = slotsFor(action, reading);
    const enrol = slots && enrolPeople(action, slots, reading);
    if (enrol) push(enrol.feature);
    else if (info && slots) push(withOwnDates(fill(info.feature, slots), action, reading));
    else if (!info) {
      const clause = reading.clauses.find((c) => c.verb === action.verb);
      if (clause && clause.text.split(' ').length >= 2 && action.object)
        push(`${capitalize(clause.text)}${RESTATED}`);
    }
  }
  for (const task of tasks) push(`Recordatorios de cuándo ${task.text}`);
  // 2. What it keeps: a record sheet per entity the idea names, with its own fields.
  for (const entity of model.entities) {
    if (out.length >= 6) break;
    const fields = entity.fields
      .filter((f) => f.type !== 'reference' && f.key !== 'notas')
      .map((f) =>
        f.type === 'boolean' && f.key === 'disponible' ? 'disponibilidad' : f.label.toLowerCase(),
      )
      .slice(0, 5);
    if (fields.length < 2) continue;
    const isActor = reading.actors.some((a) => fold(a.singular) === fold(entity.label));
    if (isActor) {
      const events = model.entities.filter(
        (e) => e.fields.some((f) => f.ref === entity.key) && e.key !== entity.key,
      );
      if (events.length > 0)
        push(
          `Perfil de cada ${entity.label.toLowerCase()} con su historial de ${joinList(events.map((e) => e.labelPlural.toLowerCase()))}`,
        );
      continue;
    }
    const states = entity.fields.find((f) => f.type === 'choice' && f.key === 'estado')?.options;
    if (states && entity.fields.some((f) => f.type === 'reference')) {
      push(
        `Seguimiento de cada ${entity.label.toLowerCase()}: ${joinList(states.map((s) => s.toLowerCase()))}`.replace(
          / y ([^ ]+)$/,
          ' o $1',
        ),
      );
      continue;
    }
    if (entity.rule === 'publica' || entity.key === 'usuarios' || entity.key === 'registros')
      continue;
    // "Ficha de cada X con nombre y descripción" says nothing the idea did not: only sheets
    // with fields of their own are worth a feature line.
    const bare = fields.every((f) => f === 'nombre' || f === 'título' || f === 'descripción');
    if (bare && fold(entity.label) !== mainThing(reading)?.key) continue;
    push(entityFeature(entity.label, fields));
  }
  // 3. The knowledge base, only where it talks about the idea's own things.
  for (const f of ctx.enrichment) {
    if (out.length >= 6) break;
    push(f);
  }
  // 4. Around the idea's own things: search, notices, export.
  const main = mainThing(reading);
  const firstEvent = model.entities.find(
    (e) =>
      e.fields.some((f) => f.key === 'estado' && f.type === 'choice') &&
      e.fields.some((f) => f.type === 'reference'),
  );
  const who = reading.actors[0];
  const fillers: string[] = [];
  if (main) fillers.push(`Búsqueda y filtros de ${main.plural}`);
  if (firstEvent && who)
    fillers.push(
      `Avisos a ${withArticle(who, true)} cuando cambia el estado de su ${firstEvent.label.toLowerCase()}`,
    );
  else if (main && who)
    fillers.push(
      `Avisos a ${withArticle(who, true)} cuando hay ${main.plural} nuevos`.replace(
        /nuevos$/,
        agree(main, true, 'nuev'),
      ),
    );
  if (main) fillers.push(`Exportación de ${withArticle(main, true)} a CSV`);
  fillers.push(
    `Panel con el resumen de ${joinList(model.entities.slice(0, 3).map((e) => e.labelPlural.toLowerCase()))}`,
  );
  for (const f of fillers) {
    if (out.length >= 5) break;
    push(f);
  }
  return out.slice(0, 8);
}

const EMPTY_SLOTS: Slots = {
  o: '',
  on: '',
  os: '',
  os1: '',
  a: 'usuarios',
  a1: 'usuario',
  lo: 'lo',
  lo1: 'lo',
  los: 'los',
  ag: (stem) => `${stem}o`,
  person: false,
};

function story(actor: string, want: string, benefit: string): string {
  return contract(`Como ${actor}, quiero ${want} para ${benefit}`);
}

export function buildStories(ctx: ComposeContext): string[] {
  const { reading, model } = ctx;
  const out: string[] = [];
  const push = (text: string) => {
    if (text.length <= 300 && !out.includes(text)) out.push(text);
  };
  const actor = actorLabel(reading);
  const user = mainUser(reading)?.singular ?? actor;
  const setting = reading.settings[0];
  const owner = reading.writer
    ? reading.writer.singular
    : setting
      ? `responsable ${ofTerm(setting, false)}`
      : 'usuario';
  const tasks = askedTasks(reading);
  const told = new Set(tasks.flatMap((t) => t.verbs.map(fold)));
  for (const action of reading.actions
    .filter((a) => !a.governed && !told.has(a.verb))
    .slice(0, 5)) {
    const info = VERBS[action.verb];
    const slots = slotsFor(action, reading);
    const clauseOf = reading.clauses.find((c) => c.verb === action.verb);
    const byPeople = clauseOf ? clauseOf.byActor : true;
    // The person the idea says does it ("y el entrenador marque…"), else by the kind of action.
    // Who signs up or votes is a member, not the manager («Como miembro del grupo, quiero
    // apuntarme a una ruta»).
    const member =
      setting && GROUPS.test(fold(setting.singular))
        ? `miembro ${ofTerm(setting, false)}`
        : 'participante';
    const selfAction = SELF_ACTIONS.has(action.verb) && !reading.writer;
    const who = action.actor
      ? action.actor.singular
      : selfAction && reading.actors.length === 0
        ? member
        : CONSUMING.has(action.verb) && reading.actors.length > 0
          ? (mainUser(reading)?.singular ?? actor)
          : info?.by === 'p'
            ? reading.actors[1]
              ? actorLabel(reading, 1)
              : owner
            : byPeople
              ? actor
              : owner;
    const enrol = slots && enrolPeople(action, slots, reading);
    if (enrol) {
      const want = enrol.story(who);
      push(
        story(
          who,
          want,
          want.startsWith('inscribir a') ? 'asegurar su plaza' : 'asegurar mi plaza',
        ),
      );
    } else if (info && slots) {
      let want = withOwnDates(fill(info.story, slots), action, reading);
      // People take "a": "cobrar a los alumnos".
      if (slots.person)
        want = want.replace(/^(\S+r) (los|las|el|la) /, '$1 a $2 ').replace(/ a el /, ' al ');
      push(story(who, want, fill(info.benefit, slots)));
    } else {
      const clause: Clause | undefined = reading.clauses.find((c) => c.verb === action.verb);
      // "ofrecen sus servicios" → "quiero ofrecer mis servicios".
      if (clause && (action.object || info) && clause.text.split(' ').length >= 2)
        push(
          story(
            who,
            action.actor
              ? clause.text.replace(/\bsus\b/g, 'mis').replace(/\bsu\b/g, 'mi')
              : clause.text,
            info ? fill(info.benefit, { ...EMPTY_SLOTS }) : 'tenerlo todo en un solo lugar',
          ),
        );
    }
  }
  for (const task of tasks) push(story(user, `saber cuándo ${task.text}`, 'no olvidarme'));
  const main = mainThing(reading);
  if (main) {
    push(
      story(
        user,
        `ver ${withArticle(main, true)} con todos sus datos`,
        `encontrar ${definite(main, false)} que me interesa`,
      ),
    );
  }
  if (out.length < 3 && main && reading.actors.length === 0)
    push(
      story(
        actor,
        `añadir ${withArticle(main, true)} en pocos segundos`,
        'no perder ninguno'.replace(/ninguno$/, main.gender === 'f' ? 'ninguna' : 'ninguno'),
      ),
    );
  // Only what people put up is "publicado": a private record (a flatmate, a client) is not.
  const first = model.entities.find(
    (e) => e.rule !== 'privada' && !reading.actors.some((a) => fold(a.singular) === fold(e.label)),
  );
  if (first) {
    const t = term(first.label.toLowerCase());
    t.plural = first.labelPlural.toLowerCase();
    push(
      story(
        'administrador',
        `revisar ${withArticle(t, true)} ${agree(t, true, 'publicad')}`,
        'mantener la app en orden',
      ),
    );
  }
  // The record whose state the user waits on: theirs ("mi reserva"), else the first.
  const tracked = model.entities.filter(
    (e) =>
      e.fields.some((f) => f.key === 'estado' && f.type === 'choice') &&
      e.fields.some((f) => f.type === 'reference'),
  );
  const person = mainUser(reading);
  const own = reading.actions
    .filter((a) => person && a.actor?.key === person.key)
    .map((a) => fold(VERBS[a.verb]?.event ?? ''));
  const event =
    tracked.find((e) => own.includes(fold(e.label))) ??
    tracked.find((e) =>
      e.fields.some((f) => f.type === 'reference' && person && f.ref === keyOf(person.plural)),
    ) ??
    tracked[0];
  if (event && out.length < 8)
    push(
      story(
        user,
        `recibir un aviso cuando cambie el estado de mi ${event.label.toLowerCase()}`,
        'no tener que preguntar',
      ),
    );
  if (main && out.length < 5)
    push(story(user, `buscar ${main.plural} por nombre`, 'no perder tiempo'));
  if (out.length < 3)
    push(story(actor, 'recibir un aviso cuando haya novedades', 'no tener que entrar a mirar'));
  return out.slice(0, 8);
}
