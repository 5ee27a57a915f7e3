import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSubscription } from '../../../lib/subscription.ts';
import { ManageSubscriptionButton } from './manage-subscription-button.tsx';
import { UsageBar } from './usage-bar.tsx';

const STATUS_TEXT: Record<string, string> = {
  active: 'Activa',
  trialing: 'En prueba',
  past_due: 'Pago pendiente',
  incomplete: 'Incompleta',
  canceled: 'Cancelada',
  free: 'Plan gratuito',
};

/** The signed-in user's plan, status and credit usage, for /dashboard. */
export function SubscriptionCard({
  className,
  extraUsage = [],
}: {
  className?: string;
  /** Other quotas of the plan, measured by other features (the apps' records, issue 20). */
  extraUsage?: { label: string; used: number; limit: number }[];
}) {
  const { data, isLoading, isError, refetch } = useSubscription();

  return (
    <Card className={`p-6 ${className ?? ''}`} aria-labelledby="subscription-card-title">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2
            id="subscription-card-title"
            className="flex items-center gap-2 text-lg font-semibold text-stone-900"
          >
            <CreditCard className="h-5 w-5 text-brand-700" aria-hidden="true" /> Suscripción
          </h2>
          {data && (
            <p className="mt-1 text-sm text-stone-700">
              Plan{' '}
              <strong className="text-stone-900" data-testid="subscription-plan">
                {data.planName}
              </strong>
              {' · '}
              <span>{STATUS_TEXT[data.status] ?? data.status}</span>
            </p>
          )}
        </div>
        <Link to="/pricing" className={buttonClass('outline', 'sm')}>
          Ver planes
        </Link>
      </div>

      {isLoading && (
        <div className="mt-6">
          <Spinner />
        </div>
      )}
      {isError && (
        <div className="mt-6 text-sm text-stone-700">
          <p>No se pudo cargar tu suscripción.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => refetch()}>
            Reintentar
          </Button>
        </div>
      )}
      {data && (
        <div className="mt-5 space-y-4">
          <UsageBar
            label="Créditos de mensajes"
            used={data.messages.used}
            limit={data.messages.limit}
          />
          <UsageBar
            label="Créditos de integración"
            used={data.integrations.used}
            limit={data.integrations.limit}
          />
          {data.daily && (
            <UsageBar label="Mensajes de hoy" used={data.daily.used} limit={data.daily.limit} />
          )}
          {extraUsage.map((u) => (
            <UsageBar key={u.label} label={u.label} used={u.used} limit={u.limit} />
          ))}
          <p className="text-xs text-stone-600">
            Periodo actual: {formatDate(data.periodStart)} – {formatDate(data.periodEnd)}
          </p>
          {data.hasCustomer && <ManageSubscriptionButton />}
        </div>
      )}
    </Card>
  );
}
