import type { SubscriptionView } from '../../../../contracts/billing.ts';
import { formatDate } from '../../../lib/format.ts';
import { UsageBar } from './usage-bar.tsx';

/** The signed-in user's credits this period, as progress bars. */
export function UsageSummary({ subscription }: { subscription: SubscriptionView }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <UsageBar
        label="Créditos de mensajes"
        used={subscription.messages.used}
        limit={subscription.messages.limit}
      />
      <UsageBar
        label="Créditos de integración"
        used={subscription.integrations.used}
        limit={subscription.integrations.limit}
      />
      {subscription.daily ? (
        <UsageBar
          label="Mensajes de hoy"
          used={subscription.daily.used}
          limit={subscription.daily.limit}
        />
      ) : (
        <p className="self-end text-sm text-stone-700">
          Se renuevan el {formatDate(subscription.periodEnd)}.
        </p>
      )}
    </div>
  );
}
