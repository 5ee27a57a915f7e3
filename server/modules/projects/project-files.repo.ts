import type { ProjectFile } from '../../../contracts/projects.ts';
import { extensionOf, IMAGE_EXTENSIONS } from '../../../contracts/projects.ts';
import type { DbOrTrx, ProjectFilesTable } from '../../db/types.ts';

// A project's files (project_files; the bytes are in storage, through the files module).
// Callers have already checked the project is the user's; the queries still filter by
// projectId so one project never reaches another's rows.

type FileRow = Pick<
  ProjectFilesTable,
  'id' | 'name' | 'size' | 'mimeType' | 'publicUrl' | 'createdAt'
>;
export const toProjectFile = (r: FileRow): ProjectFile => ({
  id: r.id,
  name: r.name,
  size: Number(r.size),
  mimeType: r.mimeType,
  publicUrl: r.publicUrl,
  isImage: (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(r.name)),
  createdAt: r.createdAt,
});

export async function findFiles(db: DbOrTrx, projectId: string): Promise<ProjectFile[]> {
  const rows = await db
    .selectFrom('projectFiles')
    .select(['id', 'name', 'size', 'mimeType', 'publicUrl', 'createdAt'])
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toProjectFile);
}

export async function insertFile(db: DbOrTrx, row: ProjectFilesTable): Promise<void> {
  await db.insertInto('projectFiles').values(row).execute();
}

export async function findFileRow(db: DbOrTrx, projectId: string, fileId: string) {
  return db
    .selectFrom('projectFiles')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}

export async function deleteFile(db: DbOrTrx, projectId: string, fileId: string): Promise<void> {
  await db
    .deleteFrom('projectFiles')
    .where('projectId', '=', projectId)
    .where('id', '=', fileId)
    .execute();
}
