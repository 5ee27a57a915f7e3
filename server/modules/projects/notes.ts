import type { Note, RenderedNote } from '../../../contracts/projects.ts';
import type { AppDeps } from '../../deps.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { renderMarkdown } from './markdown.ts';
import { requireOwnedProject } from './ownership.ts';
import * as notesRepo from './project-notes.repo.ts';
import * as repo from './repo.ts';

// A project's notes, rendered from Markdown (owner only).

type Deps = Pick<AppDeps, 'db' | 'config'>;

const renderNote = (note: Note): RenderedNote => ({ ...note, html: renderMarkdown(note.content) });

export async function listNotes(
  deps: Deps,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<RenderedNote[]> {
  await requireOwnedProject(deps.db, userId, projectId);
  return (await notesRepo.findNotes(deps.db, projectId)).map(renderNote);
}

/** The owner page edits one note: the most recent one, created when there is none. */
export async function saveNote(
  deps: Deps,
  {
    userId,
    projectId,
    text,
    isPublic,
  }: { userId: string; projectId: string; text: string; isPublic?: boolean },
): Promise<RenderedNote> {
  await requireOwnedProject(deps.db, userId, projectId);
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    const [latest] = await notesRepo.findNotes(trx, projectId);
    // Without a choice the notes keep theirs; new notes are the owner's only.
    if (latest)
      await notesRepo.updateNote(trx, projectId, latest.id, text, isPublic ?? latest.isPublic, now);
    else
      await notesRepo.insertNote(trx, {
        id: newId(),
        projectId,
        userId,
        content: text,
        isPublic: isPublic ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      });
    await repo.touchProject(trx, projectId, now);
  });
  const [note] = await notesRepo.findNotes(deps.db, projectId);
  return renderNote(note);
}
