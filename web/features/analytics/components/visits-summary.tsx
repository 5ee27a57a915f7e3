import { LineChart } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useVisitsSummary } from '../api.ts';

/** Dashboard figure: visitors of the last 7 days across the user's projects. */
export function VisitsSummary() {
  const summary = useVisitsSummary();
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <LineChart className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-sm text-stone-600">Visitantes en los últimos 7 días</h2>
          <p className="text-3xl font-bold tabular-nums text-stone-950">
            {summary.isPending ? '…' : summary.isError ? '—' : formatNumber(summary.data.visitors)}
          </p>
        </div>
      </div>
      <p className="text-sm text-stone-600">
        {summary.isError
          ? 'No se pudieron cargar las visitas.'
          : summary.data
            ? `${formatNumber(summary.data.pageviews)} páginas vistas en todos tus proyectos`
            : null}
      </p>
    </Card>
  );
}
