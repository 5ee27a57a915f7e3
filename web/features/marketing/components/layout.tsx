import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

// Building blocks shared by every marketing page, so they look like one site.

export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn('text-sm font-semibold uppercase tracking-wider text-brand-700', className)}>
      {children}
    </p>
  );
}

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  breadcrumb,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  breadcrumb?: { to: string; label: string };
}) {
  return (
    <section className="relative overflow-hidden border-b border-stone-200 bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:py-20">
        {breadcrumb ? (
          <nav aria-label="Ruta de navegación" className="mb-6 text-sm">
            <Link to={breadcrumb.to} className="font-medium text-stone-600 hover:text-stone-950">
              ← {breadcrumb.label}
            </Link>
          </nav>
        ) : null}
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="mt-3 max-w-3xl text-balance text-4xl font-extrabold tracking-tight text-stone-950 sm:text-5xl">
          {title}
        </h1>
        {lead ? (
          <div className="mt-5 max-w-2xl text-lg leading-8 text-stone-700">{lead}</div>
        ) : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  className,
  tone = 'white',
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: 'white' | 'muted';
}) {
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(tone === 'muted' ? 'bg-stone-50' : 'bg-white', className)}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        {eyebrow || title || lead ? (
          <div className="max-w-2xl">
            {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
            {title ? (
              <h2
                id={headingId}
                className="mt-2 text-balance text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl"
              >
                {title}
              </h2>
            ) : null}
            {lead ? <p className="mt-4 text-lg leading-8 text-stone-700">{lead}</p> : null}
          </div>
        ) : null}
        <div className={eyebrow || title || lead ? 'mt-12' : undefined}>{children}</div>
      </div>
    </section>
  );
}

/** The dark closing band that ends most pages with one clear next step. */
export function CtaBand({
  title,
  text,
  primary = { to: '/create', label: 'Empieza a crear' },
  secondary = { to: '/contacto', label: 'Hablar con el equipo' },
}: {
  title: string;
  text: string;
  primary?: { to: string; label: string };
  secondary?: { to: string; label: string };
}) {
  return (
    <section className="bg-white px-4 py-16 sm:py-20">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-stone-950 px-6 py-12 sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 -right-24 h-72 w-72 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div className="relative max-w-2xl">
          <h2 className="text-balance text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-stone-300">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={primary.to} className={buttonClass('primary', 'lg')}>
              {primary.label}
            </Link>
            <Link
              to={secondary.to}
              className="inline-flex h-12 items-center justify-center rounded-lg border border-stone-500 px-6 text-base font-medium text-white transition-colors hover:bg-stone-800"
            >
              {secondary.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
