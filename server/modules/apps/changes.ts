import {
  type ChangeNotUnderstoodBody,
  type ChangeOperation,
  type ChangeSuggestion,
  changeOperationsSchema,
  INSTRUCTION_MAX_LENGTH,
  operationsRequestSchema,
} from '../../../contracts/app-changes.ts';
import {
  type AppDefinition,
  type AppEntityInput,
  appDefinitionInputSchema,
  isTextLike,
  normalizeAppDefinition,
} from '../../../contracts/app-definition.ts';
import type { DataModel } from '../../../contracts/data-model.ts';
import { fill, messages } from '../../../contracts/messages.ts';
import { type DesignInput, designSchema } from '../../../contracts/projects.ts';
import { loadOfflineEngine } from '../../lib/ai/offline-client.ts';
import { AppError, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { consumeCredit } from '../billing/service.ts';
import * as proposals from './change-proposals.repo.ts';
import * as definitions from './definitions.repo.ts';
import {
  type Deps,
  designSnapshot,
  loadDefinition,
  openApp,
  parseStored,
  type Viewer,
  writeVersion,
} from './service.ts';
import * as versions from './versions.repo.ts';

// "Change the app by asking" (issue 27; docs/decisions/0180): an owner's instruction in
// Spanish is read into the operations of contracts/app-changes.ts — by the model provider
// when one is configured (json_schema first), else, and whenever the model fails, by the
// offline reader — checked with applyOperations, summarised, charged one message credit and
// stored as a proposal. Applying it writes a new numbered version (service.writeVersion) only
// if the app is still at the version it was read against. Any version can be restored.

const e = messages.appChanges.errors;
/** A proposal not applied within this time is removed with the next one. */
const PROPOSAL_TTL_MS = 24 * 60 * 60 * 1000;

export type ChangeProposal = {
  id: string;
  baseVersion: number;
  summary: string[];
  operations: ChangeOperation[];
  /** Whether applying it hides stored values (then `confirm: true` is needed). */
  removesData: boolean;
};
export type VersionItem = {
  version: number;
  kind: string;
  instruction: string | null;
  restoredFrom: number | null;
  authorId: string | null;
  createdAt: string;
};

/** The app of an owner: signed out 401; anyone else the same 404 as for a missing app. */
async function openOwnedApp(deps: Deps, projectId: string, viewer: Viewer) {
  if (!viewer) throw unauthorized();
  const app = await openApp(deps, projectId, viewer);
  if (app.role !== 'owner') throw notFound(messages.appChanges.errors.notOwner, 'APP_NOT_FOUND');
  return { ...app, viewer };
}

/** The data model the reader works on: the definition's entities and fields. */
export function modelOf(definition: AppDefinition): DataModel {
  return {
    entities: definition.entities.map((x) => ({
      key: x.key,
      label: x.label,
      labelPlural: x.labelPlural,
      rule: x.rule,
      // Who sees what and the mails (issue 38): change operations read and keep them.
      ...(x.anonymous !== undefined && { anonymous: x.anonymous }),
      ...(x.linkField !== undefined && { linkField: x.linkField }),
      ...(x.accountField !== undefined && { accountField: x.accountField }),
      ...(x.notify !== undefined && { notify: x.notify }),
      ...(x.totals !== undefined && { totals: x.totals }),
      fields: x.fields,
    })),
  };
}

/**
 * The definition after a change of its data model: each entity keeps its screens (the list's
 * columns, search and filters gain the fields added, lose the ones removed; a calendar or
 * board whose field is gone is derived again), its removed fields and its navigation place.
 */
export function definitionAfter(previous: AppDefinition, model: DataModel): AppDefinition | null {
  const entities: AppEntityInput[] = model.entities.map((entity) => {
    const before = previous.entities.find((x) => x.key === entity.key);
    const base = {
      key: entity.key,
      label: entity.label,
      labelPlural: entity.labelPlural,
      rule: entity.rule,
      ...(entity.anonymous !== undefined && { anonymous: entity.anonymous }),
      ...(entity.linkField !== undefined && { linkField: entity.linkField }),
      ...(entity.accountField !== undefined && { accountField: entity.accountField }),
      ...(entity.notify !== undefined && { notify: entity.notify }),
      ...(entity.totals !== undefined && { totals: entity.totals }),
      fields: entity.fields,
    };
    if (!before) return base;
    const keys = new Set(entity.fields.map((f) => f.key));
    const added = entity.fields.filter((f) => !before.fields.some((b) => b.key === f.key));
    const list = before.views.list;
    const columns = list.columns.filter((k) => keys.has(k));
    for (const f of added)
      if (columns.length < 4 && f.type !== 'longtext' && f.type !== 'image') columns.push(f.key);
    const searchFields = list.searchFields.filter((k) => keys.has(k));
    if (searchFields.length > 0)
      for (const f of added) if (isTextLike(f.type)) searchFields.push(f.key);
    const filterFields = list.filterFields.filter((k) => keys.has(k));
    for (const f of added)
      if (
        filterFields.length < 10 &&
        (f.type === 'choice' || f.type === 'reference' || f.type === 'boolean')
      )
        filterFields.push(f.key);
    const typeOf = (k: string) => entity.fields.find((f) => f.key === k)?.type;
    const calendar = before.views.calendar;
    const board = before.views.board;
    return {
      ...base,
      views: {
        list: {
          ...list,
          columns: columns.length > 0 ? columns : undefined,
          searchFields: searchFields.slice(0, 30),
          filterFields,
        },
        calendar:
          calendar === null
            ? null
            : calendar && ['date', 'datetime'].includes(typeOf(calendar.dateField) ?? '')
              ? calendar
              : undefined,
        board:
          board === null
            ? null
            : board && typeOf(board.statusField) === 'choice'
              ? board
              : undefined,
      },
      // A field added back with a removed one's key shows its kept values again.
      removedFields: before.removedFields.filter((r) => !keys.has(r.key)),
    };
  });
  const keys = entities.map((x) => x.key);
  const navigation = [
    ...previous.navigation.filter((k) => keys.includes(k)),
    ...keys.filter((k) => !previous.navigation.includes(k)),
  ];
  const parsed = appDefinitionInputSchema.safeParse({ entities, navigation, team: previous.team });
  return parsed.success ? normalizeAppDefinition(parsed.data) : null;
}

/** A model's flat operations (nulls where a property does not apply) as the contract's. */
export function operationsFromModel(raw: Record<string, unknown>): ChangeOperation[] | null {
  if (!Array.isArray(raw.operations) || raw.operations.length === 0) return null;
  const dropNulls = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null))
      : v;
  const ops = raw.operations.map((item) => {
    const op = dropNulls(item) as Record<string, unknown>;
    if (op.op === 'addField') {
      op.field = dropNulls(op.newField);
    }
    // ("onChangeOf": "" switches the mail off; null, as everywhere, is "no change".)
    if (op.op === 'setNotify' && op.onChangeOf === '') op.onChangeOf = null;
    if (Array.isArray(op.fields)) op.fields = op.fields.map(dropNulls);
    if (op.minus) op.minus = dropNulls(op.minus);
    delete op.newField;
    return op;
  });
  const parsed = changeOperationsSchema.safeParse(ops);
  return parsed.success ? parsed.data : null;
}

type Reading =
  | { ok: true; operations: ChangeOperation[]; summary: string[]; removesData: boolean }
  | { ok: false; message: string; suggestions: ChangeSuggestion[]; nothingToChange?: boolean };

/**
 * 422 CHANGE_NOT_UNDERSTOOD with up to three "¿Querías decir…?" changes, each valid on the
 * current version (issue 39 item 3): the route answers `body()`.
 */
export class ChangeNotUnderstood extends AppError {
  readonly suggestions: ChangeSuggestion[];
  /** The app is already as asked: said so, not as a request not understood. */
  readonly nothingToChange: boolean;
  constructor(message: string, suggestions: ChangeSuggestion[], nothingToChange = false) {
    super('CHANGE_NOT_UNDERSTOOD', { userMessage: message, kind: 'UNPROCESSABLE' });
    this.suggestions = suggestions;
    this.nothingToChange = nothingToChange;
  }
  body(): ChangeNotUnderstoodBody {
    return {
      error: {
        code: 'CHANGE_NOT_UNDERSTOOD',
        message: this.userMessage,
        suggestions: this.suggestions,
        ...(this.nothingToChange && { nothingToChange: true as const }),
      },
    };
  }
}

/**
 * The instruction read into operations: by the model when one is configured and its answer
 * passes the contract and applyOperations, else by the offline reader.
 */
async function readInstruction(
  deps: Deps,
  input: { instruction: string; model: DataModel; design: DesignInput },
): Promise<Reading> {
  const { applyOperations, readChange, suggestChanges, summarizeChanges } =
    await loadOfflineEngine();
  const checked = (operations: ChangeOperation[]): Reading | null => {
    const applied = applyOperations(input.model, input.design, operations);
    if (!applied.ok) return null;
    const summary = summarizeChanges(input.model, operations);
    // "las cuotas que solo las vea yo" on a list only its owner sees: said so, never a version
    // that changes nothing.
    const same =
      JSON.stringify(applied.model) === JSON.stringify(input.model) &&
      JSON.stringify(applied.design) === JSON.stringify(input.design);
    if (same)
      return {
        ok: false,
        message: fill(messages.changes.alreadySo, {
          summary: summary.join('; ').replace(/^./, (c) => c.toLowerCase()),
        }),
        suggestions: [],
        nothingToChange: true,
      };
    return { ok: true, operations, summary, removesData: applied.removesData.length > 0 };
  };
  if (deps.ai.provider !== 'offline') {
    try {
      const answer = await deps.ai.proposeChange({
        instruction: input.instruction,
        dataModel: input.model,
        design: input.design,
      });
      const operations = answer ? operationsFromModel(answer.raw) : null;
      const reading = operations ? checked(operations) : null;
      if (reading) return reading;
    } catch {
      // The offline reader answers instead: a model failure is never the owner's problem.
    }
  }
  const given = { instruction: input.instruction, model: input.model, design: input.design };
  const reading = readChange(given);
  const understood = reading.ok ? checked(reading.operations) : null;
  if (understood) return understood;
  return {
    ok: false,
    message: reading.ok
      ? fill(messages.changes.notUnderstood, { part: input.instruction })
      : reading.message,
    // A question about what was asked (nothing to change) gets no suggestion.
    suggestions: !reading.ok && reading.reason === 'nothing_to_change' ? [] : suggestChanges(given),
    nothingToChange: !reading.ok && reading.reason === 'nothing_to_change',
  };
}

/**
 * Operations sent as they are (a suggestion, an outside client, the model path): the same
 * contract and applyOperations as a reading; anything that does not hold is a 400 in Spanish.
 */
async function checkOperations(
  body: unknown,
  input: { model: DataModel; design: DesignInput },
): Promise<{ reading: Reading & { ok: true }; instruction: string | null }> {
  const parsed = operationsRequestSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError('INVALID_OPERATIONS', {
      userMessage: e.invalidOperations,
      kind: 'BAD_REQUEST',
    });
  const { applyOperations, summarizeChanges } = await loadOfflineEngine();
  const operations = parsed.data.operations;
  const applied = applyOperations(input.model, input.design, operations);
  if (!applied.ok)
    throw new AppError('INVALID_OPERATIONS', {
      userMessage: fill(e.badOperations, { detail: applied.message }),
      kind: 'BAD_REQUEST',
    });
  return {
    reading: {
      ok: true,
      operations,
      summary: summarizeChanges(input.model, operations),
      removesData: applied.removesData.length > 0,
    },
    instruction: parsed.data.instruction ?? null,
  };
}

function instructionOf(body: unknown): string {
  const raw = (body as { instruction?: unknown } | null)?.instruction;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text)
    throw new AppError('INVALID_INSTRUCTION', { userMessage: e.empty, kind: 'BAD_REQUEST' });
  if (text.length > INSTRUCTION_MAX_LENGTH)
    throw new AppError('INSTRUCTION_TOO_LONG', {
      userMessage: fill(e.tooLong, {
        max: String(INSTRUCTION_MAX_LENGTH).replace(/\B(?=(\d{3})+$)/g, '.'),
      }),
      kind: 'BAD_REQUEST',
    });
  return text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/apps/{projectId}/changes: the change an instruction asks for, nothing applied;
 * or, with `{ operations }`, those operations checked and proposed the same way.
 */
export async function proposeChange(
  deps: Deps,
  opts: { projectId: string; viewer: Viewer; body: unknown },
): Promise<ChangeProposal> {
  const { project, viewer } = await openOwnedApp(deps, opts.projectId, opts.viewer);
  const sentOperations =
    typeof opts.body === 'object' && opts.body !== null && 'operations' in opts.body;
  const given = sentOperations ? null : instructionOf(opts.body);
  await loadDefinition(deps, { project: project });
  const row = await definitions.findDefinition(deps.db, project.id);
  const definition = row ? parseStored(row.definition) : null;
  if (!row || !definition) throw notFound(messages.appChanges.errors.notOwner, 'APP_NOT_FOUND');
  const design = await designSnapshot(deps.db, project.id);
  const model = modelOf(definition);
  let reading: Reading;
  let instruction: string;
  if (given === null) {
    const sent = await checkOperations(opts.body, { model, design });
    reading = sent.reading;
    instruction = sent.instruction ?? sent.reading.summary.join('. ');
  } else {
    instruction = given;
    reading = await readInstruction(deps, { instruction, model, design });
    if (!reading.ok)
      throw new ChangeNotUnderstood(reading.message, reading.suggestions, reading.nothingToChange);
    // docs/product-spec.md §9: an understood instruction is one message credit (daily and
    // monthly caps); operations sent as they are were read by nobody and cost none.
    await consumeCredit(deps, { userId: viewer.id, kind: 'message' });
  }
  if (!reading.ok)
    throw new ChangeNotUnderstood(reading.message, reading.suggestions, reading.nothingToChange);
  const now = new Date();
  const proposal: ChangeProposal = {
    id: newId(),
    baseVersion: row.revision,
    summary: reading.summary,
    operations: reading.operations,
    removesData: reading.removesData,
  };
  await proposals.deleteOldProposals(
    deps.db,
    project.id,
    new Date(now.getTime() - PROPOSAL_TTL_MS).toISOString(),
  );
  await proposals.insertProposal(deps.db, {
    id: proposal.id,
    projectId: project.id,
    userId: viewer.id,
    baseVersion: proposal.baseVersion,
    instruction,
    operations: JSON.stringify(proposal.operations),
    summary: JSON.stringify(proposal.summary),
    removesData: proposal.removesData ? 1 : 0,
    appliedVersion: null,
    createdAt: now.toISOString(),
  });
  return proposal;
}

/**
 * POST …/changes/{changeId}/apply: writes the proposal as a new version if the app is still
 * at its base version (else 409 CHANGE_CONFLICT); one that removes data needs `confirm`.
 */
export async function applyChange(
  deps: Deps,
  opts: { projectId: string; changeId: string; viewer: Viewer; body: unknown },
): Promise<{ definition: AppDefinition; version: number }> {
  const { project, viewer } = await openOwnedApp(deps, opts.projectId, opts.viewer);
  const row = await proposals.findProposal(deps.db, project.id, opts.changeId);
  if (!row) throw notFound(e.changeNotFound, 'CHANGE_NOT_FOUND');
  if (row.appliedVersion !== null) throw conflict(e.alreadyApplied, 'CHANGE_ALREADY_APPLIED');
  const confirm = (opts.body as { confirm?: unknown } | null)?.confirm === true;
  if (row.removesData === 1 && !confirm)
    throw conflict(e.confirmationRequired, 'CONFIRMATION_REQUIRED');
  const operations = changeOperationsSchema.safeParse(parseJson(row.operations));
  if (!operations.success) throw notFound(e.changeNotFound, 'CHANGE_NOT_FOUND');
  const { applyOperations } = await loadOfflineEngine();
  return writeVersion(deps, {
    project,
    authorId: viewer.id,
    kind: 'change',
    instruction: row.instruction,
    expected: row.baseVersion,
    next: (current, design) => {
      const applied = applyOperations(modelOf(current), design, operations.data);
      const definition = applied.ok ? definitionAfter(current, applied.model) : null;
      if (!applied.ok || !definition) throw conflict(e.conflict, 'CHANGE_CONFLICT');
      return {
        definition,
        design: {
          primaryColor: applied.design.primaryColor,
          secondaryColor: applied.design.secondaryColor,
          theme: applied.design.theme,
          layout: applied.design.layout,
          customCss: design.customCss,
        },
      };
    },
    alsoIn: (trx, version) => proposals.markApplied(trx, row.id, version),
  });
}

/** GET …/versions: newest first. */
export async function listAppVersions(
  deps: Deps,
  opts: { projectId: string; viewer: Viewer },
): Promise<VersionItem[]> {
  const { project } = await openOwnedApp(deps, opts.projectId, opts.viewer);
  await loadDefinition(deps, { project: project });
  // Every version kept: the newest APP_VERSIONS_KEPT and the first (service.writeVersion).
  return versions.listVersions(deps.db, project.id, deps.config.APP_VERSIONS_KEPT + 1);
}

/** POST …/versions/{version}/restore: that version's definition and design, as a new version. */
export async function restoreVersion(
  deps: Deps,
  opts: { projectId: string; version: number; viewer: Viewer },
): Promise<{ definition: AppDefinition; version: number }> {
  const { project, viewer } = await openOwnedApp(deps, opts.projectId, opts.viewer);
  const row = await versions.findVersion(deps.db, project.id, opts.version);
  const definition = row ? parseStored(row.definition) : null;
  if (!row || !definition) throw notFound(e.versionNotFound, 'VERSION_NOT_FOUND');
  const parsed = designSchema.safeParse(parseJson(row.design));
  const design: DesignInput | undefined = parsed.success ? parsed.data : undefined;
  return writeVersion(deps, {
    project,
    authorId: viewer.id,
    kind: 'restore',
    restoredFrom: row.version,
    recordSets: row.recordSets,
    next: () => ({ definition, design }),
  });
}
