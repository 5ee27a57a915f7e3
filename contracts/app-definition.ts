import { z } from 'zod';
import {
  APP_DEFINITION_VERSION,
  type AppDefinition,
  type AppEntity,
  FIELD_MAX_LENGTH,
  type EntityViews as KitEntityViews,
  type ListView as KitListView,
  type RemovedField as KitRemovedField,
  type TeamWords as KitTeamWords,
  ownValue,
  RECORD_MAX_BYTES,
  type RecordData,
} from '../kit/definition.ts';
import type { TeamRole } from '../kit/rules.ts';
import type { RecordTotal } from '../kit/totals.ts';
import type { PlanName } from './billing.ts';
import {
  ACCESS_RULES,
  type AccessRule,
  type DataEntity,
  type DataField,
  type DataModel,
  dataFieldSchema,
  type EntityTotal,
  entityAccessProblems,
  entityAccessShape,
  FIELD_TYPES,
  type FieldType,
  MODEL_KEY_PATTERN,
} from './data-model.ts';

// The app definition (issue 20): what the running app at /proyectos/{slug}/app is built from,
// and what the export (issue 21) and "change by asking" (issue 27) read and write. It is the
// concept's data model (contracts/data-model.ts) plus the screens of each entity and the
// navigation. Versioned: `version` is the shape's version (APP_DEFINITION_VERSION); a newer
// shape adds a migration in `normalizeAppDefinition`, never a silent reinterpretation.
//
// What a client sends (`appDefinitionInputSchema`) may leave out everything that can be
// derived: `labelPlural`, `views`, `navigation`, `removedFields`. What the server answers
// (`AppDefinition`) always has them, filled by `normalizeAppDefinition`.

export { APP_DEFINITION_VERSION };
/** The key pattern as source text, for route parameter schemas. */
export const MODEL_KEY_PATTERN_SOURCE = MODEL_KEY_PATTERN.source;

export type { AccessRule, EntityTotal, FieldType };
export { ACCESS_RULES, FIELD_TYPES };

const key = z.string().regex(MODEL_KEY_PATTERN);
const label = z.string().trim().min(1).max(60);

/** The list screen of an entity: what it searches, filters and sorts by. */
export const listViewSchema = z.object({
  /** Text fields the search box looks in (empty: every text-like field). */
  searchFields: z.array(key).max(30).default([]),
  /** Choice and reference fields offered as filters. */
  filterFields: z.array(key).max(10).default([]),
  /** Default order: a field key, or `createdAt`; `desc` newest/highest first. */
  sortField: z.string().max(40).default('createdAt'),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
  pageSize: z.union([z.literal(10), z.literal(20), z.literal(50)]).default(20),
  /** Fields shown as columns/lines in the list (the first is the title). */
  columns: z.array(key).max(8).default([]),
});
export type ListView = z.infer<typeof listViewSchema>;

export const entityViewsSchema = z.object({
  list: listViewSchema,
  /** A calendar of the records by this date/datetime field (entities with dates). */
  calendar: z.object({ dateField: key }).nullable().default(null),
  /** A board with one column per option of this choice field (entities with a status). */
  board: z.object({ statusField: key }).nullable().default(null),
});
export type EntityViews = z.infer<typeof entityViewsSchema>;

/** A field the owner removed: its values stay in the records, hidden, until confirmed. */
export const removedFieldSchema = z.object({ key, label, removedAt: z.string().max(40) });
export type RemovedField = z.infer<typeof removedFieldSchema>;

export const appEntityInputSchema = z.object({
  key,
  label,
  labelPlural: label.optional(),
  rule: z.enum(ACCESS_RULES),
  ...entityAccessShape(),
  fields: z.array(dataFieldSchema).min(1).max(30),
  views: z
    .object({
      list: listViewSchema.partial().optional(),
      calendar: z.object({ dateField: key }).nullable().optional(),
      board: z.object({ statusField: key }).nullable().optional(),
    })
    .optional(),
  removedFields: z.array(removedFieldSchema).max(60).optional(),
});
export type AppEntityInput = z.infer<typeof appEntityInputSchema>;

/**
 * The app's own words for its team's roles ("Monitores", "Choferes"): shown in the app and
 * on the owner's team card instead of «Equipo» and «Lector» (decision 0232).
 */
export const teamWordsSchema = z.object({
  equipoLabel: label.optional(),
  lectorLabel: label.optional(),
});
export type TeamWords = z.infer<typeof teamWordsSchema>;

export const appDefinitionInputSchema = z
  .object({
    version: z.literal(APP_DEFINITION_VERSION).optional(),
    entities: z.array(appEntityInputSchema).min(1).max(20),
    /** Entity keys in the order of the app's navigation (default: the entities' order). */
    navigation: z.array(key).max(20).optional(),
    team: teamWordsSchema.optional(),
  })
  .superRefine((def, ctx) => {
    for (const problem of definitionProblems(def))
      ctx.addIssue({ code: 'custom', message: problem });
  });
export type AppDefinitionInput = z.infer<typeof appDefinitionInputSchema>;

export type { AppDefinition, AppEntity, AppField } from '../kit/definition.ts';

/** The Spanish problems of a definition that the field schemas alone cannot see. */
export function definitionProblems(def: {
  entities: AppEntityInput[];
  navigation?: string[];
}): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const entity of def.entities) {
    if (keys.has(entity.key)) problems.push(`Hay dos entidades con la clave «${entity.key}».`);
    keys.add(entity.key);
  }
  for (const entity of def.entities) {
    const fieldKeys = new Set<string>();
    for (const field of entity.fields) {
      if (fieldKeys.has(field.key))
        problems.push(`«${entity.label}» tiene dos campos con la clave «${field.key}».`);
      fieldKeys.add(field.key);
      if (field.type === 'reference' && field.ref && !keys.has(field.ref))
        problems.push(
          `El campo «${field.label}» de «${entity.label}» apunta a una entidad que no existe.`,
        );
    }
    const views = entity.views;
    const calendarField = views?.calendar?.dateField;
    if (calendarField) {
      const f = entity.fields.find((x) => x.key === calendarField);
      if (!f || (f.type !== 'date' && f.type !== 'datetime'))
        problems.push(`El calendario de «${entity.label}» necesita un campo de fecha.`);
    }
    const boardField = views?.board?.statusField;
    if (boardField) {
      const f = entity.fields.find((x) => x.key === boardField);
      if (f?.type !== 'choice')
        problems.push(`El tablero de «${entity.label}» necesita un campo de opciones.`);
    }
    for (const removed of entity.removedFields ?? [])
      if (fieldKeys.has(removed.key))
        problems.push(`El campo «${removed.label}» de «${entity.label}» está quitado y presente.`);
  }
  for (const navKey of def.navigation ?? [])
    if (!keys.has(navKey)) problems.push(`La navegación nombra una entidad que no existe.`);
  problems.push(...entityAccessProblems(def.entities));
  return problems;
}

const TEXT_LIKE: ReadonlySet<FieldType> = new Set(['text', 'longtext', 'email', 'phone', 'url']);
export const isTextLike = (type: FieldType) => TEXT_LIKE.has(type);
const STATUS_WORDS = /estado|fase|etapa|situaci[oó]n|status/i;

/** The words that open a label's complement: its plural stops before them. */
const COMPLEMENT_OPENS = /^(de|del|para|con|sin|en|a|al|por|y|o|u|e)$/i;

/** How a phrase's words take their plural (`pluralOfPhrase`). */
export interface WordPlural {
  /** One word's plural: "Parte" → "Partes". */
  word: (word: string) => string;
  /** A word of another language (no dictionary here says so; the engine's does). */
  foreign?: (word: string) => boolean;
}

/**
 * The plural of a label, one rule for the platform, the engine and the changes (decision 0276):
 * the noun and the adjectives that agree with it, up to the first word of its complement
 * ("Parte diario" → "Partes diarios", "Menú del comedor" → "Menús del comedor", "Café sin
 * azúcar" → "Cafés sin azúcar") or the first that is no word ("Talla (cm)" → "Tallas (cm)",
 * "Sesión 1:1" → "Sesiones 1:1"). A head with a foreign word takes its plural at its end only
 * ("follow up" → "follow ups"). Each word's plural is the one given: the dictionary's on the
 * server, `pluralOf`'s here.
 */
export function pluralOfPhrase(label: string, { word, foreign }: WordPlural): string {
  const words = label.trim().split(/\s+/);
  const isWord = (w: string) => /^[\p{L}'’-]+$/u.test(w);
  const cut = words.findIndex((w, i) => i > 0 && (COMPLEMENT_OPENS.test(w) || !isWord(w)));
  const head = cut === -1 ? words.length : cut;
  if (foreign && words.slice(0, head).some((w) => isWord(w) && foreign(w)))
    return words.map((w, i) => (i === head - 1 ? word(w) : w)).join(' ');
  return words.map((w, i) => (i < head && isWord(w) ? word(w) : w)).join(' ');
}

/**
 * Simple plural of a Spanish label, for entities that come without one (the phrase rule above
 * with a word rule that needs no dictionary): "Parte diario" → "Partes diarios".
 */
export function pluralOf(singular: string): string {
  return pluralOfPhrase(singular, { word: pluralOfWord });
}

function pluralOfWord(s: string): string {
  if (/[aeiouáéóú]$/i.test(s)) return `${s}s`;
  if (/z$/i.test(s)) return `${s.slice(0, -1)}ces`;
  if (/í$/i.test(s)) return `${s}es`;
  if (/ón$/i.test(s)) return `${s.slice(0, -2)}ones`;
  return `${s}es`;
}

function deriveViews(entity: AppEntityInput): EntityViews {
  const given = entity.views ?? {};
  const fieldKeys = new Set(entity.fields.map((f) => f.key));
  const list = listViewSchema.parse({
    searchFields: entity.fields.filter((f) => isTextLike(f.type)).map((f) => f.key),
    filterFields: entity.fields
      .filter((f) => f.type === 'choice' || f.type === 'reference' || f.type === 'boolean')
      .map((f) => f.key)
      .slice(0, 10),
    columns: entity.fields
      .filter((f) => f.type !== 'longtext' && f.type !== 'image')
      .map((f) => f.key)
      .slice(0, 4),
    ...Object.fromEntries(Object.entries(given.list ?? {}).filter(([, v]) => v !== undefined)),
  });
  list.searchFields = list.searchFields.filter((k) => fieldKeys.has(k));
  list.filterFields = list.filterFields.filter((k) => fieldKeys.has(k));
  list.columns = list.columns.filter((k) => fieldKeys.has(k));
  if (list.sortField !== 'createdAt' && !fieldKeys.has(list.sortField)) {
    list.sortField = 'createdAt';
    list.sortDir = 'desc';
  }
  const dateField = entity.fields.find((f) => f.type === 'date' || f.type === 'datetime');
  const statusField =
    entity.fields.find((f) => f.type === 'choice' && STATUS_WORDS.test(`${f.key} ${f.label}`)) ??
    null;
  const calendar =
    given.calendar === undefined
      ? dateField
        ? { dateField: dateField.key }
        : null
      : given.calendar;
  const board =
    given.board === undefined
      ? statusField
        ? { statusField: statusField.key }
        : null
      : given.board;
  return { list, calendar, board };
}

/**
 * The full definition from a client's (or a stored, older) one: plurals, views and
 * navigation derived where absent. Call it on parsed input (`appDefinitionInputSchema`).
 */
export function normalizeAppDefinition(input: AppDefinitionInput): AppDefinition {
  const entities: AppEntity[] = input.entities.map((e) => ({
    key: e.key,
    label: e.label,
    labelPlural: e.labelPlural ?? pluralOf(e.label),
    rule: e.rule,
    // The access settings only where given, so a definition from before them reads the same.
    ...(e.anonymous !== undefined && { anonymous: e.anonymous }),
    ...(e.linkField !== undefined && { linkField: e.linkField }),
    ...(e.accountField !== undefined && { accountField: e.accountField }),
    ...(e.notify !== undefined && { notify: e.notify }),
    ...(e.totals !== undefined && e.totals.length > 0 && { totals: e.totals }),
    // A currency only on money (a money field turned into text leaves it behind).
    fields: e.fields.map((f) =>
      f.currency && f.type !== 'money' ? (({ currency: _, ...rest }) => rest)(f) : f,
    ),
    views: deriveViews(e),
    removedFields: e.removedFields ?? [],
  }));
  const keys = entities.map((e) => e.key);
  const navigation = [
    ...(input.navigation ?? []).filter((k) => keys.includes(k)),
    ...keys.filter((k) => !(input.navigation ?? []).includes(k)),
  ];
  // The team's words only when given, so a definition without them reads (and compares) the same.
  const team = input.team && {
    ...(input.team.equipoLabel && { equipoLabel: input.team.equipoLabel }),
    ...(input.team.lectorLabel && { lectorLabel: input.team.lectorLabel }),
  };
  return {
    version: APP_DEFINITION_VERSION,
    entities,
    navigation: [...new Set(navigation)],
    ...(team && Object.keys(team).length > 0 && { team }),
  };
}

/** The definition of a concept's data model, before the owner changes anything. */
export function definitionFromDataModel(model: DataModel): AppDefinition {
  return normalizeAppDefinition({
    entities: model.entities.map((e: DataEntity) => {
      const { views, ...rest } = e;
      if (!views) return { ...rest };
      // The engine's calendar and board, kept while their fields are there and of their type.
      const type = (k: string) => e.fields.find((f) => f.key === k)?.type;
      const date = views.calendar?.dateField ? type(views.calendar.dateField) : undefined;
      const status = views.board?.statusField ? type(views.board.statusField) : undefined;
      const calendar =
        views.calendar === null
          ? null
          : views.calendar && (date === 'date' || date === 'datetime')
            ? views.calendar
            : undefined;
      const board =
        views.board === null ? null : views.board && status === 'choice' ? views.board : undefined;
      return {
        ...rest,
        views: {
          ...(calendar !== undefined && { calendar }),
          ...(board !== undefined && { board }),
        },
      };
    }),
  });
}

// ---------- records ----------

export { FIELD_MAX_LENGTH, RECORD_MAX_BYTES };
export const RECORDS_PAGE_MAX = 100;
/** A stored definition (its JSON) at most this many bytes: a larger one is a 413 (issue 40). */
export const APP_DEFINITION_MAX_BYTES = 256 * 1024;
/** The furthest a list's page cursor may skip (a larger offset is a tampered cursor). */
export const RECORDS_OFFSET_MAX = 100_000;

/** Records an account's apps may keep in all, per plan. */
export const APP_RECORD_QUOTA: Record<PlanName, number> = {
  Free: 1000,
  Starter: 10_000,
  Builder: 50_000,
  Pro: 200_000,
  Elite: 1_000_000,
};

export { ownValue, type RecordData };

export type AppRecord = {
  id: string;
  data: RecordData;
  authorId: string;
  createdAt: string;
  updatedAt: string;
  /** A seeded example the owner can remove in one click. */
  isExample: boolean;
  /** formulario: the owner has changed it since it was sent (its author can no longer edit it). */
  managed: boolean;
  /** Who wrote it, when a visitor did: told to the owner and the team only (issue 41 §2). */
  authorName?: string;
  /**
   * The titles of the records its name points at, by field key, when it has no text of its own
   * (kit/titles.ts `recordName`: «Jorge Pérez · Orbea Alma»): only those the viewer may read.
   */
  refTitles?: Record<string, string>;
};

export const recordBodySchema = z.object({
  data: z.record(z.string(), z.unknown()),
});

export const listRecordsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(RECORDS_PAGE_MAX).default(20),
    cursor: z.string().max(300).optional(),
    q: z.string().trim().max(100).optional(),
    /** `createdAt`, `-createdAt` (default), or a field key with an optional leading `-`. */
    sort: z
      .string()
      .regex(/^-?[a-zA-Z][a-zA-Z0-9_]{0,39}$/)
      .optional(),
  })
  .catchall(z.string().max(200));
export type ListRecordsQuery = z.infer<typeof listRecordsQuerySchema>;

/** One total of a record (decision 0237; the app kit's kit/totals.ts). */
export type { RecordTotal } from '../kit/totals.ts';
export type RecordTotalsResponse = { totals: RecordTotal[] };

export type ListRecordsResponse = { records: AppRecord[]; nextCursor: string | null };
export type AppDefinitionResponse = { definition: AppDefinition };
export type RecordResponse = { record: AppRecord };
/**
 * What a create answers. A submission without an account (formulario with `anonymous`) also
 * carries its private token, shown once: `GET …/records/{entity}/{id}?token=…` reads it back.
 */
export type CreateRecordResponse = RecordResponse & {
  access?: { token: string; path: string };
};
/** The private token of an anonymous submission: 43 base64url characters (32 random bytes). */
export const RECORD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the running app's page and the owner's card read about the app. */
export type AppInfo = {
  projectId: string;
  slug: string;
  name: string;
  /** Whether the signed-in viewer owns the project. */
  isOwner: boolean;
  /** The signed-in viewer's role in the app's team, if they are in it (never the owner). */
  teamRole: TeamRole | null;
  /** Whether visitors can reach the app (public and launched). */
  isLive: boolean;
  /**
   * Signed in: whether the account's email is confirmed (what `vinculada` records are shown
   * to; an account confirms it from the app, decision 0245). Null signed out.
   */
  emailVerified: boolean | null;
  definition: AppDefinition;
  design: {
    primaryColor: string;
    secondaryColor: string;
    theme: string;
    layout: string;
  };
};

/** The realtime notice that an app's records changed (server-sent events). */
export type AppChange = {
  entityKey: string;
  recordId: string | null;
  kind: 'created' | 'updated' | 'deleted' | 'definition' | 'examples-removed';
};

export const appEventsPath = (projectId: string) =>
  `/api/apps/${encodeURIComponent(projectId)}/events`;

// ---------- who sees what: kit/rules.ts (docs/decisions/0212-who-sees-what.md) ----------

export {
  canCreate,
  canRead,
  managesAll,
  type ReadScope,
  type RecordRelation,
  type RecordRole,
  readScope,
  readsAll,
  recordAccess,
  setsField,
  TEAM_MEMBERS_MAX,
  TEAM_ROLES,
  type TeamRole,
  writableFields,
} from '../kit/rules.ts';

// The schemas above and the kit's plain types (kit/definition.ts) describe the same shapes:
// each assignable to the other, or this file does not compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<ListView, KitListView>,
  Same<EntityViews, KitEntityViews>,
  Same<RemovedField, KitRemovedField>,
  Same<TeamWords, KitTeamWords>,
  Same<DataField, AppEntity['fields'][number]>,
] = [true, true, true, true, true];
void sameShapes;
