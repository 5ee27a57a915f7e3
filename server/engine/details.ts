// The idea's own details as fields (issue 37): what the person says they want to note about
// the main record, typed from their wording.
//   "si hay varroa"                         → Varroa (sí/no)
//   "cuántos kilos de miel"                 → Kilos de miel (número)
//   "en qué fase están (contactado, demo…)" → Fase (opciones: Contactado, Demo, …)
//   "de cada disco: artista, sello, año"    → Artista, Sello, Año (número)
//   "el precio", "una foto"                 → Precio (importe), Foto (imagen)
// Each rule is a function over the analysed tokens with its examples in details.test.ts.

import type { FieldType } from '../../contracts/data-model.ts';
import { keyFromLabel } from '../../contracts/data-model.ts';
import { ATTRIBUTES } from '../lib/ai/offline/lexicon.ts';
import { pluralize } from '../lib/ai/offline/morphology.ts';
import { capitalize } from '../lib/ai/offline/spanish.ts';
import { fold, type IdeaText, type Token } from './analysis/analyze.ts';
import {
  BUSINESS_NOUNS,
  NEVER_ENTITIES,
  PERSON_NOUNS,
  PLACE_NOUNS,
  RECORD_OF_VERB,
  STOP_WORDS,
} from './analysis/words.ts';
import type { PatternField } from './patterns/types.ts';
import { TYPE_OF } from './tables/field-types.ts';
import { MEASURES } from './tables/measures.ts';
import { SET_PHRASES } from './tables/set-phrases.ts';

const MAX_DETAILS = 10;
/** Verbs that make a record of the app: "postularse", "inscribirse", "reservar". */
const RECORD_OF_VERB_LEMMAS = new Set(Object.keys(RECORD_OF_VERB));
/** Verbs between "si" and what is checked: "si hay varroa", "si vi la reina", "si ha dormido siesta". */
const CHECK_VERBS =
  /^(es|son|sea|sean|este|esten|estuvo|hay|hubo|tiene|tienen|tenia|lleva|llevan|llevo|vi|vio|vimos|ve|ven|ha|han|he|esta|estan|estaba|quedo|queda|hizo|hace|hicieron|trae|traen|trajo|uso|usa|necesita|necesitan|tomo|toma|dio|da|paso|pasa|salio|sale|fue|va|existe|aparece|aparecio|encontre|encontro|se)$/;
const COUNT_WORDS = /^(cuantos|cuantas|cuanto|cuanta)$/;
const ARTICLE =
  /^(el|la|los|las|un|una|unos|unas|su|sus|algun|alguna|algunos|algunas|mi|mis|que|qué|cual|cuales)$/;
/** Verbs and phrases after which the idea lists what it notes: "apuntar el ejercicio, series…". */
const NOTE_VERBS = new Set([
  'apuntar',
  'anotar',
  'registrar',
  'guardar',
  'poner',
  'cargar',
  'llevar',
  'saber',
  'ver',
  'controlar',
  'tener',
  'incluir',
  'pedir',
  'indicar',
  'elegir',
  'marcar',
  'rellenar',
  'meter',
  // "revisa plagas, humedad, floración": what is checked.
  'revisar',
  'comprobar',
]);
/**
 * What a visitor hands over: "q suban foto de referencia, la zona del cuerpo…", "dejen anticipo",
 * "diciendo zona del cuerpo, tamaño…".
 */
const HANDOVER_VERBS = new Set([
  'subir',
  'dejar',
  'decir',
  'especificar',
  'detallar',
  'adjuntar',
  'escribir',
  'completar',
  'llenar',
  'seleccionar',
  'escoger',
  'informar',
  'mandar',
  'enviar',
  // "piden turno contando la idea del tatuaje, zona del cuerpo y tamaño".
  'contar',
]);
/** Who made a work: «Artista» of a record or a mural, «Autor» of a book, a text field of it. */
const CREATORS = new Set(['artista', 'autor', 'autora', 'compositor', 'ilustrador', 'fotografo']);
/**
 * A T-shirt's size: "talla de camiseta", "talla de remera". Not a bare "talla", which may be a
 * baby's in months, a dress's in numbers or a shoe's.
 */
const CLOTHING_SIZE = /^tallas? (de (la )?)?(camiseta|remera|playera|polera|polo|sudadera)s?$/;
/** The usual clothing sizes, the options of a «Talla». */
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
/** What a list is sorted or found by: "por grado", "por temporada", "por especialidad". */
const SORT_WORDS = new Set([
  'categoria',
  'grado',
  'materia',
  'asignatura',
  'temporada',
  'especialidad',
  'barrio',
  'zona',
  'distrito',
  'region',
  'provincia',
  'estilo',
  'nivel',
  'edad',
  'genero',
  'carrera',
  'curso',
  'seccion',
  'rama',
  'dolencia',
  'sede',
  'idioma',
  'instrumento',
  'deporte',
  'tema',
  'epoca',
  'raza',
  'especie',
]);
/** Verbs by which people report what went wrong: "reporten daños", "avisen de averías". */
const REPORT_VERBS = new Set(['reportar', 'denunciar', 'avisar', 'notificar', 'informar']);
/** Verbs by which people rate things: "que califiquen la comida, el servicio y el ambiente". */
const RATING_VERBS = new Set(['calificar', 'valorar', 'puntuar', 'evaluar']);
/** What leaves a list open: "arneses...", "arneses, etc.". */
const OPEN_LIST = /^(\s+de\s+\p{L}+)?\s*(\.\.\.|…|,?\s*etc\b)/u;

/** Where token i ends in the source text (the n-th time its text occurs, counting from the left). */
function sourceEnd(source: string, tokens: Token[], i: number): number {
  let at = 0;
  for (let k = 0; k <= i; k++) {
    const found = source.indexOf(tokens[k]!.text, at);
    if (found < 0) return source.length;
    at = found + tokens[k]!.text.length;
  }
  return at;
}

/** Verbs that record something about each thing: "anotar por cuartel el grado brix". */
const RECORDING_VERBS = new Set(['apuntar', 'anotar', 'registrar', 'guardar', 'llevar']);

/** "qué fase (a, b, c)", "fase: a, b o c", "talla (S, M, L)". */
const VALUE_LIST = /(?:\bqu[eé]\s+(\p{L}+)[^(:.\n,]{0,25}|(\p{L}{3,}))\s*\(([^()]{3,160})\)/gu;
const STATUS = new Set(['estado', 'fase', 'etapa', 'situacion', 'stage', 'status', 'paso']);

/** Adverbs, pronouns, interjections and verb forms that a list rule may meet: never a field. */
const NOT_A_FIELD =
  /^(ahi|alli|aqui|aca|alla|suy[oa]s?|tuy[oa]s?|mi[oa]s?|genial|perfecto|plus|pueda|puedan|den|full|ok|vale|vaya|vayan)$/;

/** A day or a time said in passing: "el asado del domingo (vacío, tira…)" names no field. */
const WHEN_WORDS =
  /^(lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde|dia|semana|mes|manana|tarde|noche|verano|invierno|navidad)s?$/;

/** Values that are clauses, not options: "unas con batería", "cuántas sabritas", "con qué instructor". */
const CLAUSE_VALUE = /^(unos|unas|otros|otras|algun[oa]s?|cuant[oa]s?|con que|que|etc)\b/;

const cap = capitalize;

/** Whether a token reads as a noun, without narrowing it (the participle test needs both). */
function nounLike(t: Token): boolean {
  return isNoun(t);
}

function isNoun(t: Token | undefined): t is Token {
  return !!t && !!t.nounLemma && !STOP_WORDS.has(t.norm) && t.pos !== 'number';
}

/** Abbreviations of measures, as a field's label: "km, ritmo, pulsaciones" → Kilómetros. */
const ABBREVIATIONS: Record<string, string> = Object.assign(Object.create(null), {
  km: 'kilómetros',
  kms: 'kilómetros',
  kg: 'kilos',
  kgs: 'kilos',
  cm: 'centímetros',
  ml: 'mililitros',
  lt: 'litros',
  ph: 'pH',
  hrs: 'horas',
  min: 'minutos',
});

const NOT_LIST_WORDS = new Set(
  'nosotros nosotras vosotros vosotras ellos ellas despues luego antes ahora siempre nunca tambien todavia aparte ademas encima solo'.split(
    ' ',
  ),
);

/** In a list of what is noted, a word the dictionary does not know is still a name ("gamertag"). */
function isListWord(t: Token | undefined): t is Token {
  if (!t) return false;
  // "cuánto costó", "qué pasó": a verb's past written with its accent is no noun ("costo").
  if (/[óé]$/.test(t.text.toLowerCase()) && !/[óé]$/.test(t.display)) return false;
  if (isNoun(t)) return true;
  const w: Token = t;
  if (ABBREVIATIONS[w.norm]) return true;
  // "darles seguimiento", "después", "nosotros": a verb with its pronoun, an adverb or a pronoun.
  if (NOT_LIST_WORDS.has(w.norm) || /(ar|er|ir)(le|les|lo|la|los|las|me|nos|se)$/.test(w.norm))
    return false;
  // A participle is no name: "…, datos de contacto, clasificado por tipo".
  return (
    w.pos === 'other' &&
    w.norm.length >= 3 &&
    /^[a-zñ]+$/.test(w.norm) &&
    !/(ad|id)[oa]s?$/.test(w.norm)
  );
}

/** A short noun phrase starting at i: "el tipo de vaso", "fecha de retiro". Its label and end. */
function nounPhrase(
  tokens: Token[],
  i: number,
  /** A noun that names a list of the app: "el tamaño del perro" is the dog's size. */
  names: (t: Token) => boolean = () => false,
): { label: string; head: Token; end: number } | null {
  let j = i;
  while (j < tokens.length && ARTICLE.test(tokens[j]!.norm) && !tokens[j]!.breakAfter) j++;
  const head = tokens[j];
  if (!isListWord(head) || head.pos === 'verb') return null;
  // "tenemos cientos de trajes, pelucas…": how many, not a detail.
  if (/^(cientos|miles|decenas|docenas|centenares|montones|monton|mogollon)$/.test(head.norm))
    return null;
  let label =
    ABBREVIATIONS[head.norm] ??
    (/^\p{Lu}{2,}$/u.test(head.text) ? head.text : head.text.toLowerCase());
  let end = j;
  // "obra social", "redes sociales": a set phrase is one label.
  const phrase = (SET_PHRASES.get(head.norm) ?? []).find((p) =>
    p
      .split(' ')
      .every(
        (w, k) =>
          tokens[j + k]?.norm === w &&
          (k === p.split(' ').length - 1 || !tokens[j + k]!.breakAfter),
      ),
  );
  if (phrase) {
    const n = phrase.split(' ').length;
    return {
      label: tokens
        .slice(j, j + n)
        .map((x) => x.text.toLowerCase())
        .join(' '),
      head,
      end: j + n - 1,
    };
  }
  const de = tokens[j + 1];
  const of = tokens[j + 2];
  // "fecha de retimbrado", "fecha de vencido": a date of anything said, known word or not.
  const dated =
    head.nounLemma === 'fecha' &&
    !!of &&
    /^\p{L}{4,}$/u.test(of.text) &&
    !ARTICLE.test(of.norm) &&
    !/^(cada|hoy|ayer|manana)$/.test(of.norm);
  if (!head.breakAfter && de?.norm === 'de' && ((isNoun(of) && of.pos !== 'verb') || dated)) {
    label = `${label} de ${of.text.toLowerCase()}`;
    end = j + 2;
    // "el nivel de aceite adecuado": the verdict after the complement.
    const verdict = tokens[end + 1];
    if (!of.breakAfter && verdict && CHECKED.test(verdict.norm)) {
      label = `${label} ${verdict.text.toLowerCase()}`;
      end += 1;
    }
    // "foto de referencia del diseño": the complement says whose, the list goes on after it.
    const del = tokens[end + 1];
    const what = tokens[end + 2];
    if (!of.breakAfter && del?.norm === 'del' && isNoun(what) && what.pos !== 'verb') end += 2;
  } else if (
    !head.breakAfter &&
    de?.norm === 'del' &&
    isNoun(of) &&
    of.pos !== 'verb' &&
    !names(of)
  ) {
    // "la zona del cuerpo", "el estado del coche".
    label = `${label} del ${of.text.toLowerCase()}`;
    end = j + 2;
  } else if (
    !head.breakAfter &&
    de &&
    !de.aside &&
    (de.pos === 'other' || (de.pos === 'noun' && de.plural === head.plural)) &&
    !ARTICLE.test(de.norm) &&
    !MODIFIER_STOP.test(de.norm) &&
    !CHECKED.test(de.norm) &&
    !PARTICIPLE.test(de.norm) &&
    (de.commaAfter || /^(y|e|o)$/.test(tokens[j + 2]?.norm ?? '')) &&
    WEAK_HEADS.has(head.nounLemma ?? head.norm)
  ) {
    // "nombre científico, foto…", "número interno y …": a word for any name or number says
    // which with the word after it, when the list goes on right after that word.
    label = `${label} ${de.text.toLowerCase()}`;
    end = j + 1;
  } else if (
    !head.breakAfter &&
    de?.norm === 'en' &&
    head.nounLemma === 'nombre' &&
    of &&
    /^\p{L}{3,}$/u.test(of.text) &&
    (of.commaAfter || /^(y|e|o)$/.test(tokens[j + 3]?.norm ?? ''))
  ) {
    // "nombre en kichwa, …": a name in a language.
    label = `${label} en ${of.text.toLowerCase()}`;
    end = j + 2;
  } else if (!head.breakAfter && de && CHECKED.test(de.norm)) {
    // "presión correcta", "extintor en regla": what a check finds right is a yes/no.
    label = `${label} ${de.text.toLowerCase()}`;
    end = j + 1;
  } else if (
    !head.breakAfter &&
    de &&
    PARTICIPLE.test(de.norm) &&
    (de.pos === 'verb' || de.pos === 'other') &&
    !nounLike(de) &&
    // A paper or a payment done ("autorización firmada"), or a measure ("hectáreas voladas",
    // "horas estimadas"); not "entrada comprada, restaurantes…", nor a verb ("marca entregado").
    (DONE_PARTICIPLE.test(` ${de.norm}`) ||
      MEASURES.has(head.nounLemma ?? '') ||
      !!TYPE_OF[head.nounLemma ?? '']) &&
    !(!head.plural && head.lemmas.some((l) => /[aei]r$/.test(l))) &&
    tokens[j + 2]?.norm !== 'o'
  ) {
    // "autorización firmada", "hectáreas voladas": the participle says which.
    label = `${label} ${de.text.toLowerCase()}`;
    end = j + 1;
    // "la autorización firmada de los padres": whose, passed over.
    let k = end + 1;
    if (!de.breakAfter && /^(de|del)$/.test(tokens[k]?.norm ?? '')) {
      k++;
      while (ARTICLE.test(tokens[k]?.norm ?? '')) k++;
      if (isNoun(tokens[k]) && tokens[k]!.pos === 'noun') end = k;
    }
  }
  return { label, head, end };
}

/** Words after a head that never say which of it: links, prepositions, pronouns. */
const MODIFIER_STOP =
  /^(y|e|o|u|ni|de|del|en|con|para|pa|por|que|a|al|si|su|sus|mi|mis|cada|como|cuando|donde|etc)$/;

/** A participle that says a paper or a payment is done: «Autorización firmada» is a yes/no. */
const DONE_PARTICIPLE = /\s(firmad|entregad|pagad|presentad|aprobad|recibid)[oa]s?$/;

/** What a check finds right: «Presión correcta», «Nivel adecuado» are a yes/no. */
const CHECKED = /^(correct[oa]s?|adecuad[oa]s?|vigentes?)$/;

/** Where the clause of token i ends (a comma does not end a list). */
function listItems(
  tokens: Token[],
  start: number,
  names: (t: Token) => boolean = () => false,
): { label: string; head: Token; end: number }[] & { asked?: number } {
  const items: { label: string; head: Token; end: number }[] & { asked?: number } = [];
  let i = start;
  while (i < tokens.length && items.length < 8) {
    // "foto, edad, si es apto con gatos y su historia", "valor, hora, si fue antes o después de
    // comer, unidades de insulina": a "si" asked among the items (read by the rule "si") does not
    // end the list; `asked` keeps where the first one starts.
    if (tokens[i]?.norm === 'si' && items.length > 0) {
      let k = i + 1;
      let resume = -1;
      while (k < tokens.length && k < i + 10) {
        const x = tokens[k]!;
        if (x.commaAfter) {
          resume = k + 1;
          break;
        }
        if (x.breakAfter) break;
        if (
          /^(y|e)$/.test(x.norm) &&
          /^(su|sus|el|la|los|las|un|una)$/.test(tokens[k + 1]?.norm ?? '')
        ) {
          resume = k + 1;
          break;
        }
        k++;
      }
      // The list ends at the "si", which is still asked of it ("…, humedad, si hay plaga y qué
      // tratamiento se le echó").
      items.asked ??= i;
      if (resume < 0 || tokens[resume]?.norm === 'si' || tokens[resume]?.norm === 'y') break;
      i = resume;
      continue;
    }
    const np = nounPhrase(tokens, i, names);
    if (!np) break;
    // "el nombre común y científico": a bare word after a name said with its kind is another
    // kind of that name («Nombre científico»), not a thing of its own.
    const before = items[items.length - 1];
    const weak = before ? fold(before.label).split(/\s+/)[0]! : '';
    if (
      before?.label.includes(' ') &&
      WEAK_HEADS.has(weak) &&
      np.end === np.head.i &&
      np.head.i === i &&
      /(ic[oa]|al|ar|iv[oa]|an[oa]|ari[oa]|ent[oa]|er[oa])$/.test(np.head.norm)
    )
      np.label = `${weak} ${fold(np.head.display) === np.head.norm ? np.head.display.toLowerCase() : np.label}`;
    items.push(np);
    const endTok = tokens[np.end]!;
    const next = tokens[np.end + 1];
    if (!next) break;
    // "contando la idea del tatuaje, zona del cuerpo y tamaño": a list of the app named after
    // "del" in the middle of the list; the list goes on after it.
    const whose = tokens[np.end + 2];
    if (
      !endTok.breakAfter &&
      next.norm === 'del' &&
      whose &&
      names(whose) &&
      (whose.commaAfter || /^(y|e)$/.test(tokens[np.end + 3]?.norm ?? ''))
    ) {
      i = whose.commaAfter ? np.end + 3 : np.end + 4;
      continue;
    }
    if (endTok.breakAfter) {
      // A comma continues the list when the next word starts another noun phrase; a colon or a
      // full stop ends it. An aside in brackets is passed over: "tamaño (raciones), sabor" goes
      // on, "con carné (fecha de devolución…)" does not.
      let k = np.end;
      if (!tokens[k]!.aside && tokens[k + 1]?.aside) {
        k++;
        while (tokens[k + 1]?.aside) k++;
        const after = tokens[k + 1];
        if (!tokens[k]!.commaAfter && !/^(y|o|e)$/.test(after?.norm ?? '')) break;
        i = tokens[k]!.commaAfter ? k + 1 : k + 2;
        continue;
      }
      if (!endTok.commaAfter) break;
      i = np.end + 1;
      continue;
    }
    // "anotar … qué animal revisé, diagnóstico, tratamiento…": an item asked with "qué" and its
    // verb, then the list goes on.
    if (
      /^qu[eé]$/i.test(tokens[np.head.i - 1]?.text ?? '') &&
      next.pos === 'verb' &&
      next.commaAfter &&
      !isNoun(next)
    ) {
      i = np.end + 2;
      continue;
    }
    if (next.norm === 'y' || next.norm === 'o' || next.norm === 'e') {
      // "subir los resultados y que la tabla salga sola": a clause, not one more item.
      if (tokens[np.end + 2]?.norm === 'que') break;
      i = np.end + 2;
      continue;
    }
    break;
  }
  return items;
}

/**
 * The noun a "con" list is said of: the one just before it ("products con sku", "cada familia
 * sube su anuncio con fotos"), or one word after it ("la cama online con…"). Never across a
 * verb: "los clientes reservan con su número de vuelo" is said of the booking, not the client.
 */
function ownerBefore(tokens: Token[], at: number): Token | null {
  for (let j = at - 1; j >= Math.max(0, at - 2); j--) {
    const x = tokens[j]!;
    if (x.breakAfter) return null;
    // "las rentas con fechas": after an article a word is its noun, whatever else it may be.
    if (x.nounLemma && (x.pos === 'noun' || /^(el|la|los|las)$/.test(tokens[j - 1]?.norm ?? ''))) {
      // "el albergue reservado de cada noche con su teléfono": one thing said of each is the
      // one with them (not «la ficha de cada niño», a record of the child).
      if (tokens[j - 1]?.norm === 'cada' && tokens[j - 2]?.norm === 'de') {
        let b = j - 3;
        if (tokens[b] && PARTICIPLE.test(tokens[b]!.norm) && !tokens[b]!.breakAfter) b--;
        const head = tokens[b];
        if (
          head?.pos === 'noun' &&
          head.nounLemma &&
          !head.plural &&
          !head.breakAfter &&
          !RECORD_WORDS.has(head.nounLemma) &&
          /^(el|la)$/.test(tokens[b - 1]?.norm ?? '')
        )
          return head;
      }
      // "los alquileres de cada cliente con fecha de entrega": the ones each has many of are
      // («la ficha de cada niño con alergias» is the child's).
      if (
        tokens[j - 1]?.norm === 'cada' &&
        tokens[j - 2]?.norm === 'de' &&
        tokens[j - 3]?.plural &&
        tokens[j - 3]?.pos === 'noun'
      )
        return null;
      // "los platos: ingredientes con sus gramos, elaboración…": an item of a list is no owner.
      // "…, las rentas con fechas, depósito": a noun with its article starts a list of its own.
      if (/^(el|la|los|las)$/.test(tokens[j - 1]?.norm ?? '')) return x;
      let k = j - 1;
      while (k >= 0 && ARTICLE.test(tokens[k]!.norm)) k--;
      return tokens[k]?.commaAfter || tokens[k]?.colonAfter ? null : x;
    }
    if (x.pos !== 'other') return null;
  }
  return null;
}

/** The verb just before "con": "se postulen con", "se inscriben con su talla". */
function verbBefore(tokens: Token[], at: number): Token | null {
  const x = tokens[at - 1];
  return x && x.pos === 'verb' && !x.breakAfter ? x : null;
}

/** "la raza y el tamaño del perrito": the noun after "del", "de la", "de los", "de las". */
function ownerAfter(tokens: Token[], end: number): Token | null {
  if (tokens[end]?.breakAfter) return null;
  let j = end + 1;
  if (tokens[j]?.norm === 'del') j++;
  else if (tokens[j]?.norm === 'de' && /^(la|los|las|cada)$/.test(tokens[j + 1]?.norm ?? ''))
    j += 2;
  else return null;
  const x = tokens[j];
  return x?.pos === 'noun' && x.nounLemma ? x : null;
}

/**
 * "cuánto cuesta / vale / cobra / pesa / mide / dura / tarda": the verb's forms the dictionary may
 * read as nouns ("paga", "vale"), by their lemma in MEASURED_BY_LEMMA.
 */
const MEASURE_VERB_FORMS: Record<string, string> = Object.assign(Object.create(null), {
  cuesta: 'costar',
  vale: 'valer',
  cobra: 'cobrar',
  cobran: 'cobrar',
  paga: 'pagar',
  pagan: 'pagar',
  gasta: 'gastar',
  pesa: 'pesar',
  mide: 'medir',
  dura: 'durar',
  tarda: 'tardar',
});

/** The measure a verb asks for, by its lemma: "cuánto cobré", "cuánto pagamos", "cuánto pesó". */
const MEASURED_BY_LEMMA: Record<string, { label: string; type: FieldType }> = Object.assign(
  Object.create(null),
  {
    costar: { label: 'precio', type: 'money' },
    valer: { label: 'precio', type: 'money' },
    cobrar: { label: 'importe', type: 'money' },
    pagar: { label: 'importe', type: 'money' },
    gastar: { label: 'importe', type: 'money' },
    pesar: { label: 'peso', type: 'number' },
    medir: { label: 'medida', type: 'number' },
    durar: { label: 'duración', type: 'number' },
    tardar: { label: 'duración', type: 'number' },
  },
);

/** Words that say little alone: "Número de vuelo" and "Número de licencia" are two fields. */
/** How a thing checked by "si" went, kept in the label: "si come bien". */
const CHECKED_HOW = new Set(['bien', 'mal', 'todo', 'nada', 'solo', 'sola', 'tarde', 'temprano']);

const WEAK_HEADS = new Set(['numero', 'fecha', 'hora', 'tipo', 'nombre', 'cantidad']);

/** One word's singular, to tell two fields apart: "actividades" → "actividad", "clases" → "clase", "peces" → "pez". */
function singularOf(word: string): string {
  if (word.includes(' ')) return word;
  // "peces" → "pez", "luces" → "luz" (not "dulces").
  if (/[aeiou]ces$/.test(word)) return `${word.slice(0, -3)}z`;
  return /[dlnrz]es$/.test(word) ? word.slice(0, -2) : word.replace(/s$/, '');
}

/** What a label is about, to tell two fields apart: its first word, or all of it after a weak one. */
function headOf(label: string): string {
  const words = fold(label).split(/\s+/);
  // "Fechas de entrada" is the «Fecha de entrada» a record has already.
  if (words.length > 1 && WEAK_HEADS.has(words[0]!.replace(/s$/, '')))
    words[0] = words[0]!.replace(/s$/, '');
  return WEAK_HEADS.has(words[0]!) && words.length > 1 ? words.join(' ') : words[0]!;
}

/** Whether a thing is free or taken: what a booking calendar says, never a field. */
const AVAILABILITY =
  /^(libre|libres|free|disponible|disponibles|ocupad[oa]s?|llen[oa]s?|complet[oa]s?)$/;
/** "Ser" and "estar" before what a thing is: "si está vendida", "si es ecológica". */
const COPULAS = /^(es|son|sea|sean|esta|estan|este|esten|estaba|estuvo|fue|queda|quedo)$/;
/** What may stand between the copula and its predicate: "si ya está lista". */
const PREDICATE_ADVERBS = /^(ya|todavia|aun|bien|muy)$/;
/** Prepositional predicates that say a state: "a la venta", "en venta", "al dia", "en stock". */
const STATE_PHRASES: [RegExp, string][] = [
  [/^a la venta$/, 'a la venta'],
  [/^en venta$/, 'en venta'],
  [/^al dia$/, 'al día'],
  [/^en stock$/, 'en stock'],
  [/^de baja$/, 'de baja'],
  [/^en regla$/, 'en regla'],
];

/**
 * The predicate of "si es / está …" at token j (after the copula `verb`): an adjective or a
 * participle, with its complement ("compatible con gatos"), or a state phrase ("a la venta").
 * Null for anything else: "si está en casa" says where, not what.
 */
function predicateAt(tokens: Token[], j: number, verb: Token | undefined): string | null {
  if (!verb || !COPULAS.test(verb.norm) || verb.breakAfter) return null;
  let k = j;
  while (PREDICATE_ADVERBS.test(tokens[k]?.norm ?? '') && !tokens[k]!.breakAfter) k++;
  for (const [words, label] of STATE_PHRASES) {
    const n = words.source.replace(/[\^$]/g, '').split(' ').length;
    const said = tokens
      .slice(k, k + n)
      .map((t) => t.norm)
      .join(' ');
    if (words.test(said)) return label;
  }
  const head = tokens[k];
  if (
    !head ||
    (head.pos === 'verb' && !PARTICIPLE.test(head.norm)) ||
    head.pos === 'number' ||
    STOP_WORDS.has(head.norm) ||
    PERSON_NOUNS.has(head.norm) ||
    !/^[a-zñ]{4,}$/.test(head.norm) ||
    // An adjective or a participle: "vendida", "chipado", "ecológica", "compatible", "apto".
    !(/(ad|id|ch|ert|est)[oa]s?$/.test(head.norm) || head.pos !== 'stop')
  )
    return null;
  // "si la sala está libre": whether a resource is free is what its calendar shows, no field.
  if (AVAILABILITY.test(head.norm)) return null;
  // "si están esterilizados": the yes/no of one thing, «Esterilizado».
  const words = [
    PARTICIPLE.test(head.norm) && /s$/.test(head.norm)
      ? head.text.toLowerCase().replace(/s$/, '')
      : head.text.toLowerCase(),
  ];
  const prep = tokens[k + 1];
  const what = tokens[k + 2];
  if (
    !head.breakAfter &&
    prep &&
    /^(con|para|de)$/.test(prep.norm) &&
    isNoun(what) &&
    what.pos !== 'verb'
  )
    words.push(prep.norm, what.text.toLowerCase());
  return words.join(' ');
}

/** Nouns after "qué" that ask nothing of a record: "qué tal", "qué cosas", "qué día es hoy". */
const QUE_NOT_ASKED = new Set(
  'tal cosa manera forma modo pena rollo app aplicacion dia hora gente siguiente proximo proxima falta poder paso parte'.split(
    ' ',
  ),
);
/**
 * Verbs after "cuándo" that name a date: "cuándo vence" → Fecha de vencimiento; 'object': the
 * date of what follows ("cuándo les toca la revisión técnica" → Revisión técnica).
 */
const WHEN_VERBS: Record<string, string> = Object.assign(Object.create(null), {
  vencer: 'fecha de vencimiento',
  caducar: 'fecha de caducidad',
  empezar: 'fecha de inicio',
  comenzar: 'fecha de inicio',
  terminar: 'fecha de fin',
  acabar: 'fecha de fin',
  pagar: 'fecha de pago',
  llegar: 'fecha de llegada',
  devolver: 'fecha de devolución',
  entregar: 'fecha de entrega',
  nacer: 'fecha de nacimiento',
  renovar: 'fecha de renovación',
  tocar: 'object',
  // "cuándo se le hizo el último cambio de aceite": the date of what was done.
  hacer: 'object',
});
/** The stems by which a record's date already says what a "cuándo" asks: "Pagar antes de". */
const WHEN_STEMS: Record<string, RegExp> = Object.assign(Object.create(null), {
  vencer: /venc|valid|hasta|caduc/,
  caducar: /caduc|venc|hasta/,
  empezar: /inici|empie|desde|comien/,
  comenzar: /inici|empie|desde|comien/,
  terminar: /fin\b|termin|hasta|acab/,
  acabar: /fin\b|termin|hasta|acab/,
  pagar: /pag|abon|cobr/,
  llegar: /lleg|entrada/,
  devolver: /devol|devuel|vuelta/,
  entregar: /entreg|recog|retir/,
  nacer: /naci|edad/,
  renovar: /renov|venc|hasta/,
});
/** Money said in several words: a «Fianza o seña» is the deposit an idea asks to charge. */
const DEPOSIT_WORDS = /\b(fianza|deposito|sena|senal|anticipo|adelanto|garantia)\b/;
/** Money paid ahead of an order, and a field that is that money first of all. */
const ADVANCE_WORDS = /\b(sena|senal|anticipo|adelanto)\b/;
const ADVANCE_FIRST = /^(sena|senal|anticipo|adelanto)\b/;
/** Verbs whose object, a sum of money, is a field: "cobrar el depósito", "dejan la seña". */
const MONEY_VERBS = new Set([
  'cobrar',
  'pagar',
  'dejar',
  'pedir',
  'abonar',
  'adelantar',
  'devolver',
]);

/** A period a fee is paid by, by the word that says it: "trimestral", "trimestre" → Trimestre. */
const PERIOD_WORDS: Record<string, string> = Object.assign(Object.create(null), {
  trimestral: 'trimestre',
  trimestrales: 'trimestre',
  trimestre: 'trimestre',
  semestral: 'semestre',
  semestrales: 'semestre',
  semestre: 'semestre',
  mensual: 'mes',
  mensuales: 'mes',
  mes: 'mes',
  anual: 'año',
  anuales: 'año',
  ano: 'año',
  quincenal: 'quincena',
  quincena: 'quincena',
  semanal: 'semana',
  semana: 'semana',
});
const PERIOD_ADJECTIVES = /(al|ales)$/;
/** Records a member pays by period. */
const FEE_WORDS = new Set([
  'cuota',
  'mensualidad',
  'pago',
  'aporte',
  'aportacion',
  'recibo',
  'cuotas',
]);
/** Words for a thing's kinds, whose values may follow them bare: "niveles iniciación, medio…". */
const KIND_HEADS = new Set(['nivel', 'categoria', 'modalidad', 'formato', 'turno', 'franja']);
/** Lists that are kinds themselves: their records are the kinds, they have no Tipo of them. */
const KIND_WORDS = new Set(
  'categoria especialidad area estilo tipo rubro sabor genero modalidad especie variedad'.split(
    ' ',
  ),
);
/** Words for the whole of a list of the app: "la carta (cachopo, fabes…)", "el catálogo (…)". */
const WHOLE_LISTS = new Set(['carta', 'menu', 'catalogo', 'repertorio', 'surtido', 'coleccion']);
/**
 * Lists whose records are groups named by the values a colon lists after them: "por colecciones:
 * cine, teatro, halloween" are three collections, neither fields nor a kind of collection.
 */
const GROUP_WORDS = new Set(['coleccion', 'categoria', 'seccion', 'album', 'grupo', 'carpeta']);
/** Words for a record of something, not the thing: "la ficha de cada doctor (…)". */
const RECORD_WORDS = new Set(['ficha', 'historia', 'expediente', 'hoja', 'bitacora', 'diario']);
const HISTORY_WORDS = new Set(['historia', 'historial', 'expediente', 'bitacora', 'diario']);
/** Participles that do not end in -ado, -ido: "si lo han devuelto". */
const IRREGULAR_PARTICIPLES: Record<string, string> = Object.assign(Object.create(null), {
  devolver: 'devuelto',
  volver: 'vuelto',
  hacer: 'hecho',
  poner: 'puesto',
  romper: 'roto',
  ver: 'visto',
  escribir: 'escrito',
  abrir: 'abierto',
  decir: 'dicho',
  resolver: 'resuelto',
  cubrir: 'cubierto',
});
function participleOf(lemma: string): string {
  return (
    IRREGULAR_PARTICIPLES[lemma] ??
    (/ar$/.test(lemma) ? `${lemma.slice(0, -2)}ado` : `${lemma.slice(0, -2)}ido`)
  );
}
/** A participle: "esterilizado", "pagadas", "vendida". */
const PARTICIPLE = /^[a-zñ]{3,}(ad|id)[oa]s?$/;
/** Words that ask after a "si" (a list of what is checked), not a condition: "con foto y si …". */
const ASKING_VERBS = new Set([...NOTE_VERBS, 'decir', 'preguntar', 'comentar', 'reportar']);

/**
 * "y si funciona o no", "decir si funciona", "si funciona en verano", "si han pagado", "si
 * cobraron": a "si" asked in a list or after a verb of noting whose verb takes no object is the
 * yes/no, named by the verb (a perfect or a past plural by its participle: «Pagado», «Cobrado»).
 * Never a condition: "avisar si llega tarde" (a verb of warning), "si se llena, lista de espera"
 * (a reflexive verb, and a clause after it), "si hay avería la comunidad avisa".
 * `from`..`to` are the verbs after "si"; null when the clause goes on after them.
 */
function verbAlone(tokens: Token[], si: number, from: number, to: number): string | null {
  const before = tokens[si - 1];
  const asked =
    !!before &&
    (before.commaAfter ||
      /^(y|o|con)$/.test(before.norm) ||
      (before.pos === 'verb' && ASKING_VERBS.has(before.lemma)));
  if (!asked || to < from) return null;
  const verbs = tokens.slice(from, to + 1);
  if (verbs.some((v) => /^(se|me|te|nos|lo|la|le|les|los|las)$/.test(v.norm))) return null;
  // Copulas and "hay" say nothing alone: "si es", "si hay".
  const v = verbs[verbs.length - 1]!;
  if (COPULAS.test(v.norm) || /^(hay|hubo|ha|han|he|va|fue)$/.test(v.norm)) return null;
  if (v.pos !== 'verb' && !PARTICIPLE.test(v.norm)) return null;
  const words: string[] = [];
  const perfect = verbs.length > 1 && /^(ha|han|he|hemos)$/.test(verbs[0]!.norm);
  const lemma = v.lemmas.find((l) => /(ar|er|ir)$/.test(l)) ?? v.lemma;
  if ((perfect && PARTICIPLE.test(v.norm)) || /(aron|ieron)$/.test(v.norm))
    words.push(participleOf(lemma));
  else if (verbs.length === 1)
    // "si ya devolvio" typed without its accent: «Devolvió»; "si atienden online": of one,
    // «Atiende online».
    words.push(
      /[^aeiou]io$/.test(v.norm) && /(er|ir)$/.test(lemma) && v.text.toLowerCase() === v.norm
        ? `${v.norm.slice(0, -1)}ó`
        : /[ae]n$/.test(v.norm) && v.text.toLowerCase() === v.norm
          ? v.norm.slice(0, -1)
          : v.text.toLowerCase(),
    );
  else return null;
  let k = to + 1;
  // "si funciona en verano": a short complement of place or time stays in the label.
  const prep = tokens[k];
  const what = tokens[k + 1];
  if (
    !v.breakAfter &&
    prep &&
    /^(en|de|con)$/.test(prep.norm) &&
    isNoun(what) &&
    what.pos === 'noun'
  ) {
    // "si cobraron en efectivo, pago móvil o zelle": ways of doing it, not part of the label.
    if (what.commaAfter || tokens[k + 2]?.norm === 'o') return words.join(' ');
    words.push(prep.norm, what.text.toLowerCase());
    k += 2;
    if (what.breakAfter) return words.join(' ');
  } else if (v.breakAfter) return words.join(' ');
  else if (
    prep &&
    prep.pos === 'other' &&
    /^[a-zñ]{4,}$/.test(prep.norm) &&
    (prep.breakAfter || /^(y|o)$/.test(tokens[k + 1]?.norm ?? ''))
  ) {
    // "si atienden online": how, a word of its own.
    words.push(prep.text.toLowerCase());
    return words.join(' ');
  }
  const next = tokens[k];
  // The clause ends: at its end, at "y …", or at "o no".
  if (!next) return words.join(' ');
  if (tokens[k - 1]!.breakAfter) return words.join(' ');
  if (next.norm === 'o' && tokens[k + 1]?.norm === 'no') return words.join(' ');
  if (next.norm === 'y' && tokens[k + 1]?.norm !== 'que') return words.join(' ');
  return null;
}

/** A field that already says who came: «Asistió», «Presente», «Asistencia», «Faltó». */
const ATTENDANCE_FIELD = /^(asisti|asistencia|presente|falt[oó])/;
/** Past and present forms of coming or missing, after "si" or "quién": "si vino", "quién faltó". */
const CAME = /^(vino|vinieron|viene|vienen|asistio|asistieron|asiste|asisten|falto|faltaron)$/;
/**
 * Whether token i says that whether each one came is noted: "si vino o no", "quién vino a los
 * ensayos", "quién faltó", "controlar asistencia", "pasar lista". Not a condition or a clause
 * that goes on ("si viene con acompañante", "si vino el técnico"), nor "si falta alguna pieza".
 */
function attendanceAt(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.norm === 'asistencia' || (t.norm === 'lista' && tokens[i - 1]?.lemma === 'pasar')) {
    let k = i - 1;
    while (k > 0 && /^(la|su|sus|de|el)$/.test(tokens[k]!.norm)) k--;
    const v = tokens[k];
    return (
      !!v &&
      !v.breakAfter &&
      (t.norm === 'lista' ||
        /^(controlar|llevar|pasar|marcar|registrar|tomar|apuntar|anotar)$/.test(v.lemma))
    );
  }
  const who = /^(si|quien|quienes)$/.test(t.norm) && !t.breakAfter;
  const v = tokens[i + 1];
  if (!who || !v || !(CAME.test(v.norm) || (t.norm !== 'si' && /^falta(n)?$/.test(v.norm))))
    return false;
  const next = tokens[i + 2];
  // "quién viene (con su teléfono…)": who is coming along, unless to something ("a los ensayos").
  const to = /^(a|al)$/.test(next?.norm ?? '') && !!tokens[i + 3] && tokens[i + 3]!.pos !== 'verb';
  if (/^(viene|vienen|asiste|asisten)$/.test(v.norm)) return to && !v.breakAfter;
  // The clause ends, or goes on with "o no" or "a (los) ensayos", "a clase".
  return (
    v.breakAfter ||
    !next ||
    /^(y|e)$/.test(next.norm) ||
    (next.norm === 'o' && tokens[i + 3]?.norm === 'no') ||
    to
  );
}

/** How a day or a session went, asked by its verb: "cómo me sentí", "cómo se portó". */
const HOW_IT_WENT: Record<string, { label: string; type: FieldType; options?: string[] }> =
  Object.assign(Object.create(null), {
    sentir: { label: 'Sensaciones', type: 'rating' },
    portar: {
      label: 'Comportamiento',
      type: 'choice',
      options: ['Muy bien', 'Bien', 'Regular', 'Mal'],
    },
  });
/**
 * "cómo me sentí", "como se porto", "si se portó bien", "cómo estuvo su conducta", "el
 * comportamiento": how it went, when token i starts it. Not "me siento solo" nor "se porta
 * la mercancía" (no "cómo" or "si" before the reflexive verb).
 */
function howItWent(
  tokens: Token[],
  i: number,
): { label: string; type: FieldType; options?: string[] } | null {
  const t = tokens[i]!;
  if (t.nounLemma === 'conducta' || t.nounLemma === 'comportamiento')
    return i > 0 && /^(su|la|el|sus)$/.test(tokens[i - 1]!.norm) ? HOW_IT_WENT.portar! : null;
  if (!/^(como|si)$/.test(t.norm)) return null;
  const clitic = tokens[i + 1];
  const verb = tokens[i + 2];
  if (!clitic || !verb || !/^(me|se|te|nos)$/.test(clitic.norm) || clitic.breakAfter) return null;
  const how = HOW_IT_WENT[verb.lemma];
  if (!how) return null;
  if (t.norm === 'como') return how;
  // "…, y si se portó bien": with «si», only how it went ("bien", "mal"), asked in a list or
  // after a verb of noting or seeing; never a condition ("si se porta mal aviso").
  const before = tokens[i - 1];
  const asked =
    !!before &&
    (before.commaAfter ||
      /^(y|o)$/.test(before.norm) ||
      (before.pos === 'verb' &&
        (ASKING_VERBS.has(before.lemma) || /^(ver|saber)$/.test(before.lemma))));
  return asked && /^(bien|mal)$/.test(tokens[i + 3]?.norm ?? '') ? how : null;
}

/** Verbs of a sum said with "lo que": what a thing costs, what someone charges. */
const SUM_VERBS: Record<string, string> = Object.assign(Object.create(null), {
  costar: 'precio',
  valer: 'precio',
  cobrar: 'precio',
});
/** Participles of a sum said with "lo": "lo pagado", "lo cobrado", "lo gastado". */
const SUM_PARTICIPLES = /^(pagad|cobrad|gastad|ahorrad|abonad)[oa]$/;
/**
 * "lo que cuesta", "lo que cobran por hora", "lo pagado": the sum token i starts, its label
 * ("precio por hora", "pagado") and the token it ends at.
 */
function lostSum(tokens: Token[], i: number): { label: string; end: number } | null {
  const next = tokens[i + 1];
  if (
    next &&
    SUM_PARTICIPLES.test(next.norm) &&
    (next.breakAfter || /^(y|e|,)$/.test(tokens[i + 2]?.norm ?? '') || !tokens[i + 2])
  )
    return { label: next.norm.replace(/a$/, 'o'), end: i + 1 };
  if (next?.norm !== 'que' || next.breakAfter) return null;
  let j = i + 2;
  // "lo que me cobran", "lo que le cuesta".
  if (/^(me|te|le|les|nos|se)$/.test(tokens[j]?.norm ?? '')) j++;
  const v = tokens[j];
  // "lo que costó" (a repair, a trip): what was spent, the «Costo» the word says itself.
  if (!v || /^(costo|costaron|costaba)$/.test(v.norm)) return null;
  const lemma = MEASURE_VERB_FORMS[v.norm] ?? v.lemmas.find((l) => SUM_VERBS[l]) ?? '';
  const label = SUM_VERBS[lemma];
  if (!label) return null;
  // "por hora", "por noche": the unit the price is of.
  const per = tokens[j + 1];
  const unit = tokens[j + 2];
  if (
    !v.breakAfter &&
    per?.norm === 'por' &&
    unit &&
    isNoun(unit) &&
    !unit.plural &&
    unit.pos === 'noun'
  )
    return { label: `${label} por ${unit.text.toLowerCase()}`, end: j + 2 };
  return { label, end: j };
}

/** The single words a field's label names beside its first: «Marca y modelo» → modelo. */
function alsoSaid(label: string): string[] {
  return fold(label)
    .replace(/\(.*?\)/g, '')
    .split(/,\s*|\s+(?:y|o|u|e)\s+/)
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => part.length >= 3 && !part.includes(' '));
}

/** Whether the "y" at token k closes a list: a comma within the eight words before, no stop. */
function closesList(tokens: Token[], k: number): boolean {
  const before = tokens.slice(Math.max(0, k - 8), k);
  return before.some((x) => x.commaAfter) && !before.some((x) => x.breakAfter && !x.commaAfter);
}

export function ideaDetails(
  idea: IdeaText,
  existing: PatternField[],
  taken: Set<string>,
  /** The words that name the receiving record itself ("revisión", "mantenimiento", "avería"). */
  ownNames: Set<string> = new Set(),
  /** The receiving record's fields, where a list of its kinds becomes the options of Tipo. */
  own: PatternField[] = [],
  /**
   * The fields of another entity of the app a noun of the idea names ("products" → Producto),
   * for a list said of it: "products con SKU y precio", "la raza y el tamaño del perrito". Null
   * when the noun names none, or names the receiving record.
   */
  route: (t: Token) => PatternField[] | null = () => null,
): PatternField[] {
  const { tokens } = idea;
  const out: PatternField[] = [];
  // A list routed to another entity is pushed there, checked against that entity's own fields.
  let dest: PatternField[] | null = null;
  // "cada extintor (tipo, kg, fecha de fabricación)": the tokens up to `end` are said of
  // `fields` (null: of the receiving record); `cursor` is the token being read.
  let scope: { end: number; fields: PatternField[] | null } = { end: -1, fields: null };
  let cursor = -1;
  // What is said as a field in brackets after a list ("(día, hora, programa)") is one even when
  // the word alone names nothing («programa», «zona»).
  let saidAsField = false;
  const seen = new Set<string>([
    ...existing.map((f) => headOf(f.label)),
    // "Actividades (qué ha hecho hoy)" is the «Actividad» the idea asks for.
    ...existing.map((f) => singularOf(headOf(f.label))),
    // A bare "Fecha" or "Tipo" is any of the fields that start with it.
    ...existing.map((f) => fold(f.label).split(/\s+/)[0]!).filter((w) => WEAK_HEADS.has(w)),
    ...existing.map((f) => f.key),
  ]);
  // "q elijan baño, corte o deslanado": what is already an option of the app (the services'
  // kinds) is chosen there, never a field of its own.
  const options = new Set(
    existing.flatMap((f) => f.options ?? []).map((o) => fold(o).replace(/e?s$/, '')),
  );
  /** Values read as a record's kinds (rule "tipo (…)"): never fields of their own. */
  const kindLabels = new Set<string>();
  const push = (
    label: string,
    typeSaid: FieldType,
    optionsSaid?: string[],
    /** "quién iba de patrón": a person's role asked as who had it, a field even of people. */
    role = false,
  ) => {
    // "talla de camiseta": a T-shirt's size is one of the usual sizes (XS…XXL).
    const size = typeSaid === 'text' && CLOTHING_SIZE.test(fold(label));
    const type_: FieldType = size ? 'choice' : typeSaid;
    const options_ = size ? [...SIZES] : optionsSaid;
    // A choice needs its options (the contract refuses one without): "el estado" said alone is
    // noted as text.
    const type: FieldType =
      type_ === 'choice' && !(options_ && options_.length >= 2) ? 'text' : type_;
    const key = keyFromLabel(label);
    // "lo pida ahí", "tiene la suya", "…, genial", "den un examen": no field.
    if (NOT_A_FIELD.test(fold(label))) return;
    if (kindLabels.has(fold(label)) || kindLabels.has(singularOf(fold(label)))) return;
    // "la carta", "el catálogo" said alone: the whole of a list, never a field of one record.
    if (WHOLE_LISTS.has(fold(label))) return;
    // Inside the brackets of a record's fields, what is said there is that record's.
    const to = dest ?? (cursor <= scope.end ? scope.fields : null);
    if (type === 'text' && options.has(fold(label).replace(/e?s$/, ''))) return;
    // "que dejen su cel" on an order that asks for its «Teléfono» already.
    if (
      type === 'phone' &&
      /^(celular|cel|movil|telefono|telefono movil|numero de telefono)$/.test(fold(label)) &&
      (to ?? own).some((f) => f.type === 'phone')
    )
      return;
    // "y q me dejen anticipo" on an order whose pattern asks for its «Seña o adelanto»: one
    // advance (a rental's «Fianza o seña» is a deposit given back, and a «Depósito» may be too).
    if (
      type === 'money' &&
      ADVANCE_WORDS.test(fold(label)) &&
      (to ?? [...existing, ...own]).some((f) => ADVANCE_FIRST.test(fold(f.label)))
    )
      return;
    const head = headOf(label);
    const singular = head.replace(/(es|s)$/, '');
    // "número de huéspedes" is the «Huéspedes» a record counts already.
    const counted = /^numero de (.+)$/.exec(fold(label));
    if (counted && (to ?? [...existing, ...own]).some((f) => fold(f.label) === counted[1])) return;
    // "eligiendo el servicio y la hora": a «Fecha y hora» the record has already says it.
    if (
      /^(hora|fecha|dia)$/.test(fold(label)) &&
      (to ?? [...existing, ...own]).some((f) => f.type === 'datetime')
    )
      return;
    // "con fecha" on a record that has a date under another name («Día y hora de inicio»).
    if (
      /^fecha$/.test(fold(label)) &&
      !to &&
      own.some((f) => f.type === 'date' || f.type === 'datetime')
    )
      return;
    // "(día, hora, programa)" on a shift that has its «Fecha»: the day is that date.
    if (
      /^(fecha|dia)$/.test(fold(label)) &&
      (to ?? own).some((f) => f.type === 'date' && /^(fecha|dia)$/.test(fold(f.label)))
    )
      return;
    if (to) {
      const there = to;
      if (
        there.length >= 14 ||
        there.some(
          (f) =>
            f.key === key ||
            fold(f.label).split(/\s+/)[0] === head ||
            alsoSaid(f.label).includes(head),
        ) ||
        taken.has(head) ||
        taken.has(singular) ||
        (NEVER_ENTITIES.has(head) && !saidAsField && !TYPE_OF[head] && !ATTRIBUTES[head]) ||
        (!role && (PERSON_NOUNS.has(head) || PERSON_NOUNS.has(singular)))
      )
        return;
      there.push({
        key,
        label: /^(\p{Lu}{2,}|\p{Ll}\p{Lu})/u.test(label) ? label : cap(label),
        type,
        ...(type === 'choice' && options_ ? { options: options_ } : {}),
      });
      return;
    }
    // "una foto de referencia" on a booking whose tattooist has a «Foto»: a head with its
    // complement is told apart by the receiving record's own fields only.
    const complemented =
      / de[l]? /.test(label) &&
      !WEAK_HEADS.has(head.split(' ')[0]!) &&
      // "el saldo de horas" the neighbour has already, said in those words.
      !existing.some((f) => fold(f.label) === fold(label));
    // "cada vuelo con fecha, parcela…": a bare «Fecha», «Hora» or «Tipo» is any of the receiving
    // record's fields that start with it, never another record's.
    const bareWeak = /^(fecha|hora)$/.test(fold(label));
    const ownHeads =
      complemented || bareWeak
        ? new Set(
            [...own, ...out].flatMap((f) => [
              headOf(f.label),
              singularOf(headOf(f.label)),
              fold(f.label).split(/\s+/)[0]!,
            ]),
          )
        : null;
    if (
      out.length >= MAX_DETAILS ||
      (ownHeads
        ? ownHeads.has(head) ||
          ownHeads.has(singularOf(head)) ||
          [...own, ...out].some((f) => f.key === key)
        : seen.has(head) || seen.has(singularOf(head)) || seen.has(key)) ||
      taken.has(head) ||
      taken.has(singular) ||
      // "apunto la marca, el modelo": the record's «Marca y modelo» says both.
      (fold(label) === head && own.some((f) => alsoSaid(f.label).includes(head)))
    )
      return;
    if (
      (NEVER_ENTITIES.has(head) || NEVER_ENTITIES.has(singular)) &&
      !saidAsField &&
      // "zona del cuerpo" says which zone; "zona" alone says nothing.
      !/ del /.test(label) &&
      !TYPE_OF[head] &&
      !TYPE_OF[singular] &&
      !ATTRIBUTES[head]
    )
      return;
    // "cuántos niños": a count of people is a number, not a list of them; "de cada disco:
    // artista, sello, año": who made a work, said in the singular, is its text field.
    if (
      (PERSON_NOUNS.has(head) || PERSON_NOUNS.has(singular)) &&
      !role &&
      type !== 'number' &&
      !(CREATORS.has(head) && head === fold(label) && tokens.some((x) => x.norm === head))
    )
      return;
    seen.add(head);
    seen.add(singularOf(head));
    seen.add(key);
    const field: PatternField = {
      key,
      label: /^(\p{Lu}{2,}|\p{Ll}\p{Lu})/u.test(label) ? label : cap(label),
      type,
    };
    if (options_) field.options = options_;
    out.push(field);
  };
  // "sus pólizas y cuándo vencen", "los cuadros … y si está a la venta": what is said right
  // after another list of the app, in the same sentence, is that list's.
  const nearOwner = (at: number): PatternField[] | null => {
    for (let k = at - 1; k >= Math.max(0, at - 3); k--) {
      const x = tokens[k]!;
      if (x.breakAfter && !x.commaAfter && k < at - 1) return null;
      if (x.pos !== 'noun' || !x.nounLemma) continue;
      // Only what the idea says is someone's: "sus pólizas, cuándo vencen".
      if (!/^(su|sus)$/.test(tokens[k - 1]?.norm ?? '')) return null;
      if (ownNames.has(x.nounLemma) || PERSON_NOUNS.has(x.nounLemma)) return null;
      const there = route(x);
      if (there) return there;
    }
    return null;
  };
  // Whose the brackets after token i are: the noun that heads the words before them ("los turnos
  // libres de la semana (…)" → Turno), or, when that noun names no list ("la ficha de cada
  // doctor (…)", "el registro de las revisiones de cada invernadero: …") or is followed by "de
  // cada" ("la revisión mensual de cada ascensor" is the revision's), the list named after it;
  // never the list a complement names after a list's own word ("los juegos del campeonato:
  // rival, carreras…" are the games'). Null: the receiving record's. `people`: whether a person
  // may own them ("inscriben a sus hijos (edad, alergias…)"); a colon's list never goes to one.
  const bracketOwner = (i: number, people = true): PatternField[] | null => {
    // "tengo 25 bonsáis y quiero llevar un registro de cada uno: especie, edad…": the many
    // named before, each one.
    if (/^(uno|una)$/.test(tokens[i]?.norm ?? '') && tokens[i - 1]?.norm === 'cada') {
      // "la bitácora de cada una: cada salida anotar horas…": the record named after the colon
      // is what the list is said of.
      const then = tokens[i + 2];
      if (tokens[i + 1]?.norm === 'cada' && then?.nounLemma && ownNames.has(then.nounLemma))
        return null;
      // Not the one "de cada uno" is said of: "los locutores de cada uno" are the programmes'.
      let from = i - 2;
      if (tokens[from]?.norm === 'de' && tokens[from - 1]?.pos === 'noun') from -= 2;
      for (let k = from; k >= 0 && k > i - 25; k--) {
        const x = tokens[k]!;
        if (x.pos !== 'noun' || !x.nounLemma || !x.plural) continue;
        if (ownNames.has(x.nounLemma)) return null;
        if (PERSON_NOUNS.has(x.nounLemma) && !people) continue;
        const there = route(x);
        if (there) return there;
      }
      return null;
    }
    const nouns: Token[] = [];
    for (let k = i; k >= 0 && k > i - 7; k--) {
      const x = tokens[k]!;
      if (k < i && (x.breakAfter || x.pos === 'verb')) break;
      if (x.pos === 'noun' && x.nounLemma) nouns.unshift(x);
      // "de su perro o gato": two nouns joined, one list; not "cada extintor y cada revisión".
      else if (/^(y|o)$/.test(x.norm) && tokens[k + 1]?.pos === 'noun') continue;
      else if (!/^(de|del|la|las|los|el|cada|su|sus|mi|mis)$/.test(x.norm) && x.pos !== 'other')
        break;
    }
    for (const x of nouns) {
      const w = x.nounLemma!;
      // "la historia de cada paciente (…)": the history is the receiving record when the app
      // keeps one (its visits), never the patient.
      if (ownNames.has(w) || HISTORY_WORDS.has(w)) return null;
      const person = PERSON_NOUNS.has(w);
      const there = person && !people ? null : route(x);
      if (there) return there;
      const generic = NEVER_ENTITIES.has(w) || RECORD_WORDS.has(w);
      const each = tokens[x.i + 1]?.norm === 'de' && tokens[x.i + 2]?.norm === 'cada';
      if (!generic && !each && !person) return null;
    }
    return null;
  };
  // "que la gente mande la solicitud con sus datos y si tiene terreno", "se apuntan con sus
  // datos, si tienen carnet…": what is asked in the clause of a "con" is of the list the "con"
  // is said of (the noun before it) or made by (the verb before it).
  const clauseOwner = (at: number): PatternField[] | null => {
    for (let k = at - 1; k >= Math.max(0, at - 8); k--) {
      const x = tokens[k]!;
      if (x.breakAfter && !x.commaAfter) return null;
      // "y en cada inspección mensual anotar si la presión está ok": the record noted each time.
      if (
        x.norm === 'cada' &&
        /^(en|por)$/.test(tokens[k - 1]?.norm ?? '') &&
        tokens[k + 1] &&
        !ownNames.has(tokens[k + 1]!.nounLemma ?? '')
      ) {
        const there = route(tokens[k + 1]!);
        if (there) return there;
      }
      if (x.norm !== 'con') continue;
      const owner = ownerBefore(tokens, k);
      if (owner) {
        const w = owner.nounLemma ?? owner.norm;
        return ownNames.has(w) ? null : route(owner);
      }
      const verb = verbBefore(tokens, k);
      return verb ? route(verb) : null;
    }
    return null;
  };
  const pushNear = (at: number, label: string, type: FieldType, options_?: string[]) => {
    dest = options_ ? null : (nearOwner(at) ?? clauseOwner(at));
    push(label, type, options_);
    dest = null;
  };
  const typeOf = (t: Token): FieldType => {
    if (ABBREVIATIONS[t.norm]) return 'number';
    // "horas en el mar", "días de baja": how many hours or days, a number.
    if (t.plural && /^(hora|minuto|dia|semana|noche)$/.test(t.nounLemma ?? '')) return 'number';
    // "galones de petróleo que cargó", "toneladas de caña": how much, a number.
    if (
      t.plural &&
      /^(galon|litro|kilo|tonelada|arroba|quintal|libra|onza)$/.test(t.nounLemma ?? '')
    )
      return 'number';
    const lemma = t.nounLemma ?? t.lemma;
    return TYPE_OF[lemma] ?? TYPE_OF[t.norm] ?? ATTRIBUTES[lemma]?.type ?? 'text';
  };
  const labelOf = (t: Token, label: string) => {
    if (t.plural && !MEASURES.has(t.nounLemma ?? '') && label === t.text.toLowerCase())
      return t.display.toLowerCase();
    // "dias de escalada" typed without its accent: "días de escalada".
    const first = label.split(' ')[0]!;
    if (
      t.nounLemma &&
      t.plural &&
      label.includes(' ') &&
      first === t.text.toLowerCase() &&
      t.display.toLowerCase() !== fold(t.display) &&
      first.startsWith(fold(t.display)) &&
      /^[a-z]+$/.test(first)
    ) {
      // The dictionary's plural ("galón" → "galones", never «galónes»).
      const plural = pluralize(t.display.toLowerCase());
      if (fold(plural) === first) return `${plural}${label.slice(first.length)}`;
      return `${t.display.toLowerCase()}${label.slice(fold(t.display).length)}`;
    }
    if (
      t.nounLemma &&
      label.includes(' ') &&
      first === t.text.toLowerCase() &&
      !t.plural &&
      fold(t.display) === t.norm &&
      /^[a-z]+$/.test(first)
    )
      return `${t.display.toLowerCase()}${label.slice(first.length)}`;
    // "devolucion" typed without its accent: the dictionary's "devolución".
    if (
      t.nounLemma &&
      /^[a-z]+$/.test(label) &&
      fold(t.display) === t.norm &&
      label === t.text.toLowerCase()
    )
      return t.display.toLowerCase();
    return label;
  };

  // Rule "opciones": "en qué fase están (contactado, demo, propuesta)", "la talla (S, M, L)" → a
  // choice with the idea's values; a status the pattern has takes them as its options.
  for (const m of idea.source.matchAll(VALUE_LIST)) {
    let name = fold(m[1] ?? m[2] ?? '');
    // "la cuerda de cada uno (soprano, contralto…)", "el status de cada uno (asignado, …)": the
    // values are of the word before "de cada uno".
    if (/^(uno|una)$/.test(name)) {
      const of = /(\p{L}{3,})\s+de\s+cada\s*$/u.exec(
        idea.source.slice(0, m.index + m[0].indexOf(m[2] ?? '')),
      );
      if (of) name = fold(of[1]!);
    }
    const values = (m[3] ?? '')
      // "el tono (si es Sol, Fa, Mi-La-Re…)": the values after «si es».
      .replace(/^\s*si\s+(?:es|son|sea)\s+/iu, '')
      // "y", "o" as words: \b would split "diseño" after its «ñ» («Diseñ»).
      .split(/\s*(?:,|(?<!\p{L})[yo](?!\p{L})|\/)\s*/u)
      .map((v) => v.trim().replace(/\.+$/, ''))
      .filter((v) => v.length > 0 && v.length <= 30 && v.split(/\s+/).length <= 3);
    if (!name || values.length < 2 || values.length > 12) continue;
    // "la ficha de cada perro y gato (nombre, especie, edad, vacunas…)": what a thing has, said
    // in brackets, are its fields, not the options of a field named after it.
    const fieldWords = values.filter((v) => {
      const w = fold(v).split(/\s+/)[0]!.replace(/e?s$/, '');
      return (
        !!TYPE_OF[w] ||
        !!ATTRIBUTES[w] ||
        !!TYPE_OF[fold(v)] ||
        !!ATTRIBUTES[fold(v)] ||
        seen.has(w) ||
        w === 'nombre'
      );
    });
    if (fieldWords.length >= 2) continue;
    // As written when a value has capitals of its own ("Mi-La-Re", "PQS").
    const options = [
      ...new Set(values.map((v) => (/\p{Lu}/u.test(v.slice(1)) ? cap(v) : cap(v.toLowerCase())))),
    ];
    if (options.length < 2) continue;
    // Rule "clases": "mis clientes (restaurantes, carnicerías, peluquerías y particulares)",
    // "pólizas (auto, vida, salud)": the kinds of a list of the app are the options of its Tipo;
    // never names ("3 salas (El Manicomio, La Bóveda)") nor counts ("(3, 6 o 12 botellas)").
    const listed =
      tokens.find((x) => x.norm === name && !x.aside && tokens[x.i + 1]?.aside) ??
      tokens.find((x) => x.norm === name && !x.aside);
    const listLemma = listed?.nounLemma ?? '';
    if (
      (taken.has(name) || taken.has(listLemma)) &&
      !STATUS.has(name) &&
      !STATUS.has(name.replace(/e?s$/, ''))
    ) {
      // Each kind a noun as written ("restaurantes", "auto"), not a thing with its article ("el
      // aire, la ducha" broken in a room), a verb ("cocinar, repartir") or a count.
      const nounFirst = (v: string) => {
        const w = fold(v).split(/\s+/)[0]!;
        const at = tokens.find((x) => x.aside && x.norm === w && listed && x.i > listed.i);
        // A word the dictionary does not know is a kind too: "hatha, vinyasa, yin".
        return !!at && ((at.pos === 'noun' && !!at.nounLemma) || at.pos === 'other');
      };
      // "piden material desde la obra (cemento, varilla…)": a place said in passing is not
      // what the brackets are of.
      let b = (listed?.i ?? 0) - 1;
      while (b > 0 && ARTICLE.test(tokens[b]!.norm)) b--;
      // "día por día (tours, hostal)": what each one has; "30 enfermeras (matutino, …)": the
      // ones counted, by what they do.
      const passing =
        /^(desde|en|hasta|hacia|para)$/.test(tokens[b]?.norm ?? '') ||
        (tokens[b]?.norm === 'por' && tokens[b - 1]?.norm === listed?.norm) ||
        tokens[b]?.pos === 'number';
      const kinds =
        !!listed &&
        // "los puntos de cada chico (mechas, embocinadas)", "cada caballo (recorte, herraje)":
        // what is noted of each, not kinds of it.
        tokens[listed.i - 1]?.norm !== 'cada' &&
        !passing &&
        !KIND_WORDS.has(listLemma) &&
        values.every(
          (v) =>
            !/\d/.test(v) &&
            (/^\p{Ll}/u.test(v) || /^\p{Lu}{2,}$/u.test(v)) &&
            // "cerro Catedral": a name, not a kind.
            !/\s\p{Lu}/u.test(v) &&
            !/^(el|la|los|las|un|una|unos|unas|etc)\b/i.test(v) &&
            nounFirst(v),
        ) &&
        fieldWords.length === 0;
      // "se anotan a los turnos (cocinar, repartir, lavar)": what is done in each, a «Tarea».
      const tasks =
        !!listed &&
        !kinds &&
        fieldWords.length === 0 &&
        values.every((v) => {
          const at = tokens.find((x) => x.aside && x.norm === fold(v) && x.i > listed.i);
          return !!at && at.pos === 'verb' && /(ar|er|ir)$/.test(at.norm);
        });
      const forTasks = tasks ? (ownNames.has(listLemma) ? own : route(listed!)) : null;
      if (forTasks && forTasks.length < 14 && !forTasks.some((f) => f.key === 'tarea'))
        forTasks.push({ key: 'tarea', label: 'Tarea', type: 'choice', options });
      const there = !kinds ? null : ownNames.has(listLemma) ? own : route(listed!);
      if (there && there.length < 14) {
        const withOther = [...options, 'Otro'];
        const kind = there.find(
          (f) => f.type === 'choice' && /^(tipo|categoria|clase)$/.test(fold(f.label)),
        );
        const text = there.find((f) => f.key === 'tipo' && f.type === 'text');
        if (kind) kind.options = withOther;
        else if (text) Object.assign(text, { label: 'Tipo', type: 'choice', options: withOther });
        else if (!there.some((f) => f.key === 'tipo'))
          there.push({ key: 'tipo', label: 'Tipo', type: 'choice', options: withOther });
      }
      continue;
    }
    // The status of the record the details are about ("de cada disco … el estado (M, NM, VG)"),
    // never another list's.
    // A stage ("en qué fase", "stage") is the pipeline's, wherever it is.
    const isStatus = (f: PatternField) =>
      f.type === 'choice' && STATUS.has(fold(f.label).split(/\s+/)[0]!);
    const condition = name === 'estado' || name === 'situacion';
    const status = STATUS.has(name)
      ? (own.find(isStatus) ?? (condition ? undefined : existing.find(isStatus)))
      : null;
    if (status) {
      status.options = options;
      continue;
    }
    if (condition && own.length > 0 && !own.some((f) => fold(f.label) === name)) {
      if (out.length < MAX_DETAILS && !out.some((f) => f.key === keyFromLabel(name)))
        out.push({ key: keyFromLabel(name), label: cap(name), type: 'choice', options });
      continue;
    }
    const t = tokens.find((x) => x.norm === name);
    // "el asado del domingo (vacío, tira…)", "material de segunda mano (neoprenos…)", "actuación
    // en el local (cante, guitarra…)": a word in a complement names no field; the values are
    // the kinds of the list said before it, when it is one of the app's, else nothing.
    if (t) {
      let b = t.i - 1;
      while (b > 0 && ARTICLE.test(tokens[b]!.norm)) b--;
      const modifier = (x: Token) =>
        /^(segunda|primera)$/.test(x.norm) || (x.pos === 'other' && !isNoun(x));
      for (let n = 0; n < 2 && b > 0 && modifier(tokens[b]!); n++) b--;
      // A place or an idiom after a preposition; never "por sección (castores…)", "stock de
      // madera (pino, roble…)", which name what the values are.
      const passing =
        /^(de|del|d|a|al|en|desde|hasta|para)$/.test(tokens[b]?.norm ?? '') &&
        (PLACE_NOUNS.has(t.nounLemma ?? '') ||
          // "avisar de una avería desde el móvil (ascensor parado, ruido raro…)": the means.
          /^(mano|medida|movil|celular|celu|cel|telefono|app|web|computadora|ordenador)$/.test(
            t.norm,
          ));
      const complement = passing && /^(de|del|d|a|al|en|desde|hasta|para)$/.test(tokens[b]!.norm);
      if (complement || WHEN_WORDS.test(t.norm)) {
        let k = b - 1;
        while (k > 0 && (ARTICLE.test(tokens[k]!.norm) || tokens[k]!.pos === 'other')) k--;
        const before = tokens[k];
        const there =
          complement && before && isNoun(before) && !before.breakAfter ? route(before) : null;
        if (there && there.length < 14 && !there.some((f) => f.key === 'tipo'))
          there.push({ key: 'tipo', label: 'Tipo', type: 'choice', options: [...options, 'Otro'] });
        continue;
      }
    }
    // "la talla (S, M, L)" names a field; "cerámica artesanal (tazas, platos…)" does not, nor
    // "empresas y personas (arroz, atún…)" nor values that are clauses ("unas con batería…").
    // "el punto exacto (vereda, coordenadas)": a word right after a noun qualifies it.
    const before = t ? tokens[t.i - 1] : undefined;
    // "la Patagonia chilena (Coyhaique, Futaleufú…)": a word after a proper name qualifies it too.
    const qualifies =
      !!before &&
      (before.pos === 'noun' || (before.capital && !!t && !t.capital)) &&
      !before.breakAfter &&
      !/^(varios|varias|nuestros|nuestras|mis|sus|tus|muchos|muchas|algunos|algunas|otros|otras|unos|unas)$/.test(
        before.norm,
      );
    // Rule "reportar": "que los vecinos reporten daños (ascensor, goteras, luces)", "avisen de
    // averías (…)": what is reported, in kinds, is the report's Tipo, not a field named «Daños».
    let r = t ? t.i - 1 : -1;
    while (r > 0 && (ARTICLE.test(tokens[r]!.norm) || tokens[r]!.norm === 'de')) r--;
    const reported = tokens[r];
    if (
      t?.plural &&
      reported &&
      reported.pos === 'verb' &&
      REPORT_VERBS.has(reported.lemma) &&
      !values.some((v) => CLAUSE_VALUE.test(fold(v)))
    ) {
      const there = route(reported) ?? own;
      const kind = there.find(
        (f) => f.type === 'choice' && /^(tipo|categoria)$/.test(fold(f.label)),
      );
      if (kind) kind.options = [...options, 'Otro'];
      else if (there.length < 14 && !there.some((f) => f.key === 'tipo'))
        there.push({ key: 'tipo', label: 'Tipo', type: 'choice', options: [...options, 'Otro'] });
      continue;
    }
    if (
      t &&
      isNoun(t) &&
      !qualifies &&
      // "una empresa en Lima (desratización, fumigación…)": a proper name names no field.
      !t.capital &&
      !PERSON_NOUNS.has(t.nounLemma ?? name) &&
      t.nounLemma !== 'persona' &&
      // "la carta (cachopo, fabes, quesos)": the values are what a whole list holds, no field.
      !WHOLE_LISTS.has(t.nounLemma ?? name) &&
      !values.some((v) => CLAUSE_VALUE.test(fold(v)))
    )
      push(t.text.toLowerCase(), 'choice', options);
  }

  // Rule "tipo (…)": "tipo (rodaje, series, tirada larga)", "nivel (inicial, medio)" → a choice
  // of the values in brackets, on the list the sentence is about (read before the lists of fields,
  // which stop at the brackets).
  // "cada mantenimiento (cambio de aceite, llantas, frenos)": after the receiving record's own
  // word, words that are no fields are its kinds: its Tipo.
  const kindsRead = new Set<number>();
  for (const t of tokens) {
    const kindWord = t.nounLemma === 'tipo' || KIND_HEADS.has(t.nounLemma ?? '');
    // Only of a dated record said one by one ("cada mantenimiento (…)"), not of a thing whose
    // parts are checked ("cada ascensor (cables, frenos…)").
    const ownWord =
      !kindWord &&
      ownNames.has(t.nounLemma ?? '') &&
      tokens[t.i - 1]?.norm === 'cada' &&
      own.some((f) => (f.type === 'date' || f.type === 'datetime') && f.required);
    if (!(kindWord || ownWord) || t.pos !== 'noun' || t.aside || !tokens[t.i + 1]?.aside) continue;
    // The bracket's words, split at its commas and at «y», «o»: "tirada larga" is one value.
    const values: string[][] = [[]];
    // "el tono (si es Sol, Fa, Mi-La-Re…)": the values after «si es».
    const from =
      tokens[t.i + 1]?.norm === 'si' && /^(es|son|sea)$/.test(tokens[t.i + 2]?.norm ?? '')
        ? t.i + 3
        : t.i + 1;
    let k = from;
    for (; tokens[k]?.aside; k++) {
      const x = tokens[k]!;
      if (/^(y|o|e|u)$/.test(x.norm) && values[values.length - 1]!.length > 0) values.push([]);
      // As written when it has capitals of its own ("PQS", "CO2").
      else if (!ARTICLE.test(x.norm))
        values[values.length - 1]!.push(
          /\p{Lu}/u.test(x.text.slice(1)) ? x.text : x.text.toLowerCase(),
        );
      if (x.commaAfter) values.push([]);
    }
    const words = values.filter((v) => v.length > 0 && v.length <= 3);
    const said = tokens.slice(from, k);
    if (
      words.length < 2 ||
      words.length !== values.filter((v) => v.length > 0).length ||
      said.some((x) => x.pos === 'verb' || x.pos === 'number' || ATTRIBUTES[x.nounLemma ?? '']) ||
      (ownWord && said.some((x) => TYPE_OF[x.nounLemma ?? ''] || x.capital))
    )
      continue;
    // Kinds the app offers already (a Categoría of expenses with these options) are read there.
    const offered = new Set(
      [...existing, ...own].flatMap((f) => (f.options ?? []).map((o) => fold(o))),
    );
    if (words.every((v) => offered.has(fold(v.join(' '))))) continue;
    for (const x of tokens.slice(t.i + 1, k)) kindsRead.add(x.i);
    for (const v of words) {
      kindLabels.add(fold(v.join(' ')));
      kindLabels.add(singularOf(fold(v.join(' '))));
    }
    if (ownWord) {
      const tipo = own.find((f) => /^tipo\b/.test(fold(f.label)) && f.type !== 'reference');
      const options = [...new Set(words.map((v) => cap(v.join(' ')))), 'Otro'];
      if (tipo) Object.assign(tipo, { type: 'choice', options });
      else out.push({ key: 'tipo', label: 'Tipo', type: 'choice', options });
      continue;
    }
    const label = cap(labelOf(t, t.display.toLowerCase()));
    const options = [...new Set(words.map((v) => cap(v.join(' '))))];
    let of: PatternField[] | null = null;
    for (let b = t.i - 1; b >= 0 && b > t.i - 16; b--) {
      const x = tokens[b]!;
      if (x.aside) continue;
      if (x.breakAfter && !x.commaAfter) break;
      if (x.pos !== 'noun' || !x.nounLemma || PERSON_NOUNS.has(x.nounLemma)) continue;
      if (ownNames.has(x.nounLemma)) break;
      of = route(x);
      if (of) break;
    }
    const there = of ?? own;
    const has = there.find((f) => fold(f.label).split(/\s+/)[0] === fold(label));
    // A «Categoría» that points at a list of them keeps it: those are its records.
    if (has?.type === 'reference') continue;
    if (has) Object.assign(has, { type: 'choice', options });
    else if (of) {
      if (of.length < 14) of.push({ key: keyFromLabel(label), label, type: 'choice', options });
    } else out.push({ key: keyFromLabel(label), label, type: 'choice', options });
  }
  // Rule "si es A, B o C": "si es shortboard, longboard, fish o funboard", "si es protagónico o
  // extra", "si es lavado o lavado y planchado" → the thing's kind, a choice of those values (its
  // Tipo), never a field per value; not "si es apto con gatos" (one value), "si es ecológica o no"
  // (a yes/no), "si es corte, barba o los dos" (a choice of things the app lists), nor values
  // that are fields ("si es precio o cantidad"). Values the record offers already ("si es pickup
  // o envío" beside its «Forma de entrega») are read there: no field.
  for (const t of tokens) {
    if (t.norm !== 'si' || t.breakAfter || !/^(es|son|sea)$/.test(tokens[t.i + 1]?.norm ?? ''))
      continue;
    const values: string[][] = [[]];
    let k = t.i + 2;
    let joined = false;
    for (; tokens[k] && !kindsRead.has(k) && !!tokens[k]!.aside === !!t.aside; k++) {
      const x = tokens[k]!;
      if (/^(o|u)$/.test(x.norm) && !joined && values[values.length - 1]!.length > 0) {
        values.push([]);
        joined = true;
      } else if (!ARTICLE.test(x.norm)) values[values.length - 1]!.push(x.text);
      if (x.breakAfter && !x.commaAfter) {
        k++;
        break;
      }
      if (x.commaAfter) {
        // The list goes on only while «o» has not closed it: "…, fish o funboard, el estado".
        if (joined) {
          k++;
          break;
        }
        values.push([]);
      }
    }
    const words = values.filter((v) => v.length > 0);
    const said = tokens.slice(t.i + 2, k);
    const loose = (v: string[]) =>
      v.length > 3 ||
      v.some((w) => /^(no|dos|ambos|ambas|todo|todos|nada|ninguno|ninguna|etc)$/.test(fold(w))) ||
      STOP_WORDS.has(fold(v[0]!)) ||
      STOP_WORDS.has(fold(v[v.length - 1]!));
    if (
      !joined ||
      words.length < 2 ||
      words.some(loose) ||
      said.some(
        (x) =>
          // A participle is a value: "lavado o lavado y planchado".
          (x.pos === 'verb' && !PARTICIPLE.test(x.norm)) ||
          x.pos === 'number' ||
          !!TYPE_OF[x.nounLemma ?? ''] ||
          !!ATTRIBUTES[x.nounLemma ?? ''] ||
          PERSON_NOUNS.has(x.nounLemma ?? ''),
      )
    )
      continue;
    const options = [
      ...new Set(
        words.map((v) => {
          const w = v.join(' ');
          return /\p{Lu}/u.test(w.slice(1)) && !/^\p{Lu}/u.test(w.slice(1))
            ? cap(w)
            : cap(w.toLowerCase());
        }),
      ),
    ];
    if (options.length < 2) continue;
    for (const x of tokens.slice(t.i, k)) kindsRead.add(x.i);
    for (const v of words) {
      kindLabels.add(fold(v.join(' ')));
      kindLabels.add(singularOf(fold(v.join(' '))));
    }
    const there = nearOwner(t.i) ?? clauseOwner(t.i);
    const fields = there ?? [...own, ...out];
    const offered = new Set(
      [...fields, ...(there ? [] : existing)].flatMap((f) =>
        (f.options ?? []).map((o) => fold(o).split(/\s+/)[0]!),
      ),
    );
    if (options.some((o) => offered.has(fold(o).split(/\s+/)[0]!))) continue;
    const tipo = fields.find((f) => fold(f.label) === 'tipo' && f.type !== 'reference');
    if (tipo) Object.assign(tipo, { type: 'choice', options });
    else if (there) {
      if (there.length < 14) there.push({ key: 'tipo', label: 'Tipo', type: 'choice', options });
    } else out.push({ key: 'tipo', label: 'Tipo', type: 'choice', options });
  }
  for (let i = 0; i < tokens.length; i++) {
    if (kindsRead.has(i)) continue;
    const t = tokens[i]!;
    cursor = i;
    // Rule "periodo": "la cuota trimestral", "pagan cuota cada trimestre", "la cuota de cada
    // semestre" → the fee's period field is called by it («Trimestre»); not a period said of
    // anything else ("cada quincena le toca cobrar a uno").
    const period = PERIOD_WORDS[t.norm];
    if (period) {
      // The fee is said right before: "cuota trimestral", "cuota cada trimestre", "la cuota de
      // cada trimestre", "las cuotas de cada socio por trimestre".
      let k = i - 1;
      if (!PERIOD_ADJECTIVES.test(t.norm)) {
        if (!/^(por|cada|del|al|el|la)$/.test(tokens[k]?.norm ?? '')) k = -1;
        else {
          if (tokens[k]!.norm === 'cada' && tokens[k - 1]?.norm === 'de') k--;
          k--;
          if (tokens[k - 1]?.norm === 'cada' && tokens[k - 2]?.norm === 'de') k -= 3;
        }
      }
      const x = tokens[k];
      if (x && !x.breakAfter && x.nounLemma && FEE_WORDS.has(x.nounLemma)) {
        const fields = ownNames.has(x.nounLemma) ? own : (route(x) ?? []);
        const f = fields.find((y) => /periodo/.test(fold(y.label)) && y.type === 'text');
        if (f) f.label = cap(period);
      }
    }
    // Rule "paréntesis": "cada extintor (tipo, kg, fecha de fabricación)", "el catálogo
    // (jugadores, duración, edad)", "inscriben a sus hijos (edad, alergias, talla)": what a
    // list is said to have, in brackets after it, are fields of that list; not the kinds of a
    // thing ("pólizas (auto, vida, salud)", "cerámica (tazas, platos)"), which are no fields.
    // "somos como 12 (dirección, foto, arte…)": the ones counted, by what they do, are no fields.
    if (
      !t.aside &&
      tokens[i + 1]?.aside &&
      i > scope.end &&
      t.pos !== 'number' &&
      !/^\d/.test(t.norm)
    ) {
      let end = i + 1;
      while (tokens[end + 1]?.aside) end++;
      const inside = listItems(tokens, i + 1).filter((it) => it.end <= end);
      const isField = (it: { head: Token }) => {
        const w = it.head.nounLemma ?? it.head.norm;
        return !!TYPE_OF[w] || !!ATTRIBUTES[w] || !!ABBREVIATIONS[it.head.norm] || MEASURES.has(w);
      };
      // "la ficha de cada doctor (especialidad, consultorio, horario)", "el registro (…)": after
      // a word for a record of something, the brackets are its fields whatever they are.
      let h = i;
      for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
        if (tokens[k]!.breakAfter || tokens[k]!.pos === 'verb') break;
        if (tokens[k]!.pos === 'noun') h = k;
      }
      const recordWord = RECORD_WORDS.has(tokens[h]?.nounLemma ?? '');
      if (inside.length >= 2 && (inside.filter(isField).length >= 2 || recordWord)) {
        scope = { end, fields: bracketOwner(i) };
        for (const it of inside)
          if (!taken.has(it.head.nounLemma ?? it.head.norm)) {
            cursor = it.end;
            saidAsField = true;
            // "duración" is the «Duración (minutos)» an attribute says.
            const attr = ATTRIBUTES[it.head.nounLemma ?? ''];
            const bare = it.label === it.head.text.toLowerCase();
            if (attr && bare) push(attr.label.toLowerCase(), attr.type);
            else push(labelOf(it.head, it.label), typeOf(it.head));
            saidAsField = false;
          }
        cursor = i;
      }
    }
    // Rule "lo que cuesta": "con lo que cobran por hora", "apuntar lo que cuesta cada proveedor
    // y lo pagado" → a sum of money: Precio por hora, Precio, Pagado. Not "lo que pesa" (said
    // with «cuánto») nor "lo que paga" a visitor who pays through the app (the record's own).
    if (t.norm === 'lo' && !t.breakAfter) {
      const said = lostSum(tokens, i);
      if (said) {
        const there = [...existing, ...own, ...out];
        const has = there.some((f) => fold(f.label) === fold(said.label));
        // «Precio» beside a record's «Coste», «Precio total», «Tarifa»: it has its amount.
        const priced =
          said.label === 'precio' &&
          own.some(
            (f) =>
              f.type === 'money' &&
              /^(precio|coste|costo|tarifa|importe|monto|valor)/.test(fold(f.label)),
          );
        if (!has && !priced) pushNear(i, said.label, 'money');
        i = said.end;
        continue;
      }
    }
    // Rule "cómo se sintió": "cómo me sentí" after a run, "cómo se portó", "si se portó bien", "su
    // conducta" of a child or a dog → what a log asks of how it went, by its noun: Sensaciones
    // (a rating, the log's «Cómo fue» renamed), Comportamiento (a choice).
    const how = howItWent(tokens, i);
    if (how) {
      const said = [...existing, ...own, ...out].some((f) => fold(f.label) === fold(how.label));
      const rating = own.find((f) => f.type === 'rating' && /^como fue/.test(fold(f.label)));
      if (!said && how.type === 'rating' && rating) rating.label = how.label;
      else if (!said) push(how.label.toLowerCase(), how.type, how.options);
      continue;
    }
    // Rule "por": "publicar los libros usados por grado", "los episodios por temporada y
    // categoría", "la clasificación por categorías" → what a list is sorted or found by is a
    // field of it (Grado, Temporada, Categoría); never "por horas", "por WhatsApp", "por kilo",
    // nor a word for kinds with its values after it ("por niveles iniciación, intermedio…").
    if (t.norm === 'por' && !t.breakAfter) {
      const sorts: Token[] = [];
      for (let k = i + 1; tokens[k]; ) {
        const x = tokens[k]!;
        const next = tokens[k + 1];
        if (!x.nounLemma || x.pos !== 'noun' || !SORT_WORDS.has(x.nounLemma) || x.aside) break;
        if (next?.aside) break;
        // "por niveles iniciación, intermedio": values follow the word.
        if (
          KIND_HEADS.has(x.nounLemma) &&
          !x.breakAfter &&
          next &&
          next.pos !== 'stop' &&
          next.pos !== 'verb'
        )
          break;
        sorts.push(x);
        if (x.breakAfter && !x.commaAfter) break;
        if (/^(y|e|o)$/.test(next?.norm ?? '')) k += 2;
        else if (x.commaAfter) k++;
        else break;
      }
      if (sorts.length > 0) {
        // Of the list named right before: "los libros usados por grado" → Libro.
        let there: PatternField[] | null = null;
        for (let b = i - 1; b >= Math.max(0, i - 3); b--) {
          const x = tokens[b]!;
          if (x.breakAfter) break;
          if (x.pos === 'noun' && x.nounLemma && !PERSON_NOUNS.has(x.nounLemma)) {
            there = ownNames.has(x.nounLemma) ? null : route(x);
            break;
          }
        }
        for (const x of sorts)
          if (!taken.has(x.nounLemma!)) {
            dest = there;
            push(labelOf(x, x.text.toLowerCase()), typeOf(x));
            dest = null;
          }
        i = sorts[sorts.length - 1]!.i;
        continue;
      }
    }
    // Rule "asistencia": "marcamos si vino o no", "marcar quién vino", "saber quién faltó",
    // "controlar asistencia", "pasar lista" → «Asistió» (sí/no), on the list the idea calls
    // «asistencia», else on the receiving record when it refers to what is attended (a booking
    // of a court, a sign-up to a day). Never "si viene con acompañante", "si falta alguna pieza".
    if (attendanceAt(tokens, i)) {
      const named = tokens.find((x) => x.nounLemma === 'asistencia' && !x.aside);
      const there = named ? route(named) : null;
      // A status with «Asistió» among its options says it already.
      const said = [...existing, ...own, ...out, ...(there ?? [])].some(
        (f) =>
          ATTENDANCE_FIELD.test(fold(f.label)) ||
          (f.options ?? []).some((o) => ATTENDANCE_FIELD.test(fold(o))),
      );
      if (!said && there && there.length < 14)
        there.push({ key: 'asistio', label: 'Asistió', type: 'boolean' });
      else if (!said && !there && own.some((f) => f.type === 'reference'))
        push('asistió', 'boolean');
      continue;
    }
    // Rule "si": "si hay varroa", "si vi la reina", "si ha dormido siesta" → a yes/no.
    if (t.norm === 'si') {
      let j = i + 1;
      // "si ya está lista", "si todavía hay stock".
      while (PREDICATE_ADVERBS.test(tokens[j]?.norm ?? '') && !tokens[j]!.breakAfter) j++;
      // "si la encadené o no" → «Encadenada», "si lo quieren partido" → «Partido»: what was
      // done to the thing, by the participle.
      const clitic = tokens[j];
      const cv = tokens[j + 1];
      if (
        clitic &&
        cv &&
        /^(lo|la|los|las)$/.test(clitic.norm) &&
        !clitic.breakAfter &&
        (cv.pos === 'verb' || cv.lemmas.some((l) => /(ar|er|ir)$/.test(l)))
      ) {
        const after = tokens[j + 2];
        const said =
          after && !cv.breakAfter && PARTICIPLE.test(after.norm) && !after.capital ? after : null;
        const end = said ? j + 2 : j + 1;
        const next = tokens[end + 1];
        const closes =
          tokens[end]!.breakAfter ||
          !next ||
          (next.norm === 'o' && tokens[end + 2]?.norm === 'no') ||
          /^(y|e)$/.test(next.norm);
        const lemma = cv.lemmas.find((l) => /(ar|er|ir)$/.test(l)) ?? cv.lemma;
        if (closes) {
          const asked =
            !!tokens[i - 1] &&
            (tokens[i - 1]!.commaAfter ||
              /^(y|o|con)$/.test(tokens[i - 1]!.norm) ||
              (tokens[i - 1]!.pos === 'verb' && ASKING_VERBS.has(tokens[i - 1]!.lemma)));
          if (asked && /(ar|er|ir)$/.test(lemma)) {
            const word = said
              ? said.text.toLowerCase().replace(/s$/, '')
              : participleOf(lemma).replace(/o$/, clitic.norm.startsWith('la') ? 'a' : 'o');
            // «Devuelta» is the «Devuelto» a loan has already.
            // "si ya lo envié" on an order whose status has «Enviado»: the status says it.
            const stem = fold(word).replace(/[ao]$/, '');
            const already = [
              ...[...existing, ...own].map((f) => f.label),
              ...[...existing, ...own].flatMap((f) => f.options ?? []),
            ].some((l) => fold(l).replace(/[ao]$/, '') === stem);
            if (!already) pushNear(i, word, 'boolean');
            i = end;
            continue;
          }
        }
      }
      let verbs = 0;
      const firstVerb = j;
      while (
        j < tokens.length &&
        verbs < 3 &&
        (CHECK_VERBS.test(tokens[j]!.norm) ||
          tokens[j]!.pos === 'verb' ||
          // A participle after "ha", "han": "si ha dormido siesta".
          (verbs > 0 && /(ado|ido)$/.test(tokens[j]!.norm)))
      ) {
        // "si está esterilizado": after "ser" or "estar" a participle is what the thing is.
        if (verbs > 0 && COPULAS.test(tokens[j - 1]!.norm) && PARTICIPLE.test(tokens[j]!.norm))
          break;
        if (tokens[j]!.breakAfter) {
          // "si funciona, …", "… y si cobraron.": the verb alone is what is checked.
          if (verbs === 0 && tokens[j]!.pos === 'verb') {
            const alone = verbAlone(tokens, i, j, j);
            if (alone) pushNear(i, alone, 'boolean');
          }
          break;
        }
        verbs++;
        j++;
      }
      if (verbs === 0) {
        // "si el niño come bien", "si la sala quedó limpia": a subject, then what is checked.
        let k = j;
        if (ARTICLE.test(tokens[k]?.norm ?? '')) k++;
        const subject = tokens[k];
        const verb = tokens[k + 1];
        // "si la presión está bien / ok / correcta": whether the subject is right, named by it.
        if (
          k > j &&
          isNoun(subject) &&
          subject.pos === 'noun' &&
          !subject.breakAfter &&
          verb &&
          COPULAS.test(verb.norm) &&
          /^(bien|ok|okay|correct[oa]s?|perfect[oa]s?)$/.test(tokens[k + 2]?.norm ?? '')
        ) {
          pushNear(i, labelOf(subject, subject.text.toLowerCase()), 'boolean');
          continue;
        }
        // "si el agua es potable", "si la fuente está seca": what the subject is.
        const said =
          k > j && isNoun(subject) && !subject.breakAfter ? predicateAt(tokens, k + 2, verb) : null;
        if (said) {
          // "si la puerta es ancha": the subject says what is checked («Puerta ancha»).
          // (Not the list's own thing: "si la máquina está apta" is «Apta».)
          const own = taken.has(subject.nounLemma ?? '') || ownNames.has(subject.nounLemma ?? '');
          const whole =
            !said.includes(' ') && subject.pos === 'noun' && !own
              ? `${subject.text.toLowerCase()} ${said}`
              : said;
          pushNear(i, whole, 'boolean');
          continue;
        }
        if (isNoun(subject) && !subject.breakAfter && verb?.pos === 'verb' && k > j) {
          const words = [verb.text.toLowerCase()];
          const after = tokens[k + 2];
          if (!verb.breakAfter && after && CHECKED_HOW.has(after.norm))
            words.push(after.text.toLowerCase());
          push(words.join(' '), 'boolean');
        }
        continue;
      }
      const afterVerbs = j;
      while (ARTICLE.test(tokens[j]?.norm ?? '')) j++;
      const n = tokens[j];
      // "si está vendida", "si es compatible con gatos", "si está a la venta": what a thing
      // is, said by "ser" or "estar", is the yes/no, with its complement.
      const predicate = predicateAt(tokens, j, tokens[j - 1]);
      if (predicate?.includes(' ')) pushNear(i, predicate, 'boolean');
      else if (isNoun(n) && n.pos !== 'verb') {
        // "si tiene barras de apoyo": the thing with its complement («Barras de apoyo»).
        const de = tokens[j + 1];
        const comp = tokens[j + 2];
        const withComplement =
          !n.breakAfter &&
          de?.norm === 'de' &&
          !de.breakAfter &&
          // After «de» a word is a noun, whatever else the dictionary says ("de apoyo"), but
          // an infinitive.
          !!comp &&
          (comp.pos === 'noun' ||
            ((comp.pos === 'verb' || comp.pos === 'other') && !/(ar|er|ir)$/.test(comp.norm))) &&
          /^[a-zñ]{3,}$/.test(comp.norm) &&
          !comp.capital &&
          !COUNT_WORDS.test(comp.norm);
        pushNear(
          i,
          withComplement
            ? `${n.text.toLowerCase()} de ${comp!.text.toLowerCase()}`
            : n.display.toLowerCase(),
          'boolean',
        );
        let k = withComplement ? j + 2 : j;
        // "si hizo pipí/caca": two things asked at once.
        const slashed = tokens[j + 1];
        if (
          slashed &&
          !n.breakAfter &&
          isNoun(slashed) &&
          idea.source.toLowerCase().includes(`${n.text}/${slashed.text}`.toLowerCase())
        ) {
          pushNear(i, slashed.display.toLowerCase(), 'boolean');
          k = j + 1;
        }
        // "si tienen carnet y coche y experiencia": bare nouns joined by "y" are asked alike.
        while (
          !tokens[k]!.breakAfter &&
          /^(y|o|e)$/.test(tokens[k + 1]?.norm ?? '') &&
          isNoun(tokens[k + 2]) &&
          tokens[k + 2]!.pos === 'noun' &&
          !COUNT_WORDS.test(tokens[k + 2]!.norm) &&
          !taken.has(tokens[k + 2]!.nounLemma ?? '')
        ) {
          k += 2;
          pushNear(i, tokens[k]!.display.toLowerCase(), 'boolean');
        }
        i = k;
      } else if (predicate) {
        pushNear(i, predicate, 'boolean');
        // "si está esterilizado y testado": a second participle joined by "y".
        const second = tokens[j + 2];
        if (
          !tokens[j]!.breakAfter &&
          tokens[j + 1]?.norm === 'y' &&
          second &&
          PARTICIPLE.test(second.norm) &&
          (second.breakAfter || !tokens[j + 3] || /^(y|o|e)$/.test(tokens[j + 3]!.norm))
        )
          pushNear(i, second.text.toLowerCase(), 'boolean');
      } else if (afterVerbs === j) {
        // "y si funciona o no", "si funciona en verano", "si han pagado": the verb alone is
        // what is checked, when nothing else follows it in the clause.
        const alone = verbAlone(tokens, i, firstVerb, afterVerbs - 1);
        if (alone) pushNear(i, alone, 'boolean');
      }
      continue;
    }
    // Rule "marcar": "hay que marcar entregado y cobrado" → what is marked done is a yes/no
    // («Cobrado»), unless the record's status says it («Entregado»).
    if (t.pos === 'verb' && t.lemma === 'marcar' && !t.breakAfter) {
      let k = i + 1;
      const marked: Token[] = [];
      while (tokens[k] && PARTICIPLE.test(tokens[k]!.norm) && !tokens[k]!.capital) {
        marked.push(tokens[k]!);
        if (tokens[k]!.breakAfter && !tokens[k]!.commaAfter) break;
        const join = tokens[k + 1];
        if (tokens[k]!.commaAfter) k++;
        else if (join && /^(y|o|e)$/.test(join.norm)) k += 2;
        else break;
      }
      const known = [
        ...[...existing, ...own].map((f) => f.label),
        ...[...existing, ...own].flatMap((f) => f.options ?? []),
      ].map((l) => fold(l).replace(/[ao]s?$/, ''));
      for (const m of marked)
        if (!known.includes(m.norm.replace(/[ao]s?$/, '')))
          pushNear(i, m.text.toLowerCase().replace(/s$/, ''), 'boolean');
      if (marked.length > 0) {
        i = marked[marked.length - 1]!.i;
        continue;
      }
    }
    // Rule "niveles": "por niveles iniciación, intermedio y avanzado" → Nivel (Iniciación,
    // Intermedio, Avanzado): a word for kinds followed by its values, without brackets; not
    // "niveles de inglés" nor "tallas, colores y precios" (a list of fields).
    if (
      KIND_HEADS.has(t.nounLemma ?? '') &&
      t.pos === 'noun' &&
      !t.breakAfter &&
      !taken.has(t.nounLemma ?? '')
    ) {
      const values: Token[] = [];
      let k = i + 1;
      while (tokens[k] && values.length < 8) {
        const v = tokens[k]!;
        if (
          v.pos === 'verb' ||
          v.pos === 'number' ||
          ARTICLE.test(v.norm) ||
          STOP_WORDS.has(v.norm) ||
          !/^[a-zñ]{3,}$/.test(v.norm) ||
          KIND_HEADS.has(v.nounLemma ?? '') ||
          TYPE_OF[v.nounLemma ?? ''] ||
          ATTRIBUTES[v.nounLemma ?? '']
        )
          break;
        values.push(v);
        if (v.breakAfter && !v.commaAfter) break;
        const join = tokens[k + 1];
        if (v.commaAfter) k++;
        else if (join && /^(y|o|e)$/.test(join.norm)) k += 2;
        else break;
      }
      const last = values[values.length - 1];
      if (
        values.length >= 3 &&
        last &&
        (last.breakAfter || !tokens[last.i + 1] || tokens[last.i + 1]!.pos !== 'noun')
      ) {
        const label = labelOf(t, t.display.toLowerCase());
        const options = [...new Set(values.map((v) => cap(labelOf(v, v.text.toLowerCase()))))];
        // Of the list the sentence is about: "damos clases de grupo y particulares, por niveles…".
        let of: PatternField[] | null = null;
        for (let b = i - 1; b >= 0 && b > i - 12; b--) {
          const x = tokens[b]!;
          // An aside in brackets is passed over: "clases de grupo (máx 8) y particulares".
          if (x.aside) continue;
          if (x.breakAfter && !x.commaAfter && !tokens[b + 1]?.aside) break;
          if (x.pos !== 'noun' || !x.nounLemma || PERSON_NOUNS.has(x.nounLemma)) continue;
          if (ownNames.has(x.nounLemma)) break;
          of = route(x);
          if (of) break;
        }
        const there = of ?? own;
        const has = there.find((f) => fold(f.label) === fold(label) && f.type === 'choice');
        if (has) has.options = options;
        else if (of) {
          if (!of.some((f) => fold(f.label) === fold(label)) && of.length < 14)
            of.push({ key: keyFromLabel(label), label: cap(label), type: 'choice', options });
        } else push(label, 'choice', options);
        i = last.i;
        continue;
      }
    }
    // Rule "de A o B": "reservar por franjas de mañana o tarde" → Franja (Mañana, Tarde): the
    // two kinds a thing is said to come in are a choice; not a measure ("kilos de arroz o
    // leche"), a typed field ("fotos de perros o gatos"), a list of the app ("turnos de mañana
    // o tarde") nor a count ("bonos de 5 o 10").
    if (
      isNoun(t) &&
      t.pos === 'noun' &&
      !t.breakAfter &&
      tokens[i + 1]?.norm === 'de' &&
      !MEASURES.has(t.nounLemma ?? '') &&
      !TYPE_OF[t.nounLemma ?? ''] &&
      !ATTRIBUTES[t.nounLemma ?? ''] &&
      !taken.has(t.nounLemma ?? '') &&
      !ownNames.has(t.nounLemma ?? '') &&
      !PERSON_NOUNS.has(t.nounLemma ?? '') &&
      !NEVER_ENTITIES.has(t.nounLemma ?? '') &&
      route(t) === null
    ) {
      const a = tokens[i + 2];
      const or = tokens[i + 3];
      let b = tokens[i + 4];
      if (b?.norm === 'de') b = tokens[i + 5];
      const bare = (x: Token | undefined): x is Token =>
        !!x &&
        x.pos !== 'number' &&
        x.pos !== 'verb' &&
        !ARTICLE.test(x.norm) &&
        !STOP_WORDS.has(x.norm) &&
        /^[a-zñ]{3,}$/.test(x.norm) &&
        !taken.has(x.nounLemma ?? x.norm);
      const after = b ? tokens[b.i + 1] : undefined;
      if (
        bare(a) &&
        !a.breakAfter &&
        or?.norm === 'o' &&
        bare(b) &&
        (b.breakAfter || !after || after.pos !== 'noun')
      ) {
        const options = [cap(a.text.toLowerCase()), cap(b.text.toLowerCase())];
        push(labelOf(t, t.display.toLowerCase()), 'choice', options);
        i = b.i;
        continue;
      }
    }
    // Rule "del 1 al 5": "qué tal la comida del 1 al 5" → a rating of the food.
    if (
      isNoun(t) &&
      t.pos === 'noun' &&
      /^(del?)$/.test(tokens[i + 1]?.norm ?? '') &&
      tokens[i + 2]?.norm === '1' &&
      /^(al?)$/.test(tokens[i + 3]?.norm ?? '') &&
      /^(5|10)$/.test(tokens[i + 4]?.norm ?? '')
    ) {
      push(labelOf(t, t.text.toLowerCase()), 'rating');
      i += 4;
      continue;
    }
    // Rule "le quedan": "que cada uno vea cuántos días le quedan", "cuántas entradas le quedan
    // del bono" → what is left to someone, a number on that someone (Días restantes, Entradas
    // restantes), even when its word names a list of the app («Entrada»). Not "cuántas plazas
    // quedan" (said of no one: the places a list counts).
    if (COUNT_WORDS.test(t.norm) && /s$/.test(t.norm)) {
      const n = tokens[i + 1];
      const to = tokens[i + 2];
      const left = tokens[i + 3];
      if (
        n?.pos === 'noun' &&
        n.plural &&
        !n.breakAfter &&
        /^(le|les)$/.test(to?.norm ?? '') &&
        /^(queda|quedan|sobra|sobran)$/.test(left?.norm ?? '')
      ) {
        // "dias" typed without its accent: «Días restantes».
        const word =
          n.norm === `${fold(n.display)}s` ? `${n.display.toLowerCase()}s` : n.text.toLowerCase();
        const label = `${word} restantes`;
        const key = keyFromLabel(label);
        // Whose: the people the idea names before it ("los empleados pidan…", "quién es socio").
        let there: PatternField[] | null = null;
        for (let k = i - 1; k >= 0 && !there; k--) {
          const x = tokens[k]!;
          if (x.pos === 'noun' && x.nounLemma && PERSON_NOUNS.has(x.nounLemma)) {
            if (ownNames.has(x.nounLemma)) break;
            there = route(x);
          }
        }
        const fields = there ?? out;
        if (
          fields.length < (there ? 14 : MAX_DETAILS) &&
          ![...existing, ...own, ...out, ...fields].some((f) => f.key === key)
        )
          fields.push({ key, label: cap(label), type: 'number' });
        i += 3;
        continue;
      }
    }
    // Rule "cuántos": "cuántos kilos de miel", "número de huevos", "para cuántas personas" → a number.
    if (
      COUNT_WORDS.test(t.norm) ||
      ((t.norm === 'numero' || t.norm === 'cantidad') && tokens[i + 1]?.norm === 'de')
    ) {
      const j = COUNT_WORDS.test(t.norm) ? i + 1 : i + 2;
      const n = tokens[j];
      // "cuánto cuesta", "cuánto pesa", "cuánto dura": the verb says the measure.
      // "cuánto cobré", "cuánto pagamos": any form of the verb, by its lemma.
      const measured = COUNT_WORDS.test(t.norm)
        ? [MEASURE_VERB_FORMS[n?.norm ?? ''], ...(n?.lemmas ?? [])]
            .map((l) => (l ? MEASURED_BY_LEMMA[l] : undefined))
            .find((x) => x !== undefined)
        : undefined;
      if (measured) {
        // "cuánto costó" beside «Coste», «Precio total»: the record has its amount already.
        if (measured.type !== 'money' || ![...own, ...out].some((f) => f.type === 'money'))
          push(measured.label, measured.type);
        continue;
      }
      if (!isNoun(n)) continue;
      // "cuánto dejó de depósito", "cuánto lleva ahorrado": a verb after «cuánto» names no field;
      // the noun after its «de» does, or the participle after it; else nothing.
      const verb =
        COUNT_WORDS.test(t.norm) &&
        !n.plural &&
        !MEASURES.has(n.nounLemma ?? '') &&
        !TYPE_OF[n.nounLemma ?? ''] &&
        n.lemmas.some((l) => l !== n.nounLemma && /[aei]r$/.test(l));
      const of = verb && tokens[j + 1]?.norm === 'de' ? tokens[j + 2] : undefined;
      const done = verb ? tokens[j + 1] : undefined;
      if (of && isNoun(of) && of.pos === 'noun' && !n.breakAfter) {
        push(labelOf(of, of.text.toLowerCase()), typeOf(of) === 'money' ? 'money' : 'number');
        continue;
      }
      if (done && done.pos === 'verb' && PARTICIPLE.test(done.norm) && !n.breakAfter) {
        const money = done.lemmas.some(
          (l) => MEASURED_BY_LEMMA[l]?.type === 'money' || /^(ahorrar|aportar|deber)$/.test(l),
        );
        push(done.text.toLowerCase(), money ? 'money' : 'number');
        continue;
      }
      // "el número de vuelo", "número de guía", "número de serie": one thing's number is its
      // identifier, a text; "número de huevos" (a plural) is a count.
      if (t.norm === 'numero' && !n.plural && !MEASURES.has(n.nounLemma ?? '')) {
        push(`número de ${n.text.toLowerCase()}`, 'text');
        continue;
      }
      let label = n.text.toLowerCase();
      if (tokens[j + 1]?.norm === 'de' && isNoun(tokens[j + 2]) && MEASURES.has(n.nounLemma ?? ''))
        label = `${label} de ${tokens[j + 2]!.text.toLowerCase()}`;
      // "cuántos garrafones vacíos recogió", "cuántos vehículos embarcados": the word that says
      // which ones is part of what is counted («Garrafones vacíos»).
      const which = tokens[j + 1];
      if (
        COUNT_WORDS.test(t.norm) &&
        n.plural &&
        !n.breakAfter &&
        which?.plural &&
        !which.aside &&
        /[oa]s$/.test(which.norm) &&
        (PARTICIPLE.test(which.norm) ||
          (which.pos === 'noun' && !MEASURES.has(which.nounLemma ?? ''))) &&
        !COUNT_WORDS.test(which.norm) &&
        !taken.has(which.nounLemma ?? '') &&
        (which.gender === null ||
          n.gender === null ||
          which.gender === n.gender ||
          /os$/.test(which.norm) === (n.gender === 'm'))
      )
        // "vacios" typed without its accent: «vacíos».
        label = `${label} ${which.norm === `${fold(which.display)}s` ? `${which.display.toLowerCase()}s` : which.text.toLowerCase()}`;
      push(
        label,
        t.norm === 'cuanto' || t.norm === 'cuanta'
          ? typeOf(n) === 'money'
            ? 'money'
            : 'number'
          : 'number',
      );
      // "cuántos adultos y niños", "cuántas personas y maletas": each counted noun is a number.
      const and = tokens[j + 1];
      const other = tokens[j + 2];
      if (
        COUNT_WORDS.test(t.norm) &&
        /s$/.test(t.norm) &&
        !n.breakAfter &&
        /^(y|e)$/.test(and?.norm ?? '') &&
        isNoun(other) &&
        other.pos === 'noun' &&
        other.plural &&
        !COUNT_WORDS.test(other.norm) &&
        !taken.has(other.nounLemma ?? '')
      ) {
        push(other.text.toLowerCase(), 'number');
        i = j + 2;
      }
      continue;
    }
    // Rule "lista": after a verb of noting or a colon, the list of what is noted.
    const opens =
      (t.breakAfter && idea.source.includes(`${t.text}:`)) ||
      (t.pos === 'verb' &&
        (NOTE_VERBS.has(t.lemma) || HANDOVER_VERBS.has(t.lemma) || RATING_VERBS.has(t.lemma))) ||
      t.norm === 'con';
    if (opens) {
      let j = i + 1;
      // "de cada disco quiero poner …": skip "de cada X" and a second verb.
      if (tokens[j]?.norm === 'de' && tokens[j + 1]?.norm === 'cada') j += 3;
      if (tokens[j]?.norm === 'cada') j += 2;
      // "anotar por cuartel el grado brix", "apuntar en cada visita…": whose, then the list.
      if (/^(por|en|a)$/.test(tokens[j]?.norm ?? '') && RECORDING_VERBS.has(t.lemma)) {
        let k = j + 1;
        if (tokens[k]?.norm === 'cada') k++;
        if (isNoun(tokens[k]) && !tokens[k]!.breakAfter) j = k + 1;
      }
      while (
        tokens[j] &&
        (tokens[j]!.pos === 'verb' ||
          /^(quiero|queremos|necesito|me|nos|le|les|se|que)$/.test(tokens[j]!.norm)) &&
        j < i + 4
      )
        j++;
      // "los dos almacenes que tengo (la nave y el garaje)": names in brackets after a relative
      // clause are what the noun before is, not details.
      if (tokens[j]?.aside && !t.aside && tokens[i - 1]?.norm === 'que') continue;
      const items = listItems(tokens, j, (x) => {
        const w = x.nounLemma ?? x.norm;
        return taken.has(w) || ownNames.has(w) || route(x) !== null;
      });
      // "trabajamos con restaurantes, panaderías y almacenes": the kinds of the clients' places,
      // said in the plural, are no fields.
      if (
        t.norm === 'con' &&
        items.length >= 2 &&
        items.every(
          (it) =>
            it.head.plural &&
            (BUSINESS_NOUNS.has(it.head.nounLemma ?? '') ||
              PLACE_NOUNS.has(it.head.nounLemma ?? '')),
        )
      ) {
        i = items[items.length - 1]!.end;
        continue;
      }
      // "que envíen su corto (enlace, duración…), el comité…", "que llenen la solicitud, …": what
      // is handed over is a list of the app; its details are read where they are said.
      const first = items[0]?.head;
      if (
        HANDOVER_VERBS.has(t.lemma) &&
        first &&
        (taken.has(first.nounLemma ?? first.norm) || ownNames.has(first.nounLemma ?? first.norm))
      )
        continue;
      const known = (it: { head: Token }) =>
        /^\p{Lu}{2,}$/u.test(it.head.text) ||
        !!TYPE_OF[it.head.nounLemma ?? it.head.norm] ||
        !!ATTRIBUTES[it.head.nounLemma ?? it.head.norm];
      // "mantenimiento: revisiones, ITV, averías": kinds of the record itself, not its fields;
      // not when the list names what each has ("título, receta, estado, fecha").
      // Three kinds at least, or after a colon, or two the record knows as its own kinds ("pidan
      // vacaciones y permisos" on requests whose Tipo offers both): "elige el súper y la franja
      // horaria" names two things chosen, "registrar préstamos y devoluciones" two records.
      const ownKinds = new Set([
        ...ownNames,
        ...own
          .filter((f) => f.type === 'choice' && /^tipo/.test(fold(f.label)))
          .flatMap((f) => f.options ?? [])
          .map((o) => singularOf(fold(o))),
      ]);
      const twoOwnKinds =
        items.length === 2 &&
        items.every((it) => {
          const w = it.head.nounLemma ?? it.head.norm;
          return ownKinds.has(w) || ownKinds.has(singularOf(fold(it.head.text)));
        });
      // "30 supermercados: cada voluntario elige el súper y la franja": a colon whose list is the
      // object of a verb after it lists no kinds.
      const afterColon =
        t.colonAfter &&
        !!items[0] &&
        tokens.slice(i + 1, items[0].head.i).every((x) => ARTICLE.test(x.norm));
      // "cada uno con su ficha, pueblo, teléfono": what each one has, said with «su», is fields.
      const possessed = t.norm === 'con' && /^(su|sus)$/.test(tokens[i + 1]?.norm ?? '');
      if (
        !possessed &&
        (items.length >= 3 || afterColon || twoOwnKinds) &&
        items.length >= 2 &&
        items.filter(known).length < 2 &&
        items.some((it) => ownNames.has(it.head.nounLemma ?? it.head.norm)) &&
        // "planes (…), los socios": another list of the app is no kind of this one.
        !items.some((it) => {
          const w = it.head.nounLemma ?? it.head.norm;
          return !ownNames.has(w) && taken.has(w);
        })
      ) {
        const options = [
          ...new Set(
            items.map((it) =>
              /^\p{Lu}{2,}$/u.test(it.head.text)
                ? it.head.text
                : cap(it.head.nounLemma ? it.head.display.toLowerCase() : it.head.norm),
            ),
          ),
        ];
        const tipo = own.find((f) => f.type === 'choice' && /^tipo/.test(fold(f.label)));
        if (tipo) tipo.options = [...options, ...(tipo.options?.includes('Otro') ? ['Otro'] : [])];
        else if (!own.some((f) => f.key === 'tipo') && !out.some((f) => f.key === 'tipo'))
          out.push({ key: 'tipo', label: 'Tipo', type: 'choice', options: [...options, 'Otro'] });
        i = items[items.length - 1]!.end;
        continue;
      }
      // "registrar préstamos y devoluciones", "apuntar el pedido y el envío": records of the
      // app named together, no fields.
      if (
        items.length === 2 &&
        !afterColon &&
        items.filter(known).length < 2 &&
        items.some((it) => ownNames.has(it.head.nounLemma ?? it.head.norm))
      ) {
        i = items[1]!.end;
        continue;
      }
      const last = items[items.length - 1];
      const measured = (it: { head: Token }) =>
        known(it) ||
        MEASURES.has(it.head.nounLemma ?? it.head.norm) ||
        !!ABBREVIATIONS[it.head.norm];
      // "material de montaña: pies de gato, cuerdas, arneses...": examples of what the app
      // lists, left open with "…" or "etc.", are its kinds (a Tipo), not its fields.
      // "trabajamos la filigrana en plata y oro: aretes, topitos, candongas, mariposas": three
      // or more bare plurals after a colon (no article, no field word) are kinds too.
      const barePlurals =
        items.length >= 3 &&
        items.every(
          (it) =>
            // ("talladores de alebrijes": a plural with its complement, too.)
            (it.label === it.head.text.toLowerCase() ||
              (it.head.plural && it.label.startsWith(`${it.head.text.toLowerCase()} de `))) &&
            (it.head.plural || (it.head.pos === 'other' && /[a-zñ]{3,}s$/.test(it.head.norm))) &&
            !ARTICLE.test(tokens[it.head.i - 1]?.norm ?? '') &&
            !/^(su|sus|mis|tus)$/.test(tokens[it.head.i - 1]?.norm ?? ''),
        );
      // "por colecciones: cine, teatro, halloween", "tiene sus tareas: traducción, adaptación,
      // casting", "en tres turnos: mañana, tarde y madrugada": a list of the app named right
      // before the colon is followed by its records or its kinds, never by fields.
      // Not a list said of another ("las cuentas del viaje: hotel, lanchas…"), nor a clause
      // ("habitaciones: que recepción… apunten"), nor what is asked of each ("sus avistamientos:
      // qué especie, cuántos individuos").
      const lemma = t.nounLemma ?? '';
      const ofList =
        t.pos === 'noun' &&
        !!lemma &&
        !PERSON_NOUNS.has(lemma) &&
        (ownNames.has(lemma) || route(t) !== null) &&
        !/^(de|del|d)$/.test(tokens[i - 1]?.norm ?? '') &&
        !(/^(de|del|d)$/.test(tokens[i - 2]?.norm ?? '') && ARTICLE.test(tokens[i - 1]!.norm)) &&
        afterColon &&
        !tokens
          .slice(i + 1, (last?.end ?? i) + 1)
          .some((x) => /^(que|qué|cual|cuales|si)$/.test(x.norm) || COUNT_WORDS.test(x.norm)) &&
        items.every((it) => !taken.has(it.head.nounLemma ?? it.head.norm));
      if (t.colonAfter && last && items.length >= 2 && ofList && GROUP_WORDS.has(lemma)) {
        i = last.end;
        continue;
      }
      if (
        t.colonAfter &&
        last &&
        items.length >= 2 &&
        !items.some(measured) &&
        (ofList ||
          barePlurals ||
          OPEN_LIST.test(idea.source.slice(sourceEnd(idea.source, tokens, last.end))))
      ) {
        const options = [
          ...new Set(
            items.map((it) => {
              // "sillas de ruedas", "talladores de alebrijes": one of them, as an option.
              const written = it.head.text.toLowerCase();
              if (it.head.plural && it.head.nounLemma && it.label.startsWith(`${written} de `))
                return cap(
                  `${fold(it.head.display) === it.head.nounLemma ? it.head.display : it.head.nounLemma}${it.label.slice(written.length)}`,
                );
              return cap(it.head.nounLemma ? labelOf(it.head, it.label) : it.label);
            }),
          ),
        ].slice(0, 12);
        // On the list the clause before the colon names ("biblioteca de herramientas en la
        // asociación de vecinos: …" → Herramienta), never a person; else the receiving record.
        let there: PatternField[] | null = ofList ? route(t) : null;
        for (let k = i; !ofList && k >= 0 && k > i - 12; k--) {
          const x = tokens[k]!;
          if (k < i && (x.breakAfter || x.pos === 'verb')) break;
          if (x.pos === 'noun' && x.nounLemma && !PERSON_NOUNS.has(x.nounLemma))
            there = route(x) ?? there;
        }
        const fieldsThere = there ?? own;
        // (A Tipo read earlier from the idea is that one: never two.) A choice that offers one
        // of the values already ("Franja: Mañana, Tarde, Noche…") is the one they are options of.
        const said = new Set(options.map((o) => fold(o)));
        const kind =
          [...fieldsThere, ...(there ? [] : out)].find(
            (f) =>
              f.type === 'choice' && (f.options ?? []).filter((o) => said.has(fold(o))).length >= 2,
          ) ??
          [...fieldsThere, ...(there ? [] : out)].find(
            (f) =>
              /^(tipo|categoria|clase)$/.test(fold(f.label)) &&
              (f.type === 'choice' || (ofList && f.type === 'text')),
          );
        const tipo: PatternField = {
          key: 'tipo',
          label: 'Tipo',
          type: 'choice',
          options: [...options, 'Otro'],
        };
        if (kind) Object.assign(kind, { type: 'choice', options: [...options, 'Otro'] });
        else if (fieldsThere.some((f) => f.key === 'tipo')) {
          const f = fieldsThere.find((x) => x.key === 'tipo')!;
          if (f.type === 'text') Object.assign(f, tipo);
          // «Tipo de publicación» is another choice: the kinds are a Tipo of their own.
          else if (!fieldsThere.some((x) => fold(x.label) === 'tipo'))
            (there ?? out).push({ ...tipo, key: 'clase' });
        } else if (there) there.push(tipo);
        else if (!out.some((f) => f.key === 'tipo')) out.push(tipo);
        i = last.end;
        continue;
      }
      // "que califiquen la comida, el servicio y el ambiente", "limpieza, desayuno, trato, del 1
      // al 5": each thing rated is a rating.
      const rated =
        RATING_VERBS.has(t.lemma) ||
        (!!last &&
          /^(del?)$/.test(tokens[last.end + 1]?.norm ?? '') &&
          tokens[last.end + 2]?.norm === '1' &&
          /^(al?)$/.test(tokens[last.end + 3]?.norm ?? '') &&
          /^(5|10)$/.test(tokens[last.end + 4]?.norm ?? ''));
      if (rated && items.length >= 2 && !items.some(measured)) {
        for (const it of items)
          if (!taken.has(it.head.nounLemma ?? it.head.norm))
            push(labelOf(it.head, it.label), 'rating');
        i = last!.end;
        continue;
      }
      const fields = items.filter(
        (it) => !taken.has(it.head.nounLemma!) && !taken.has(fold(it.label)),
      );
      // Whose they are: the noun before "con" ("products con sku", "los players se registren
      // con su gamertag"), or the one after the list ("la raza y el tamaño del perrito").
      const whose = last
        ? items.length === 1
          ? (ownerAfter(tokens, last.end) ?? (t.norm === 'con' ? ownerBefore(tokens, i) : null))
          : ((t.norm === 'con' ? ownerBefore(tokens, i) : null) ?? ownerAfter(tokens, last.end))
        : null;
      // "que se postulen con fotos, medidas y un vídeo": what a verb of making a record takes
      // along is that record's.
      // "se postulan mandando su link y su CV", "piden cita diciendo…": the verb of making a
      // record just before a verb of handing over, in its gerund.
      const handing =
        HANDOVER_VERBS.has(t.lemma) && /(ando|iendo)$/.test(t.norm)
          ? [tokens[i - 1], tokens[i - 2]].find(
              (x) => x?.pos === 'verb' && !x.breakAfter && RECORD_OF_VERB_LEMMAS.has(x.lemma),
            )
          : undefined;
      const maker =
        !whose && t.norm === 'con' && items.length >= 2
          ? verbBefore(tokens, i)
          : !whose && handing
            ? handing
            : null;
      // "y cada revisión: presión, precinto, estado": a list after a colon is of the list the
      // words before the colon name.
      const named =
        !whose && !maker && t.colonAfter && items.length >= 2 && items.some(known)
          ? bracketOwner(i, false)
          : null;
      // "que los talentos apliquen a cada call con su book, medidas, edad…": the verb of making a
      // record a few words before «con», in the same clause, when the noun before names nothing.
      const madeBefore =
        t.norm === 'con' && items.length >= 2
          ? (() => {
              for (let k = i - 1; k >= Math.max(0, i - 6); k--) {
                const x = tokens[k]!;
                if (k < i - 1 && x.breakAfter) return undefined;
                if (x.pos === 'verb' && RECORD_OF_VERB_LEMMAS.has(x.lemma)) return x;
              }
              return undefined;
            })()
          : undefined;
      const routed =
        (whose ? route(whose) : null) ??
        (maker ? route(maker) : null) ??
        named ??
        (madeBefore ? route(madeBefore) : null);
      // One word after "con" is a detail only when it names one ("products con SKU", "con
      // fianza"), not a person or a thing said in passing ("con el groomer", "con formulario").
      const single =
        (routed &&
          t.norm === 'con' &&
          items.length === 1 &&
          known(items[0]!) &&
          // "con el móvil": the means, not a detail.
          !/^(el|la|un|una)$/.test(tokens[i + 1]?.norm ?? '')) ||
        // "y dejen anticipo", "que suban una foto": one detail a verb of noting hands over.
        (t.pos === 'verb' &&
          items.length === 1 &&
          known(items[0]!) &&
          !WEAK_HEADS.has(items[0]!.head.norm)) ||
        // "con su whats", "con su número": what each one has.
        (t.norm === 'con' &&
          items.length === 1 &&
          known(items[0]!) &&
          /^(su|sus)$/.test(tokens[i + 1]?.norm ?? ''));
      if ((items.length >= 2 || single) && fields.length >= 1) {
        dest = routed;
        for (const it of fields) {
          // "con su número de vuelo": one thing's number is an identifier.
          const id = it.head.norm === 'numero' && /^n[uú]mero de [^\s]+[^s]$/.test(it.label);
          push(
            labelOf(it.head, it.label),
            id
              ? 'text'
              : DONE_PARTICIPLE.test(it.label) || CHECKED.test(it.label.split(' ').pop() ?? '')
                ? 'boolean'
                : typeOf(it.head),
          );
        }
        dest = null;
        // A "si" asked among the items is read next, on the same list.
        if (items.asked !== undefined) {
          // The rest of the sentence ("…, si hay plaga y qué tratamiento se le echó") is
          // said of the same list.
          let end = last!.end;
          while (tokens[end + 1] && !(tokens[end]!.breakAfter && !tokens[end]!.commaAfter)) end++;
          if (routed) scope = { end, fields: routed };
          i = items.asked - 1;
        } else i = last!.end;
        continue;
      }
    }
    // Rule "qué": "qué variedad es", "con qué materias dan", "qué muestras dejé" → the thing
    // asked about is a field. Written without its accent, only when a verb follows the noun.
    if (t.norm === 'que' && !t.breakAfter) {
      const n = tokens[i + 1];
      const accented = /^qu[eé]$/i.test(t.text) && t.text.toLowerCase() === 'qué';
      const w = n?.nounLemma ?? n?.norm ?? '';
      // What follows the noun: a verb, after its clitic if any ("qué muestras les dejé").
      const clitic = /^(le|les|lo|la|los|las|me|nos|se|te)$/.test(tokens[i + 2]?.norm ?? '');
      const after = tokens[i + (clitic ? 3 : 2)];
      const verbAfter =
        !!after && (after.pos === 'verb' || after.lemmas.some((l) => /[aei]r$/.test(l)));
      if (
        isNoun(n) &&
        n.pos === 'noun' &&
        !n.capital &&
        // "qué logró": a verb's form is no thing asked about; "qué cultivo tienen", with a verb
        // after it, is.
        (n.plural ||
          !n.lemmas.some((l) => /[aei]r$/.test(l)) ||
          (verbAfter && !n.breakAfter && /^(tener|ser|estar|usar)$/.test(after!.lemma))) &&
        !QUE_NOT_ASKED.has(w) &&
        !STATUS.has(w) &&
        !PERSON_NOUNS.has(w) &&
        !taken.has(w) &&
        !ownNames.has(w) &&
        (accented ||
          // "con que materias dan", "en que fase está": not "antes de que", "para que".
          (/^(con|en|por)$/.test(tokens[i - 1]?.norm ?? '') && tokens[i + 2]?.norm !== 'que') ||
          // "saber que talla usa", "apuntar que variedad es": asked after a verb of knowing or
          // noting; not "que dirección apruebe", a wish.
          ((NOTE_VERBS.has(tokens[i - 1]?.lemma ?? '') ||
            !!tokens[i - 1]?.commaAfter ||
            // "cloro, pH, si limpié el filtro y que químicos le eché": the last of a list.
            // Plural, as things asked about are; "y que jefatura apruebe" is a wish.
            (/^(y|e)$/.test(tokens[i - 1]?.norm ?? '') && n.plural && closesList(tokens, i - 1))) &&
            !n.breakAfter &&
            verbAfter))
      ) {
        // "qué cuerda es cada uno: soprano, contralto, tenor o bajo": its values follow a colon.
        let c = i + 1;
        while (c < i + 6 && tokens[c] && !tokens[c]!.breakAfter) c++;
        const values = tokens[c]?.colonAfter ? listItems(tokens, c + 1) : [];
        if (values.length >= 2) {
          const options = [...new Set(values.map((v) => cap(labelOf(v.head, v.label))))];
          push(labelOf(n, n.text.toLowerCase()), 'choice', options);
          i = values[values.length - 1]!.end;
          continue;
        }
        pushNear(i, labelOf(n, n.text.toLowerCase()), typeOf(n));
        i++;
        continue;
      }
    }
    // Rule "quién … de": "quién iba de patrón", "quién hizo de árbitro" → who had that role.
    if (t.norm === 'quien' && !t.breakAfter && tokens[i + 2]?.norm === 'de') {
      const v = tokens[i + 1]!;
      const role = tokens[i + 3];
      if (
        !v.breakAfter &&
        (v.pos === 'verb' || v.pos === 'other') &&
        isNoun(role) &&
        role.pos === 'noun' &&
        !taken.has(role.nounLemma ?? role.norm)
      ) {
        // "quién sale de costalero, de nazareno o de acólito": one of these, a choice.
        const roles = [role];
        let k = i + 3;
        while (
          (tokens[k]?.commaAfter || /^(o|y|u|e)$/.test(tokens[k + 1]?.norm ?? '')) &&
          roles.length < 8
        ) {
          const at = /^(o|y|u|e)$/.test(tokens[k + 1]?.norm ?? '') ? k + 2 : k + 1;
          const next = tokens[at + 1];
          if (tokens[at]?.norm !== 'de' || !isNoun(next) || next.pos !== 'noun') break;
          roles.push(next);
          k = at + 1;
        }
        if (roles.length >= 2)
          push(
            'puesto',
            'choice',
            roles.map((x) => cap(x.display)),
            true,
          );
        else push(labelOf(role, role.text.toLowerCase()), 'text', undefined, true);
        i = k;
        continue;
      }
    }
    // Rule "cuándo": "cuándo vence", "cuándo les toca la revisión técnica" → a date.
    if (
      t.norm === 'cuando' &&
      !t.breakAfter &&
      // "cuándo vence", "saber cuando pagan", "…, y cuando les toca": asked, not "cuando llega
      // un pedido, avísame".
      (t.text.toLowerCase() === 'cuándo' ||
        NOTE_VERBS.has(tokens[i - 1]?.lemma ?? '') ||
        tokens[i - 1]?.lemma === 'recordar' ||
        // "un recordatorio de cuando volver".
        (tokens[i - 1]?.norm === 'de' && tokens[i - 2]?.pos === 'noun') ||
        // "…, vacunas puestas y cuando tengo que volver": the last of a list of what is noted.
        (tokens[i - 1]?.norm === 'y' &&
          tokens.slice(Math.max(0, i - 8), i - 1).some((x) => x.commaAfter) &&
          !tokens.slice(Math.max(0, i - 8), i - 1).some((x) => x.breakAfter && !x.commaAfter)))
    ) {
      let j = i + 1;
      while (/^(le|les|lo|la|los|las|se|me|nos|te)$/.test(tokens[j]?.norm ?? '')) j++;
      // "cuándo tengo que volver", "cuando hay que volver": the verb after the duty.
      if (
        /^(tengo|tenemos|tiene|tienen|hay|debo|debemos|toca)$/.test(tokens[j]?.norm ?? '') &&
        tokens[j + 1]?.norm === 'que' &&
        tokens[j + 2]?.lemma === 'volver'
      )
        j += 2;
      const v = tokens[j];
      // Rule "volver": "cuándo tengo que volver (a pasar)", "cuando volver a llamarlo" → the
      // date of the next visit or call, unless the record has one («Próxima visita»); "cuándo
      // vuelve" (the child, the equipment) → the date it comes back.
      if (v?.lemma === 'volver' || v?.norm === 'volver') {
        const mine = v.norm === 'volver';
        const call = tokens[j + 1]?.norm === 'a' && /^llamar/.test(tokens[j + 2]?.norm ?? '');
        const has = [...existing, ...own, ...out].some(
          (f) =>
            (f.type === 'date' || f.type === 'datetime') &&
            (mine ? /proxim|siguiente/ : /vuelt|regres|devol|retorno|hasta/).test(fold(f.label)),
        );
        if (!has)
          pushNear(
            i,
            mine ? (call ? 'próxima llamada' : 'próxima visita') : 'fecha de vuelta',
            'date',
          );
        i = j;
        continue;
      }
      // "cuándo se le hizo el último cambio": what was done, not "cuándo hacer reorder".
      // (The dictionary lacks the irregular preterite.)
      const done = /^(hizo|hicieron|hice|hicimos)$/.test(v?.norm ?? '');
      const lemma = done ? 'hacer' : (v?.lemmas.find((l) => WHEN_VERBS[l] && l !== 'hacer') ?? '');
      const named = v ? WHEN_VERBS[lemma] : undefined;
      if (named === 'object' && !v!.breakAfter) {
        const np = nounPhrase(tokens, j + 1);
        // "cuándo le toca la siguiente", "el próximo mantenimiento": the record's next date,
        // which a «Próxima revisión» says already.
        const next = np && /^(siguiente|proxim[oa])$/.test(np.head.norm);
        if (
          next &&
          ![...existing, ...own].some(
            (f) => f.type === 'date' && /proxim|siguiente/.test(fold(f.label)),
          )
        ) {
          const what = tokens[np.end + 1];
          if (isNoun(what) && !np.head.breakAfter)
            push(`próxim${what.gender === 'f' ? 'a' : 'o'} ${what.text.toLowerCase()}`, 'date');
          i = np.end;
          continue;
        }
        // "el último cambio de aceite": the date of the last one, named by what it is.
        const last = np && /^(ultim[oa])$/.test(np.head.norm) && !np.head.breakAfter;
        const what = last ? nounPhrase(tokens, np.head.i + 1) : null;
        if (what && !taken.has(what.head.nounLemma ?? what.head.norm)) {
          push(`${np!.head.text.toLowerCase()} ${what.label}`, 'date');
          i = what.end;
          continue;
        }
        if (np && !next && !last && !taken.has(np.head.nounLemma ?? np.head.norm)) {
          push(labelOf(np.head, np.label), 'date');
          i = np.end;
          continue;
        }
      } else if (named && named !== 'object') {
        const dated = [...existing, ...own, ...out].some(
          (f) =>
            (f.type === 'date' || f.type === 'datetime') && WHEN_STEMS[lemma]!.test(fold(f.label)),
        );
        if (!dated) pushNear(i, named, 'date');
        i = j;
        continue;
      }
    }
    // Rule "cobrar": "cobrar el depósito", "dejan la seña" → an amount of money.
    if (
      t.nounLemma &&
      t.pos === 'noun' &&
      isListWord(t) &&
      TYPE_OF[t.nounLemma] === 'money' &&
      !taken.has(t.nounLemma)
    ) {
      let k = i - 1;
      while (k >= 0 && ARTICLE.test(tokens[k]!.norm) && !tokens[k]!.breakAfter) k--;
      const v = tokens[k];
      const deposit =
        DEPOSIT_WORDS.test(t.nounLemma) &&
        [...existing, ...own, ...out].some((f) => DEPOSIT_WORDS.test(fold(f.label)));
      if (k < i - 1 && v && !v.breakAfter && MONEY_VERBS.has(v.lemma) && !deposit) {
        push(labelOf(t, t.text.toLowerCase()), 'money');
        continue;
      }
    }
    // Rule "atributo": "la talla", "el precio", "una foto" anywhere; not "1000 pesos", "unos
    // pesos" (money, whose amount the pattern's own field holds), only "el peso" of a thing.
    const lemma = t.nounLemma;
    const money = lemma === 'peso' && (t.plural || tokens[i - 1]?.pos === 'number');
    if (lemma && t.pos === 'noun' && isListWord(t) && !money) {
      const attr = ATTRIBUTES[lemma];
      if (attr && !['estado', 'descripcion', 'nota', 'comentario', 'fecha'].includes(lemma))
        push(attr.label.toLowerCase(), attr.type);
    }
  }
  return out;
}

/**
 * "cada vecino pueda reservar…", "cada ruta tiene su repartidor", "a cada repartidor": a "cada X"
 * that is the subject of a verb or what something is given to says who acts, never whose the
 * idea's details are (decision 0260); "de cada disco quiero poner…", "en cada revisión apunto…"
 * do say it. `at` is the index of "cada".
 */
export function eachIsNoOwner(idea: IdeaText, at: number): boolean {
  const { tokens } = idea;
  const x = tokens[at + 1];
  const after = tokens[at + 2];
  const before = tokens[at - 1];
  if (!x) return false;
  // "asignar las entregas a cada repartidor"; not "tener a cada productor con sus hectáreas",
  // the person a verb of keeping keeps.
  if (before?.norm === 'a') return !NOTE_VERBS.has(tokens[at - 2]?.lemma ?? '');
  // "de cada disco quiero poner…", "en cada revisión apunto…": whose, whatever verb follows.
  if (/^(de|del|en|por|para|con|sobre)$/.test(before?.norm ?? '')) return false;
  if (x.breakAfter || !after) return false;
  // "cada reservación tiene número de vuelo…", "cada turno necesita…": what it has is its own.
  // Not "cada ruta tiene su repartidor", "cada hortelano tiene su parcela": a relation said.
  if (HAVE_VERBS.test(after.norm)) return /^(su|sus)$/.test(tokens[at + 3]?.norm ?? '');
  return (
    (after.pos === 'verb' && !after.nounLemma) ||
    /^(solo|solamente|puede|pueda|pueden|ve|vea)$/.test(after.norm)
  );
}
/** Verbs by which a thing has what follows: "cada reservación tiene número de vuelo". */
const HAVE_VERBS =
  /^(tiene|tienen|tenga|tengan|necesita|necesitan|lleva|llevan|incluye|trae|traen)$/;

/**
 * Whose the details are when the idea says "cada X" and X names `named`: the list named before
 * "de cada" when many of them are each one's ("las obras de cada alumno", "las revisiones de
 * cada invernadero" → Obra, Revisión); nobody's when those many are no list of the app ("los
 * trabajos de cada tatuador en una galería" say nothing of the tattooist's details); else
 * `named` ("el plan de cada etapa", "la historia de cada paciente": the one thing each has).
 * `at` is the index of "cada".
 */
export function eachOwner<E extends { label: string; filledBy: string | null }>(
  idea: IdeaText,
  entities: E[],
  at: number,
  named: E,
): E | null {
  const { tokens } = idea;
  if (tokens[at - 1]?.norm !== 'de') return named;
  let k = at - 2;
  while (k >= 0 && tokens[k]!.pos !== 'noun' && k > at - 4 && !tokens[k]!.breakAfter) k--;
  const n = tokens[k];
  if (!n || n.breakAfter || n.pos !== 'noun' || !n.nounLemma || !n.plural) return named;
  if (NEVER_ENTITIES.has(n.nounLemma) || RECORD_WORDS.has(n.nounLemma)) return named;
  const many = entities.find((e) => e.filledBy === n.nounLemma || fold(e.label) === n.nounLemma);
  // "los lotes de cada extracción: de qué colmenar sale, cuántos kilos…": what follows the
  // colon is said of each one.
  return many ?? (tokens[at + 1]?.colonAfter ? named : null);
}
