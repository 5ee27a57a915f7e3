import { FileUp, Paperclip, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { toast } from 'sonner';
import {
  DEMO_UPLOAD_EXTENSIONS,
  DEMO_UPLOAD_MAX_BYTES,
  DEMO_UPLOAD_MAX_MB,
  demoFileExtension,
  isAllowedDemoFile,
} from '../../../../contracts/demo.ts';
import { fill, messages } from '../../../../contracts/messages.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime, formatMb } from '../../../lib/format.ts';
import { useDeleteDemoFile, useDemoFiles, useUploadDemoFile } from '../api.ts';
import { DemoPanel, secondaryButton } from '../theme.tsx';

const ACCEPT = DEMO_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

export function FilesPanel() {
  const files = useDemoFiles();
  const upload = useUploadDemoFile();
  const remove = useDeleteDemoFile();
  const input = useRef<HTMLInputElement>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The same checks as the server (docs/product-spec.md §5), before any byte is sent.
    if (!isAllowedDemoFile(file.name)) {
      toast.error(
        fill(messages.validation.fileTypeUnsupported, {
          extension: `.${demoFileExtension(file.name)}`,
        }),
      );
      return;
    }
    if (file.size > DEMO_UPLOAD_MAX_BYTES) {
      toast.error(
        fill(messages.validation.fileTooLarge, { filename: file.name, limit: DEMO_UPLOAD_MAX_MB }),
      );
      return;
    }
    upload.mutate(file);
  };

  return (
    <DemoPanel
      title="Archivos"
      icon={<Paperclip className="h-5 w-5 text-brand-600" aria-hidden="true" />}
    >
      <div className="space-y-2">
        <input
          ref={input}
          id="demo-file"
          type="file"
          accept={ACCEPT}
          onChange={onPick}
          className="sr-only"
          disabled={upload.isPending}
          aria-label="Elegir archivo para subir"
        />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          className="flex w-full flex-col items-center gap-1 rounded-xl border-2 border-dashed border-(--d-border) p-5 text-sm hover:border-brand-500"
        >
          <FileUp className="h-6 w-6 text-brand-600" aria-hidden="true" />
          <span className="font-medium">{upload.isPending ? 'Subiendo…' : 'Subir un archivo'}</span>
          <span className="text-xs text-(--d-muted)">
            PNG, JPG, GIF, WEBP, PDF o ZIP · máximo {DEMO_UPLOAD_MAX_MB} MB
          </span>
        </button>
        {upload.progress !== null ? (
          <div className="space-y-1">
            <progress
              className="h-2 w-full accent-brand-600"
              value={Math.round(upload.progress * 100)}
              max={100}
              aria-label="Progreso de la subida"
            />
            <p className="text-xs text-(--d-muted)">{Math.round(upload.progress * 100)} %</p>
          </div>
        ) : null}
      </div>
      {files.isPending ? (
        <Spinner />
      ) : files.isError ? (
        <p className="text-sm text-red-700">No se pudieron cargar los archivos.</p>
      ) : files.data.files.length === 0 ? (
        <p className="text-sm text-(--d-muted)">Aún no has subido archivos.</p>
      ) : (
        <ul className="space-y-2" data-testid="files-list">
          {files.data.files.map((f) => (
            <li
              key={f.id}
              className="flex items-center justify-between gap-2 rounded-xl border border-(--d-border) p-2.5"
            >
              <div className="min-w-0">
                <a
                  href={f.storageUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="block truncate text-sm font-medium underline underline-offset-2"
                >
                  {f.name}
                </a>
                <span className="text-xs text-(--d-muted)">
                  {formatMb(f.fileSize)} · {formatDateTime(f.createdAt)}
                </span>
              </div>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => remove.mutate(f.id)}
                disabled={remove.isPending}
                aria-label={`Eliminar ${f.name}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </DemoPanel>
  );
}
