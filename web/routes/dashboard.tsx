import { appMessages } from '../../contracts/app-messages.ts';
import { VisitsSummary } from '../features/analytics/components/visits-summary.tsx';
import { useAppQuota } from '../features/app-runtime/api.ts';
import { SubscriptionCard } from '../features/billing/components/subscription-card.tsx';
import { DashboardOverview } from '../features/projects/components/dashboard-overview.tsx';
import { useMe } from '../lib/session.ts';

export default function DashboardPage() {
  const { data: me } = useMe();
  // The running apps' records count against the plan like the credits (issue 20).
  const appQuota = useAppQuota(Boolean(me)).data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-stone-950">Dashboard</h1>
        <p className="mt-1 text-stone-600">
          {me ? `Hola, ${me.name}. ` : ''}Tus proyectos, lanzamientos y créditos de un vistazo.
        </p>
      </div>
      <DashboardOverview />
      <VisitsSummary />
      <SubscriptionCard
        extraUsage={
          appQuota
            ? [{ label: appMessages.owner.quota, used: appQuota.used, limit: appQuota.limit }]
            : []
        }
      />
    </div>
  );
}
