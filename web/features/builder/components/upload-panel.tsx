import { FileUp, Paperclip, UploadCloud } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  type AttachedFile,
  BUILDER_UPLOAD_EXTENSIONS,
  BUILDER_UPLOAD_MAX_BYTES,
  BUILDER_UPLOAD_MAX_MB,
  fileExtension,
  isAllowedBuilderExtension,
} from '../../../../contracts/builder.ts';
import { fill, messages } from '../../../../contracts/messages.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMb } from '../../../lib/format.ts';
import { uploadBuilderFile } from '../api.ts';

type Progress = { name: string; fraction: number };

/** docs/product-spec.md §5: the builder uploader (10 MB; .png .jpg .jpeg .zip .pdf). */
export function UploadPanel({
  files,
  onUploaded,
}: {
  files: AttachedFile[];
  onUploaded: (file: AttachedFile) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [alerts, setAlerts] = useState<string[]>([]);

  /** The spec's two alerts, checked before any byte is sent; the server checks again. */
  const checkFile = (file: File): string | null => {
    if (!isAllowedBuilderExtension(file.name)) {
      return fill(messages.validation.fileTypeUnsupported, {
        extension: fileExtension(file.name) || file.name,
      });
    }
    if (file.size > BUILDER_UPLOAD_MAX_BYTES) {
      return fill(messages.validation.fileTooLarge, {
        filename: file.name,
        limit: BUILDER_UPLOAD_MAX_MB,
      });
    }
    return null;
  };

  const handleFiles = async (list: FileList | File[]) => {
    const problems: string[] = [];
    for (const file of Array.from(list)) {
      const problem = checkFile(file);
      if (problem) {
        problems.push(problem);
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        const saved = await uploadBuilderFile(file, (fraction) =>
          setProgress({ name: file.name, fraction }),
        );
        onUploaded(saved);
        toast.success(messages.notesAndFiles.fileUploaded);
      } catch (error) {
        problems.push(
          errorMessage(error, fill(messages.builder.uploadFailed, { filename: file.name })),
        );
      }
    }
    setProgress(null);
    setAlerts(problems);
    if (inputRef.current) inputRef.current.value = '';
  };

  const busy = progress !== null;
  return (
    <div className="space-y-6">
      <section
        aria-label="Zona para soltar archivos"
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!busy && e.dataTransfer.files.length > 0) void handleFiles(e.dataTransfer.files);
        }}
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-stone-300 bg-stone-50',
        )}
        data-testid="upload-dropzone"
      >
        <UploadCloud className="h-10 w-10 text-brand-700" aria-hidden="true" />
        <p className="font-medium text-stone-900">
          Arrastra aquí tus archivos o elígelos desde tu equipo
        </p>
        <p className="text-sm text-stone-600">
          Formatos: {BUILDER_UPLOAD_EXTENSIONS.join(' ')} · Máximo {BUILDER_UPLOAD_MAX_MB} MB por
          archivo
        </p>
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
            busy && 'pointer-events-none opacity-50',
          )}
        >
          <FileUp className="h-4 w-4" aria-hidden="true" /> Elegir archivos
          <input
            id={inputId}
            ref={inputRef}
            type="file"
            multiple
            disabled={busy}
            accept={BUILDER_UPLOAD_EXTENSIONS.join(',')}
            className="sr-only"
            onChange={(e) => {
              if (e.target.files && e.target.files.length > 0) void handleFiles(e.target.files);
            }}
          />
        </label>
        <p className="max-w-md text-xs text-stone-600">
          Los archivos que subas se adjuntan a tu próxima generación como contexto para la IA.
        </p>
      </section>

      {progress ? <UploadProgress name={progress.name} fraction={progress.fraction} /> : null}

      {alerts.length > 0 ? (
        <div
          role="alert"
          className="space-y-1 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {alerts.map((a) => (
            <p key={a}>{a}</p>
          ))}
        </div>
      ) : null}

      <section aria-labelledby="archivos-subidos">
        <h3 id="archivos-subidos" className="text-sm font-semibold text-stone-900">
          Archivos subidos
        </h3>
        {files.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">
            Todavía no has subido archivos en esta sesión.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {files.map((f) => (
              <li
                key={f.id}
                className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm"
              >
                <span className="flex min-w-0 items-center gap-2 text-stone-900">
                  <Paperclip className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
                  <span className="truncate">{f.originalName}</span>
                </span>
                <span className="shrink-0 text-stone-600">{formatMb(f.fileSize)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
