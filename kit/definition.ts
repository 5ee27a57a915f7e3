// The app definition as the running app reads it (issue 38 §1; docs/decisions/0239-the-app-kit.md):
// its entities, fields, views and access settings, and a record's values. Plain types and
// constants, no library: the platform (contracts/app-definition.ts adds the zod schemas of
// what a client may send) and every exported app (which copies this folder as it is) read the
// same ones.

export const FIELD_TYPES = [
  'text',
  'longtext',
  'number',
  'money',
  'date',
  'datetime',
  'boolean',
  'choice',
  'image',
  'email',
  'phone',
  'url',
  'rating',
  'reference',
  /** A document, audio or archive uploaded to the app (kit/files.ts). */
  'file',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * Who sees what, per entity (kit/rules.ts decides; docs/decisions/0212-who-sees-what.md):
 * - publica: anyone reads; signed-in visitors create and edit their own;
 * - catalogo: anyone reads; only the owner (and `equipo`) writes;
 * - privada: only the owner and the team;
 * - formulario: signed-in visitors (and, with `anonymous: true`, anyone) submit; each reads
 *   their own, and edits it until the owner changes it; the owner and the team read all;
 * - propia: signed-in members create; each reads and edits only their own;
 * - vinculada: the owner and `equipo` create and manage; the account whose email is the
 *   `accountField` of the person that the record's `linkField` points at reads it.
 */
export const ACCESS_RULES = [
  'publica',
  'catalogo',
  'privada',
  'formulario',
  'propia',
  'vinculada',
] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

/** Keys are readable ASCII identifiers derived from Spanish labels: `prestamos`, `fecha_inicio`. */
export const MODEL_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export type AppField = {
  key: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** Choice fields: the options, in order. */
  options?: string[] | undefined;
  /** Reference fields: the target entity's key. */
  ref?: string | undefined;
  /** Set by the owner and the team only: visitors read it on their records, never set it. */
  teamOnly?: boolean | undefined;
  /** Money fields: the currency the amounts are in (ISO 4217); none is euros. */
  currency?: Currency | undefined;
};

/**
 * The currencies a money field may be in, each read in its country's Spanish (decision 0275):
 * «$1,234.50» in Mexico, «$ 1.234,50» in Argentina, «S/ 1,234.50» in Peru, «1234,50 €» in Spain.
 */
export const CURRENCY_LOCALES = {
  EUR: 'es',
  USD: 'es-US',
  MXN: 'es-MX',
  COP: 'es-CO',
  ARS: 'es-AR',
  CLP: 'es-CL',
  PEN: 'es-PE',
  DOP: 'es-DO',
  GTQ: 'es-GT',
  UYU: 'es-UY',
  BOB: 'es-BO',
  PYG: 'es-PY',
  CRC: 'es-CR',
  HNL: 'es-HN',
  NIO: 'es-NI',
} as const;
export type Currency = keyof typeof CURRENCY_LOCALES;
export const CURRENCIES = Object.keys(CURRENCY_LOCALES) as Currency[];

/** Mail on a new record (to the owner and the team) and on a change of a choice field (to the author). */
export type EntityNotify = { onCreate: boolean; onChangeOf: string | null };

/**
 * A count or sum shown on a record's detail (decision 0237): the records of `from` whose
 * reference `via` points at it, counted, or with `field` (number or money) added up. With
 * `minus`, a balance (decision 0279): that sum less the sum of `minus.field` over the records
 * of `minus.from` whose `minus.via` points at it (what each customer owes: charged − paid).
 */
export type EntityTotal = {
  from: string;
  via: string;
  field?: string | undefined;
  label: string;
  minus?: TotalMinus | undefined;
};
/** What a balance subtracts: the sum of `field` of the records of `from` that point through `via`. */
export type TotalMinus = { from: string; via: string; field: string };

/** The list screen of an entity: what it searches, filters and sorts by. */
export type ListView = {
  searchFields: string[];
  filterFields: string[];
  sortField: string;
  sortDir: 'asc' | 'desc';
  pageSize: 10 | 20 | 50;
  columns: string[];
};
export type EntityViews = {
  list: ListView;
  calendar: { dateField: string } | null;
  board: { statusField: string } | null;
};
/** A field the owner removed: its values stay in the records, hidden, until confirmed. */
export type RemovedField = { key: string; label: string; removedAt: string };

export type AppEntity = {
  key: string;
  label: string;
  labelPlural: string;
  rule: AccessRule;
  /** formulario: anyone without an account may submit too. */
  anonymous?: boolean | undefined;
  /** vinculada: the reference field naming the person each record belongs to. */
  linkField?: string | undefined;
  /** A people entity: the email field that is each person's account (for vinculada). */
  accountField?: string | undefined;
  notify?: EntityNotify | undefined;
  totals?: EntityTotal[] | undefined;
  fields: AppField[];
  views: EntityViews;
  removedFields: RemovedField[];
};

/** The app's own words for its team's roles ("Monitores", "Choferes"). */
export type TeamWords = { equipoLabel?: string | undefined; lectorLabel?: string | undefined };

export const APP_DEFINITION_VERSION = 1 as const;
export type AppDefinition = {
  version: typeof APP_DEFINITION_VERSION;
  entities: AppEntity[];
  navigation: string[];
  team?: TeamWords | undefined;
};

export type RecordValue = string | number | boolean | null;
export type RecordData = Record<string, RecordValue>;

/**
 * A key's own value, never an inherited one: a field keyed `constructor` is a plain key and
 * reads as absent when the record has no value for it.
 */
export function ownValue<T>(object: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Longest value per type, in characters. */
export const FIELD_MAX_LENGTH: Partial<Record<FieldType, number>> = {
  text: 200,
  longtext: 5000,
  email: 254,
  phone: 30,
  url: 2000,
  image: 500,
};
/** A record's data, as JSON, at most this many bytes. */
export const RECORD_MAX_BYTES = 32 * 1024;
