import { formatNumber } from '../../../lib/format.ts';

/** One credit counter as a labelled progress bar (used of limit). */
export function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const pct = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const exhausted = used >= limit;
  const tone = exhausted ? 'bg-red-600' : pct >= 80 ? 'bg-amber-500' : 'bg-brand-600';
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-stone-800">{label}</span>
        <span className="tabular-nums text-stone-700">
          {formatNumber(used)} / {formatNumber(limit)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={`${formatNumber(used)} de ${formatNumber(limit)} usados`}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full ${tone} transition-[width]`}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
