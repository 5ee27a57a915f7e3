import { Users } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useDemoHealth } from '../api.ts';

export type HealthState = 'checking' | 'ok' | 'error';

const LABELS: Record<HealthState, string> = {
  checking: 'Comprobando el sistema…',
  ok: 'Sistema operativo',
  error: 'Sistema con problemas',
};

/** The health badge (docs/product-spec.md §4: checking, ok, error), polled every 30 s. */
export function HealthBadge() {
  const health = useDemoHealth();
  const state: HealthState = health.isPending ? 'checking' : health.isError ? 'error' : 'ok';
  return (
    // Stacked on phones, so the row's height does not change when the labels do (no layout shift).
    <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3">
      <span
        data-testid="health-badge"
        data-state={state}
        role="status"
        className={cn(
          'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium',
          state === 'ok' && 'border-emerald-600 text-(--d-text)',
          state === 'error' && 'border-red-600 text-(--d-text)',
          state === 'checking' && 'border-(--d-border) text-(--d-muted)',
        )}
      >
        <span
          className={cn(
            'h-2.5 w-2.5 rounded-full',
            state === 'ok' && 'bg-emerald-500',
            state === 'error' && 'bg-red-600',
            state === 'checking' && 'animate-pulse bg-stone-400',
          )}
          aria-hidden="true"
        />
        {LABELS[state]}
      </span>
      <span
        className="inline-flex items-center gap-1.5 text-sm text-(--d-muted)"
        data-testid="online-count"
      >
        <Users className="h-4 w-4" aria-hidden="true" />
        {health.data
          ? health.data.realtime.online === 1
            ? '1 persona conectada'
            : `${formatNumber(health.data.realtime.online)} personas conectadas`
          : '— personas conectadas'}
      </span>
    </div>
  );
}
