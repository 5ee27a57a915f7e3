import type { AccessRule, AppField } from './definition.ts';

// Who sees what in a running app (issue 38 §2–3; docs/decisions/0212-who-sees-what.md and
// 0232-the-team.md): the one decision every record path asks, on the platform and in every
// exported app (docs/decisions/0239-the-app-kit.md). What each rule gives each role is written
// out, as a table, in kit/access-matrix.ts, which the tests of both run over HTTP.

/**
 * The team of an app (issue 38 §3; docs/decisions/0232-the-team.md): people the owner invites
 * by email. `equipo` reads and manages every record of every entity, as the owner does, for
 * records only; `lector` reads every record and writes only what any signed-in visitor may.
 */
export const TEAM_ROLES = ['equipo', 'lector'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Members an app's team may have. */
export const TEAM_MEMBERS_MAX = 50;

/**
 * Who is looking at a running app: signed out, a signed-in visitor, a member of the app's team
 * (`equipo`, `lector`) or the owner. `readsAll` and `managesAll` are the only places that
 * decide what the team's roles may do beyond a visitor's.
 */
export type RecordRole = 'anonymous' | 'visitor' | TeamRole | 'owner';
/** Whether the role reads every record of every entity (owner, equipo, lector). */
export const readsAll = (role: RecordRole) =>
  role === 'owner' || role === 'equipo' || role === 'lector';
/** Whether the role creates, changes and deletes every record of every entity (owner, equipo). */
export const managesAll = (role: RecordRole) => role === 'owner' || role === 'equipo';
/** A signed-in account that is not the owner nor `equipo`: writes as any visitor may. */
const writesAsVisitor = (role: RecordRole) => role === 'visitor' || role === 'lector';

type RuleOf = { rule: AccessRule; anonymous?: boolean };

/**
 * Which records of an entity a viewer's lists (and search, filters, CSV, events) hold:
 * every one, the ones they wrote, the ones linked to their account, or none (the list is
 * refused).
 */
export type ReadScope = 'all' | 'own' | 'linked' | 'none';
export function readScope(entity: RuleOf, role: RecordRole): ReadScope {
  if (readsAll(role)) return 'all';
  switch (entity.rule) {
    case 'publica':
    case 'catalogo':
      return 'all';
    case 'privada':
      return 'none';
    case 'formulario':
    case 'propia':
      return role === 'visitor' ? 'own' : 'none';
    case 'vinculada':
      return role === 'visitor' ? 'linked' : 'none';
  }
}

/** Whether the viewer may open the entity's list at all. */
export function canRead(entity: RuleOf, role: RecordRole): boolean {
  return readScope(entity, role) !== 'none';
}

/** Whether the viewer may create records of the entity. */
export function canCreate(entity: RuleOf, role: RecordRole): boolean {
  if (managesAll(role)) return true;
  switch (entity.rule) {
    case 'publica':
    case 'propia':
      return writesAsVisitor(role);
    case 'formulario':
      return writesAsVisitor(role) || (role === 'anonymous' && entity.anonymous === true);
    default:
      return false;
  }
}

/** The viewer's relation to one record, as the server knows it. */
export type RecordRelation = {
  /** The viewer wrote it (signed in). */
  isAuthor: boolean;
  /** vinculada: the record points at the person whose account is the viewer's. */
  isLinked: boolean;
  /**
   * The record is the person whose account is the viewer's: its entity names an
   * `accountField` and that field holds the viewer's verified email (a family's own child;
   * docs/decisions/0247-a-linked-account-reads-its-person.md).
   */
  isAccount?: boolean;
  /** formulario: the owner (or `equipo`) has changed it since it was sent. */
  managed: boolean;
  /** formulario with `anonymous`: the private token of the submission was given. */
  hasToken?: boolean;
};

/**
 * What the viewer may do with one record: read it (else it is a 404) and change it (update
 * or delete; else a 403). The one decision every record path asks (docs/apps-api.md).
 */
export function recordAccess(
  entity: RuleOf,
  role: RecordRole,
  relation: RecordRelation,
): { read: boolean; change: boolean } {
  if (managesAll(role)) return { read: true, change: true };
  const scope = readScope(entity, role);
  const read =
    scope === 'all' ||
    (scope === 'own' && relation.isAuthor) ||
    (scope === 'linked' && relation.isLinked) ||
    (entity.rule === 'formulario' && relation.hasToken === true) ||
    // The person a signed-in account is linked to reads as theirs, whatever the rule (read
    // only: changing it stays the owner's and the team's).
    (role !== 'anonymous' && relation.isAccount === true);
  let change = false;
  if (writesAsVisitor(role) && relation.isAuthor) {
    if (entity.rule === 'publica' || entity.rule === 'propia') change = true;
    if (entity.rule === 'formulario') change = !relation.managed;
  }
  return { read, change };
}

/**
 * Fields the team sets (decision 0270): a field marked `teamOnly` (a booking's status, whether
 * it is paid, who it is assigned to) is set by the owner and `equipo` only, who manage every
 * record. Whoever else writes (a visitor with or without an account, `lector`) reads it on the
 * records they read, never sets it: their form leaves it out, and a value they send anyway is
 * ignored (kit/values.ts `validateData`): on a create the field keeps its default, on a change
 * its stored value.
 *
 * Examples: «Estado» of an enrolment sent through a public form, set by the visitor → left out,
 * the record gets «Pendiente»; the same «Estado» changed by the owner or `equipo` → set.
 * Counter-examples: a field without `teamOnly` («Nombre», «Teléfono») → the visitor sets it;
 * `lector` reads every record but writes as a visitor → does not set it.
 */
export function setsField(field: AppField, role: RecordRole): boolean {
  return field.teamOnly !== true || managesAll(role);
}

/** The fields of an entity the role sets (its form shows these; the server keeps only these). */
export function writableFields<F extends AppField>(entity: { fields: F[] }, role: RecordRole): F[] {
  return entity.fields.filter((field) => setsField(field, role));
}
