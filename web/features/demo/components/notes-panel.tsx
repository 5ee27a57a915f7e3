import { NotebookPen, Sparkles, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DEMO_NOTE_INPUT_MAX } from '../../../../contracts/demo.ts';
import { messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteNote, useDemoCredits, useDemoNotes, useGenerateNote } from '../api.ts';
import { DemoPanel, fieldClass } from '../theme.tsx';
import { NoteText } from './note-text.tsx';

export function NotesPanel() {
  const notes = useDemoNotes();
  const credits = useDemoCredits();
  const { generate, output, running } = useGenerateNote();
  const remove = useDeleteNote();
  const [text, setText] = useState('');
  const noCredits = credits.data?.credits === 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || running) return;
    if (await generate(text.trim())) setText('');
  };

  return (
    <DemoPanel
      title="Notas con IA"
      icon={<NotebookPen className="h-5 w-5 text-brand-600" aria-hidden="true" />}
    >
      <form onSubmit={onSubmit} className="space-y-2">
        <label htmlFor="note-text" className="block text-sm font-medium">
          Texto para resumir
        </label>
        <textarea
          id="note-text"
          rows={4}
          value={text}
          maxLength={DEMO_NOTE_INPUT_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder="Pega unas notas de reunión, un correo o una idea…"
          className={fieldClass}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-(--d-muted)">Cada nota usa 1 crédito demo.</span>
          <Button type="submit" disabled={running || !text.trim() || noCredits}>
            {running ? (
              <Spinner className="h-4 w-4 text-white" label="Generando…" />
            ) : (
              <Sparkles className="h-4 w-4" aria-hidden="true" />
            )}
            {running ? 'Generando…' : 'Generar nota'}
          </Button>
        </div>
        {noCredits ? (
          <p className="text-sm font-medium text-red-700" role="alert">
            {messages.demo.needsCredits}
          </p>
        ) : null}
      </form>
      {running || output ? (
        <div
          className="rounded-xl border border-dashed border-brand-400 p-3 text-sm"
          aria-live="polite"
          data-testid="note-stream"
        >
          {output ? <NoteText text={output} /> : 'Pensando…'}
        </div>
      ) : null}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-(--d-muted)">Tus notas</h3>
        {notes.isPending ? (
          <Spinner />
        ) : notes.isError ? (
          <p className="text-sm text-red-700">No se pudieron cargar las notas.</p>
        ) : notes.data.notes.length === 0 ? (
          <p className="text-sm text-(--d-muted)">Aún no tienes notas. Genera la primera.</p>
        ) : (
          <ul className="max-h-96 space-y-3 overflow-y-auto pr-1" data-testid="notes-list">
            {notes.data.notes.map((note) => (
              <li key={note.id} className="rounded-xl border border-(--d-border) p-3">
                <div className="mb-1 flex items-start justify-between gap-2">
                  <p className="line-clamp-1 text-xs text-(--d-muted)">
                    {formatDateTime(note.createdAt)} · «{note.textInput}»
                  </p>
                  <button
                    type="button"
                    onClick={() => remove.mutate(note.id)}
                    disabled={remove.isPending}
                    className="rounded p-1 text-(--d-muted) hover:bg-(--d-hover) hover:text-red-700"
                    aria-label="Eliminar nota"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </div>
                <NoteText text={note.aiOutput} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </DemoPanel>
  );
}
