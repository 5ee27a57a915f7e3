import type { Readable } from 'node:stream';
import { messages } from '../../../contracts/messages.ts';
import type { ExportResult, SourceTree } from '../../../contracts/projects.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { recordObject } from '../files/service.ts';
import { conceptOf } from './app-data.ts';
import { findExport, findLatestExport, insertExport } from './code-exports.repo.ts';
import { readDesign } from './design.ts';
import { findLatestSpecification } from './project-specifications.repo.ts';
import { touchProject } from './repo.ts';
import { requireOwnedProject } from './service.ts';

// jszip and the scaffold templates load on the first export, not at start-up.
const loadScaffold = () => import('./export-scaffold.ts');

// Export (docs/product-spec.md §4): completed once the record exists; a completed export is reused
// unless the owner asks to regenerate. The zip is served only to its owner.

const t = messages.projectsFlow;
type Deps = Pick<AppDeps, 'db' | 'storage'>;

const downloadUrl = (projectId: string, exportId: string) =>
  `/api/projects/${projectId}/exports/${exportId}/download`;

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function exportProject(
  deps: Deps,
  opts: { userId: string; projectId: string; regenerate: boolean },
): Promise<ExportResult> {
  const project = await requireOwnedProject(deps.db, opts.userId, opts.projectId);
  if (!opts.regenerate) {
    const existing = await findLatestExport(deps.db, project.id);
    if (existing && (await deps.storage.head(existing.storageKey))) {
      return {
        exportUrl: existing.exportUrl,
        fileSize: Number(existing.fileSize),
        reused: true,
        createdAt: existing.createdAt,
      };
    }
  }
  const concept = conceptOf(project);
  const [spec, design] = await Promise.all([
    findLatestSpecification(deps.db, project.id),
    readDesign(deps.db, project.id),
  ]);
  const specification =
    spec?.content ??
    concept.detailedSpec ??
    `# ${project.name}\n\n${project.description ?? 'Proyecto creado con Forja.'}\n`;
  const { buildScaffoldZip } = await loadScaffold();
  const { zip } = await buildScaffoldZip({
    name: project.name,
    slug: project.slug,
    description: project.description,
    features: concept.features,
    techStack: concept.techStack,
    userStories: concept.userStories,
    specification,
    design,
  });
  const id = newId();
  const key = `exports/${project.id}/${id}.zip`;
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
  const { readZipFiles } = await loadScaffold();
  const files = await readZipFiles(await streamToBuffer(object.stream));
  return { exportUrl: latest.exportUrl, createdAt: latest.createdAt, files };
}
