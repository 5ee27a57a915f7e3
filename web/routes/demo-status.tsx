import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Database, Radio, Server, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DEMO_ROOM } from '../../contracts/realtime.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { useDemoHealth } from '../features/demo/api.ts';
import {
  DemoPanel,
  DemoSurface,
  secondaryButton,
  ThemeToggle,
  useDemoTheme,
} from '../features/demo/theme.tsx';
import { STATUS_LABELS, StatusDot } from '../features/realtime/chat-room.tsx';
import { useRealtimeChannel } from '../features/realtime/use-realtime-channel.ts';
import { formatDateTime, formatNumber } from '../lib/format.ts';

// The routes the demo depends on, checked from this browser.
const ROUTE_CHECKS = [
  { label: 'Página /demo', path: '/demo', accept: 'text/html' },
  { label: 'Página /demo/app', path: '/demo/app', accept: 'text/html' },
  {
    label: 'API de estado (demo-health)',
    path: '/api/functions/demo-health',
    accept: 'application/json',
  },
  { label: 'Sesión (/api/me)', path: '/api/me', accept: 'application/json' },
  { label: 'Créditos demo', path: '/api/demo/credits', accept: 'application/json' },
  {
    label: 'Historial del chat',
    path: `/api/demo/messages?channel=${DEMO_ROOM}`,
    accept: 'application/json',
  },
];

function useRouteChecks() {
  return useQuery({
    queryKey: ['demo', 'route-checks'],
    queryFn: () =>
      Promise.all(
        ROUTE_CHECKS.map(async (check) => {
          const started = performance.now();
          try {
            const res = await fetch(check.path, {
              headers: { accept: check.accept },
              credentials: 'same-origin',
            });
            return { ...check, ok: res.ok, status: res.status, ms: performance.now() - started };
          } catch {
            return { ...check, ok: false, status: 0, ms: performance.now() - started };
          }
        }),
      ),
  });
}

const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${formatNumber(Math.round(value * 10) / 10)} ms`;

export default function DemoStatus() {
  const { theme, toggle } = useDemoTheme();
  const health = useDemoHealth();
  const checks = useRouteChecks();
  const live = useRealtimeChannel(DEMO_ROOM);
  const [rtt, setRtt] = useState<number | null>(null);

  useEffect(() => {
    if (live.status !== 'subscribed') return;
    let stop = false;
    const measure = () =>
      live
        .ping()
        .then((t) => !stop && setRtt(t))
        .catch(() => {});
    void measure();
    const timer = setInterval(measure, 10_000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [live.status, live.ping]);

  const h = health.data;
  return (
    <DemoSurface theme={theme}>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <Link
              to="/demo/app"
              className="inline-flex items-center gap-1 text-sm text-(--d-muted) hover:underline"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Volver a la demo
            </Link>
            <h1 className="mt-1 text-2xl font-bold tracking-tight">Estado del sistema</h1>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                void health.refetch();
                void checks.refetch();
              }}
            >
              Volver a comprobar
            </button>
            <ThemeToggle theme={theme} onToggle={toggle} />
          </div>
        </div>

        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <DemoPanel
            title="Rutas"
            icon={<CheckCircle2 className="h-5 w-5 text-brand-600" aria-hidden="true" />}
          >
            {checks.isPending ? (
              <Spinner />
            ) : (
              <ul className="space-y-2" data-testid="route-checks">
                {checks.data?.map((c) => (
                  <li key={c.path} className="flex items-center justify-between gap-2 text-sm">
                    <span className="inline-flex items-center gap-2">
                      {c.ok ? (
                        <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-label="Correcta" />
                      ) : (
                        <XCircle className="h-4 w-4 text-red-600" aria-label="Con errores" />
                      )}
                      {c.label}
                    </span>
                    <span className="text-(--d-muted)">
                      {c.status || 'sin respuesta'} · {ms(c.ms)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </DemoPanel>

          <DemoPanel
            title="Base de datos"
            icon={<Database className="h-5 w-5 text-brand-600" aria-hidden="true" />}
          >
            {health.isPending ? (
              <Spinner />
            ) : health.isError || !h ? (
              <p className="text-sm font-medium text-red-700" role="alert">
                No se pudo comprobar el estado del sistema.
              </p>
            ) : (
              <dl className="grid grid-cols-2 gap-y-2 text-sm">
                <dt className="text-(--d-muted)">Estado</dt>
                <dd data-testid="db-status">{h.status === 'ok' ? 'Operativa' : 'Con errores'}</dd>
                <dt className="text-(--d-muted)">Motor</dt>
                <dd>{h.db.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}</dd>
                <dt className="text-(--d-muted)">Latencia</dt>
                <dd data-testid="db-latency">{ms(h.db.latencyMs)}</dd>
              </dl>
            )}
          </DemoPanel>

          <DemoPanel
            title="Tiempo real"
            icon={<Radio className="h-5 w-5 text-brand-600" aria-hidden="true" />}
          >
            <dl className="grid grid-cols-2 gap-y-2 text-sm">
              <dt className="text-(--d-muted)">Tu conexión</dt>
              <dd className="inline-flex items-center gap-2" data-testid="realtime-status">
                <StatusDot status={live.status} /> {STATUS_LABELS[live.status]}
              </dd>
              <dt className="text-(--d-muted)">Ida y vuelta (ping)</dt>
              <dd>{ms(rtt)}</dd>
              <dt className="text-(--d-muted)">Conexiones en esta instancia</dt>
              <dd>{h ? formatNumber(h.realtime.connections) : '—'}</dd>
              <dt className="text-(--d-muted)">Personas en la sala</dt>
              <dd>{h ? formatNumber(h.realtime.online) : '—'}</dd>
              <dt className="text-(--d-muted)">Reparto entre instancias</dt>
              <dd>{h ? (h.realtime.mode === 'redis' ? 'Redis' : 'En proceso') : '—'}</dd>
            </dl>
          </DemoPanel>

          <DemoPanel
            title="Despliegue"
            icon={<Server className="h-5 w-5 text-brand-600" aria-hidden="true" />}
          >
            {h ? (
              <dl className="grid grid-cols-2 gap-y-2 text-sm">
                <dt className="text-(--d-muted)">Versión</dt>
                <dd>{h.version}</dd>
                <dt className="text-(--d-muted)">Entorno</dt>
                <dd>
                  {h.deployment.environment === 'production'
                    ? 'Producción'
                    : h.deployment.environment === 'test'
                      ? 'Pruebas'
                      : 'Desarrollo'}
                </dd>
                <dt className="text-(--d-muted)">Node.js</dt>
                <dd>{h.deployment.nodeVersion}</dd>
                <dt className="text-(--d-muted)">Instancia</dt>
                <dd className="font-mono">{h.deployment.instanceId}</dd>
                <dt className="text-(--d-muted)">En marcha desde</dt>
                <dd>{formatDateTime(h.deployment.startedAt)}</dd>
                <dt className="text-(--d-muted)">Commit</dt>
                <dd className="font-mono">{h.deployment.commit?.slice(0, 12) ?? 'no indicado'}</dd>
                <dt className="text-(--d-muted)">Última comprobación</dt>
                <dd>{formatDateTime(h.checkedAt)}</dd>
              </dl>
            ) : (
              <Spinner />
            )}
          </DemoPanel>
        </div>
      </div>
    </DemoSurface>
  );
}
