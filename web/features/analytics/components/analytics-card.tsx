import { LineChart } from 'lucide-react';
import { useId, useState } from 'react';
import { messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useProjectAnalytics } from '../api.ts';
import { AnalyticsView, PeriodSelector } from './analytics-view.tsx';

/** The owner's "Analítica" card: who visits the launched page and where they come from. */
export function AnalyticsCard({
  projectId,
  publicUrl,
  collecting,
}: {
  projectId: string;
  publicUrl: string | null;
  /** Public and launched: only then does the page count visits. */
  collecting: boolean;
}) {
  const [days, setDays] = useState(7);
  const stats = useProjectAnalytics(projectId, days);
  const titleId = useId();

  const empty = (
    <div className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-6 text-sm text-stone-700">
      <p className="font-medium text-stone-900">Aún no hay visitas en los últimos {days} días.</p>
      {collecting ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            Comparte la página pública
            {publicUrl ? (
              <>
                {' '}
                <a href={publicUrl} className="break-all font-medium text-brand-800 underline">
                  {publicUrl}
                </a>
              </>
            ) : null}{' '}
            en redes sociales, en tu boletín o con tus contactos.
          </li>
          <li>
            Añade parámetros UTM a tus enlaces (por ejemplo{' '}
            <code>?utm_source=boletin&amp;utm_medium=email</code>) para ver qué campaña trae cada
            visita.
          </li>
          <li>Solo se cuentan visitantes que aceptan las cookies de analítica.</li>
        </ul>
      ) : (
        <p className="mt-2">
          Tu proyecto debe ser público y estar lanzado para contar visitas. Lánzalo desde la sección
          «Publicación».
        </p>
      )}
    </div>
  );

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="space-y-4 p-5"
      aria-busy={stats.isFetching}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-stone-950">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <LineChart className="h-4 w-4" aria-hidden="true" />
          </span>
          Analítica
        </h3>
        <PeriodSelector days={days} onChange={setDays} />
      </div>
      {stats.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Cargando la analítica…" />
        </div>
      ) : stats.isError ? (
        <div role="alert" className="py-6 text-center">
          <p className="font-medium text-red-800">{messages.analytics.loadError}</p>
          <Button variant="outline" className="mt-3" onClick={() => stats.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <AnalyticsView stats={stats.data} empty={empty} />
      )}
    </Card>
  );
}
