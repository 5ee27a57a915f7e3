import { Download, Package } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../contracts/messages.ts';
import type { ExportResult } from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PanelCard } from '../../../components/ui/panel-card.tsx';
import { formatDateTime, formatMb } from '../../../lib/format.ts';
import { useExportProject } from '../api.ts';
import { toastError } from '../toast-error.ts';

/**
 * "Exportar Código": a real zip of the project; an existing export is reused. The owner may
 * ask for the live app's records to go in as seed data (issue 21: opt-in, off by default).
 */
export function ExportCard({
  projectId,
  latest,
}: {
  projectId: string;
  latest: ExportResult | null;
}) {
  const run = useExportProject(projectId);
  const [includeData, setIncludeData] = useState(false);
  const includeId = useId();
  const result = latest;
  const start = (regenerate: boolean) =>
    run.mutate(
      { regenerate, includeData },
      {
        onSuccess: (r) => {
          toast.success(
            r.reused ? messages.controlPanel.exportReused : messages.controlPanel.exportGenerated,
          );
        },
        onError: (e) => toastError(messages.controlPanel.exportError, e),
      },
    );

  return (
    <PanelCard
      icon={Package}
      title="Exportar Código"
      badge={
        <span className="text-xs font-medium text-stone-600">
          {result ? 'Completada' : 'Sin exportar'}
        </span>
      }
    >
      <p className="text-sm text-stone-700">{messages.sourceViewer.exportCardBody}</p>
      {result ? (
        <div className="rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm">
          <p className="font-medium text-stone-900">
            Exportación ZIP · {formatMb(result.fileSize)}
          </p>
          <p className="text-xs text-stone-600">Creada el {formatDateTime(result.createdAt)}</p>
          <a
            href={result.exportUrl}
            download
            className="mt-2 inline-flex items-center gap-1.5 font-medium text-brand-800 hover:underline"
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Descargar ZIP
          </a>
        </div>
      ) : null}
      <div className="flex items-start gap-2">
        <input
          id={includeId}
          type="checkbox"
          checked={includeData}
          onChange={(e) => setIncludeData(e.target.checked)}
          aria-describedby={`${includeId}-hint`}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
        />
        <div className="text-sm">
          <label htmlFor={includeId} className="font-medium text-stone-900">
            {messages.sourceViewer.includeData}
          </label>
          <p id={`${includeId}-hint`} className="text-xs text-stone-600">
            {messages.sourceViewer.includeDataHint}
          </p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button onClick={() => start(false)} disabled={run.isPending} className="flex-1">
          {run.isPending ? 'Exportando…' : 'Exportar código'}
        </Button>
        {result ? (
          <Button variant="outline" onClick={() => start(true)} disabled={run.isPending}>
            Regenerar
          </Button>
        ) : null}
      </div>
    </PanelCard>
  );
}
