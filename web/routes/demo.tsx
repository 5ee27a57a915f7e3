import { Coins, Globe, MessageCircle, NotebookPen, Paperclip } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { HealthBadge } from '../features/demo/components/health-badge.tsx';
import { DemoSurface, ThemeToggle, useDemoTheme } from '../features/demo/theme.tsx';
import { useMe } from '../lib/session.ts';

const FEATURES = [
  {
    icon: NotebookPen,
    title: 'Notas con IA',
    body: 'Resúmenes con 3 puntos accionables, en streaming.',
  },
  { icon: Paperclip, title: 'Archivos', body: 'Sube imágenes, PDF o ZIP de hasta 25 MB.' },
  {
    icon: Globe,
    title: 'Análisis de URL',
    body: 'Título, descripción y primeros enlaces de cualquier web pública.',
  },
  {
    icon: MessageCircle,
    title: 'Chat en tiempo real',
    body: 'Una sala compartida con presencia en directo.',
  },
  {
    icon: Coins,
    title: 'Créditos',
    body: 'Empiezas con 5 y puedes comprar 50 más en un pago de prueba.',
  },
];

export default function DemoLanding() {
  const { data: me } = useMe();
  const { theme, toggle } = useDemoTheme();
  // docs/product-spec.md §2: a signed-in user goes straight to the workspace. The landing shows while
  // the session loads: it is what the server rendered, so hydration matches it.
  if (me) return <Navigate to="/demo/app" replace />;
  return (
    <DemoSurface theme={theme}>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        {/* One column on phones: the badge's label changes width as the check completes, and
            must not push the toggle to another line (layout shift). */}
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <HealthBadge />
          <ThemeToggle theme={theme} onToggle={toggle} />
        </div>
        <div className="mt-10 max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-(--d-muted) uppercase">
            Demo en vivo
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">
            Prueba la plataforma por dentro
          </h1>
          <p className="mt-4 text-lg text-(--d-muted)">
            Notas generadas con IA, subida de archivos, análisis de sitios web y una sala de chat en
            tiempo real, con un sistema de créditos. Entra con tu cuenta y empieza en segundos.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={`/login?redirect=${encodeURIComponent('/demo/app')}`}
              className={buttonClass('primary', 'lg')}
            >
              Entrar en la demo
            </Link>
            <Link
              to={`/registro?redirect=${encodeURIComponent('/demo/app')}`}
              className="inline-flex h-12 items-center rounded-lg border border-(--d-border) bg-(--d-surface) px-6 text-base font-medium hover:bg-(--d-hover)"
            >
              Crear una cuenta
            </Link>
          </div>
        </div>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-(--d-border) bg-(--d-surface) p-5">
              <Icon className="h-6 w-6 text-brand-600" aria-hidden="true" />
              <h2 className="mt-3 font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-(--d-muted)">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </DemoSurface>
  );
}
