// Who creates the records (issue 37): where the idea says that its visitors, customers or members
// make a thing ("que la gente reporte los baches", "las empresas publican ofertas", "cualquiera
// pueda agregar un bebedero"), that list lets them: a catalogue becomes `publica` (anyone reads,
// signed-in visitors add theirs), a private list becomes `formulario` (they submit and see only
// their own). The owner saying it of themselves ("subimos lo que encontramos") changes nothing.
// The word lists are data; `who-creates.test.ts` runs their examples and counter-examples.

import type { IdeaText, Token } from './analysis/analyze.ts';
import { KINSHIP, LOOSE_PEOPLE, OUTSIDE_CHANNELS, PERSON_NOUNS } from './analysis/words.ts';
import type { PatternRule } from './patterns/types.ts';

/** Verbs (lemmas) by which somebody makes the thing itself: "publican ofertas", "suben fotos". */
export const MAKE_VERBS = new Set([
  'subir',
  'publicar',
  'agregar',
  'añadir',
  'anadir',
  'registrar',
  'reportar',
  'avisar',
  'dejar',
  'postear',
  'crear',
  'cargar',
  'proponer',
  'compartir',
  'denunciar',
  'escribir',
  'mandar',
  'enviar',
]);

/**
 * Verbs by which somebody asks for something: "piden envíos", "hacen el pedido". They make the
 * app's own record (a pedido, an envío, a reserva), never the catalogue's thing ("encargan tartas"
 * makes an encargo, not a tarta).
 */
export const REQUEST_VERBS = new Set([
  'pedir',
  'encargar',
  'reservar',
  // "que los clientes aparten desde la página" (Mexico), "que agenden su cita" (Colombia).
  'apartar',
  'agendar',
  'solicitar',
  'hacer',
  'llenar',
  'rellenar',
  'inscribir',
  'apuntar',
  'reclamar',
  'donar',
]);

/** Words that name people other than the owner, as a subject ("la gente", "cualquiera"). */
export const VISITOR_WORDS = new Set([
  'gente',
  'cualquiera',
  'todos',
  'todas',
  'usuario',
  'publico',
  'visitante',
  'vecino',
  'cliente',
  'socio',
  'alumno',
  'padre',
  'papa',
  'mama',
  'familia',
  'empresa',
  'empleador',
  'miembro',
  'participante',
  'jugador',
  'paciente',
  'interesado',
  'comprador',
  'vendedor',
  'hortelano',
  'voluntario',
  'asistente',
  'inquilino',
  'huesped',
  'ciclista',
  'estudiante',
  'primo',
  'amigo',
]);

/** Rule of a list once its visitors are said to create in it. */
export const OPENED_RULE: Partial<Record<PatternRule, PatternRule>> = {
  catalogo: 'publica',
  privada: 'formulario',
  vinculada: 'formulario',
};

const CLAUSE_START = /^(que|q|y|donde|para|pa|pues|porque|cuando|si)$/;

/** The subject before a verb, inside its clause: a visitor, the owner, or nobody said. */
function subjectOf(idea: IdeaText, verb: Token, depth = 0): 'visitor' | 'owner' | null {
  // "subimos", "apunto": the owner speaks of themselves.
  if (/mos$/.test(verb.norm) || (verb.pos === 'verb' && /o$/.test(verb.norm))) return 'owner';
  for (let j = verb.i - 1; j >= Math.max(0, verb.i - 6); j--) {
    const t = idea.tokens[j]!;
    if (t.breakAfter && j !== verb.i - 1) break;
    const lemma = t.nounLemma ?? t.lemma;
    const singular = t.norm.replace(/(es|s)$/, '');
    if (VISITOR_WORDS.has(t.norm) || VISITOR_WORDS.has(lemma) || VISITOR_WORDS.has(singular))
      return 'visitor';
    if (t.pos === 'noun' && PERSON_NOUNS.has(lemma) && t.plural) return 'visitor';
    // "que el cliente vea los inflables … y me pida la renta": a verb after «y» shares the
    // subject of the verb before it, in the same sentence.
    // (Not when the verb has a subject of its own: "y él les deja nota".)
    const ownSubject = idea.tokens
      .slice(j + 1, verb.i)
      .some(
        (x) => !/^(me|te|le|les|nos|se|lo|la|los|las|ya|tambien|luego|despues|asi)$/.test(x.norm),
      );
    if (/^(y|e)$/.test(t.norm) && depth === 0 && !ownSubject && !idea.tokens[j - 1]?.breakAfter) {
      for (let k = j - 1; k >= Math.max(0, j - 10); k--) {
        const before = idea.tokens[k]!;
        if (before.breakAfter && !before.commaAfter) break;
        if (before.pos === 'verb' && /[ae]n?$/.test(before.norm))
          return subjectOf(idea, before, depth + 1);
      }
    }
    // "las empresas de la zona", "las startups": a plural noun the dictionary lacks.
    if (CLAUSE_START.test(t.norm)) break;
  }
  return null;
}

export interface Opening {
  /** The noun (lemma, folded) of the list the visitors create in. */
  object: string;
  verb: string;
  /** Said with a verb of asking: only the app's own records open. */
  request: boolean;
  /**
   * "que los clientes pidan su cilindro de gas": what is asked for names no list of the app; the
   * asking is the app's own order, the record whose names say it is asked for (`ORDER_RECORDS`).
   */
  own?: boolean;
}

/** Verbs of ordering a thing: "pidan su cilindro", "encarguen su garrafón", "soliciten su bombona". */
export const ORDER_VERBS = new Set(['pedir', 'encargar', 'solicitar']);
/** A record that is an order by its names: the one "pidan su cilindro" creates. */
export const ORDER_RECORDS = /^(pedido|encargo|envio|solicitud|orden|reparacion)$/;

const SKIP_BEFORE_OBJECT =
  /^(el|la|los|las|un|una|unos|unas|su|sus|sus|nuevo|nueva|nuevos|nuevas)$/;

/**
 * Where the idea says visitors create something: the created thing's noun (the verb's direct
 * object), for each such verb. `names(lemma)` says whether a lemma names one of the app's lists.
 */
/** "piden por WhatsApp", "por teléfono", "por mensaje": asked outside the app, not in it. */
function outsideChannel(idea: IdeaText, verb: Token): boolean {
  const said = idea.tokens.slice(verb.i + 1, verb.i + 4).map((t) => t.norm);
  const by = said.indexOf('por');
  return by >= 0 && OUTSIDE_CHANNELS.has(said[by + 1] ?? '');
}

export function visitorCreations(idea: IdeaText, names: (lemma: string) => boolean): Opening[] {
  const out: Opening[] = [];
  for (const verb of idea.tokens) {
    const make = verb.lemmas.find((l) => MAKE_VERBS.has(l));
    const ask = verb.lemmas.find((l) => REQUEST_VERBS.has(l));
    if (!make && !ask) continue;
    if (verb.pos === 'noun' && verb.nounLemma && names(verb.nounLemma)) continue;
    // A third person ("suban", "publican", "reporta", "pueda agregar") said of others.
    if (subjectOf(idea, verb) !== 'visitor') continue;
    let j = verb.i + 1;
    while (j < idea.tokens.length && SKIP_BEFORE_OBJECT.test(idea.tokens[j]!.norm)) j++;
    const t = idea.tokens[j];
    const noun = t?.nounLemma;
    if (noun && names(noun)) out.push({ object: noun, verb: (make ?? ask)!, request: !make });
    // "que los clientes aparten desde la página": a booking said without what is booked is the
    // app's own booking.
    else if (!make && ask && BOOK_VERBS.has(ask))
      out.push({ object: '', verb: ask, request: true });
    // "que el cliente pida por la app cuántos botellones", "la gente pide por la web (barras…)":
    // an order said without a list's word is the app's own order.
    else if (!make && ask && ORDER_VERBS.has(ask) && !outsideChannel(idea, verb))
      out.push({ object: '', verb: ask, request: true, own: true });
  }
  return out;
}

/**
 * What the idea's visitors do that a kind of app is for: "que los socios puedan reservar calle"
 * asks for bookings, "los equipos se inscriben" for sign-ups, "que los oyentes voten" for a poll,
 * "que la gente done" for donations. The patterns that give each act, the likeliest first.
 */
export const VISITOR_ACTS: Record<
  string,
  {
    patterns: string[];
    /** The act's records: a first app that has one of them does it already. */
    records: string[];
    /** First apps in which the act is theirs (a transfer booked is the trip itself). */
    within: string[];
    /** Its records said in the plural ask for it too, whoever makes them. */
    nouns?: string[];
    /**
     * What the act is done to that no first app of `within` does: "que la gente reserve clase"
     * in a board rental is a class to sign up to, not a rental; the act's object names it.
     */
    beyond?: { objects: string[]; pattern: string };
  }
> = {
  reservar: {
    patterns: ['reservas-recurso', 'citas-servicio'],
    records: ['reserva', 'cita'],
    within: [
      'viajes-despacho',
      'alquileres',
      'eventos-inscripciones',
      'cursos-online',
      'clases-tareas',
    ],
    beyond: {
      objects: ['clase', 'curso', 'taller', 'salida', 'excursion', 'tour', 'cata', 'visita'],
      pattern: 'eventos-inscripciones',
    },
  },
  inscribir: {
    patterns: ['eventos-inscripciones'],
    records: ['inscripcion'],
    within: ['bolsa-empleo', 'cursos-online', 'clases-tareas', 'voluntariado', 'membresias'],
  },
  votar: {
    patterns: ['encuestas'],
    records: ['voto', 'votacion'],
    within: [],
    nouns: ['votacion'],
  },
  donar: {
    patterns: ['donaciones'],
    records: ['donacion'],
    within: [],
    // "recibimos donaciones de los colmados": donations said as what arrives.
    nouns: ['donacion'],
  },
};

/** A verb in the third person plural, or an infinitive after one ("puedan reservar"). */
function saidOfOthers(idea: IdeaText, verb: Token): boolean {
  const third = (t: Token | undefined) =>
    !!t && /[ae]n$/.test(t.norm) && (t.pos === 'verb' || t.pos === 'other');
  if (third(verb)) return true;
  const prev = idea.tokens[verb.i - 1];
  const before = idea.tokens[verb.i - 2];
  // "puedan reservar", "se inscriben", "quieren reservar".
  return /r$/.test(verb.norm) && (third(prev) || (prev?.norm === 'se' && third(before)));
}

/** The nouns the idea's visitors do `act` to: "que la gente reserve clase" → ["clase"]. */
export function actObjects(idea: IdeaText, act: string): string[] {
  const out: string[] = [];
  for (const verb of idea.tokens) {
    if (!verb.lemmas.includes(act) || (verb.pos !== 'verb' && verb.pos !== 'other')) continue;
    let j = verb.i + 1;
    while (
      /^(el|la|los|las|un|una|su|sus|una|plaza|sitio|lugar|de|en|para)$/.test(
        idea.tokens[j]?.norm ?? '',
      ) &&
      j < verb.i + 4
    )
      j++;
    const n = idea.tokens[j];
    if (n?.nounLemma && !verb.breakAfter) out.push(n.nounLemma);
  }
  return out;
}

/** The acts of `VISITOR_ACTS` the idea says its visitors do (lemmas). */
export function visitorActs(idea: IdeaText): string[] {
  const out = new Set<string>();
  for (const verb of idea.tokens) {
    if (verb.pos !== 'verb' && verb.pos !== 'other') continue;
    const act = verb.lemmas.find((l) => VISITOR_ACTS[l]);
    if (!act) continue;
    const who = subjectOf(idea, verb);
    if (who === 'owner') continue;
    if (who === 'visitor' || saidOfOthers(idea, verb)) out.add(act);
  }
  for (const [act, { nouns }] of Object.entries(VISITOR_ACTS))
    if (idea.tokens.some((t) => t.plural && !t.aside && nouns?.includes(t.nounLemma ?? '')))
      out.add(act);
  return [...out];
}

/**
 * Verbs by which the idea's visitors book the app's own record. Not «inscribir»: «los padres
 * inscriben a sus hijos» signs up the children.
 */
export const BOOK_VERBS = new Set(['reservar', 'arrendar', 'alquilar', 'rentar', 'apartar']);

/** Verbs by which the idea's people ask for what someone approves («los profes piden material»). */
export const ASK_VERBS = new Set(['pedir', 'solicitar']);

/** Subjects that name nobody in particular: the booking form is enough for them. */
const ANYONE = /^(gente|cualquiera|todos|todas|ellos|ellas|usuarios?|personas?|clientes?)$/;

/**
 * Who the idea says books ("los mochileros reserven su cama", "las bandas arriendan por bloque",
 * "los grupos reservan sala"): the plural noun right before the verb (or before its modal,
 * "que los socios puedan reservar"), said of others. Null when nobody in particular books ("la
 * gente reserva") or the owner does ("reservamos").
 */
export function bookers(idea: IdeaText, verbs: Set<string> = BOOK_VERBS): Token | null {
  for (const verb of idea.tokens) {
    if (verb.pos !== 'verb' && verb.pos !== 'other') continue;
    if (!verb.lemmas.some((l) => verbs.has(l)) || !saidOfOthers(idea, verb)) continue;
    let j = verb.i - 1;
    if (idea.tokens[j]?.norm === 'se') j--;
    // "las asociaciones lo solicitan": a pronoun for what is asked.
    if (/^(lo|la|los|las|les|le)$/.test(idea.tokens[j]?.norm ?? '') && j < verb.i) {
      const art = idea.tokens[j - 2];
      if (art && /^(los|las)$/.test(art.norm)) j--;
    }
    if (/^(puedan|pueda|quieren|quieran|van|vayan)$/.test(idea.tokens[j]?.norm ?? '')) j--;
    const t = idea.tokens[j];
    if (t?.pos !== 'noun' || !t.plural || !t.nounLemma || t.capital || t.breakAfter) continue;
    if (ANYONE.test(t.norm) || ANYONE.test(t.nounLemma)) continue;
    // "que los chicos reserven": the guys, said loosely, are anybody.
    if (LOOSE_PEOPLE.has(t.nounLemma) || KINSHIP.has(t.nounLemma)) continue;
    if (!/^(los|las)$/.test(idea.tokens[j - 1]?.norm ?? '')) continue;
    return t;
  }
  return null;
}

/**
 * The owner says they are not alone in giving the service: «trabajo con otra compañera», «otra
 * chava que también lee las cartas», «que escojan con quién», «somos tres», «4 artistas». Gives
 * the counted people's token when the idea counts them, else `true`.
 */
export function severalStaff(idea: IdeaText): Token | boolean {
  const { tokens } = idea;
  for (const t of tokens) {
    const next = tokens[t.i + 1];
    // «4 artistas», «tres peluqueras».
    if (
      (t.pos === 'number' || /^(dos|tres|cuatro|cinco|seis|siete|ocho)$/.test(t.norm)) &&
      Number(t.norm) !== 1 &&
      next?.pos === 'noun' &&
      next.plural &&
      next.nounLemma &&
      PERSON_NOUNS.has(next.nounLemma) &&
      !CLIENT_WORDS.test(next.nounLemma)
    )
      return next;
    // «otra compañera», «otro barbero», «otra chava».
    if (
      /^(otra|otro)$/.test(t.norm) &&
      next?.pos === 'noun' &&
      next.nounLemma &&
      (PERSON_NOUNS.has(next.nounLemma) || LOOSE_PEOPLE.has(next.nounLemma)) &&
      !CLIENT_WORDS.test(next.nounLemma)
    )
      return true;
    // «que escojan con quién», «elegir con quién».
    if (
      t.norm === 'con' &&
      next?.norm === 'quien' &&
      /^(escog|elij|elig|eleg|escoj)/.test(tokens[t.i - 1]?.norm ?? '')
    )
      return true;
    // «somos tres».
    if (t.norm === 'somos' && /^(dos|tres|cuatro|cinco|\d+)$/.test(next?.norm ?? '')) return true;
  }
  return false;
}

/** The people served, never the staff: «3 clientes», «otra clienta». */
const CLIENT_WORDS =
  /^(cliente|clienta|paciente|alumno|alumna|socio|socia|usuario|usuaria|hijo|hija|nino|nina)$/;
