import { FileCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { messages } from '../../../../contracts/messages.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useSourceTree } from '../api.ts';

/** "Ver Código Fuente": the latest export's files and their contents. */
export function SourceDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const tree = useSourceTree(projectId, open);
  const [selected, setSelected] = useState<string | null>(null);
  const files = tree.data?.files ?? [];
  useEffect(() => {
    if (files.length > 0 && (!selected || !files.some((f) => f.path === selected))) {
      setSelected(files.find((f) => f.path.endsWith('src/App.jsx'))?.path ?? files[0].path);
    }
  }, [files, selected]);
  const current = files.find((f) => f.path === selected);
  const root = files[0]?.path.split('/')[0] ?? '';

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Código fuente"
      description="Archivos de la última exportación"
      size="lg"
    >
      {tree.isPending ? (
        <Spinner label="Cargando el código…" />
      ) : tree.isError ? (
        <p className="text-sm text-stone-700" role="alert">
          {errorMessage(tree.error, messages.projects.loadError)}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[240px_1fr]">
          <nav aria-label="Archivos del proyecto">
            <ul className="space-y-0.5 text-sm">
              {files.map((f) => {
                const rel = f.path.startsWith(`${root}/`) ? f.path.slice(root.length + 1) : f.path;
                const depth = rel.split('/').length - 1;
                return (
                  <li key={f.path}>
                    <button
                      type="button"
                      onClick={() => setSelected(f.path)}
                      aria-current={f.path === selected ? 'true' : undefined}
                      className={cn(
                        'flex w-full items-center gap-1.5 truncate rounded-md px-2 py-1 text-left font-mono text-xs',
                        f.path === selected
                          ? 'bg-brand-100 text-brand-900'
                          : 'text-stone-800 hover:bg-stone-100',
                      )}
                      style={{ paddingLeft: `${8 + depth * 12}px` }}
                    >
                      <FileCode className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                      {rel}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="min-w-0">
            {current ? (
              <>
                <p className="mb-2 font-mono text-xs text-stone-600">{current.path}</p>
                <pre className="max-h-[60vh] overflow-auto rounded-xl bg-stone-950 p-4 text-xs leading-relaxed text-stone-100">
                  <code>{current.content}</code>
                </pre>
              </>
            ) : null}
          </div>
        </div>
      )}
    </Modal>
  );
}
