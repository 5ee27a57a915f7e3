import { Check } from 'lucide-react';
import type { PlanView } from '../../../../contracts/billing.ts';
import { messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber, formatUsd } from '../../../lib/format.ts';

type Props = {
  plan: PlanView;
  current: boolean;
  pending: boolean;
  busy: boolean;
  onSubscribe: (plan: PlanView) => void;
};

/** One plan of docs/product-spec.md §9 with its figures, highlights and subscribe button. */
export function PlanCard({ plan, current, pending, busy, onSubscribe }: Props) {
  const isFree = plan.name === 'Free';
  const headingId = `plan-${plan.name.toLowerCase()}`;
  let label = isFree ? 'Empieza gratis' : `Suscribirse a ${plan.name}`;
  if (current) label = 'Tu plan actual';
  if (pending) label = messages.billing.processing;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.name}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200',
        current && 'bg-brand-50',
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
          Más popular
        </p>
      )}
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        {plan.name}
      </h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-3xl font-extrabold tracking-tight text-stone-950">
          {formatUsd(plan.price)}
        </span>
        <span className="text-sm text-stone-600">/{plan.period}</span>
      </p>
      <ul className="mt-5 space-y-1 text-sm">
        <li>
          <strong className="text-stone-900">{formatNumber(plan.messageCredits)}</strong>{' '}
          <span className="text-stone-700">créditos de mensajes</span>
        </li>
        <li>
          <strong className="text-stone-900">{formatNumber(plan.integrationCredits)}</strong>{' '}
          <span className="text-stone-700">créditos de integración</span>
        </li>
      </ul>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-stone-700">
        {plan.highlights.map((h) => (
          <li key={h} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{h}</span>
          </li>
        ))}
      </ul>
      {!isFree && (
        // Without the app (not started yet, or no scripts) the page is the signed-out one the
        // server renders, and subscribing starts with signing in: the form goes there and
        // back to /pricing. The app subscribes in place instead (useSubscribe).
        <form
          method="get"
          action="/login"
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            onSubscribe(plan);
          }}
        >
          <input type="hidden" name="redirect" value="/pricing" />
          <Button
            type="submit"
            className="w-full"
            variant={plan.popular ? 'primary' : 'secondary'}
            disabled={current || busy}
          >
            {label}
          </Button>
        </form>
      )}
      {isFree && (
        <p className="mt-6 rounded-lg bg-stone-100 px-3 py-2 text-center text-sm text-stone-700">
          {current ? 'Tu plan actual' : 'Incluido al crear tu cuenta'}
        </p>
      )}
    </article>
  );
}
