import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppDefinition, RecordData } from '../../../contracts/app-definition.ts';
import { fileKeyOf, parseFileValue } from '../../../contracts/app-files.ts';
import { messages } from '../../../contracts/messages.ts';
import type { ExportResult, SourceTree } from '../../../contracts/projects.ts';
import type { ProjectRow } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { isSafeKey, keyOfPublicUrl } from '../../lib/storage.ts';
import { allEntityRecords, loadDefinition } from '../apps/service.ts';
import { recordObject } from '../files/service.ts';
import { conceptOf } from './app-data.ts';
import { findAppProject } from './app-source.ts';
import {
  findExport,
  findExportByStateKey,
  findLatestExport,
  insertExport,
} from './code-exports.repo.ts';
import { readDesign } from './design.ts';
import type { ExportInput, ExportSeed, ExportSeedImage } from './export-app/index.ts';
import { findLatestSpecification } from './project-specifications.repo.ts';
import { touchProject } from './repo.ts';
import { requireOwnedProject } from './service.ts';

// jszip and the export's templates load on the first export, not at start-up.
const loadGenerator = () => import('./export-app/index.ts');

/**
 * Loads the export generator and reads its templates ahead of a first export: the control
 * panel asks for the latest export as it opens, before its owner can press "Exportar"
 * (docs/decisions/0160-lean-server.md). A failure here is met again, and reported, by the export.
 */
export function preloadExportGenerator(): void {
  loadGenerator().then(
    (generator) => generator.preload(),
    () => {},
  );
}

// Export (docs/product-spec.md §4, issue 21): the project's running app as a full-stack
// project (server/modules/projects/export-app/). Completed once the record exists; an export is
// reused only for the same project state and options (its state key is in the storage key),
// unless the owner asks to regenerate. The zip is served only to its owner.

const t = messages.projectsFlow;
type Deps = Pick<AppDeps, 'db' | 'dbHandle' | 'storage' | 'config' | 'events' | 'ai'>;

/** Where an export's zip is stored: its state key (exportStateKey) is the name's tail. */
const exportStorageKey = (projectId: string, id: string, stateKey: string) =>
  `exports/${projectId}/${id}-${stateKey}.zip`;

const downloadUrl = (projectId: string, exportId: string) =>
  `/api/projects/${projectId}/exports/${exportId}/download`;

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export type ExportOptions = {
  userId: string;
  projectId: string;
  regenerate: boolean;
  /** Include the live app's records as the export's seed data. */
  includeData?: boolean;
};

const EXPORT_RESERVED_KEYS = new Set(['health', 'auth', 'yo', 'subidas']);

/** What the export is generated from: the app definition, design, specification, data. */
async function exportInput(
  deps: Deps,
  project: ProjectRow,
  includeData: boolean,
): Promise<ExportInput> {
  const projectId = project.id;
  const source = await findAppProject(deps, { projectId });
  if (!source) throw notFound(t.exportFileNotFound, 'EXPORT_NOT_FOUND');
  const concept = conceptOf(project);
  const [definition, spec, design] = await Promise.all([
    loadDefinition(deps, { project: source }),
    findLatestSpecification(deps.db, projectId),
    readDesign(deps.db, projectId),
  ]);
  // The exported server keeps these paths for itself (health, accounts, session, uploads).
  const reserved = definition.entities.find((e) => EXPORT_RESERVED_KEYS.has(e.key));
  if (reserved)
    throw badRequest(
      t.exportReservedEntity(reserved.label, reserved.key),
      'EXPORT_RESERVED_ENTITY',
    );
  const specification =
    spec?.content ??
    concept.detailedSpec ??
    `# ${project.name}\n\n${project.description ?? 'Proyecto creado con Forja.'}\n`;
  let seed: ExportSeed | null = null;
  const images = new SeedImages(deps, projectId);
  if (includeData) {
    seed = {};
    for (const entity of definition.entities) {
      const rows = await allEntityRecords(deps, projectId, entity.key);
      const records = [];
      for (const row of rows) records.push(await seedRecord(entity, row, images));
      seed[entity.key] = records;
    }
  }
  return {
    name: project.name,
    slug: project.slug,
    description: project.description,
    definition,
    design: {
      primaryColor: design.primaryColor,
      secondaryColor: design.secondaryColor,
      theme: design.theme,
      layout: design.layout,
      customCss: design.customCss ?? '',
    },
    specification,
    seed,
    ...(images.list.length > 0 ? { seedImages: images.list } : {}),
  };
}

/** All the seed's images together stay under this (the export is built in memory). */
const SEED_IMAGES_MAX_BYTES = 50 * 1024 * 1024;
const APP_IMAGE_FILE = /^[A-Za-z0-9_-]{1,80}\.(png|jpe?g|webp|gif)$/;

/**
 * The images of the seed's image fields: each stored object of this app's images read once and
 * given the name the exported app serves it under (`/api/subidas/{name}`: lower-case hex of
 * its key's hash, so the same state gives the same zip). An image that is not this app's, is
 * missing from storage, or would take the total past SEED_IMAGES_MAX_BYTES stays behind (the
 * field is left empty, as before); one past the limit is not read at all.
 */
class SeedImages {
  readonly list: ExportSeedImage[] = [];
  private readonly byKey = new Map<string, string | null>();
  private bytes = 0;
  private readonly deps: Deps;
  private readonly projectId: string;
  constructor(deps: Deps, projectId: string) {
    this.deps = deps;
    this.projectId = projectId;
  }

  async urlFor(value: unknown): Promise<string | null> {
    if (typeof value !== 'string' || value === '') return null;
    const key = keyOfPublicUrl(value);
    const prefix = `apps/${this.projectId}/`;
    if (!key?.startsWith(prefix) || !APP_IMAGE_FILE.test(key.slice(prefix.length))) return null;
    if (!this.byKey.has(key)) this.byKey.set(key, await this.read(key));
    const name = this.byKey.get(key);
    return name ? `/api/subidas/${name}` : null;
  }

  /**
   * A file field's value in the exported app: the same file, carried in the zip like the
   * images (and within the same total), under `/api/subidas/{name}` with its size and name.
   */
  async fileValueFor(value: unknown): Promise<string | null> {
    const file = parseFileValue(value);
    if (!file) return null;
    const key = fileKeyOf(file);
    if (!key.startsWith(`apps/${this.projectId}/`) || !isSafeKey(key)) return null;
    if (!this.byKey.has(key)) this.byKey.set(key, await this.read(key));
    const name = this.byKey.get(key);
    if (!name) return null;
    const query = new URLSearchParams({ bytes: String(file.size), name: file.name });
    return `/api/subidas/${name}?${query.toString()}`;
  }

  private async read(key: string): Promise<string | null> {
    const object = await this.deps.storage.get(key);
    if (!object) return null;
    if (this.bytes + object.size > SEED_IMAGES_MAX_BYTES) {
      object.stream.destroy();
      return null;
    }
    const bytes = await streamToBuffer(object.stream);
    this.bytes += bytes.length;
    const ext = key.slice(key.lastIndexOf('.') + 1).replace('jpeg', 'jpg');
    const name = `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.${ext}`;
    this.list.push({ name, bytes });
    return name;
  }
}

/**
 * A live record as seed data: the definition's current fields only; an image field's value is
 * the exported app's own URL of the image, carried in the zip (SeedImages).
 */
async function seedRecord(
  entity: AppDefinition['entities'][number],
  row: { id: string; data: string; createdAt: string; updatedAt: string },
  images: SeedImages,
) {
  const data = seedData(entity, row.data);
  for (const field of entity.fields) {
    if (field.type === 'image') data[field.key] = await images.urlFor(data[field.key]);
    if (field.type === 'file') data[field.key] = await images.fileValueFor(data[field.key]);
  }
  return { id: row.id, data, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** A stored record's values of the definition's current fields (images as stored). */
export function seedData(entity: AppDefinition['entities'][number], json: string): RecordData {
  let stored: RecordData = {};
  try {
    stored = JSON.parse(json) as RecordData;
  } catch {
    stored = {};
  }
  // Only what the record holds: a field named `constructor` or `toString` that it lacks is
  // null, not the function every object inherits (issue 40, row 9).
  const own = stored !== null && typeof stored === 'object' && !Array.isArray(stored);
  const data: RecordData = {};
  for (const field of entity.fields)
    data[field.key] = own && Object.hasOwn(stored, field.key) ? (stored[field.key] ?? null) : null;
  return data;
}

export async function exportProject(deps: Deps, opts: ExportOptions): Promise<ExportResult> {
  const project = await requireOwnedProject(deps.db, opts.userId, opts.projectId);
  const includeData = opts.includeData === true;
  const generator = await loadGenerator();
  const input = await exportInput(deps, project, includeData);
  const stateKey = generator.exportStateKey(input);
  if (!opts.regenerate) {
    const existing = await findExportByStateKey(deps.db, project.id, stateKey);
    if (existing && (await deps.storage.head(existing.storageKey))) {
      return {
        exportUrl: existing.exportUrl,
        fileSize: Number(existing.fileSize),
        reused: true,
        createdAt: existing.createdAt,
      };
    }
  }
  const zip = await generator.buildExport(input);
  const id = newId();
  const key = exportStorageKey(project.id, id, stateKey);
  const stored = await deps.storage.put(key, zip, 'application/zip');
  // Exports are the owner's alone, public project or not (served by the download route).
  await recordObject(deps, {
    key,
    ownerUserId: opts.userId,
    projectId: project.id,
    kind: 'export',
    contentType: 'application/zip',
    size: stored.size,
  });
  const now = nowIso();
  const exportUrl = downloadUrl(project.id, id);
  await insertExport(deps.db, {
    id,
    projectId: project.id,
    userId: opts.userId,
    exportUrl,
    storageKey: key,
    exportType: 'zip',
    exportStatus: 'completed',
    fileSize: stored.size,
    createdAt: now,
    updatedAt: now,
  });
  await touchProject(deps.db, project.id, now);
  return { exportUrl, fileSize: stored.size, reused: false, createdAt: now };
}

/** The export "Exportar Código" would reuse, or null. */
export async function getLatestExport(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<ExportResult | null> {
  await requireOwnedProject(deps.db, userId, projectId);
  const row = await findLatestExport(deps.db, projectId);
  return row
    ? {
        exportUrl: row.exportUrl,
        fileSize: Number(row.fileSize),
        reused: true,
        createdAt: row.createdAt,
      }
    : null;
}

export async function openExport(
  deps: Deps,
  opts: { userId: string; projectId: string; exportId: string },
) {
  const project = await requireOwnedProject(deps.db, opts.userId, opts.projectId);
  const row = await findExport(deps.db, project.id, opts.exportId);
  const object = row ? await deps.storage.get(row.storageKey) : null;
  if (!row || !object) throw notFound(t.exportFileNotFound, 'EXPORT_NOT_FOUND');
  return { ...object, fileName: `${project.slug}.zip` };
}

export async function getSourceTree(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<SourceTree> {
  await requireOwnedProject(deps.db, userId, projectId);
  const latest = await findLatestExport(deps.db, projectId);
  if (!latest) throw notFound(t.noExportYet, 'EXPORT_NOT_FOUND');
  const object = await deps.storage.get(latest.storageKey);
  if (!object) throw notFound(t.exportFileNotFound, 'EXPORT_NOT_FOUND');
  const { readZipFiles } = await loadGenerator();
  const files = await readZipFiles(await streamToBuffer(object.stream));
  return { exportUrl: latest.exportUrl, createdAt: latest.createdAt, files };
}
