import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  APP_DEFINITION_MAX_BYTES,
  APP_RECORD_QUOTA,
  type AppDefinition,
  type AppEntity,
  type AppField,
  type AppInfo,
  type AppRecord,
  appDefinitionInputSchema,
  type CreateRecordResponse,
  canCreate,
  canRead,
  definitionFromDataModel,
  type ListRecordsQuery,
  type ListRecordsResponse,
  listRecordsQuerySchema,
  managesAll,
  normalizeAppDefinition,
  RECORD_TOKEN_PATTERN,
  RECORDS_OFFSET_MAX,
  type RecordData,
  type RecordRole,
  type RecordTotal,
  type RemovedField,
  readScope,
  readsAll,
  recordAccess,
  type TeamRole,
} from '../../../contracts/app-definition.ts';
import {
  APP_FILE_MAX_MB,
  FILE_FIELD_EXTENSIONS,
  type FileKind,
  fileValueString,
  parseFileValue,
} from '../../../contracts/app-files.ts';
import { appMessages } from '../../../contracts/app-messages.ts';
import { FREE_PLAN, type PlanName } from '../../../contracts/billing.ts';
import { type DataModel, MODEL_KEY_PATTERN } from '../../../contracts/data-model.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import { type DesignInput, publicPath } from '../../../contracts/projects.ts';
import { changedChoice, changedMails, createdMails, type Mail } from '../../../kit/notify.ts';
import { namedBy, namingReferences, recordName, recordTitle } from '../../../kit/titles.ts';
import { readableTotals, totalKind, totalValue } from '../../../kit/totals.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { DbOrTrx } from '../../db/types.ts';
import { type AppDeps, inTransaction } from '../../deps.ts';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findAccountOf, findAccounts } from '../auth/session.ts';
import { getSubscriptionView } from '../billing/service.ts';
import {
  ANONYMOUS_UPLOADER,
  appUploadToken,
  listObjectsOfKind,
  objectSizes,
  removeObjects,
} from '../files/service.ts';
import { cleanFileName, extensionOf, storeUpload, type UploadPolicy } from '../files/upload.ts';
import {
  type AppProjectSource,
  findAppProject,
  listProjectIds,
  readAppDataModel,
  readAppDesign,
  readProjectDesign,
  saveAppDataModel,
  saveProjectDesign,
} from '../projects/service.ts';
import { carryChangedFields } from './carry.ts';
import * as proposals from './change-proposals.repo.ts';
import * as definitions from './definitions.repo.ts';
import {
  type ChangeAudience,
  closeVisitorStreams,
  publishAppChange,
  type StreamViewer,
} from './events.ts';

// Other modules reach the live streams through this service (projects: private, unlaunched).
export { closeVisitorStreams };

import * as records from './records.repo.ts';
import { exampleRecords } from './seed.ts';
import * as team from './team.repo.ts';
import * as usage from './usage.repo.ts';
import { encodeData, type FileRef, validateData } from './validate.ts';
import * as versions from './versions.repo.ts';

// The running app of a project (issue 20): its definition and records, with the access rules
// of contracts/app-definition.ts enforced here. A project that visitors cannot reach (private
// or not launched) answers 404 to everyone but its owner, read fresh on every request.

export type Deps = Pick<AppDeps, 'db' | 'dbHandle' | 'config' | 'events' | 'ai'>;
/**
 * Who asks: the signed-in account, with its email when that address is verified (the only
 * email a `vinculada` record is shown to: an unverified one could be anyone's), and its
 * email as the account has it, lowercased (what the app's team is matched on, decision 0232).
 */
export type Viewer = {
  id: string;
  verifiedEmail?: string | null;
  email?: string | null;
  /** The account's name (the team's invitation mail names who invites). */
  name?: string;
} | null;

const t = appMessages.errors;
const appNotFound = () => notFound(t.notFound, 'APP_NOT_FOUND');

type OpenApp = { project: AppProjectSource; role: RecordRole; viewer: Viewer };

/**
 * The project behind the app and the viewer's role; 404 when the viewer may not see it. A
 * signed-in account whose email is in the app's team has that role, read fresh on every
 * request (a removal holds at once); the team reaches the app even when visitors cannot
 * (private or not launched), as the owner does (docs/decisions/0232-the-team.md).
 */
export async function openApp(deps: Deps, projectId: string, viewer: Viewer): Promise<OpenApp> {
  const project = await findAppProject(deps, { projectId });
  if (!project) throw appNotFound();
  let role: RecordRole = viewer?.id === project.userId ? 'owner' : viewer ? 'visitor' : 'anonymous';
  if (role === 'visitor' && viewer?.email)
    role = (await team.findRole(deps.db, project.id, viewer.email.toLowerCase())) ?? 'visitor';
  if (!project.isLive && !readsAll(role)) throw appNotFound();
  return { project, role, viewer };
}

/** The viewer's role in the app's team, or null (the owner and visitors). */
const teamRoleOf = (role: RecordRole): TeamRole | null =>
  role === 'equipo' || role === 'lector' ? role : null;

export function parseStored(raw: string): AppDefinition | null {
  try {
    const parsed = appDefinitionInputSchema.safeParse(JSON.parse(raw));
    return parsed.success ? normalizeAppDefinition(parsed.data) : null;
  } catch {
    return null;
  }
}

/** An entity's fields as `key:type:ref`, sorted: what a model may not change. */
const shapeOf = (fields: { key: string; type: string; ref?: string }[]) =>
  fields
    .map((f) => `${f.key}:${f.type}:${f.ref ?? ''}`)
    .sort()
    .join(',');

/**
 * A model's raw answer as a definition, or null when the contract refuses it or it does not
 * keep the data model's entities and fields (keys, types, references): the concept card and
 * the specification describe that model, so the app must store the same things. Labels,
 * required flags, options, screens and navigation are the model's.
 */
export function readModelDefinition(
  raw: Record<string, unknown>,
  model: DataModel,
): AppDefinition | null {
  // Strict decoding writes null for what does not apply; the contract wants it absent.
  const entities = Array.isArray(raw.entities)
    ? raw.entities.map((e) =>
        e && typeof e === 'object' && Array.isArray((e as { fields?: unknown }).fields)
          ? {
              ...e,
              fields: (e as { fields: unknown[] }).fields.map((f) =>
                f && typeof f === 'object'
                  ? Object.fromEntries(Object.entries(f).filter(([, v]) => v !== null))
                  : f,
              ),
            }
          : e,
      )
    : raw.entities;
  const parsed = appDefinitionInputSchema.safeParse({ ...raw, entities });
  if (!parsed.success) return null;
  const given = new Map(parsed.data.entities.map((e) => [e.key, shapeOf(e.fields)]));
  if (given.size !== model.entities.length) return null;
  for (const e of model.entities) if (given.get(e.key) !== shapeOf(e.fields)) return null;
  return normalizeAppDefinition(parsed.data);
}

/**
 * The first definition of a project's app: with a model provider, the one the model writes
 * through json_schema from the project and its data model; the derived one offline, and
 * whenever the model fails or answers something the contract refuses (never the person's
 * problem: the app opens either way).
 */
async function firstDefinition(
  deps: Deps,
  project: AppProjectSource,
  model: DataModel,
): Promise<AppDefinition> {
  const derived = definitionFromDataModel(model);
  if (deps.ai.provider === 'offline') return derived;
  try {
    const answer = await deps.ai.generateAppDefinition({
      name: project.name,
      description: project.description ?? '',
      dataModel: model,
    });
    return (answer && readModelDefinition(answer.raw, model)) ?? derived;
  } catch {
    return derived;
  }
}

/**
 * The app's definition; the first read creates it (firstDefinition) and seeds the example
 * records (once, even when two instances race: the insert decides).
 */
export async function loadDefinition(
  deps: Deps,
  { project }: { project: AppProjectSource },
): Promise<AppDefinition> {
  const stored = await definitions.findDefinition(deps.db, project.id);
  const parsed = stored ? parseStored(stored.definition) : null;
  if (parsed) return parsed;
  const model = await readAppDataModel(deps, project.id);
  if (!model) throw appNotFound();
  const definition = stored
    ? definitionFromDataModel(model)
    : await firstDefinition(deps, project, model);
  const at = new Date();
  const json = JSON.stringify(definition);
  if (stored) {
    await repairDefinition(deps, project, definition);
    const repaired = await definitions.findDefinition(deps.db, project.id);
    return (repaired && parseStored(repaired.definition)) ?? definition;
  }
  await deps.db.transaction().execute(async (trx) => {
    const inserted = await definitions.insertDefinitionOnce(trx, {
      projectId: project.id,
      definition: json,
      at: at.toISOString(),
    });
    if (!inserted) return;
    await records.insertRecords(
      trx,
      exampleRecords(definition, { projectId: project.id, ownerId: project.userId, at }),
    );
    await versions.insertVersionOnce(trx, {
      id: newId(),
      projectId: project.id,
      version: 1,
      definition: json,
      design: JSON.stringify(await designSnapshot(trx, project.id)),
      kind: 'first',
      instruction: null,
      restoredFrom: null,
      authorId: null,
      createdAt: at.toISOString(),
    });
  });
  const again = await definitions.findDefinition(deps.db, project.id);
  const result = (again && parseStored(again.definition)) ?? definition;
  await indexSortFields(deps, result);
  return result;
}

export async function getDefinition(
  deps: Deps,
  { projectId, viewer }: { projectId: string; viewer: Viewer },
): Promise<AppDefinition> {
  const { project } = await openApp(deps, projectId, viewer);
  return loadDefinition(deps, { project: project });
}

/** What the running app's page needs: the definition, the design, and who is looking. */
export async function getAppInfo(
  deps: Deps,
  by: { slug: string } | { projectId: string },
  viewer: Viewer,
): Promise<AppInfo> {
  const found = await findAppProject(deps, by);
  if (!found) throw appNotFound();
  const { project, role } = await openApp(deps, found.id, viewer);
  const [definition, design] = await Promise.all([
    loadDefinition(deps, { project: project }),
    readAppDesign(deps, project.id),
  ]);
  return {
    projectId: project.id,
    slug: project.slug,
    name: project.name,
    isOwner: role === 'owner',
    teamRole: teamRoleOf(role),
    isLive: project.isLive,
    emailVerified: viewer ? Boolean(viewer.verifiedEmail) : null,
    definition,
    design,
  };
}

export function requireOwner({ role }: OpenApp): void {
  if (role === 'owner') return;
  if (role === 'anonymous') throw unauthorized(t.onlyOwner);
  throw forbidden(t.onlyOwner, 'NOT_APP_OWNER');
}

/** The fields the definition's lists sort by, for their indexes (records.ensureSortIndexes). */
export async function indexSortFields(deps: Deps, definition: AppDefinition): Promise<void> {
  const keys = definition.entities
    .flatMap((e) => [e.views.list.sortField, e.linkField, e.accountField])
    .filter((k): k is string => !!k && k !== 'createdAt' && k !== 'updatedAt');
  await records.ensureSortIndexes(deps.db, deps.dbHandle.engine, keys);
}

/**
 * `next` with the fields that `previous` had and `next` leaves out kept in each entity's
 * `removedFields`: their values stay stored and hidden until the owner confirms the removal;
 * putting a field back shows them again.
 */
export function keepRemovedFields(previous: AppDefinition, next: AppDefinition): AppDefinition {
  const now = nowIso();
  for (const entity of next.entities) {
    const before = previous.entities.find((e) => e.key === entity.key);
    const keys = new Set(entity.fields.map((f) => f.key));
    const removed = new Map<string, RemovedField>();
    for (const r of [...(before?.removedFields ?? []), ...entity.removedFields])
      if (!keys.has(r.key)) removed.set(r.key, r);
    for (const field of before?.fields ?? [])
      if (!keys.has(field.key) && !removed.has(field.key))
        removed.set(field.key, { key: field.key, label: field.label, removedAt: now });
    entity.removedFields = [...removed.values()];
  }
  return next;
}

/** What made a version: the first definition, a change asked in words, a manual edit… */
export type VersionKind = 'first' | 'change' | 'edit' | 'design' | 'restore' | 'purge' | 'repair';
export type AppDesignSnapshot = DesignInput;

/** The design a version keeps: colours, theme, layout and the custom CSS. */
export async function designSnapshot(db: DbOrTrx, projectId: string): Promise<DesignInput> {
  const d = await readProjectDesign(db, projectId);
  return {
    primaryColor: d.primaryColor,
    secondaryColor: d.secondaryColor,
    theme: d.theme,
    layout: d.layout,
    customCss: d.customCss,
  };
}

const sameDesign = (a: DesignInput, b: DesignInput) =>
  a.primaryColor === b.primaryColor &&
  a.secondaryColor === b.secondaryColor &&
  a.theme === b.theme &&
  a.layout === b.layout &&
  a.customCss === b.customCss;

export const changeConflict = () =>
  conflict(messages.appChanges.errors.conflict, 'CHANGE_CONFLICT');

/** How many versions back a damaged definition is looked for in its history. */
const REPAIR_LOOKBACK = 50;

/**
 * A stored definition that no longer reads (damaged by hand in the database): replaced by the
 * newest version that reads, so the owner's changes are not lost, else by `derived` (from the
 * data model); the records are kept. The repair is a version of its own ("repair"), written
 * like any other (row held, compare-and-set), and nothing happens if another request has
 * repaired it first.
 */
async function repairDefinition(
  deps: Deps,
  project: AppProjectSource,
  derived: AppDefinition,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await definitions.findDefinitionForUpdate(trx, deps.dbHandle.engine, project.id);
    if (!row || parseStored(row.definition)) return;
    let from: { version: number; definition: AppDefinition } | null = null;
    for (const v of await versions.listVersionDefinitions(trx, project.id, REPAIR_LOOKBACK)) {
      const parsed = parseStored(v.definition);
      if (parsed) {
        from = { version: v.version, definition: parsed };
        break;
      }
    }
    const json = JSON.stringify(from?.definition ?? derived);
    const at = nowIso();
    const written = await definitions.replaceDefinitionAt(trx, {
      projectId: project.id,
      expected: row.revision,
      definition: json,
      userId: project.userId,
      at,
    });
    if (!written) return;
    await versions.insertVersion(trx, {
      id: newId(),
      projectId: project.id,
      version: row.revision + 1,
      definition: json,
      design: JSON.stringify(await designSnapshot(trx, project.id)),
      recordSets: await versions.findRecordSets(trx, project.id, row.revision),
      kind: 'repair',
      instruction: null,
      restoredFrom: from?.version ?? null,
      authorId: null,
      createdAt: at,
    });
  });
}

/**
 * The one write of a running app's definition and design (issue 27): in one transaction it
 * holds the definition row (PostgreSQL `for update`; SQLite's transaction holds the file),
 * checks `expected` when the write was proposed against a version (else CHANGE_CONFLICT),
 * writes the next definition with a compare-and-set on its revision, saves the design
 * through the projects service when it changed, and records the new numbered version — so
 * concurrent writes queue and each gets the next number, none lost or repeated. The version
 * the app was at is recorded first when it has no row yet (an app from before versions).
 */
export async function writeVersion(
  deps: Deps,
  opts: {
    project: AppProjectSource;
    authorId: string;
    kind: Exclude<VersionKind, 'first'>;
    instruction?: string | null;
    restoredFrom?: number | null;
    expected?: number;
    /** The next definition, and the next design when it changes, from the current ones. */
    next: (
      current: AppDefinition,
      design: DesignInput,
    ) => { definition: AppDefinition; design?: DesignInput };
    /** Keep the fields `next` leaves out as removed fields (false only for a purge). */
    keepRemoved?: boolean;
    /** A restore: the record sets of the version restored (its `record_sets`, JSON or null). */
    recordSets?: string | null;
    /** More writes in the same transaction, once the version number is known. */
    alsoIn?: (trx: DbOrTrx, version: number) => Promise<void>;
  },
): Promise<{ definition: AppDefinition; version: number }> {
  const { project } = opts;
  await loadDefinition(deps, { project: project });
  const result = await deps.db.transaction().execute(async (trx) => {
    const row = await definitions.findDefinitionForUpdate(trx, deps.dbHandle.engine, project.id);
    const current = row ? parseStored(row.definition) : null;
    if (!row || !current) throw appNotFound();
    if (opts.expected !== undefined && row.revision !== opts.expected) throw changeConflict();
    const currentDesign = await designSnapshot(trx, project.id);
    const at = nowIso();
    if (!(await versions.hasVersion(trx, project.id, row.revision)))
      await versions.insertVersionOnce(trx, {
        id: newId(),
        projectId: project.id,
        version: row.revision,
        definition: row.definition,
        design: JSON.stringify(currentDesign),
        kind: 'first',
        instruction: null,
        restoredFrom: null,
        authorId: null,
        createdAt: row.updatedAt,
      });
    const proposed = opts.next(structuredClone(current), { ...currentDesign });
    const next =
      opts.keepRemoved === false
        ? proposed.definition
        : keepRemovedFields(current, structuredClone(proposed.definition));
    const design = proposed.design ?? currentDesign;
    // The design card's save always writes, even the same colours: it marks the design active.
    if (
      proposed.design !== undefined &&
      (opts.kind === 'design' || !sameDesign(design, currentDesign))
    )
      await saveProjectDesign(
        { db: trx as Deps['db'] },
        { userId: project.userId, projectId: project.id, input: design },
      );
    const json = JSON.stringify(next);
    if (Buffer.byteLength(json) > APP_DEFINITION_MAX_BYTES) throw definitionTooLarge();
    const currentSets = setsOf(
      current,
      await versions.findRecordSets(trx, project.id, row.revision),
    );
    const nextSets =
      opts.kind === 'restore'
        ? setsOf(next, opts.recordSets ?? null)
        : Object.fromEntries(
            next.entities.map((e) => [
              e.key,
              Object.hasOwn(currentSets, e.key) ? (currentSets[e.key] as string) : newId(),
            ]),
          );
    // An unchanged write makes no version (nor a notice): the app is where it was.
    if (
      json === row.definition &&
      sameDesign(design, currentDesign) &&
      sameSets(currentSets, nextSets)
    ) {
      await opts.alsoIn?.(trx, row.revision);
      return { definition: current, version: row.revision, changed: false };
    }
    const written = await definitions.replaceDefinitionAt(trx, {
      projectId: project.id,
      expected: row.revision,
      definition: json,
      userId: opts.authorId,
      at,
    });
    if (!written) throw changeConflict();
    // Before the sets switch: the records a reference pointed at are still the ones it named.
    await carryChangedFields(
      trx,
      project.id,
      current,
      next,
      (key) => Object.hasOwn(currentSets, key) && currentSets[key] === nextSets[key],
      at,
    );
    await switchRecordSets(trx, project.id, currentSets, nextSets);
    const version = row.revision + 1;
    await versions.insertVersion(trx, {
      id: newId(),
      projectId: project.id,
      version,
      definition: json,
      design: JSON.stringify(design),
      recordSets: JSON.stringify(nextSets),
      kind: opts.kind,
      instruction: opts.instruction ?? null,
      restoredFrom: opts.restoredFrom ?? null,
      authorId: opts.authorId,
      createdAt: at,
    });
    if ((await versions.pruneVersions(trx, project.id, version, deps.config.APP_VERSIONS_KEPT)) > 0)
      await purgeUnreferencedSets(trx, project.id, nextSets);
    // The concept card, the specification and the export read the app as it is now.
    await saveAppDataModel(trx, deps.dbHandle.engine, {
      projectId: project.id,
      definition: next,
      at,
    });
    await opts.alsoIn?.(trx, version);
    return { definition: next, version, changed: true };
  });
  if (!result.changed) return { definition: result.definition, version: result.version };
  await indexSortFields(deps, result.definition);
  publishAppChange(deps, {
    projectId: project.id,
    change: { entityKey: '', recordId: null, kind: 'definition' },
  });
  return { definition: result.definition, version: result.version };
}

const definitionTooLarge = () =>
  new AppError('DEFINITION_TOO_LARGE', {
    userMessage: fill(t.definitionTooLarge, { kb: APP_DEFINITION_MAX_BYTES / 1024 }),
    kind: 'PAYLOAD_TOO_LARGE',
  });

/** The set of the app's first records, and of versions written before sets were named. */
const FIRST_SET = '0';
type RecordSets = Record<string, string>;

/**
 * The record set of each entity of `definition`, from a version's `record_sets`: the set
 * named there, else the first one (versions from before issue 40 name none).
 */
function setsOf(definition: AppDefinition, raw: string | null): RecordSets {
  let named: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') named = parsed as Record<string, unknown>;
  } catch {
    named = {};
  }
  const sets: RecordSets = {};
  for (const e of definition.entities) {
    const set = Object.hasOwn(named, e.key) ? named[e.key] : undefined;
    sets[e.key] = typeof set === 'string' && /^[\w-]{1,64}$/.test(set) ? set : FIRST_SET;
  }
  return sets;
}

const sameSets = (a: RecordSets, b: RecordSets) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
};

/**
 * Issue 40, row 6: the records each entity shows follow its record set. An entity removed
 * puts its records aside (records.hideRecordSet); one added with a removed one's key starts
 * a new, empty set, so the old records never show under the new entity's rule; a restore
 * swaps back the set the restored version had.
 */
async function switchRecordSets(
  trx: DbOrTrx,
  projectId: string,
  current: RecordSets,
  next: RecordSets,
): Promise<void> {
  for (const key of new Set([...Object.keys(current), ...Object.keys(next)])) {
    const was = Object.hasOwn(current, key) ? current[key] : undefined;
    const will = Object.hasOwn(next, key) ? next[key] : undefined;
    if (was === will) continue;
    // Records under a key the definition does not have (left by an older removal) are the
    // first set's.
    await records.hideRecordSet(trx, projectId, key, was ?? FIRST_SET);
    if (will !== undefined) await records.showRecordSet(trx, projectId, key, will);
  }
}

/** Deletes the record sets kept aside that no kept version (nor the app now) names. */
async function purgeUnreferencedSets(
  trx: DbOrTrx,
  projectId: string,
  now: RecordSets,
): Promise<void> {
  const hidden = await records.listHiddenSets(trx, projectId);
  if (hidden.length === 0) return;
  const named = new Set(Object.entries(now).map(([k, v]) => `${k}~${v}`));
  for (const raw of await versions.listRecordSets(trx, projectId)) {
    if (!raw) continue;
    try {
      for (const [k, v] of Object.entries(JSON.parse(raw) as Record<string, string>))
        named.add(`${k}~${v}`);
    } catch {
      // a damaged row names nothing
    }
  }
  for (const { key, set } of hidden) {
    // The first sets are named by the versions without record sets (the first is always kept).
    if (set === FIRST_SET || named.has(`${key}~${set}`)) continue;
    await records.purgeRecordSet(trx, projectId, key, set);
  }
}

/** Replaces the definition (owner only); a field left out is kept hidden (keepRemovedFields). */
export async function putDefinition(
  deps: Deps,
  { projectId, viewer, input }: { projectId: string; viewer: Viewer; input: unknown },
): Promise<AppDefinition> {
  const app = await openApp(deps, projectId, viewer);
  requireOwner(app);
  const parsed = appDefinitionInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    throw badRequest(
      fill(t.invalidDefinition, { problem: `${issue?.message ?? ''}${where}` }),
      'INVALID_DEFINITION',
    );
  }
  const next = normalizeAppDefinition(parsed.data);
  const { definition } = await writeVersion(deps, {
    project: app.project,
    authorId: app.project.userId,
    kind: 'edit',
    next: () => ({ definition: next }),
  });
  return definition;
}

/**
 * A design saved on the design card, as a version of the running app (issue 27): the design
 * and its version in one transaction, so a failure leaves neither. False when the project has
 * no app yet or is not the user's: the caller saves the design alone (and checks ownership).
 */
export async function saveDesignAsVersion(
  deps: Deps,
  { projectId, userId, design }: { projectId: string; userId: string; design: DesignInput },
): Promise<boolean> {
  const project = await findAppProject(deps, { projectId });
  if (!project || project.userId !== userId) return false;
  if (!(await definitions.findDefinition(deps.db, projectId))) return false;
  await writeVersion(deps, {
    project,
    authorId: userId,
    kind: 'design',
    next: (current) => ({ definition: current, design }),
  });
  return true;
}

/** Deletes the hidden values of a removed field for good (owner only). */
export async function confirmFieldRemoval(
  deps: Deps,
  opts: { projectId: string; viewer: Viewer; entityKey: string; fieldKey: string },
): Promise<AppDefinition> {
  const app = await openApp(deps, opts.projectId, opts.viewer);
  requireOwner(app);
  const { definition } = await writeVersion(deps, {
    project: app.project,
    authorId: app.project.userId,
    kind: 'purge',
    keepRemoved: false,
    next: (current) => {
      const entity = current.entities.find((e) => e.key === opts.entityKey);
      if (!entity?.removedFields.some((r) => r.key === opts.fieldKey))
        throw notFound(t.nothingToConfirm, 'NOTHING_TO_CONFIRM');
      entity.removedFields = entity.removedFields.filter((r) => r.key !== opts.fieldKey);
      return { definition: current };
    },
    alsoIn: (trx) =>
      records.dropFieldValues(
        trx,
        deps.dbHandle.engine,
        opts.projectId,
        opts.entityKey,
        opts.fieldKey,
      ),
  });
  return definition;
}

// ---------- records ----------

export function entityOf(definition: AppDefinition, entityKey: string): AppEntity {
  const entity = definition.entities.find((e) => e.key === entityKey);
  if (!entity) throw notFound(t.entityNotFound, 'ENTITY_NOT_FOUND');
  return entity;
}

function requireRead(entity: AppEntity, role: RecordRole): void {
  if (canRead(entity, role)) return;
  if (role === 'anonymous') throw unauthorized(t.signInToRead);
  throw forbidden(t.onlyOwnerReads, 'ENTITY_PRIVATE');
}

/** The record as the viewer sees it: only the definition's current fields. */
function toRecord(entity: AppEntity, row: records.RecordRow): AppRecord {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const data: RecordData = {};
  // Own properties only: a field keyed `constructor` is a plain key (issue 40, row 9).
  for (const field of entity.fields) {
    if (!Object.hasOwn(stored, field.key)) continue;
    const v = stored[field.key];
    if (v !== undefined) data[field.key] = v as RecordData[string];
  }
  return {
    id: row.id,
    data,
    authorId: row.authorId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    isExample: row.isExample === 1,
    managed: row.managedAt !== null && row.managedAt !== undefined,
  };
}

// ---------- who sees what (docs/decisions/0212-who-sees-what.md) ----------

const PER_RECORD = new Set(['formulario', 'propia', 'vinculada']);

/** The person entity and email field a `vinculada` entity reaches accounts through. */
function linkOf(definition: AppDefinition, entity: AppEntity) {
  if (entity.rule !== 'vinculada' || !entity.linkField) return null;
  const field = entity.fields.find((f) => f.key === entity.linkField);
  const person = definition.entities.find((e) => e.key === field?.ref);
  if (!field || !person?.accountField) return null;
  return { linkKey: field.key, personEntity: person.key, accountKey: person.accountField };
}

/** The SQL scope of a list (records.ListOptions.scope); null when the viewer reads none. */
function listScope(
  definition: AppDefinition,
  entity: AppEntity,
  app: OpenApp,
): records.ListOptions['scope'] | null {
  const scope = readScope(entity, app.role);
  if (scope === 'all') return undefined;
  if (scope === 'own' && app.viewer) return { authorId: app.viewer.id };
  const link = linkOf(definition, entity);
  const email = app.viewer?.verifiedEmail;
  if (scope === 'linked' && link && email) return { ...link, email };
  return null;
}

function storedData(row: { data: string }): RecordData {
  try {
    return JSON.parse(row.data) as RecordData;
  } catch {
    return {};
  }
}

/** vinculada: the account emails of the people these records point at. */
async function linkedEmails(
  deps: Deps,
  db: DbOrTrx,
  projectId: string,
  definition: AppDefinition,
  entity: AppEntity,
  rows: { data: string }[],
): Promise<string[]> {
  const link = linkOf(definition, entity);
  if (!link) return [];
  const ids = rows
    .map((r) => storedData(r)[link.linkKey])
    .filter((v): v is string => typeof v === 'string');
  return records.accountEmailsOf(db, deps.dbHandle.engine, {
    projectId,
    personEntity: link.personEntity,
    accountKey: link.accountKey,
    ids: [...new Set(ids)],
  });
}

/**
 * The record is the person whose account is the viewer's: its entity's `accountField` holds
 * the viewer's verified email (stored lower case), so a family reads its own child's record
 * and no other (docs/decisions/0247-a-linked-account-reads-its-person.md).
 */
function isAccountOf(entity: AppEntity, row: { data: string }, email: string | null): boolean {
  if (!entity.accountField || !email) return false;
  const value = storedData(row)[entity.accountField];
  return typeof value === 'string' && value.toLowerCase() === email.toLowerCase();
}

/** The account emails of the people these records are (an entity with `accountField`). */
function personAccountEmails(entity: AppEntity, rows: { data: string }[]): string[] {
  const key = entity.accountField;
  if (!key) return [];
  return rows
    .map((r) => storedData(r)[key])
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((v) => v.toLowerCase());
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function tokenMatches(token: string | undefined, hash: string | null): boolean {
  if (!token || !hash || !RECORD_TOKEN_PATTERN.test(token)) return false;
  return timingSafeEqual(Buffer.from(hashToken(token), 'hex'), Buffer.from(hash, 'hex'));
}

/** What the viewer may do with one stored record (contracts recordAccess), with its relation. */
async function accessTo(
  deps: Deps,
  app: OpenApp,
  definition: AppDefinition,
  entity: AppEntity,
  row: records.RecordRow,
  opts: { token?: string; db?: DbOrTrx } = {},
): Promise<{ read: boolean; change: boolean }> {
  const email = app.viewer?.verifiedEmail ?? null;
  // Inside a write's transaction, read through it (SQLite: the transaction holds the file).
  const db = opts.db ?? deps.db;
  const isLinked =
    entity.rule === 'vinculada' && app.role === 'visitor' && email !== null
      ? (await linkedEmails(deps, db, app.project.id, definition, entity, [row])).includes(email)
      : false;
  const token = opts.token;
  return recordAccess(entity, app.role, {
    isAuthor: !!app.viewer && row.authorId === app.viewer.id,
    isLinked,
    isAccount: isAccountOf(entity, row, email),
    managed: row.managedAt !== null,
    hasToken: tokenMatches(token, row.accessTokenHash),
  });
}

/**
 * Who may read one of an app's stored images or files (`/files/apps/{projectId}/…`; issue 38,
 * every read path): the owner and the team always; anyone else only through a record that
 * holds it and that they may read (kit/rules.ts, as the records API decides). `public` when
 * such a record is readable by everyone (publica, catalogo), so the answer may be cached;
 * `private` for a reader of a per-record rule; `denied` otherwise; `unheld` when no record
 * holds it yet (its uploader's, or with its upload token an anonymous visitor's: the files
 * module decides that).
 */
export async function appObjectAccess(
  deps: Deps,
  opts: {
    projectId: string;
    key: string;
    viewer: Viewer;
    /** An anonymous submission's private token (`?token=`): its record's files open with it. */
    token?: string;
  },
): Promise<'public' | 'private' | 'denied' | 'unheld'> {
  let app: OpenApp;
  try {
    app = await openApp(deps, opts.projectId, opts.viewer);
  } catch {
    return 'denied';
  }
  if (readsAll(app.role)) return 'private';
  const definition = await loadDefinition(deps, { project: app.project });
  const rows = await records.recordsMentioning(deps.db, opts.projectId, opts.key);
  let best: 'public' | 'private' | 'denied' = 'denied';
  let held = false;
  for (const row of rows) {
    if (!Object.values(storedData(row)).some((v) => typeof v === 'string' && v.includes(opts.key)))
      continue;
    // Held, even by a record kept aside: then no upload token opens it (decision 0249).
    held = true;
    const entity = definition.entities.find((e) => e.key === row.entityKey);
    if (!entity) continue;
    const access = await accessTo(deps, app, definition, entity, row, { token: opts.token });
    if (!access.read) continue;
    if (readScope(entity, 'anonymous') === 'all') return 'public';
    best = 'private';
  }
  return held ? best : 'unheld';
}

/** Who a notice about these records may reach (events.ts). */
export async function audienceOf(
  deps: Deps,
  projectId: string,
  definition: AppDefinition,
  entity: AppEntity,
  rows: { data: string; authorId: string }[],
): Promise<ChangeAudience> {
  return {
    rule: entity.rule,
    ...(entity.anonymous && { anonymous: true }),
    authorId: rows[0]?.authorId ?? '',
    linkedEmails: await linkedEmails(deps, deps.db, projectId, definition, entity, rows),
    accountEmails: personAccountEmails(entity, rows),
  };
}

/**
 * The mails of an entity with `notify` (issue 38 §6), after the write: to the owner on a
 * record someone else created; to the author when the owner (or anyone but them) changes the
 * chosen choice field, and in a `vinculada` entity to the person the record is about
 * (decision 0250). They carry the entity, the field and the option (words the owner
 * wrote) and a link, never what a visitor typed. Sent through the mailer (the outbox when no
 * SMTP_URL); a failure never undoes the record.
 */
async function notifyByMail(
  deps: Deps & Pick<AppDeps, 'mailer'>,
  opts: {
    project: AppProjectSource;
    definition: AppDefinition;
    entity: AppEntity;
    row: records.RecordRow;
    before?: records.RecordRow;
    by: Viewer;
  },
): Promise<void> {
  const { project, entity, row, before } = opts;
  const notify = entity.notify;
  if (!notify) return;
  const link = `${deps.config.publicBaseUrl}${publicPath(project.slug)}/app?seccion=${entity.key}&registro=${row.id}`;
  const mails: Mail[] = [];
  if (!before && notify.onCreate) {
    // To the owner and the app's team (decision 0232), never to whoever created it.
    const accounts = await findAccounts(deps, [project.userId, row.authorId]);
    const author = row.authorId ? await recipientApp(deps, project, { id: row.authorId }) : null;
    const naming = await mailNaming(deps, opts.definition, entity, row, author);
    // The owner and the team read every list: the record named in full.
    const owner: OpenApp = { project, role: 'owner', viewer: null };
    mails.push(
      ...createdMails({
        entity,
        app: project.name,
        link,
        name: await mailName(deps, owner, opts.definition, naming),
        authorEmail: accounts.get(row.authorId)?.email ?? null,
        ownerEmail: accounts.get(project.userId)?.email ?? null,
        teamEmails: await team.memberEmails(deps.db, project.id),
      }),
    );
  } else if (before && changedChoice(entity, storedData(before), storedData(row))) {
    const byId = opts.by?.id ?? null;
    const accounts = await findAccounts(deps, [row.authorId, byId ?? '']);
    // vinculada: the person the record points at after the change (decision 0250).
    const [linkedEmail = null] = await linkedEmails(
      deps,
      deps.db,
      project.id,
      opts.definition,
      entity,
      [row],
    );
    // Each named as they may read it: a list they may not open names nothing in their mail.
    const authorApp = row.authorId ? await recipientApp(deps, project, { id: row.authorId }) : null;
    const linkedApp = linkedEmail
      ? await recipientApp(deps, project, { email: linkedEmail })
      : null;
    const naming = await mailNaming(deps, opts.definition, entity, row, authorApp);
    mails.push(
      ...changedMails({
        entity,
        app: project.name,
        link,
        name: authorApp ? await mailName(deps, authorApp, opts.definition, naming) : null,
        linkedName: linkedApp ? await mailName(deps, linkedApp, opts.definition, naming) : null,
        before: storedData(before),
        after: storedData(row),
        authorId: row.authorId || null,
        authorEmail: accounts.get(row.authorId)?.email ?? null,
        byId,
        byEmail: (byId && accounts.get(byId)?.email) || null,
        linkedEmail,
      }),
    );
  }
  for (const one of mails) await deps.mailer.send(one).catch(() => undefined);
}

/** What names a record in its mails, looked up once for all of them (`mailNaming`). */
type MailNaming = { entity: AppEntity; record: AppRecord; named: NamingRows };

/**
 * What a notification's mails name the record by, the same for every recipient: the record and
 * the records its name points at; null when a mail names nothing. No visitor's words in a mail
 * (a stranger could have the app mail what they typed to an address they gave): a record is
 * named only when the owner or the team wrote it (`author`, the app as its author reads it),
 * and only by lists visitors cannot write to.
 */
async function mailNaming(
  deps: Deps,
  definition: AppDefinition,
  entity: AppEntity,
  row: records.RecordRow,
  author: OpenApp | null,
): Promise<MailNaming | null> {
  if (!author || !managesAll(author.role)) return null;
  const record = toRecord(entity, row);
  const named = await findNamingRows(deps, author.project.id, definition, entity, [record], (t) =>
    ['formulario', 'propia', 'publica'].includes(t.rule),
  );
  return { entity, record, named };
}

/**
 * The record as a mail names it (kit/titles.ts `recordName`: «Jorge Pérez · Orbea Alma»), with
 * only the titles `app`'s viewer may read; one line, as a subject holds it.
 */
async function mailName(
  deps: Deps,
  app: OpenApp,
  definition: AppDefinition,
  naming: MailNaming | null,
): Promise<string> {
  if (!naming) return '';
  const { entity, record, named } = naming;
  const titles = await readableTitles(deps, app, definition, named.rows);
  const refTitles = refTitlesOf(named.naming[0] ?? [], titles);
  const name = recordName(entity, record, namedBy(refTitles)).replace(/\s+/g, ' ').trim();
  return name.length > 120 ? `${name.slice(0, 119)}…` : name;
}

/**
 * The app as a mail's recipient reads it: their account (by id, or by the address the mail
 * goes to), its role and its verified email; null when they may not open the app.
 */
async function recipientApp(
  deps: Deps,
  project: AppProjectSource,
  who: { id: string } | { email: string },
): Promise<OpenApp | null> {
  const account = await findAccountOf(deps, who);
  const viewer: Viewer = account
    ? {
        id: account.id,
        email: account.email.toLowerCase(),
        verifiedEmail: account.verified ? account.email.toLowerCase() : null,
      }
    : null;
  return openApp(deps, project.id, viewer).catch(() => null);
}

/** The events stream's viewer: their role and, for linked records, their verified email. */
export async function openAppForStream(
  deps: Deps,
  projectId: string,
  viewer: Viewer,
): Promise<StreamViewer> {
  const app = await openApp(deps, projectId, viewer);
  return {
    role: app.role,
    userId: viewer?.id ?? null,
    email: viewer?.verifiedEmail ?? null,
    accountEmail: viewer?.email?.toLowerCase() ?? null,
  };
}

type Cursor = { at: string; id: string } | { offset: number };

function readCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (!value || typeof value !== 'object') throw new Error('not a cursor');
    // A tampered offset (1e20, 1e308, 2^63) is refused here, before it reaches the query.
    if (
      'offset' in value &&
      Number.isSafeInteger(value.offset) &&
      value.offset >= 0 &&
      value.offset <= RECORDS_OFFSET_MAX
    )
      return { offset: value.offset };
    if (
      'at' in value &&
      typeof value.at === 'string' &&
      value.at.length <= 40 &&
      typeof value.id === 'string' &&
      value.id.length <= 64
    )
      return { at: value.at, id: value.id };
  } catch {
    // falls through
  }
  throw badRequest(t.invalidCursor, 'INVALID_CURSOR');
}
const writeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

const RESERVED_QUERY = new Set(['limit', 'cursor', 'q', 'sort']);
const FILTERABLE = new Set(['choice', 'reference', 'boolean']);
const NUMERIC = new Set(['number', 'money', 'rating']);

export async function listRecords(
  deps: Deps,
  opts: { projectId: string; entityKey: string; viewer: Viewer; query: ListRecordsQuery },
): Promise<ListRecordsResponse> {
  const app = await openApp(deps, opts.projectId, opts.viewer);
  const { project, role } = app;
  const definition = await loadDefinition(deps, { project: project });
  const entity = entityOf(definition, opts.entityKey);
  requireRead(entity, role);
  // Which records the viewer may read, as part of the query (search, filters, sort, pages).
  const scope = listScope(definition, entity, app);
  const query = opts.query;
  const filters: { key: string; value: string }[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (RESERVED_QUERY.has(key) || value === undefined) continue;
    const field = entity.fields.find((f) => f.key === key);
    if (!field || !FILTERABLE.has(field.type))
      throw badRequest(fill(t.unknownFilter, { field: key.slice(0, 40) }), 'UNKNOWN_FILTER');
    filters.push({ key, value: String(value) });
  }
  const sortText =
    query.sort ??
    `${entity.views.list.sortDir === 'desc' ? '-' : ''}${entity.views.list.sortField}`;
  const dir = sortText.startsWith('-') ? 'desc' : 'asc';
  const sortKey = sortText.replace(/^-/, '');
  const cursor = readCursor(query.cursor);
  const limit = query.limit;
  let sort: records.ListOptions['sort'];
  if (sortKey === 'createdAt' || sortKey === 'updatedAt') {
    if (cursor && !('at' in cursor)) throw badRequest(t.invalidCursor, 'INVALID_CURSOR');
    sort = { by: sortKey, dir, after: cursor ?? undefined };
  } else {
    const field = entity.fields.find((f) => f.key === sortKey);
    if (!field) throw badRequest(fill(t.unknownSort, { field: sortKey }), 'UNKNOWN_SORT');
    if (cursor && !('offset' in cursor)) throw badRequest(t.invalidCursor, 'INVALID_CURSOR');
    sort = {
      by: 'field',
      key: field.key,
      numeric: NUMERIC.has(field.type),
      dir,
      offset: cursor && 'offset' in cursor ? cursor.offset : 0,
    };
  }
  const searchKeys = entity.views.list.searchFields.length
    ? entity.views.list.searchFields
    : entity.fields.filter((f) => f.type === 'text' || f.type === 'longtext').map((f) => f.key);
  if (scope === null) return { records: [], nextCursor: null };
  const rows = await records.listRecords(deps.db, deps.dbHandle.engine, {
    projectId: project.id,
    entityKey: entity.key,
    limit: limit + 1,
    filters,
    search: query.q ? { text: query.q, keys: searchKeys } : undefined,
    scope: scope ?? undefined,
    sort,
  });
  const page = rows.slice(0, limit);
  let nextCursor: string | null = null;
  if (rows.length > limit) {
    const last = page[page.length - 1];
    nextCursor =
      sort.by === 'field'
        ? writeCursor({ offset: sort.offset + limit })
        : writeCursor({
            at: sort.by === 'createdAt' ? last.createdAt : last.updatedAt,
            id: last.id,
          });
  }
  const named = await withRefTitles(
    deps,
    app,
    definition,
    entity,
    page.map((r) => toRecord(entity, r)),
  );
  return { records: await withAuthors(deps, app, named), nextCursor };
}

/**
 * Each record's `refTitles`: the titles of the records its name points at (kit/titles.ts
 * `recordName`), for a record without text of its own — a repair is «Jorge Pérez · Orbea Alma»
 * on its board card, in a calendar, in a reference's dropdown and in a mail, as on its list
 * card. One query per referenced entity for a whole page; only what `app`'s viewer may read
 * (a private list's names never reach a visitor: that part is left out).
 */
async function withRefTitles(
  deps: Deps,
  app: OpenApp,
  definition: AppDefinition,
  entity: AppEntity,
  list: AppRecord[],
): Promise<AppRecord[]> {
  // Nothing to look up in a list the viewer reads nothing of (a people entity is read per
  // record by its own account, decision 0247).
  const named = await findNamingRows(deps, app.project.id, definition, entity, list, (target) =>
    readsNoTitle(target, app.role),
  );
  const titles = await readableTitles(deps, app, definition, named.rows);
  return list.map((record, i) => {
    const refTitles = refTitlesOf(named.naming[i] ?? [], titles);
    return Object.keys(refTitles).length > 0 ? { ...record, refTitles } : record;
  });
}

/** The references that name each record of a list, and the records they point at. */
type NamingRows = {
  naming: { field: AppField; id: string }[][];
  /** By `${entity key}:${record id}`. */
  rows: Map<string, { target: AppEntity; row: records.RecordRow }>;
};

/**
 * The records `list`'s names point at (kit/titles.ts `namingReferences`), one query per
 * referenced entity; the entities `skip` names are not looked up.
 */
async function findNamingRows(
  deps: Deps,
  projectId: string,
  definition: AppDefinition,
  entity: AppEntity,
  list: AppRecord[],
  skip: (target: AppEntity) => boolean,
): Promise<NamingRows> {
  const wanted = new Map<string, Set<string>>();
  const naming = list.map((record) => namingReferences(entity, record));
  for (const refs of naming)
    for (const { field, id } of refs) {
      if (!field.ref) continue;
      const ids = wanted.get(field.ref) ?? new Set<string>();
      ids.add(id);
      wanted.set(field.ref, ids);
    }
  const rows: NamingRows['rows'] = new Map();
  for (const [targetKey, ids] of wanted) {
    const target = definition.entities.find((e) => e.key === targetKey);
    if (!target || skip(target)) continue;
    for (const row of await records.findRecords(deps.db, projectId, target.key, [...ids]))
      rows.set(`${target.key}:${row.id}`, { target, row });
  }
  return { naming, rows };
}

/** Whether `role` reads no record of `target` (a people entity is read by its own account). */
const readsNoTitle = (target: AppEntity, role: RecordRole) =>
  readScope(target, role) === 'none' && !target.accountField;

/** The titles of those of `rows` that `app`'s viewer may read, by the same keys. */
async function readableTitles(
  deps: Deps,
  app: OpenApp,
  definition: AppDefinition,
  rows: NamingRows['rows'],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const [key, { target, row }] of rows) {
    if (readsNoTitle(target, app.role)) continue;
    const scope = readScope(target, app.role);
    if (scope !== 'all' && !(await accessTo(deps, app, definition, target, row)).read) continue;
    titles.set(key, recordTitle(target, toRecord(target, row)));
  }
  return titles;
}

/** One record's `refTitles` (by field key) out of the titles found. */
function refTitlesOf(
  naming: { field: AppField; id: string }[],
  titles: Map<string, string>,
): Record<string, string> {
  const refTitles: Record<string, string> = {};
  for (const { field, id } of naming) {
    const title = titles.get(`${field.ref}:${id}`);
    if (title) refTitles[field.key] = title;
  }
  return refTitles;
}

/**
 * Who sent each record, for the owner and the team (issue 41 §2): the author's name where a
 * visitor wrote it (never on the owner's own records, never to visitors).
 */
async function withAuthors(deps: Deps, app: OpenApp, list: AppRecord[]): Promise<AppRecord[]> {
  if (!readsAll(app.role)) return list;
  const ownerId = app.project.userId;
  const accounts = await findAccounts(
    deps,
    list.map((r) => r.authorId).filter((id) => id && id !== ownerId),
  );
  return list.map((r) => {
    const name = accounts.get(r.authorId)?.name;
    return name ? { ...r, authorName: name } : r;
  });
}

/**
 * The app, its definition and the entity; under a rule read per record, no entity check. A
 * read of one record (`oneRecord`) of a people entity (`accountField`) is checked per record
 * too, by readOne: its person's account reads it (decision 0247).
 */
async function findVisible(
  deps: Deps,
  opts: { projectId: string; entityKey: string; viewer: Viewer; oneRecord?: boolean },
) {
  const app = await openApp(deps, opts.projectId, opts.viewer);
  const definition = await loadDefinition(deps, { project: app.project });
  const entity = entityOf(definition, opts.entityKey);
  const perRecord = PER_RECORD.has(entity.rule) || (opts.oneRecord && !!entity.accountField);
  if (!perRecord) requireRead(entity, app.role);
  return { ...app, definition, entity };
}

const recordMissing = () => notFound(t.recordNotFound, 'RECORD_NOT_FOUND');

/**
 * The stored record the viewer reads (getRecord, getRecordTotals), or the refusal: 404 under
 * a rule read per record; the entity's own 401/403 under the others, whether the record
 * exists or not (a people entity's record its account does not read answers as before).
 */
async function readOne(
  deps: Deps,
  app: Awaited<ReturnType<typeof findVisible>>,
  opts: { projectId: string; recordId: string; token?: string },
): Promise<records.RecordRow> {
  const row = await records.findRecord(deps.db, opts.projectId, app.entity.key, opts.recordId);
  const access = row
    ? await accessTo(deps, app, app.definition, app.entity, row, { token: opts.token })
    : null;
  if (row && access?.read) return row;
  if (!PER_RECORD.has(app.entity.rule)) requireRead(app.entity, app.role);
  throw recordMissing();
}

/**
 * One record: a 404 when it does not exist or the viewer may not read it (under
 * `formulario`, `token` is the private token an anonymous submission was answered with).
 */
export async function getRecord(
  deps: Deps,
  opts: {
    projectId: string;
    entityKey: string;
    recordId: string;
    viewer: Viewer;
    token?: string;
  },
): Promise<AppRecord> {
  const app = await findVisible(deps, { ...opts, oneRecord: true });
  const row = await readOne(deps, app, opts);
  const named = await withRefTitles(deps, app, app.definition, app.entity, [
    toRecord(app.entity, row),
  ]);
  const [record] = await withAuthors(deps, app, named);
  return record as AppRecord;
}

/**
 * The totals of one record (issue 38 §4; decision 0237): for each of its entity's `totals`,
 * the count (or the sum of a number or money field) of the records that point at it, over
 * only the records of `from` the viewer may read: one query per total, with the same scope
 * as the lists. A total over a list the viewer may not open is left out. 404 as getRecord.
 */
export async function getRecordTotals(
  deps: Deps,
  opts: { projectId: string; entityKey: string; recordId: string; viewer: Viewer; token?: string },
): Promise<RecordTotal[]> {
  const app = await findVisible(deps, { ...opts, oneRecord: true });
  const row = await readOne(deps, app, opts);
  const out: RecordTotal[] = [];
  // Like the list: a scope that reaches no record (vinculada, no verified email) counts 0.
  const totalOver = async (from: AppEntity, via: string, sumKey: string | undefined) => {
    const scope = listScope(app.definition, from, app);
    return scope === null
      ? 0
      : await records.totalOf(deps.db, deps.dbHandle.engine, {
          projectId: app.project.id,
          entityKey: from.key,
          scope,
          via,
          id: row.id,
          sumKey,
        });
  };
  for (const source of readableTotals(app.entity, app.definition.entities, app.role)) {
    const { total, from, field, minus } = source;
    // A balance (decision 0279): the subtracted sum under its own list's scope too.
    const value = totalValue(
      field,
      await totalOver(from, total.via, total.field),
      minus ? await totalOver(minus.from, minus.via.key, minus.field.key) : 0,
    );
    out.push({
      label: total.label,
      from: from.key,
      via: total.via,
      field: total.field ?? null,
      kind: totalKind(source),
      value,
      ...(minus && {
        minus: { from: minus.from.key, via: minus.via.key, field: minus.field.key },
      }),
    });
  }
  return out;
}

/** A write refused: 401 signed out, 404 when the record is not the viewer's to see, else 403. */
function requireChange(
  entity: AppEntity,
  role: RecordRole,
  access: { read: boolean; change: boolean },
  row: records.RecordRow,
  viewer: Viewer,
): void {
  if (access.change) return;
  if (role === 'anonymous') throw unauthorized(t.signInToCreate);
  if (!access.read) throw recordMissing();
  if (entity.rule === 'formulario' && row.authorId === viewer?.id)
    throw forbidden(t.alreadyManaged, 'RECORD_MANAGED');
  if (entity.rule === 'publica' || entity.rule === 'propia')
    throw forbidden(t.notYourRecord, 'NOT_YOUR_RECORD');
  throw forbidden(t.onlyOwnerWrites, 'OWNER_ONLY');
}

async function checkReferences(
  deps: Deps,
  projectId: string,
  references: { field: { label: string; ref?: string }; id: string }[],
  definition: AppDefinition,
): Promise<void> {
  for (const r of references) {
    const target = definition.entities.find((e) => e.key === r.field.ref);
    const found = target
      ? await records.existingIds(deps.db, projectId, target.key, [r.id])
      : new Set<string>();
    if (!found.has(r.id))
      throw badRequest(
        fill(t.badReference, { field: r.field.label, entity: target?.labelPlural ?? '' }),
        'INVALID_REFERENCE',
      );
  }
}

/**
 * The files a record names must be files uploaded to this app (a URL of another app, or one
 * never stored, is a 400 in Spanish); each value gets the size as stored, whatever was sent.
 */
async function checkFiles(
  deps: Deps,
  projectId: string,
  files: FileRef[],
  clean: RecordData,
): Promise<void> {
  if (files.length === 0) return;
  const sizes = await objectSizes(
    deps,
    projectId,
    'app-file',
    files.map((f) => f.key),
  );
  for (const f of files) {
    const size = sizes.get(f.key);
    const file = parseFileValue(clean[f.field.key]);
    if (size === undefined || !file)
      throw badRequest(fill(t.badFile, { field: f.field.label }), 'INVALID_RECORD');
    clean[f.field.key] = fileValueString({ url: file.url, name: file.name, size });
  }
}

export const imagePrefixFor = (projectId: string) => `/files/apps/${projectId}/`;

/**
 * The per-plan record quota of the project's owner: the records they created in every one of
 * their apps together. What visitors create is not counted here: it has caps of its own per
 * visitor and per app a day (visitorCaps), so strangers never spend the owner's quota.
 */
export async function recordQuota(
  deps: Deps,
  { ownerId, shown = false }: { ownerId: string; shown?: boolean },
): Promise<{ used: number; limit: number; plan: PlanName }> {
  const ids = await listProjectIds(deps, { userId: ownerId });
  const used = await records.countForProjects(deps.db, ids, ownerId);
  // A create reads the plan only near the smallest quota: most apps never get there. What the
  // owner is shown reads it always (a Starter owner saw «40 / 1000 (Free)», found by a hand test).
  if (!shown && used < APP_RECORD_QUOTA[FREE_PLAN.name] * 0.9)
    return { used, limit: APP_RECORD_QUOTA.Free, plan: 'Free' };
  const plan = (await getSubscriptionView(deps, { userId: ownerId })).planName;
  return { used, limit: APP_RECORD_QUOTA[plan], plan };
}

export async function createRecord(
  deps: Deps & Pick<AppDeps, 'mailer'>,
  opts: { projectId: string; entityKey: string; viewer: Viewer; data: Record<string, unknown> },
): Promise<CreateRecordResponse> {
  const { project, role, definition, entity } = await findVisible(deps, opts).catch((error) => {
    // Creating in a section one cannot read is refused as a write, with the write's message.
    if (error instanceof AppError && error.code === 'ENTITY_PRIVATE')
      throw forbidden(t.onlyOwnerWrites, 'OWNER_ONLY');
    if (error instanceof AppError && error.code === 'UNAUTHORIZED')
      throw unauthorized(t.signInToCreate);
    throw error;
  });
  if (!canCreate(entity, role)) {
    if (role === 'anonymous') throw unauthorized(t.signInToCreate);
    throw forbidden(t.onlyOwnerWrites, 'OWNER_ONLY');
  }
  // A visitor's values of the fields the team sets are left out (decision 0270).
  const { clean, references, files } = validateData(entity, opts.data, {
    partial: false,
    imagePrefix: imagePrefixFor(project.id),
    role,
  });
  await checkFiles(deps, project.id, files, clean);
  const json = encodeData(clean);
  await checkReferences(deps, project.id, references, definition);
  const now = nowIso();
  // A submission without an account (formulario with `anonymous`) has no author; its sender
  // gets a private token, kept here only as its hash, to read it back.
  const token = opts.viewer ? null : randomBytes(32).toString('base64url');
  const row: records.RecordRow = {
    id: newId(),
    projectId: project.id,
    entityKey: entity.key,
    data: json,
    authorId: opts.viewer?.id ?? '',
    isExample: 0,
    createdAt: now,
    updatedAt: now,
    accessTokenHash: token ? hashToken(token) : null,
    managedAt: null,
    // The team's `equipo` creates for the owner: its records count in the owner's quota.
    byTeam: role === 'equipo' ? 1 : 0,
  };
  if (!managesAll(role)) {
    // A visitor's record: their own cap and the app's visitors' cap of the day, counted and
    // inserted as one step per app (a submission without an account counts as one visitor, the
    // anonymous one, besides the per-address write limit).
    await deps.db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, deps.dbHandle.engine, `app-visitors:${project.id}`);
      await spendVisitorAllowance(trx, deps, {
        projectId: project.id,
        userId: row.authorId,
        what: 'records',
      });
      await records.insertRecords(trx, [row]);
    });
  } else {
    const quota = await recordQuota(deps, { ownerId: project.userId });
    const quotaReached = () =>
      new AppError('APP_RECORD_QUOTA', {
        userMessage: fill(t.quotaReached, { limit: quota.limit, plan: quota.plan }),
        kind: 'PAYMENT_REQUIRED',
      });
    if (quota.used >= quota.limit) throw quotaReached();
    // Count and insert as one step per owner, so two creates in the same instant cannot both
    // take the last place (SQLite: the transaction holds the database; PostgreSQL: a lock on
    // the owner's quota until the transaction ends).
    await deps.db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, deps.dbHandle.engine, `app-quota:${project.userId}`);
      const used = await records.countForProjects(
        trx,
        await listProjectIds(inTransaction(deps, trx), { userId: project.userId }),
        project.userId,
      );
      if (used >= quota.limit) throw quotaReached();
      await records.insertRecords(trx, [row]);
    });
  }
  publishAppChange(deps, {
    projectId: project.id,
    change: { entityKey: entity.key, recordId: row.id, kind: 'created' },
    audience: await audienceOf(deps, project.id, definition, entity, [row]),
  });
  await notifyByMail(deps, { project, definition, entity, row, by: opts.viewer });
  const record = toRecord(entity, row);
  if (!token) return { record };
  const path = `/api/apps/${encodeURIComponent(project.id)}/records/${entity.key}/${row.id}?token=${token}`;
  return { record, access: { token, path } };
}

/** Today's day (UTC) for the visitors' daily caps. */
const today = (at = new Date()) => at.toISOString().slice(0, 10);

/**
 * Spends one of a visitor's records or uploads of the day in an app, or refuses with 429:
 * their own cap, then all visitors' cap of that app (docs/decisions/0211). Call it in a
 * transaction holding `app-visitors:{projectId}`, with the write it allows.
 */
async function spendVisitorAllowance(
  trx: DbOrTrx,
  deps: Deps,
  opts: { projectId: string; userId: string; what: 'records' | 'uploads' },
): Promise<void> {
  const day = today();
  const counts = await usage.readUsage(trx, opts.projectId, day, [opts.userId, usage.ALL_VISITORS]);
  const mine = counts.get(opts.userId)?.[opts.what] ?? 0;
  const all = counts.get(usage.ALL_VISITORS)?.[opts.what] ?? 0;
  const c = deps.config;
  const [own, app] =
    opts.what === 'records'
      ? [c.APP_VISITOR_RECORDS_PER_DAY, c.APP_VISITORS_RECORDS_PER_DAY]
      : [c.APP_VISITOR_UPLOADS_PER_DAY, c.APP_VISITORS_UPLOADS_PER_DAY];
  const refuse = (code: string, message: string, limit: number) =>
    new AppError(code, { userMessage: fill(message, { limit }), kind: 'RATE_LIMITED' });
  if (mine >= own)
    throw opts.what === 'records'
      ? refuse('APP_VISITOR_DAILY_LIMIT', t.visitorDailyRecords, own)
      : refuse('APP_VISITOR_DAILY_UPLOADS', t.visitorDailyUploads, own);
  if (all >= app)
    throw opts.what === 'records'
      ? refuse('APP_VISITORS_DAILY_LIMIT', t.visitorsDailyRecords, app)
      : refuse('APP_VISITORS_DAILY_UPLOADS', t.visitorsDailyUploads, app);
  for (const userId of [opts.userId, usage.ALL_VISITORS])
    await usage.addUsage(trx, { projectId: opts.projectId, userId, day, [opts.what]: 1 });
}

/**
 * Every record one visitor created in the app, deleted in one step (owner only): the
 * records of the lists shown and of the ones kept aside. The owner's own are refused (400).
 */
export async function deleteVisitorRecords(
  deps: Deps,
  opts: { projectId: string; userId: string; viewer: Viewer },
): Promise<number> {
  const app = await openApp(deps, opts.projectId, opts.viewer);
  // The owner's alone: `equipo` deletes records one by one (decision 0232).
  requireOwner(app);
  if (opts.userId === app.project.userId) throw badRequest(t.notAVisitor, 'NOT_A_VISITOR');
  const { removed, entityKeys } = await records.deleteByAuthor(
    deps.db,
    app.project.id,
    opts.userId,
  );
  // One notice per list that lost records (none for the lists kept aside).
  for (const entityKey of entityKeys.filter((k) => MODEL_KEY_PATTERN.test(k)))
    publishAppChange(deps, {
      projectId: app.project.id,
      change: { entityKey, recordId: null, kind: 'deleted' },
    });
  return removed;
}

export async function updateRecord(
  deps: Deps & Pick<AppDeps, 'mailer'>,
  opts: {
    projectId: string;
    entityKey: string;
    recordId: string;
    viewer: Viewer;
    data: Record<string, unknown>;
  },
): Promise<AppRecord> {
  const app = await findVisible(deps, opts).catch((error) => {
    if (error instanceof AppError && error.code === 'ENTITY_PRIVATE')
      throw forbidden(t.onlyOwnerWrites, 'OWNER_ONLY');
    throw error;
  });
  const { project, role, definition, entity } = app;
  if (role === 'anonymous') throw unauthorized(t.signInToCreate);
  const { clean, references, files } = validateData(entity, opts.data, {
    partial: true,
    imagePrefix: imagePrefixFor(project.id),
    role,
  });
  await checkFiles(deps, project.id, files, clean);
  await checkReferences(deps, project.id, references, definition);
  const engine = deps.dbHandle.engine;
  // Read, merge and write in one transaction holding the row (PostgreSQL) or the database
  // (SQLite), so concurrent PATCHes of different fields all land.
  const { row, before } = await deps.db.transaction().execute(async (trx) => {
    const current = await records.findRecordForUpdate(
      trx,
      engine,
      project.id,
      entity.key,
      opts.recordId,
    );
    if (!current) throw recordMissing();
    const access = await accessTo(deps, app, definition, entity, current, { db: trx });
    requireChange(entity, role, access, current, opts.viewer);
    const stored = storedData(current);
    const data = encodeData({ ...stored, ...clean });
    const at = nowIso();
    // The owner (or `equipo`) changing someone else's record "manages" it: a formulario's
    // author can no longer edit it (docs/decisions/0212-who-sees-what.md).
    const managedAt = managesAll(role) && current.authorId !== opts.viewer?.id ? at : undefined;
    await records.updateRecordData(trx, current.id, data, at, managedAt);
    return {
      row: { ...current, data, updatedAt: at, managedAt: managedAt ?? current.managedAt },
      before: current,
    };
  });
  publishAppChange(deps, {
    projectId: project.id,
    change: { entityKey: entity.key, recordId: row.id, kind: 'updated' },
    audience: await audienceOf(deps, project.id, definition, entity, [row, before]),
  });
  await notifyByMail(deps, { project, definition, entity, row, before, by: opts.viewer });
  return toRecord(entity, row);
}

export async function deleteRecord(
  deps: Deps,
  opts: { projectId: string; entityKey: string; recordId: string; viewer: Viewer },
): Promise<void> {
  const app = await findVisible(deps, opts).catch((error) => {
    if (error instanceof AppError && error.code === 'ENTITY_PRIVATE')
      throw forbidden(t.onlyOwnerWrites, 'OWNER_ONLY');
    throw error;
  });
  const { project, role, entity, definition } = app;
  if (role === 'anonymous') throw unauthorized(t.signInToCreate);
  const current = await records.findRecord(deps.db, project.id, entity.key, opts.recordId);
  if (!current) throw recordMissing();
  const access = await accessTo(deps, app, definition, entity, current);
  requireChange(entity, role, access, current, opts.viewer);
  const audience = await audienceOf(deps, project.id, definition, entity, [current]);
  await records.deleteRecord(deps.db, project.id, current.id);
  publishAppChange(deps, {
    projectId: project.id,
    change: {
      entityKey: entity.key,
      recordId: current.id,
      kind: 'deleted',
    },
    audience,
  });
}

// ---------- the owner's tools ----------

export type AppSummary = {
  entities: { key: string; count: number; examples: number }[];
  quota: { used: number; limit: number; plan: PlanName };
  /** What all visitors created in the app today (UTC), against the app's daily caps. */
  visitorsToday: { records: number; uploads: number; uploadBytes: number };
};

export async function getAppSummary(
  deps: Deps,
  { projectId, viewer }: { projectId: string; viewer: Viewer },
): Promise<AppSummary> {
  const app = await openApp(deps, projectId, viewer);
  requireOwner(app);
  const definition = await loadDefinition(deps, { project: app.project });
  const counts = await records.countByEntity(deps.db, projectId);
  return {
    entities: definition.entities.map((e) => {
      const c = counts.find((x) => x.entityKey === e.key);
      return { key: e.key, count: c?.count ?? 0, examples: c?.examples ?? 0 };
    }),
    quota: await recordQuota(deps, { ownerId: app.project.userId, shown: true }),
    visitorsToday: (await usage.readUsage(deps.db, projectId, today(), [usage.ALL_VISITORS])).get(
      usage.ALL_VISITORS,
    ) ?? { records: 0, uploads: 0, uploadBytes: 0 },
  };
}

export async function removeExamples(
  deps: Deps,
  { projectId, viewer }: { projectId: string; viewer: Viewer },
): Promise<number> {
  const app = await openApp(deps, projectId, viewer);
  requireOwner(app);
  const removed = await records.deleteExamples(deps.db, projectId);
  publishAppChange(deps, {
    projectId: projectId,
    change: { entityKey: '', recordId: null, kind: 'examples-removed' },
  });
  return removed;
}

export type CsvSeparator = ',' | ';';

/** A plain number or a phone as typed (digits, spaces, ( ) . / - and a leading + or -). */
const NUMBER_OR_PHONE = /^[+-]?[0-9][0-9 ().,/-]*$/;

/**
 * A CSV cell (issue 40, row 11). Numbers (number, money, rating) are written as numbers, with
 * a decimal comma in the `;` variant (the separator of the spreadsheets whose decimal mark is
 * the comma). Text is quoted, and text that a spreadsheet would read as a formula (a leading
 * = + - @, tab or return) gets a leading ' — unless it is a plain number or a phone, which
 * carry no formula: `-3` and `+34 600 111 222` stay as they are.
 */
function csvCell(value: unknown, sep: CsvSeparator): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return sep === ';' ? String(value).replace('.', ',') : String(value);
  let text = typeof value === 'boolean' ? (value ? 'sí' : 'no') : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER_OR_PHONE.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Every record of an entity, oldest first, as stored (the code export's seed data). */
export async function allEntityRecords(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  entityKey: string,
): Promise<{ id: string; data: string; createdAt: string; updatedAt: string }[]> {
  return records.allRecords(deps.db, projectId, entityKey);
}

/**
 * Every record of one entity as CSV (the owner and the team, who read every record): id, the
 * fields, author and dates; `,` by default, `;` (with decimal commas) for spreadsheets set to
 * it (docs/decisions/0211).
 */
export async function exportCsv(
  deps: Deps,
  opts: { projectId: string; entityKey: string; viewer: Viewer; separator?: CsvSeparator },
): Promise<{ filename: string; csv: string }> {
  const app = await openApp(deps, opts.projectId, opts.viewer);
  if (!readsAll(app.role)) requireOwner(app);
  const sep = opts.separator ?? ',';
  const definition = await loadDefinition(deps, { project: app.project });
  const entity = entityOf(definition, opts.entityKey);
  const rows = await records.allRecords(deps.db, opts.projectId, entity.key);
  const cell = (v: unknown) => csvCell(v, sep);
  const header = ['id', ...entity.fields.map((f) => f.label), 'autor', 'creado', 'actualizado'];
  const lines = [header.map(cell).join(sep)];
  for (const row of rows) {
    const record = toRecord(entity, row);
    lines.push(
      [
        record.id,
        ...entity.fields.map((f) => {
          const value = Object.hasOwn(record.data, f.key) ? record.data[f.key] : null;
          // A file as its name and its address, never the stored query.
          const file = f.type === 'file' ? parseFileValue(value) : null;
          return file ? `${file.name} (${file.url})` : value;
        }),
        record.authorId,
        record.createdAt,
        record.updatedAt,
      ]
        .map(cell)
        .join(sep),
    );
  }
  // A BOM so spreadsheet programs read the accents as UTF-8.
  return {
    filename: `${app.project.slug}-${entity.key}.csv`,
    csv: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}

// ---------- images and files ----------

export const APP_IMAGE_MAX_MB = 5;
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'];
const APP_IMAGE_POLICY: UploadPolicy = {
  maxBytes: APP_IMAGE_MAX_MB * 1024 * 1024,
  maxMb: APP_IMAGE_MAX_MB,
  extensions: IMAGE_EXTENSIONS,
  mismatchMessage: messages.projectsFlow.fileContentMismatch,
  mismatchKind: 'UNSUPPORTED_MEDIA_TYPE',
};

/** A `file` field's upload policy: the extensions of contracts/app-files.ts, the plan's size. */
function filePolicy(plan: PlanName): UploadPolicy {
  const maxMb = APP_FILE_MAX_MB[plan];
  return {
    maxBytes: maxMb * 1024 * 1024,
    maxMb,
    extensions: Object.keys(FILE_FIELD_EXTENSIONS),
    mismatchMessage: t.fileContentMismatch,
    mismatchKind: 'UNSUPPORTED_MEDIA_TYPE',
    tooLargeMessage: t.fileTooLarge.replace('{plan}', plan),
    unsupportedMessage: t.fileTypeNotAccepted,
  };
}

/** What requireUpload found the viewer may upload to the app (before any byte is read). */
export type UploadAccess = {
  /** A visitor's upload: its bytes are counted. */
  visitor: boolean;
  /** Some entity with an image field takes the viewer's records. */
  images: boolean;
  /** Some entity with a file field takes the viewer's records; the owner's plan's limit. */
  files: { plan: PlanName; maxBytes: number } | null;
  /**
   * A visitor without an account (decision 0249): their address's key in the daily counts and
   * the bytes set aside for this upload in the app's anonymous allowance (the most it may be).
   */
  anonymous?: { client: string; reserved: number; capped: boolean };
};

/** The most bytes the request's file part may carry, whatever it turns out to be. */
export const uploadMaxBytes = (access: UploadAccess) =>
  Math.min(
    Math.max(access.images ? APP_IMAGE_POLICY.maxBytes : 0, access.files?.maxBytes ?? 0),
    access.anonymous?.reserved ?? Number.POSITIVE_INFINITY,
  );

export type AppUpload =
  | { url: string; uploadToken?: string }
  | {
      url: string;
      value: string;
      name: string;
      size: number;
      kind: FileKind;
      uploadToken?: string;
    };

/**
 * An image for an image field or a file for a file field, through the one upload pipeline
 * (the extension says which; the bytes must agree): anyone who may create records in an
 * entity with such a field may upload; the object is recorded as theirs, in this project
 * (kind `app-image` or `app-file`), under /files/apps/{projectId}/. A file answers the value
 * its field takes (contracts/app-files.ts). An anonymous visitor's upload is recorded with no
 * owner and answers its upload token, the only way to open it until a record holds it.
 */
export async function uploadToApp(
  deps: Deps & Pick<AppDeps, 'storage' | 'authSecret'>,
  opts: {
    projectId: string;
    viewer: Viewer;
    filename: string;
    stream: Readable;
    access: UploadAccess;
  },
): Promise<AppUpload> {
  const { access } = opts;
  const ext = extensionOf(cleanFileName(opts.filename));
  const isImage = IMAGE_EXTENSIONS.includes(ext);
  const isFile = !isImage && Object.hasOwn(FILE_FIELD_EXTENSIONS, ext);
  const refuse = (message: string) => {
    opts.stream.on('error', () => {});
    opts.stream.resume();
    return forbidden(message, 'OWNER_ONLY');
  };
  if (isImage && !access.images) throw refuse(t.noImageFields);
  if (isFile && !access.files) throw refuse(t.noFileFields);
  // Anything else is refused by the policy of what the app takes (files' message if it takes them).
  const asFile = access.files !== null && !isImage;
  const userId = opts.viewer?.id ?? ANONYMOUS_UPLOADER;
  const stored = await storeUpload(deps, {
    source: opts.stream,
    filename: opts.filename,
    policy: asFile && access.files ? filePolicy(access.files.plan) : APP_IMAGE_POLICY,
    owner: { userId, projectId: opts.projectId, kind: asFile ? 'app-file' : 'app-image' },
    keyFor: ({ id, ext, safeName }) =>
      asFile ? `apps/${opts.projectId}/${id}/${safeName}` : `apps/${opts.projectId}/${id}.${ext}`,
  });
  if (access.anonymous) {
    // The bytes set aside become the bytes stored: the app's anonymous count, the address's
    // and all visitors' (what the owner's summary shows).
    const day = today();
    const { client, reserved } = access.anonymous;
    await usage.addUsage(deps.db, {
      projectId: opts.projectId,
      userId: ANONYMOUS_VISITORS,
      day,
      uploadBytes: stored.size - reserved,
    });
    access.anonymous.reserved = 0;
    for (const id of [client, usage.ALL_VISITORS])
      await usage.addUsage(deps.db, {
        projectId: opts.projectId,
        userId: id,
        day,
        uploadBytes: stored.size,
      });
  } else if (access.visitor) {
    const day = today();
    for (const id of [userId, usage.ALL_VISITORS])
      await usage.addUsage(deps.db, {
        projectId: opts.projectId,
        userId: id,
        day,
        uploadBytes: stored.size,
      });
  }
  const uploadToken = opts.viewer ? undefined : appUploadToken(deps.authSecret, stored.key);
  const token = uploadToken ? { uploadToken } : {};
  if (!asFile) return { url: stored.publicUrl, ...token };
  const file = { url: stored.publicUrl, name: stored.originalName, size: stored.size };
  const value = fileValueString(file);
  const parsed = parseFileValue(value);
  return {
    ...file,
    name: parsed?.name ?? file.name,
    value,
    kind: parsed?.kind ?? 'archive',
    ...token,
  };
}

/**
 * An anonymous upload that stored nothing gives back the bytes it set aside (its place of the
 * day stays spent, as a visitor's does): called by the route when the upload fails.
 */
export async function releaseUpload(
  deps: Deps,
  opts: { projectId: string; access: UploadAccess },
): Promise<void> {
  const reserved = opts.access.anonymous?.reserved ?? 0;
  if (reserved <= 0) return;
  if (opts.access.anonymous) opts.access.anonymous.reserved = 0;
  await usage.addUsage(deps.db, {
    projectId: opts.projectId,
    userId: ANONYMOUS_VISITORS,
    day: today(),
    uploadBytes: -reserved,
  });
}

/** The daily counts of all of an app's visitors without an account together (0249). */
const ANONYMOUS_VISITORS = '';

/**
 * Whether the viewer may upload images or files to this app (before reading any byte): they
 * may create records in an entity with an image or a file field. A visitor's upload spends
 * one of their uploads of the day (and the app's visitors'), images and files alike, or is
 * a 429 (docs/decisions/0211, 0233). A visitor without an account may upload only where a
 * `formulario` entity with `anonymous` has such a field; their address and all of them
 * together have caps of their own, and the bytes are set aside before any is read
 * (docs/decisions/0249).
 */
export async function requireUpload(
  deps: Deps,
  {
    projectId,
    viewer,
    client,
    declaredBytes,
  }: {
    projectId: string;
    viewer: Viewer;
    /** The key of the request's address (never the address itself), for an anonymous upload. */
    client?: string;
    /** The request's Content-Length: the file is no larger, so no more is set aside. */
    declaredBytes?: number;
  },
): Promise<UploadAccess> {
  const { project, role } = await openApp(deps, projectId, viewer);
  const definition = await loadDefinition(deps, { project: project });
  const takes = (type: 'image' | 'file') =>
    definition.entities.some((e) => e.fields.some((f) => f.type === type) && canCreate(e, role));
  const images = takes('image');
  const withFiles = takes('file');
  if (!images && !withFiles) {
    if (role === 'anonymous') throw unauthorized(t.signInToCreate);
    throw forbidden(t.onlyOwnerWrites, 'OWNER_ONLY');
  }
  let files: UploadAccess['files'] = null;
  if (withFiles) {
    const plan = (await getSubscriptionView(deps, { userId: project.userId })).planName;
    files = { plan, maxBytes: APP_FILE_MAX_MB[plan] * 1024 * 1024 };
  }
  // The owner's and `equipo`'s uploads are not a visitor's: no daily cap (decision 0232).
  if (managesAll(role)) return { visitor: false, images, files };
  if (role === 'anonymous') {
    const limit = uploadMaxBytes({ visitor: true, images, files });
    const wanted =
      declaredBytes !== undefined && declaredBytes > 0 ? Math.min(limit, declaredBytes) : limit;
    const anonymous = await spendAnonymousUpload(deps, {
      projectId: project.id,
      client: client ?? 'ip:unknown',
      wanted,
    });
    return { visitor: true, images, files, anonymous };
  }
  await deps.db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, deps.dbHandle.engine, `app-visitors:${project.id}`);
    await spendVisitorAllowance(trx, deps, {
      projectId: project.id,
      userId: (viewer as { id: string }).id,
      what: 'uploads',
    });
  });
  return { visitor: true, images, files };
}

/**
 * One anonymous upload of the day: the address's cap, then the app's anonymous caps (count
 * and bytes), then all visitors' cap, or a 429 in Spanish; the bytes it may carry (the
 * field's limit, or what is left of the app's anonymous bytes) are set aside in the same
 * step under the app's lock, so concurrent uploads can never pass the cap together.
 */
async function spendAnonymousUpload(
  deps: Deps,
  opts: { projectId: string; client: string; wanted: number },
): Promise<{ client: string; reserved: number; capped: boolean }> {
  const c = deps.config;
  const capBytes = c.APP_ANONYMOUS_APP_UPLOAD_MB_PER_DAY * 1024 * 1024;
  const day = today();
  const refuse = (code: string, message: string, values: Record<string, number>) =>
    new AppError(code, { userMessage: fill(message, values), kind: 'RATE_LIMITED' });
  return deps.db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, deps.dbHandle.engine, `app-visitors:${opts.projectId}`);
    const ids = [opts.client, ANONYMOUS_VISITORS, usage.ALL_VISITORS];
    const counts = await usage.readUsage(trx, opts.projectId, day, ids);
    const mine = counts.get(opts.client)?.uploads ?? 0;
    const anonymous = counts.get(ANONYMOUS_VISITORS) ?? { uploads: 0, uploadBytes: 0 };
    const all = counts.get(usage.ALL_VISITORS)?.uploads ?? 0;
    if (mine >= c.APP_ANONYMOUS_UPLOADS_PER_DAY)
      throw refuse('APP_ANONYMOUS_DAILY_UPLOADS', t.anonymousDailyUploads, {
        limit: c.APP_ANONYMOUS_UPLOADS_PER_DAY,
      });
    if (
      anonymous.uploads >= c.APP_ANONYMOUS_APP_UPLOADS_PER_DAY ||
      anonymous.uploadBytes >= capBytes
    )
      throw refuse('APP_ANONYMOUS_APP_DAILY_UPLOADS', t.anonymousAppDailyUploads, {
        limit: c.APP_ANONYMOUS_APP_UPLOADS_PER_DAY,
        mb: c.APP_ANONYMOUS_APP_UPLOAD_MB_PER_DAY,
      });
    if (all >= c.APP_VISITORS_UPLOADS_PER_DAY)
      throw refuse('APP_VISITORS_DAILY_UPLOADS', t.visitorsDailyUploads, {
        limit: c.APP_VISITORS_UPLOADS_PER_DAY,
      });
    const left = capBytes - anonymous.uploadBytes;
    const reserved = Math.min(opts.wanted, left);
    await usage.addUsage(trx, {
      projectId: opts.projectId,
      userId: ANONYMOUS_VISITORS,
      day,
      uploads: 1,
      uploadBytes: reserved,
    });
    for (const userId of [opts.client, usage.ALL_VISITORS])
      await usage.addUsage(trx, { projectId: opts.projectId, userId, day, uploads: 1 });
    return { client: opts.client, reserved, capped: left < opts.wanted };
  });
}

/**
 * An upload over what is left of the app's anonymous bytes of the day (less than its field's
 * limit) is the app's daily cap, a 429, not the plan's 413.
 */
export function anonymousCapError(deps: Deps, access: UploadAccess, error: unknown): unknown {
  if (!access.anonymous?.capped || !(error instanceof AppError) || error.code !== 'FILE_TOO_LARGE')
    return error;
  const c = deps.config;
  return new AppError('APP_ANONYMOUS_APP_DAILY_UPLOADS', {
    userMessage: fill(t.anonymousAppDailyUploads, {
      limit: c.APP_ANONYMOUS_APP_UPLOADS_PER_DAY,
      mb: c.APP_ANONYMOUS_APP_UPLOAD_MB_PER_DAY,
    }),
    kind: 'RATE_LIMITED',
  });
}

/** How far back, past the waiting time, the sweep looks for unused images. */
const SWEEP_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * Removes the app images that visitors uploaded between APP_UNUSED_UPLOAD_HOURS (+ 48 h) and
 * APP_UNUSED_UPLOAD_HOURS before `now` and that no record of the app uses (the owner's own
 * images are theirs to manage); forgets the visitors' daily counts older than yesterday.
 * Returns how many images it removed. Runs hourly (startAppSweeps) and in tests.
 */
export async function sweepUnusedImages(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const to = new Date(now.getTime() - deps.config.APP_UNUSED_UPLOAD_HOURS * 60 * 60 * 1000);
  const from = new Date(to.getTime() - SWEEP_WINDOW_MS);
  const candidates = [
    ...(await listObjectsOfKind(deps, 'app-image', from.toISOString(), to.toISOString())),
    ...(await listObjectsOfKind(deps, 'app-file', from.toISOString(), to.toISOString())),
  ];
  const owners = new Map<string, string | null>();
  const unused: string[] = [];
  for (const object of candidates) {
    if (!object.projectId) continue;
    if (!owners.has(object.projectId))
      owners.set(
        object.projectId,
        (await findAppProject(deps, { projectId: object.projectId }))?.userId ?? null,
      );
    if (object.ownerUserId === owners.get(object.projectId)) continue;
    // `apps/{projectId}/{id}.{ext}` (an image) or `apps/{projectId}/{id}/{name}` (a file).
    const name = object.key.split('/')[2] ?? object.key;
    if (!(await records.anyRecordMentions(deps.db, object.projectId, name)))
      unused.push(object.key);
  }
  await removeObjects(deps, unused);
  await usage.deleteUsageBefore(deps.db, today(new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  return unused.length;
}

/** The hourly unused-image sweep (server/modules/index.ts); stop() waits for a running pass. */
export function startAppSweeps(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  opts: { onError?: (error: unknown) => void } = {},
) {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (stopped || running) return;
    running = sweepUnusedImages(deps)
      .catch((error) => opts.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(pass, 60_000);
  const every = setInterval(pass, 60 * 60 * 1000);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

// ---------- the server-rendered first paint ----------

/**
 * The running app's page for the server renderer (server/web-shell.ts): 404 unless visitors
 * may reach it; its version changes with the project, the definition and any record, so a
 * cached render is never stale. The content is the signed-out view.
 */
export async function resolveAppPage(
  deps: Deps,
  { slug }: { slug: string },
): Promise<
  | { status: 404 }
  | {
      status: 200;
      version: string;
      load(): Promise<{
        info: AppInfo;
        records?: { entityKey: string; data: ListRecordsResponse };
      }>;
    }
> {
  const project = await findAppProject(deps, { slug });
  if (!project?.isLive) return { status: 404 };
  const [definition, stamp] = await Promise.all([
    definitions.findDefinition(deps.db, project.id),
    records.recordsStamp(deps.db, project.id),
  ]);
  return {
    status: 200,
    version: `${project.updatedAt}|${definition?.updatedAt ?? ''}|${stamp}`,
    async load() {
      const info = await getAppInfo(deps, { projectId: project.id }, null);
      const first = info.definition.entities.find((e) => e.key === info.definition.navigation[0]);
      if (!first || readScope(first, 'anonymous') !== 'all') return { info };
      const data = await listRecords(deps, {
        projectId: project.id,
        entityKey: first.key,
        viewer: null,
        query: listRecordsQuerySchema.parse({ limit: '20' }),
      });
      return { info, records: { entityKey: first.key, data } };
    },
  };
}

/** Everything a deleted project's app kept (called by the projects module's deleteProject). */
export async function removeAppData(
  deps: Pick<AppDeps, 'db'>,
  { projectId }: { projectId: string },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await records.deleteProjectRecords(trx, projectId);
    await definitions.deleteDefinition(trx, projectId);
    await versions.deleteProjectVersions(trx, projectId);
    await proposals.deleteProjectProposals(trx, projectId);
    await usage.deleteProjectUsage(trx, projectId);
    await team.deleteProjectMembers(trx, projectId);
  });
  // Its images go with the project's other stored objects (files' removeProjectObjects).
}
