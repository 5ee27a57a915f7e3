import { Coins } from 'lucide-react';
import { formatNumber } from '../../../lib/format.ts';
import { useDemoCredits } from '../api.ts';

export function CreditsBadge() {
  const { data } = useDemoCredits();
  const credits = data?.credits;
  return (
    <span
      className="inline-flex h-9 items-center gap-2 rounded-full border border-(--d-border) bg-(--d-surface) px-3 text-sm font-semibold"
      data-testid="credits-badge"
      aria-live="polite"
    >
      <Coins className="h-4 w-4 text-amber-600" aria-hidden="true" />
      {credits === undefined ? '—' : formatNumber(credits)} {credits === 1 ? 'crédito' : 'créditos'}
    </span>
  );
}
