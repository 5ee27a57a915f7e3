// The data model of a concept, built from what the reader took from the idea: the idea's
// things become entities, its actions become the records they create (prestar → Préstamo,
// with references to what and who), its people become an entity, the fields it names
// (precio, foto) land on the entity they belong to. Always valid against dataModelSchema,
// always ≥ 2 entities.

import type { Concept } from '../../../../contracts/concept.ts';
import {
  type AccessRule,
  type DataEntity,
  type DataField,
  type DataModel,
  dataModelSchema,
  keyFromLabel,
} from '../../../../contracts/data-model.ts';
import { ATTRIBUTES, VERB_OF_EVENT, VERBS } from './lexicon.ts';
import { accented, fold, genderOfNoun, pluralize } from './morphology.ts';
import { type Action, type Reading, readIdea, type Term } from './reader.ts';
import { capitalize } from './spanish.ts';

/** Things that are themselves events with a date and a place. */
const EVENT_LIKE = new Set(
  'partido evento clase sesion reunion concierto viaje boda cita turno curso taller excursion quedada fiesta torneo carrera entrenamiento consulta visita ensayo actuacion funcion salida ruta jornada campamento competicion'.split(
    ' ',
  ),
);
/** Things named by a title rather than a name. */
const TITLED = new Set(
  'tarea receta libro curso evento noticia articulo cancion pelicula serie anuncio oferta proyecto leccion tema pregunta encuesta post publicacion video podcast episodio obra cuento poema nota'.split(
    ' ',
  ),
);
/** The fields a common thing has beyond its name, when the idea names none: a pet has a species. */
const TYPICAL_FIELDS: Record<string, [string, DataField['type']][]> = {
  mascota: [
    ['Especie', 'text'],
    ['Raza', 'text'],
    ['Fecha de nacimiento', 'date'],
  ],
  perro: [
    ['Raza', 'text'],
    ['Fecha de nacimiento', 'date'],
  ],
  gato: [
    ['Raza', 'text'],
    ['Fecha de nacimiento', 'date'],
  ],
  libro: [
    ['Autor', 'text'],
    ['Año', 'number'],
  ],
  vino: [
    ['Bodega', 'text'],
    ['Cosecha (año)', 'number'],
  ],
  tratamiento: [
    ['Duración (minutos)', 'number'],
    ['Precio', 'money'],
  ],
  servicio: [
    ['Duración (minutos)', 'number'],
    ['Precio', 'money'],
  ],
  producto: [
    ['Precio', 'money'],
    ['Stock', 'number'],
  ],
  alimento: [
    ['Cantidad', 'number'],
    ['Fecha de caducidad', 'date'],
  ],
  habitacion: [
    ['Capacidad', 'number'],
    ['Precio', 'money'],
  ],
  coche: [
    ['Matrícula', 'text'],
    ['Plazas', 'number'],
  ],
  vehiculo: [
    ['Matrícula', 'text'],
    ['Plazas', 'number'],
  ],
  planta: [
    ['Especie', 'text'],
    ['Riego cada (días)', 'number'],
  ],
  receta: [
    ['Ingredientes', 'longtext'],
    ['Tiempo (minutos)', 'number'],
  ],
  pelicula: [
    ['Año', 'number'],
    ['Género', 'text'],
  ],
  juego: [
    ['Jugadores', 'text'],
    ['Duración (minutos)', 'number'],
  ],
  pista: [
    ['Tipo', 'text'],
    ['Precio por hora', 'money'],
  ],
  sala: [['Capacidad', 'number']],
  // A league's standings: one row per team or player.
  clasificacion: [
    ['Posición', 'number'],
    ['Puntos', 'number'],
    ['Partidos jugados', 'number'],
  ],
};
// Looked up with the idea's own words: «constructora» must not find Object's constructor.
Object.setPrototypeOf(TYPICAL_FIELDS, null);
/** Abstract nouns that are not records of their own. */
const ABSTRACT = /(encia|ancia|ismo|eza)$/;
/** Abstract by their ending, but records people report: "avisar de incidencias". */
const REPORTED = new Set(['incidencia', 'denuncia']);
/** Verbs whose object is something physical worth a photo and an availability flag. */
const LENDING = new Set(['prestar', 'alquilar', 'reservar', 'intercambiar', 'regalar', 'donar']);
const SELLING = new Set(['vender', 'comprar', 'encargar', 'pedir', 'pagar', 'cobrar', 'alquilar']);
const PHOTO = new Set([
  ...LENDING,
  'vender',
  'comprar',
  'publicar',
  'encargar',
  'pedir',
  'adoptar',
  'ofrecer',
]);
/** Verbs by which people put up their own things: those things get an owner. */
const SHARED = new Set([
  'prestar',
  'regalar',
  'intercambiar',
  'donar',
  'vender',
  'publicar',
  'ofrecer',
]);
/** Records about people when the idea names no thing: a hire, an evaluation. */
const TO_PEOPLE = new Set(['contratar', 'evaluar', 'calificar']);
/** What a person's own sheet may hold; anything else the idea names belongs to a thing. */
const PERSON_FIELDS = new Set(
  'telefono whatsapp email correo direccion ubicacion horario edad foto fotografia imagen talla enlace link descripcion comentario nota disponibilidad'.split(
    ' ',
  ),
);
/** People others look after: they use the app only when the idea has them do something. */
const DEPENDENTS = new Set(
  'nino nina hijo hija bebe peque chaval chavala crio cria menor paciente residente anciano anciana'.split(
    ' ',
  ),
);
const PUBLIC_EVENTS = new Set(['valorar', 'puntuar', 'opinar', 'votar', 'recomendar']);
/** What a booking is for when the idea names it: the pet, the car. */
const CARED_FOR = new Set('perro gato mascota coche vehiculo moto caballo bicicleta'.split(' '));
/** The two people of an exchange or a loan between them. */
const PAIRED: Record<string, [string, string]> = {
  intercambiar: ['que propone', 'que acepta'],
  prestar: ['que lo pide', 'que presta'],
};
// Looked up with the idea's own words: «constructora» must not find Object's constructor.
Object.setPrototypeOf(PAIRED, null);
/** The record's own date fields, which two dates the idea names take the place of. */
const OWN_DATES = new Set(['fecha', 'fecha_y_hora', 'desde', 'hasta', 'fecha_de_recogida']);

interface Draft {
  term: Term;
  key: string;
  rule: AccessRule;
  fields: DataField[];
  kind: 'thing' | 'actor' | 'event';
}

function field(
  label: string,
  type: DataField['type'],
  required = false,
  extra: Partial<DataField> = {},
): DataField {
  return { key: keyFromLabel(label), label, type, required, ...extra };
}

function addField(draft: Draft, f: DataField): void {
  if (draft.fields.length >= 30) return;
  if (draft.fields.some((x) => x.key === f.key)) return;
  draft.fields.push(f);
}

function termFromWord(word: string): Term {
  const singular = accented(word);
  return {
    key: fold(singular),
    singular,
    plural: pluralize(singular),
    gender: genderOfNoun(singular),
    count: 1,
    first: 0,
    writtenPlural: true,
  };
}

function entityKey(term: Term): string {
  return keyFromLabel(term.plural, 'registros');
}

function refField(target: Draft, required: boolean): DataField {
  return field(capitalize(target.term.singular), 'reference', required, { ref: target.key });
}

/** Builds the data model from a reading of the idea. */
export function dataModelFromReading(reading: Reading): DataModel {
  const examples = reading.examples;
  const drafts: Draft[] = [];
  const byKey = new Map<string, Draft>();
  const add = (draft: Draft): Draft => {
    const existing = byKey.get(draft.key);
    if (existing) return existing;
    drafts.push(draft);
    byKey.set(draft.key, draft);
    return draft;
  };

  const eventVerbs = new Map<string, Action>();
  for (const action of reading.actions) {
    const info = VERBS[action.verb];
    if (info?.event) eventVerbs.set(fold(info.event), action);
  }
  // Every thing an action names counts: "publicar perros y gatos" is about both.
  const objectsOf = (key: string) =>
    reading.actions.filter((a) => a.objects.some((o) => o.key === key)).map((a) => a.verb);

  // "confirmen su asistencia": the action's record (Confirmación) stands for the noun.
  const standsFor = (key: string) => {
    const event = VERB_OF_EVENT[key] ? VERBS[VERB_OF_EVENT[key]!]?.event : undefined;
    return !!event && fold(event) !== key && !EVENT_LIKE.has(key);
  };
  // A record the idea names whose own action it does not have ("marque la asistencia"): kept
  // even with an abstract ending; with its action, the action's record stands for it.
  const ownRecord = (key: string) =>
    !!VERB_OF_EVENT[key] && !reading.actions.some((a) => a.verb === VERB_OF_EVENT[key]);
  // "reserven estancias": what a record-making action is about is concrete, whatever its ending.
  const booked = (key: string) =>
    reading.actions.some((a) => VERBS[a.verb]?.event && a.objects.some((o) => o.key === key));
  const abstract = (key: string) =>
    (ABSTRACT.test(key) && !REPORTED.has(key) && !ownRecord(key) && !booked(key)) ||
    (!ownRecord(key) && standsFor(key));
  // 1. The idea's things (not the records an action creates: those come next).
  const isObject = (t: Term) => (objectsOf(t.key).length > 0 ? 0 : 1);
  const candidates = [...reading.things].sort(
    (a, b) => isObject(a) - isObject(b) || b.count - a.count || a.first - b.first,
  );
  // Entities: what actions are about, what the idea mentions twice, and its first three things.
  const firstThree = new Set(
    [...reading.things]
      .sort((a, b) => a.first - b.first)
      .filter((t) => !abstract(t.key) && !eventVerbs.has(t.key))
      .slice(0, 3)
      .map((t) => t.key),
  );
  // What the writer calls theirs ("de mis perros") and what they list ("partidas, parejas y
  // clasificación") are what the app keeps too; a fifth only for those.
  // "limpieza entre estancias": a task the idea places between records is a record itself.
  const tasks = new Map(
    reading.details.filter((d) => d.ref && !d.between).map((d) => [d.on, d.ref!] as const),
  );
  const chosen = new Set(
    candidates
      .filter((t) => tasks.has(t.key) || (!eventVerbs.has(t.key) && !abstract(t.key)))
      .filter(
        (t) =>
          tasks.has(t.key) ||
          objectsOf(t.key).length > 0 ||
          t.count >= 2 ||
          firstThree.has(t.key) ||
          t.owned ||
          t.listed,
      )
      .slice(0, 4),
  );
  for (const t of candidates)
    if (chosen.size < 5 && (t.owned || t.listed) && !eventVerbs.has(t.key) && !abstract(t.key))
      chosen.add(t);
  const recordThings: Draft[] = [];
  for (const thing of reading.things) {
    if (!chosen.has(thing)) continue;
    const verbs = objectsOf(thing.key);
    // "el entrenador marque la asistencia", "valoren los pedidos": a record the idea names as
    // the thing another verb acts on is a dated record, its references come with the people.
    if ((ownRecord(thing.key) && !EVENT_LIKE.has(thing.key)) || tasks.has(thing.key)) {
      const draft = add({
        term: thing,
        key: entityKey(thing),
        rule: 'privada',
        fields: [],
        kind: 'event',
      });
      recordThings.push(draft);
      continue;
    }
    const titled = TITLED.has(thing.key);
    const draft = add({
      term: thing,
      key: entityKey(thing),
      rule: 'catalogo',
      fields: [],
      kind: 'thing',
    });
    addField(draft, field(titled ? 'Título' : 'Nombre', 'text', true));
    if (EVENT_LIKE.has(thing.key)) {
      addField(draft, field('Fecha y hora', 'datetime', true));
      addField(draft, field('Lugar', 'text'));
    }
    addField(draft, field('Descripción', 'longtext'));
    const kinds = examples.get(thing.key);
    if (kinds && kinds.length >= 2)
      addField(
        draft,
        field('Tipo', 'choice', false, {
          options: [...kinds.map(capitalize), 'Otro'].slice(0, 20),
        }),
      );
    for (const [label, type] of TYPICAL_FIELDS[thing.key] ?? [])
      addField(draft, field(label, type));
    if (verbs.some((v) => PHOTO.has(v))) addField(draft, field('Foto', 'image'));
    if (verbs.some((v) => SELLING.has(v)))
      addField(draft, field('Precio', 'money', verbs.includes('vender')));
    if (verbs.some((v) => LENDING.has(v))) addField(draft, field('Disponible', 'boolean', true));
    if (reading.actors.length === 0 && !verbs.some((v) => PHOTO.has(v))) draft.rule = 'privada';
    if (titled && draft.rule === 'privada') {
      addField(draft, field('Fecha', 'date'));
      addField(
        draft,
        field('Estado', 'choice', false, { options: ['Pendiente', 'En curso', 'Hecho'] }),
      );
    }
  }

  // 2. The people: the main actor, and a second one when the idea names two groups.
  const actorDrafts: Draft[] = [];
  const doers = reading.actions.map((a) => a.actor).filter((a): a is Term => !!a);
  const people = [...reading.actors.slice(0, 2)];
  for (const d of doers)
    if (!people.some((p) => p.key === d.key) && people.length < 3) people.push(d);
  for (const actor of people) {
    const draft = add({
      term: actor,
      key: entityKey(actor),
      rule: 'privada',
      fields: [],
      kind: 'actor',
    });
    addField(draft, field('Nombre', 'text', true));
    if (DEPENDENTS.has(actor.key) && !doers.some((d) => d.key === actor.key)) {
      // Children and patients are looked after, they do not log in: no contact of their own.
      addField(draft, field('Fecha de nacimiento', 'date'));
      addField(draft, field('Notas', 'longtext'));
    } else {
      addField(draft, field('Email', 'email'));
      addField(draft, field('Teléfono', 'phone'));
    }
    actorDrafts.push(draft);
  }

  // 3. The records actions create: Préstamo {herramienta →, vecino →, desde, hasta, estado}.
  const eventByVerb = new Map<string, Draft>();
  for (const action of reading.actions) {
    const info = VERBS[action.verb];
    if (!info?.event || PUBLIC_EVENTS.has(action.verb)) continue;
    const term =
      reading.things.find((t) => t.key === fold(info.event!)) ?? termFromWord(info.event);
    const draft = add({ term, key: entityKey(term), rule: 'privada', fields: [], kind: 'event' });
    eventByVerb.set(action.verb, draft);
    const target = action.object ? byKey.get(entityKey(action.object)) : undefined;
    // "la adopción de perros y gatos": a reference to each thing, required when there is one.
    const targets = action.objects
      .map((o) => byKey.get(entityKey(o)))
      .filter((t): t is Draft => !!t && t !== draft);
    for (const t of targets) addField(draft, refField(t, targets.length === 1));
    // The person who does it, as the idea says ("los padres reserven"), else its main people.
    const who = (action.actor && byKey.get(entityKey(action.actor))) || actorDrafts[0];
    // "las familias los contratan": with no thing named, the record is about the other people.
    if (targets.length === 0 && (info.money || TO_PEOPLE.has(action.verb))) {
      const other = actorDrafts.find((d) => d !== who);
      if (other) addField(draft, refField(other, true));
    }
    if (who && !targets.includes(who)) addField(draft, refField(who, true));
    // "se presten herramientas", "intercambiar cromos entre los chavales": both people.
    const pair = PAIRED[action.verb];
    const between = reading.details.some((d) => d.between && d.on === draft.term.key);
    if (pair && between && who?.kind === 'actor') {
      const own = draft.fields.find((f) => f.ref === who.key);
      const person = capitalize(who.term.singular);
      if (own) {
        own.label = `${person} ${pair[0]}`;
        own.key = keyFromLabel(own.label);
      }
      addField(draft, field(`${person} ${pair[1]}`, 'reference', true, { ref: who.key }));
    }
    // "cita para su perro": a booking is for the pet, the car or the child the idea names.
    if (info.dates === 'datetime' || info.dates === 'range') {
      for (const d of drafts)
        if (
          d !== draft &&
          (CARED_FOR.has(d.term.key) || (d.kind === 'actor' && DEPENDENTS.has(d.term.key))) &&
          !draft.fields.some((f) => f.ref === d.key)
        )
          addField(draft, refField(d, false));
    }
    // A shared ride: who drives (above), who is taken, and the seats left.
    if (action.verb === 'acercar') {
      for (const other of actorDrafts) if (other !== who) addField(draft, refField(other, false));
      addField(draft, field('Plazas libres', 'number', true));
    }
    // A record the idea places inside an event it names ("partidas" of a "torneo", "asistencia"
    // to the "partidos") points at that event when its action named nothing else.
    const within = drafts.find((d) => d.kind === 'thing' && EVENT_LIKE.has(d.term.key));
    if (!info.money && within && within !== draft && !(target && target.kind === 'thing'))
      addField(draft, refField(within, false));
    switch (info.dates) {
      case 'range':
        addField(draft, field('Desde', 'date', true));
        addField(draft, field('Hasta', 'date', true));
        break;
      case 'pickup':
        addField(draft, field('Fecha de recogida', 'datetime', true));
        break;
      case 'datetime':
        addField(draft, field('Fecha y hora', 'datetime', true));
        break;
      default:
        addField(draft, field('Fecha', 'date', true));
    }
    if (info.money) addField(draft, field('Importe', 'money', true));
    if (info.states) addField(draft, field('Estado', 'choice', true, { options: info.states }));
    addField(draft, field('Notas', 'longtext'));
  }

  // 4. Ratings and votes: about the record they follow (a loan), or about the thing.
  for (const action of reading.actions) {
    const info = VERBS[action.verb];
    if (!info?.event || !PUBLIC_EVENTS.has(action.verb)) continue;
    const term = termFromWord(info.event);
    const draft = add({ term, key: entityKey(term), rule: 'publica', fields: [], kind: 'event' });
    const about =
      (action.object && byKey.get(entityKey(action.object))) ??
      [...eventByVerb.values()][0] ??
      drafts.find((d) => d.kind === 'thing');
    if (about && about !== draft) addField(draft, refField(about, true));
    // The author is who rates ("los nietos las valoren"), else the idea's main people.
    const author = (action.actor && byKey.get(entityKey(action.actor))) || actorDrafts[0];
    if (author && author !== about)
      addField(draft, field('Autor', 'reference', true, { ref: author.key }));
    if (action.verb === 'votar') addField(draft, field('Opción', 'text', true));
    else addField(draft, field('Puntuación', 'rating', true));
    addField(draft, field('Comentario', 'longtext'));
  }

  // "avisar de averías en las farolas y en los caminos, con foto y ubicación": the photo is of
  // what is reported, the thing the clause's action is about, not the place named last.
  const reported = (at: number, nearest: Draft | undefined): Draft | undefined => {
    if (nearest?.kind !== 'thing') return undefined;
    const action = [...reading.actions]
      .filter((a) => a.first < at && a.objects.length > 0)
      .sort((a, b) => b.first - a.first)[0];
    if (!action || reading.actions.some((a) => a.first > action.first && a.first < at))
      return undefined;
    if (action.objects.some((o) => o.key === nearest.term.key)) return undefined;
    const object = byKey.get(entityKey(action.objects[0]!));
    return object && object.kind === 'thing' && object.term.first < nearest.term.first
      ? object
      : undefined;
  };
  // 5. Fields the idea names (precio, foto, teléfono): on the entity mentioned just before.
  const mainThing = drafts.find((d) => d.kind === 'thing') ?? drafts[0];
  const paidFor = new Set(
    reading.actions.filter((a) => VERBS[a.verb]?.money && a.object).map((a) => a.object!.key),
  );
  for (const attribute of reading.attributes) {
    const info = ATTRIBUTES[attribute.key];
    if (!info || paidFor.has(attribute.key)) continue;
    // "presupuesto con proveedores": the entity named right after it; else the one before it.
    const linked = ['con', 'de', 'del', 'para', 'por', 'a', 'al'].includes(attribute.next);
    const after = linked
      ? drafts.find((d) => d.term.first > attribute.first && d.term.first <= attribute.first + 3)
      : undefined;
    const nearest = [...drafts]
      .filter((d) => d.kind !== 'actor' || PERSON_FIELDS.has(attribute.key))
      .filter((d) => d.term.first <= attribute.first)
      .sort((a, b) => b.term.first - a.term.first)[0];
    const owner = after ?? reported(attribute.first, nearest) ?? nearest ?? mainThing;
    if (!owner) continue;
    if (info.type === 'choice') {
      addField(
        owner,
        field(info.label, 'choice', false, { options: ['Pendiente', 'En curso', 'Hecho'] }),
      );
    } else addField(owner, field(info.label, info.type));
  }

  // 6. At least two entities: whoever uses it, then a plain record.
  if (drafts.length < 2) {
    const user = termFromWord('usuario');
    const draft = add({
      term: user,
      key: entityKey(user),
      rule: 'privada',
      fields: [],
      kind: 'actor',
    });
    addField(draft, field('Nombre', 'text', true));
    addField(draft, field('Email', 'email', true));
  }
  if (drafts.length < 2) {
    const record = termFromWord('registro');
    const draft = add({
      term: record,
      key: entityKey(record),
      rule: 'privada',
      fields: [],
      kind: 'thing',
    });
    addField(draft, field('Título', 'text', true));
    addField(draft, field('Fecha', 'date', true));
    addField(draft, field('Notas', 'longtext'));
  }
  // Owned records point at their owner when the idea has people and nothing else does: the
  // person who puts them up ("los artesanos venden sus cerámicas"), never someone else.
  for (const d of drafts) {
    const sharing = reading.actions.find(
      (a) => SHARED.has(a.verb) && a.objects.some((o) => o.key === d.term.key),
    );
    if (!sharing || d.kind !== 'thing' || d.fields.some((f) => f.type === 'reference')) continue;
    const owner = sharing.actor
      ? byKey.get(entityKey(sharing.actor))
      : VERBS[sharing.verb]?.by === 'p'
        ? undefined
        : actorDrafts[0];
    if (owner) addField(d, field('Propietario', 'reference', false, { ref: owner.key }));
  }
  // Records named as a thing: what they are about (the event they happen in, else the main
  // thing), the people in them, the date.
  for (const draft of recordThings) {
    const task = tasks.get(draft.term.key);
    const about =
      (task ? drafts.find((d) => d.term.key === task) : undefined) ??
      drafts.find((d) => d.kind === 'thing' && EVENT_LIKE.has(d.term.key)) ??
      drafts.find((d) => d.kind === 'thing' && d !== draft);
    if (about) addField(draft, refField(about, false));
    if (!task)
      for (const person of actorDrafts.slice(0, 2)) addField(draft, refField(person, false));
    addField(draft, field('Fecha', 'date', true));
    addField(draft, field('Notas', 'longtext'));
  }

  // Fields the idea gives a record in passing: "cita para baño o corte", "fechas de entrada y salida".
  for (const detail of reading.details) {
    const draft = drafts.find((d) => d.term.key === detail.on);
    if (!draft || detail.type === 'reference') continue;
    const at = (key: string) => {
      const k = draft.fields.findIndex((f) => f.key === key);
      return k >= 0 ? k : draft.fields.length;
    };
    let place = at('estado');
    if (detail.type !== 'choice') {
      const own = draft.fields.findIndex((f) => OWN_DATES.has(f.key));
      if (own >= 0) {
        place = own;
        draft.fields = draft.fields.filter((f) => !OWN_DATES.has(f.key));
      } else {
        const last = draft.fields.findLastIndex(
          (f) => f.key.startsWith('fecha_de') || f.key.startsWith('hora_de'),
        );
        if (last >= 0) place = last + 1;
      }
    }
    const made =
      detail.type === 'choice'
        ? field(detail.label, 'choice', true, { options: detail.options })
        : field(detail.label, detail.type, true);
    // "pista de tenis o pádel": the options say what a plain "Tipo" would have held.
    const same = draft.fields.findIndex((f) => f.key === made.key);
    if (same >= 0 && draft.fields[same]!.type === 'text') draft.fields[same] = made;
    else if (same < 0 && draft.fields.length < 30) draft.fields.splice(place, 0, made);
  }

  const entities: DataEntity[] = drafts.slice(0, 8).map((d) => ({
    key: d.key,
    label: capitalize(d.term.singular),
    labelPlural: capitalize(d.term.plural),
    rule: d.rule,
    fields: d.fields.filter(
      (f) => f.type !== 'reference' || drafts.slice(0, 8).some((x) => x.key === f.ref),
    ),
  }));
  const model = { entities };
  const checked = dataModelSchema.safeParse(model);
  return checked.success ? checked.data : fallbackModel();
}

function fallbackModel(): DataModel {
  return {
    entities: [
      {
        key: 'usuarios',
        label: 'Usuario',
        labelPlural: 'Usuarios',
        rule: 'privada',
        fields: [field('Nombre', 'text', true), field('Email', 'email', true)],
      },
      {
        key: 'registros',
        label: 'Registro',
        labelPlural: 'Registros',
        rule: 'privada',
        fields: [
          field('Título', 'text', true),
          field('Fecha', 'date', true),
          field('Usuario', 'reference', true, { ref: 'usuarios' }),
          field('Notas', 'longtext'),
        ],
      },
    ],
  };
}

/**
 * A data model for an existing concept (projects saved before issue 19 have none): read from
 * the original idea when there is one, else from the concept's own name, description,
 * features and stories. Deterministic.
 */
export function deriveDataModel(input: { concept: Concept; prompt?: string }): DataModel {
  const concept = input?.concept;
  const prompt = typeof input?.prompt === 'string' ? input.prompt : '';
  const fromPrompt = prompt.trim() ? readIdea(prompt) : null;
  if (fromPrompt && fromPrompt.things.length + fromPrompt.actions.length >= 2)
    return dataModelFromReading(fromPrompt);
  const text = concept
    ? [
        concept.description,
        ...(Array.isArray(concept.features) ? concept.features : []),
        ...(Array.isArray(concept.userStories) ? concept.userStories : []),
      ]
        .filter((s) => typeof s === 'string')
        .join('. ')
    : '';
  const fromConcept = readIdea(`${prompt}. ${text}`);
  return dataModelFromReading(fromConcept);
}
