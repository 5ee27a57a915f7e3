import { messages } from '../../../contracts/messages.ts';
import type { DbOrTrx, ProjectRow } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repo.ts';

// The one ownership guard of the module: every use case that acts on a user's project starts
// here, and another user's project is reported exactly like a missing one (404).

export const projectNotFound = () =>
  new AppError('PROJECT_NOT_FOUND', { userMessage: messages.projects.notFound, kind: 'NOT_FOUND' });

/** The user's project row, or the same 404 whether it is missing or someone else's. */
export async function requireOwnedProject(
  db: DbOrTrx,
  userId: string,
  projectId: string,
): Promise<ProjectRow> {
  const row = await repo.findOwnedProjectRow(db, userId, projectId);
  if (!row) throw projectNotFound();
  return row;
}
