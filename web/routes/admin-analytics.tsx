import { useState } from 'react';
import { messages } from '../../contracts/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { usePlatformAnalytics } from '../features/analytics/api.ts';
import { AnalyticsView, PeriodSelector } from '../features/analytics/components/analytics-view.tsx';
import { ApiError } from '../lib/api.ts';

/** /admin/analitica: the platform's own pages, for the operators in ADMIN_EMAILS. */
export default function AdminAnalyticsPage() {
  const [days, setDays] = useState(30);
  const stats = usePlatformAnalytics(days);
  const forbidden = stats.error instanceof ApiError && stats.error.status === 403;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-950">
            Analítica de la plataforma
          </h1>
          <p className="mt-1 text-stone-600">
            Visitas a las páginas de Forja (sin contar las páginas públicas de los proyectos).
          </p>
        </div>
        {forbidden ? null : <PeriodSelector days={days} onChange={setDays} />}
      </div>
      {stats.isPending ? (
        <PageSpinner />
      ) : stats.isError ? (
        <Card className="p-8 text-center" role="alert">
          <p className="font-medium text-red-800">
            {forbidden ? messages.analytics.adminOnly : messages.analytics.loadError}
          </p>
          {forbidden ? null : (
            <Button variant="outline" className="mt-4" onClick={() => stats.refetch()}>
              Reintentar
            </Button>
          )}
        </Card>
      ) : (
        <Card className="p-5">
          <AnalyticsView
            stats={stats.data}
            empty={
              <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-6 text-sm text-stone-700">
                Aún no hay visitas registradas en los últimos {days} días. Solo se cuentan los
                visitantes que aceptan las cookies de analítica y no envían «No rastrear».
              </p>
            }
          />
        </Card>
      )}
    </div>
  );
}
