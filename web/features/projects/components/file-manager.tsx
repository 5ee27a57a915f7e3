import { useQueryClient } from '@tanstack/react-query';
import { FileArchive, FileText, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fill, messages } from '../../../../contracts/messages.ts';
import {
  extensionOf,
  isAllowedProjectExtension,
  PROJECT_UPLOAD_EXTENSIONS,
  PROJECT_UPLOAD_MAX_BYTES,
  PROJECT_UPLOAD_MAX_MB,
} from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { formatDate, formatMb } from '../../../lib/format.ts';
import { useDeleteFile } from '../api/delete-file.ts';
import { useFiles } from '../api/get-files.ts';
import { projectKeys } from '../api/keys.ts';
import { uploadProjectFile } from '../api/upload-file.ts';
import { toastError } from '../toast-error.ts';

const ACCEPT = PROJECT_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Project files: 25 MB, png jpg jpeg zip pdf gif webp (checked again on the server against the bytes). */
export function FileManager({ projectId, publicPath }: { projectId: string; publicPath: string }) {
  const files = useFiles(projectId);
  const remove = useDeleteFile(projectId);
  const qc = useQueryClient();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isAllowedProjectExtension(file.name)) {
      toast.error(
        fill(messages.validation.fileTypeUnsupported, {
          extension: extensionOf(file.name) ? `.${extensionOf(file.name)}` : file.name,
        }),
      );
      return;
    }
    if (file.size > PROJECT_UPLOAD_MAX_BYTES) {
      toast.error(
        fill(messages.validation.fileTooLarge, {
          filename: file.name,
          limit: PROJECT_UPLOAD_MAX_MB,
        }),
      );
      return;
    }
    setProgress({ name: file.name, fraction: 0 });
    try {
      await uploadProjectFile(projectId, file, (fraction) =>
        setProgress({ name: file.name, fraction }),
      );
      toast.success(messages.notesAndFiles.fileUploaded);
      await qc.invalidateQueries({ queryKey: projectKeys.part(projectId, 'files') });
    } catch (error) {
      toastError(messages.notesAndFiles.uploadError, error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700" data-testid="files-public-hint">
        {fill(messages.ownerPage.filesPublic, { path: publicPath })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={onPick}
          disabled={progress !== null}
        />
        <Button
          variant="outline"
          onClick={() => inputRef.current?.click()}
          disabled={progress !== null}
        >
          <Upload className="h-4 w-4" aria-hidden="true" /> Subir archivo
        </Button>
        <label htmlFor={inputId} className="text-xs text-stone-600">
          PNG, JPG, GIF, WEBP, PDF o ZIP · máximo {PROJECT_UPLOAD_MAX_MB} MB
        </label>
      </div>
      {progress ? <UploadProgress name={progress.name} fraction={progress.fraction} /> : null}
      {files.isPending ? (
        <Spinner label="Cargando archivos…" />
      ) : files.isError ? (
        <p className="text-sm text-red-700" role="alert">
          {messages.projects.loadError}
        </p>
      ) : files.data.length === 0 ? (
        <p className="text-sm text-stone-600">Todavía no has subido archivos.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Archivos">
          {files.data.map((f) => (
            <li
              key={f.id}
              className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-2"
            >
              {f.isImage ? (
                <img
                  src={f.publicUrl}
                  alt=""
                  className="h-12 w-12 rounded-lg object-cover"
                  loading="lazy"
                  width={48}
                  height={48}
                />
              ) : (
                <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-stone-100 text-stone-600">
                  {f.name.endsWith('.zip') ? (
                    <FileArchive className="h-6 w-6" aria-hidden="true" />
                  ) : (
                    <FileText className="h-6 w-6" aria-hidden="true" />
                  )}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <a
                  href={f.publicUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="block truncate text-sm font-medium text-stone-900 hover:underline"
                >
                  {f.name}
                </a>
                <p className="text-xs text-stone-600">
                  {formatMb(f.size)} · {formatDate(f.createdAt)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Eliminar el archivo ${f.name}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(f.id, {
                    onSuccess: () => toast.success(messages.projectsFlow.fileDeleted),
                    onError: (e) => toastError(messages.projects.updateError, e),
                  })
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
