import { BarChart3, Table2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import {
  type AnalyticsStats,
  CHANNEL_LABELS,
  STATS_DAYS,
} from '../../../../contracts/analytics.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatDuration, formatLongDay, formatPercent } from '../format.ts';

// The numbers of one site (a project or the platform): totals, visits per day as a chart
// (lazy) or a table, and the top channels, referrers, pages, campaigns and screens.

const VisitsChart = lazy(() => import('./visits-chart.tsx'));

export function PeriodSelector({
  days,
  onChange,
}: {
  days: number;
  onChange: (d: number) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5">
      <legend className="sr-only">Periodo</legend>
      {STATS_DAYS.map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={days === d}
          onClick={() => onChange(d)}
          className={cn(
            'rounded-md px-3 py-1 text-sm font-medium',
            days === d ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100',
          )}
        >
          {d} días
        </button>
      ))}
    </fieldset>
  );
}

function TopList({
  title,
  rows,
  unit = 'visitantes',
}: {
  title: string;
  rows: { label: string; value: number; hint?: string }[];
  unit?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <section className="min-w-0">
      <h4 className="mb-2 text-sm font-semibold text-stone-900">{title}</h4>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">Sin datos en este periodo.</p>
      ) : (
        <ul className="space-y-1.5">
          {rows.map((r) => (
            <li key={r.label} className="relative overflow-hidden rounded-md text-sm">
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-0 rounded-md bg-brand-50"
                style={{ width: `${(r.value / max) * 100}%` }}
              />
              <span className="relative flex items-center justify-between gap-3 px-2 py-1">
                <span className="min-w-0 truncate text-stone-800" title={r.hint ?? r.label}>
                  {r.label}
                </span>
                <span className="shrink-0 font-medium tabular-nums text-stone-950">
                  {formatNumber(r.value)}
                  <span className="sr-only"> {unit}</span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DayTable({ byDay, visible }: { byDay: AnalyticsStats['byDay']; visible: boolean }) {
  return (
    <div
      className={visible ? 'max-h-72 overflow-auto rounded-lg border border-stone-200' : 'sr-only'}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Visitantes y páginas vistas por día</caption>
        <thead className="sticky top-0 bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Día
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Visitantes
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Páginas vistas
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {byDay.map((d) => (
            <tr key={d.date}>
              <th scope="row" className="px-3 py-1.5 font-normal capitalize text-stone-800">
                {formatLongDay(d.date)}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatNumber(d.visitors)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatNumber(d.pageviews)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AnalyticsView({
  stats,
  empty,
}: {
  stats: AnalyticsStats;
  /** What to show when the period has no visits: how to get traffic. */
  empty: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const t = stats.totals;
  const totals: [string, string][] = [
    ['Visitantes', formatNumber(t.visitors)],
    ['Páginas vistas', formatNumber(t.pageviews)],
    ['Sesiones', formatNumber(t.sessions)],
    ['Tasa de rebote', formatPercent(t.bounceRate)],
    ['Duración media', formatDuration(t.avgDurationSeconds)],
  ];
  if (t.pageviews === 0 && t.visitors === 0) return <>{empty}</>;

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-stone-200 bg-stone-50 px-3 py-2">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="text-xl font-bold tabular-nums text-stone-950">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby={headingId}>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h4 id={headingId} className="text-sm font-semibold text-stone-900">
            Visitas por día
          </h4>
          <button
            type="button"
            onClick={() => setAsTable((v) => !v)}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
          >
            {asTable ? (
              <>
                <BarChart3 className="h-4 w-4" aria-hidden="true" /> Ver gráfico
              </>
            ) : (
              <>
                <Table2 className="h-4 w-4" aria-hidden="true" /> Ver tabla
              </>
            )}
          </button>
        </div>
        {asTable ? null : (
          <>
            <Suspense
              fallback={
                <div className="flex h-[220px] items-center justify-center">
                  <Spinner label="Cargando el gráfico…" />
                </div>
              }
            >
              <VisitsChart byDay={stats.byDay} />
            </Suspense>
            <p className="mt-1 flex gap-4 text-xs text-stone-600" aria-hidden="true">
              <span className="flex items-center gap-1">
                <span className="inline-block h-0.5 w-4 bg-brand-700" /> Visitantes
              </span>
              <span className="flex items-center gap-1">
                <span className="inline-block h-0.5 w-4 border-t-2 border-dashed border-stone-500" />
                Páginas vistas
              </span>
            </p>
          </>
        )}
        {/* The same numbers as a table: visible on request, always there for screen readers. */}
        <DayTable byDay={stats.byDay} visible={asTable} />
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <TopList
          title="Canales"
          rows={stats.channels.map((c) => ({
            label: CHANNEL_LABELS[c.channel],
            value: c.visitors,
          }))}
        />
        <TopList
          title="Referencias principales"
          rows={stats.referrers.map((r) => ({ label: r.referrer, value: r.visitors }))}
        />
        <TopList
          title="Páginas"
          unit="páginas vistas"
          rows={stats.pages.map((p) => ({ label: p.pathname, value: p.pageviews }))}
        />
        <TopList
          title="Campañas"
          rows={stats.campaigns.map((c) => ({
            label: [c.utmCampaign, c.utmSource, c.utmMedium].filter(Boolean).join(' · '),
            hint: `Campaña: ${c.utmCampaign || '—'} · Origen: ${c.utmSource || '—'} · Medio: ${c.utmMedium || '—'}`,
            value: c.visitors,
          }))}
        />
        <TopList
          title="Pantallas"
          rows={stats.screens.map((s) => ({ label: s.screen, value: s.visitors }))}
        />
      </div>
    </div>
  );
}
