// The shape of an app pattern (issue 37): a small app a product designer would draw, kept as
// data. Each pattern lives in its own file under `data/`, is checked by `schema.ts` and by the
// one generic test (`patterns.test.ts`), which runs its examples and counter-examples.
//
// Text templates (features, stories, description) name the pattern's entities by id, and the
// engine writes them with the label the idea gave that entity, with agreeing articles:
//   {cita}        singular, lower case          → "cita" / "reserva" / "turno"
//   {cita.pl}     plural, lower case            → "citas"
//   {Cita}        singular, capitalised         → "Cita";   {Cita.pl} plural, capitalised → "Citas"
//   {el cita}     definite article + singular   → "la cita" / "el turno"
//   {los cita}    definite article + plural     → "las citas" / "los turnos"
//   {un cita}     indefinite article + singular → "una cita" / "un turno"
//   {del cita}    "del" / "de la" + singular;   {de los cita} "de los" / "de las" + plural
//   {al cita}     "al" / "a la" + singular
//   {o:cita}      "o" / "a" (agreement of an adjective: "confirmad{o:cita}")
//   {os:cita}     "os" / "as"
// A line that names an entity the final app does not have is dropped, never shown.

import type { FieldType } from '../../../contracts/data-model.ts';

/** Field types a pattern may use: the contract's (`file` included, decision 0233). */
export type PatternFieldType = FieldType;

/**
 * Who sees what (issue 38's rules):
 * - publica: anyone reads; signed-in visitors create and edit their own.
 * - catalogo: anyone reads; only the owner and the team write.
 * - privada: only the owner and the team.
 * - formulario: visitors submit (signed in, or anyone with `anonymous`); each reads only what
 *   they sent; the owner and the team read and manage all.
 * - propia: signed-in members create; each reads and edits only their own.
 * - vinculada: records reach the person they refer to (through `linkField` → a people entity
 *   with an `accountField`); the owner and the team create them.
 */
export type PatternRule =
  | 'publica'
  | 'catalogo'
  | 'privada'
  | 'formulario'
  | 'propia'
  | 'vinculada';

/** What kind of noun of the idea may name an entity (its slot). */
export type SlotKind =
  | 'person' // cliente, alumno, socio, vecino, paciente, chofer…
  | 'thing' // herramienta, libro, disfraz, producto, colmena, vehículo…
  | 'animal' // perro, caballo, mascota…
  | 'place' // pista, sala, local, parcela, restaurante…
  | 'service' // corte, masaje, clase, tratamiento, curso…
  | 'event' // partido, concierto, taller, quedada, torneo…
  | 'record' // the pattern's own record: cita, pedido, préstamo, revisión… (named by `names`)
  | 'group'; // equipo, grupo, clase (of students), curso…

export interface PatternField {
  /** ASCII key: lower case, digits and `_`, starts with a letter, ≤ 40 characters. */
  key: string;
  /** Spanish label, capitalised, with accents: "Fecha de devolución". */
  label: string;
  type: PatternFieldType;
  required?: boolean;
  /** Choice fields: 2–20 options, Spanish, capitalised: ["Pendiente", "Confirmada", "Cancelada"]. */
  options?: string[];
  /** Reference fields: the id of the entity of this pattern it points at. */
  ref?: string;
  /**
   * Reference fields: the field kept instead when the list it points at is left out (a choice of
   * kinds of request, when the idea asks for no list of kinds).
   */
  instead?: PatternField;
  /**
   * Reference fields of a second app: when the list it points at is left out, it follows the
   * first app's list of the same kind (a sign-up to the chess club's tournament, a loan of the
   * brewery's barrels).
   */
  follows?: boolean;
}

export interface PatternTotal {
  /** Entity id (of this pattern) whose records refer to this entity. */
  from: string;
  /**
   * Which reference of `from` to follow, when it has two to this entity (a time bank's «Quién
   * da» and «Quién recibe»); absent: the first.
   */
  via?: string;
  /** A number or money field of `from` to add up; absent: count the records. */
  field?: string;
  /** Spanish label of the figure on this entity's detail: "Kilos de miel", "Revisiones". */
  label: string;
  /**
   * A balance (decision 0279): the sum of `field` less the sum of `minus.field` over the records
   * of `minus.from` that refer to this entity ("Saldo": charged less paid).
   */
  minus?: { from: string; field: string };
}

export interface PatternEntity {
  /** Id inside the pattern (ASCII, like a key): "cita", "cliente", "servicio". */
  id: string;
  /** Spanish labels when the idea names nothing for this slot. */
  label: string;
  labelPlural: string;
  gender: 'm' | 'f';
  /** What the idea's nouns may fill this slot with; null: the label stays as written. */
  slot: SlotKind | null;
  /**
   * Lemmas (singular, with accents) that name this entity when they appear in the idea:
   * for a booking record ["cita", "reserva", "turno", "hora"]. The first one found wins over the
   * label. For slots of kind person/thing/… any noun of that kind may fill it; these are
   * preferred.
   */
  names?: string[];
  /**
   * Lemmas (or words as written, folded) that bring this entity into the app without naming it:
   * "la tabla de goleadores" brings Jugador, still called Jugador. A caller of several words is
   * a phrase said as written ("horas que trabajo" brings a freelancer's «Parte de horas»).
   */
  callers?: string[];
  /**
   * Verbs (lemmas) by which the idea names this record when no noun does: "que cada vecino vote"
   * → {"votar": "voto"} names Respuesta "Voto".
   */
  verbs?: Record<string, string>;
  /**
   * Phrases whose object names this entity when no name of it is said: "votar" → "votar las
   * mociones" names the poll Moción; "votar por", "votar al mejor" → "votar por el mejor
   * proyecto" names the options Proyecto. A verb's lemma first, then the words that must follow
   * it (articles between are skipped).
   */
  objects?: string[];
  /**
   * Words for a list of these, whose complement names them when no name of them is said:
   * "directorio" → "un directorio de mariachis" names the listing Mariachi. The complement
   * follows «de», or the preposition written after the word ("mapa con": "un mapa con los murales").
   */
  listOf?: string[];
  /**
   * Kept whenever the pattern is, even as a second pattern that brings only its main record and
   * what the idea names: a vote's options, without which nobody can vote.
   */
  keptWithMain?: boolean;
  /**
   * Its names that, said with its first name, are groups of it, not it: "módulos con lecciones
   * de audio" → Lección (the modules group the lessons).
   */
  groupedBy?: string[];
  /**
   * The people who pay in this app (a club's members, a tab's customers): named first by the one
   * the idea says pays ("cada familia paga el viaje en cuotas" → Familia), before people it counts.
   */
  payers?: boolean;
  /**
   * The people who ask for what someone approves: named first by the plural subject of «piden»,
   * «solicitan» ("los investigadores piden reactivos" → Investigador), whatever the word.
   */
  askers?: boolean;
  /**
   * Kept only while another entity of the pattern is named by a word for any of its kind (or by
   * none): a map's «Categorías» for «lugares, sitios, puntos», not for «fuentes» or «murales»,
   * which are one kind already. The other entity's id and its generic words, folded.
   */
  onlyWhenGeneric?: { entity: string; words: string[] };
  /**
   * A core entity that gives way to another of the pattern when the idea names that one and not
   * this: a tournament of players (FIFA, chess) has no teams; references to it then point there.
   */
  yieldsTo?: string;
  /**
   * A core list a one-pattern app keeps that a second pattern of the idea supersedes (a tanda's
   * turns when the group also lends money: a natillera saves and lends, it does not rotate):
   * then it is kept only when the idea names it.
   */
  yieldsToSecond?: boolean;
  /**
   * Each record is cast by one of the app's people, once (a vote): it points at the list of those
   * who cast it when the app has one, the one the idea names with "un voto por piso", "que cada
   * socio vote", else its members (decision 0279).
   */
  castBy?: boolean;
  /**
   * A record made on one of its person's things when the idea keeps them as a list of their own
   * (a visit to a client's piano or air conditioner): it points at that thing too.
   */
  ofTheirThing?: boolean;
  /** Kept even when the idea says nothing of it (the pattern's core); else only when named. */
  core: boolean;
  /**
   * The people who take part in the app (members, customers, players, travellers), not its staff
   * or suppliers: two patterns of one idea share them ("las jugadoras" who pay the fee are the
   * club's members), one list under the idea's word for them.
   */
  members?: boolean;
  /**
   * The people who give the service, kept when the idea says the owner is not alone even if it
   * names none of them: «4 artistas», «trabajo con otra compañera», «que escojan con quién».
   */
  staff?: boolean;
  /**
   * A list the team plans, never one a visitor picks, though its word names a place: a delivery's
   * «Ruta». A visitor's record that points at it leaves the link to the team (decision 0275).
   */
  teamPlans?: boolean;
  /**
   * A core list kept only when the idea fills it, by one of its names or by a noun of its slot's
   * kind ("la cena", "los ensayos"): a club's activities when the idea speaks of none. What needs
   * it (a required reference to it: the sign-ups) goes with it.
   */
  whenFilled?: boolean;
  rule: PatternRule;
  /** formulario: anyone without an account may submit (rate-limited). */
  anonymous?: boolean;
  /**
   * Another rule when the idea names the list by one of these words (folded): a survey's answers
   * are sent by anyone, but {"voto": "propia"}: each member casts one vote, signed in.
   */
  rulesByName?: Record<string, PatternRule>;
  /** A people entity: the email field whose address is the person's account (for `vinculada`). */
  accountField?: string;
  /** vinculada: the reference field that points at the person these records belong to. */
  linkField?: string;
  /** The entity that receives the idea's own details as fields ("si hay varroa" → Varroa sí/no). */
  details?: boolean;
  fields: PatternField[];
  /** A date or datetime field key: the entity gets a calendar view. */
  calendar?: string;
  /** A choice field key (its status): the entity gets a board view. */
  board?: string;
  /** Counts and sums of the records that refer to this one, shown on its detail. */
  totals?: PatternTotal[];
  /** Mail on a new record to the owner and team; mail to the author when this choice field changes. */
  notify?: { onCreate: boolean; onChangeOf: string | null };
}

export interface PatternCue {
  /**
   * A lemma or a phrase of lemmas, lower case without accents ("reservar", "pista de padel",
   * "cita"). Matched against the idea's lemmas, in order for phrases.
   */
  text: string;
  /** 1 = a hint, 2 = typical, 3 = decisive. Negative weights count against the pattern. */
  weight: number;
}

/**
 * A variant of a pattern: the same app said for another kind of business, which a designer
 * would draw with other fields ("reservar la furgo por días" is booked by dates, not hours; a
 * reading log notes pages, not reps). The first variant whose cue the idea says, and none of its
 * `unless`, is chosen; at most one. Each carries its own examples and counter-examples, run by
 * the patterns' generic test.
 */
export interface PatternVariant {
  /** Kebab-case id inside the pattern: "por-dias". */
  id: string;
  /** Lemmas or phrases of lemmas, folded, as cues are: "por dia", "noche", "huesped". */
  cues: string[];
  /** Phrases that keep it out: "por hora". */
  unless?: string[];
  /**
   * Per entity id of the pattern: fields replaced (by the key they replace; the new field may
   * keep or change the key), removed (by key) and added at the end.
   */
  entities: Partial<
    Record<
      string,
      {
        /** Other names that fill the entity, and another slot (null: only those names fill it). */
        names?: string[];
        slot?: SlotKind | null;
        /** Always a list of the app in this variant (a contest's scores), or only when named. */
        core?: boolean;
        /** Who sees what in this variant: a contest's entries are sent by those who take part. */
        rule?: PatternRule;
        /** The entity's words when the idea names it with none of its own: "Medición". */
        label?: string;
        labelPlural?: string;
        gender?: 'm' | 'f';
        replace?: Partial<Record<string, PatternField>>;
        remove?: string[];
        add?: PatternField[];
      }
    >
  >;
  /**
   * Entities the variant leaves out (a satisfaction survey has no options to vote on): no list of
   * the app, and the fields of the others that point at them are removed by the variant too.
   */
  drop?: string[];
  /**
   * Labels of the pattern's totals that add up a field the variant removes, left out with it:
   * material asked for has no «Días pedidos».
   */
  dropTotals?: string[];
  /** Texts said instead of the pattern's when the variant applies (templates as the pattern's). */
  purpose?: string;
  features?: string[];
  stories?: string[];
  /** Ideas that choose the pattern and this variant. */
  examples: string[];
  /** Ideas that choose the pattern but not this variant. */
  counterExamples: string[];
}

export interface AppPattern {
  /** Kebab-case id: "citas-servicio". */
  id: string;
  /** Spanish name of the pattern, for people reviewing it: "Citas de un servicio". */
  label: string;
  /** The entity the app is about: its name and description speak of it. */
  main: string;
  cues: PatternCue[];
  entities: PatternEntity[];
  /**
   * One or two sentences of the description, after "{Nombre} es una app para …": what the app
   * does and for whom, with entity templates: "que {los cliente} pidan {cita} …".
   */
  purpose: string;
  /**
   * Shorter purposes, tried in order when `purpose` names a list the app does not keep (a club
   * with no activities, a gallery with no enquiries): the description never claims one.
   */
  purposeWithLess?: string[];
  /**
   * Words that name the app itself, not a list of it ("natillera", "pandero"): when the idea says
   * one, the app's name uses it ("Natillera de la oficina").
   */
  appNouns?: string[];
  /** 4–8 feature lines, each naming something the app really has (an entity, a view, a rule, a mail). */
  features: string[];
  /** 4–8 user stories: "Como {cliente}, quiero … para …". */
  stories: string[];
  /** Other fields for other kinds of the same app (see PatternVariant). */
  variants?: PatternVariant[];
  /**
   * Apps this one already does (a marketplace sells what people list): beside it, one of them is
   * a second app only when the idea names its record as a list ("… y llevar los pedidos").
   * `examples`: ideas of this pattern that get none of them.
   */
  covers?: { patterns: string[]; examples: string[] };
  /** 6–12 ideas, as people write them, that must select this pattern (its tests). */
  examples: string[];
  /** 3–6 ideas that look close but must not select it. */
  counterExamples: string[];
}
