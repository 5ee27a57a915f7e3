import { Tabs } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { fill, messages } from '../../../../contracts/messages.ts';
import { NOTE_MAX_LENGTH } from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { SanitizedHtml } from '../../../components/ui/sanitized-html.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useNotes } from '../api/get-notes.ts';
import { previewMarkdown } from '../api/preview-markdown.ts';
import { useSaveNote } from '../api/save-note.ts';
import { toastError } from '../toast-error.ts';

const tab =
  'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 data-[state=active]:bg-white data-[state=active]:text-stone-950 data-[state=active]:shadow-sm';

/**
 * Markdown notes with a preview rendered (and sanitised) by the server. They are the owner's
 * only until marked for the public page (decision 0230).
 */
export function NotesEditor({ projectId, publicPath }: { projectId: string; publicPath: string }) {
  const notes = useNotes(projectId);
  const save = useSaveNote(projectId);
  const [draft, setDraft] = useState<string | null>(null);
  const [publicDraft, setPublicDraft] = useState<boolean | null>(null);
  const publicId = useId();
  const [view, setView] = useState('editar');
  const [preview, setPreview] = useState<{ html: string; loading: boolean }>({
    html: '',
    loading: false,
  });
  const textareaId = useId();
  const latest = notes.data?.[0];
  const content = draft ?? latest?.content ?? '';
  const isPublic = publicDraft ?? latest?.isPublic ?? false;
  const textDirty = draft !== null && draft !== (latest?.content ?? '');
  const dirty = textDirty || isPublic !== (latest?.isPublic ?? false);

  useEffect(() => {
    if (view !== 'vista') return;
    if (!textDirty && latest) {
      setPreview({ html: latest.html, loading: false });
      return;
    }
    const controller = new AbortController();
    setPreview((p) => ({ ...p, loading: true }));
    const timer = setTimeout(() => {
      previewMarkdown(content, controller.signal)
        .then((r) => setPreview({ html: r.html, loading: false }))
        .catch(() => setPreview((p) => ({ ...p, loading: false })));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [view, content, textDirty, latest]);

  if (notes.isPending) return <Spinner label="Cargando notas…" />;
  if (notes.isError) {
    return (
      <p className="text-sm text-red-700" role="alert">
        {messages.projects.loadError}
      </p>
    );
  }

  const onSave = () =>
    save.mutate(
      { content, isPublic },
      {
        onSuccess: () => {
          setDraft(null);
          setPublicDraft(null);
          toast.success(messages.notesAndFiles.notesSaved);
        },
        onError: (e) => toastError(messages.notesAndFiles.saveNotesError, e),
      },
    );

  return (
    <Tabs.Root value={view} onValueChange={setView} className="space-y-3">
      <Tabs.List className="inline-flex rounded-lg bg-stone-100 p-1" aria-label="Modo de las notas">
        <Tabs.Trigger value="editar" className={tab}>
          Editar
        </Tabs.Trigger>
        <Tabs.Trigger value="vista" className={tab}>
          Vista previa
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="editar">
        <label htmlFor={textareaId} className="sr-only">
          Notas en Markdown
        </label>
        <Textarea
          id={textareaId}
          rows={10}
          value={content}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(e) => setDraft(e.target.value)}
          className="font-mono text-[13px] leading-relaxed"
        />
      </Tabs.Content>
      <Tabs.Content value="vista">
        <div
          className="min-h-40 rounded-lg border border-stone-200 bg-white p-4"
          aria-busy={preview.loading}
        >
          {preview.loading && !preview.html ? (
            <Spinner label="Generando vista previa…" />
          ) : (
            <SanitizedHtml html={preview.html} />
          )}
        </div>
      </Tabs.Content>
      <div className="rounded-lg border border-stone-200 bg-stone-50 p-3">
        <label
          htmlFor={publicId}
          className="flex items-center gap-2 text-sm font-medium text-stone-900"
        >
          <input
            id={publicId}
            type="checkbox"
            checked={isPublic}
            onChange={(e) => setPublicDraft(e.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          {messages.ownerPage.notesPublicToggle}
        </label>
        <p className="mt-1 text-xs text-stone-700" data-testid="notes-public-hint">
          {isPublic
            ? fill(messages.ownerPage.notesPublicOn, { path: publicPath })
            : messages.ownerPage.notesPublicOff}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-stone-600">
          {dirty
            ? 'Cambios sin guardar'
            : latest
              ? `Guardadas el ${formatDateTime(latest.updatedAt)}`
              : 'Sin notas todavía'}
        </p>
        <Button onClick={onSave} disabled={save.isPending || !dirty}>
          {save.isPending ? 'Guardando…' : 'Guardar notas'}
        </Button>
      </div>
    </Tabs.Root>
  );
}
