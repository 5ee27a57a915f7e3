import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSubscription } from '../../../lib/subscription.ts';
import { useCancelLocalSubscription } from '../api.ts';

/** The local test mode's stand-in for Stripe's customer portal: see and cancel the plan. */
export function LocalPortal() {
  const sub = useSubscription();
  const cancel = useCancelLocalSubscription();
  const [confirming, setConfirming] = useState(false);
  if (sub.isLoading) return <PageSpinner />;
  const data = sub.data;
  const paid = data && data.planName !== 'Free' && data.status === 'active';
  return (
    <Card className="p-8">
      <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        <FlaskConical className="h-4 w-4" aria-hidden="true" /> Modo de prueba
      </p>
      <h1 className="mt-4 text-2xl font-bold text-stone-950">Gestionar suscripción</h1>
      {paid ? (
        <>
          <p className="mt-2 text-stone-700">
            Plan <strong>{data.planName}</strong>, activo hasta el {formatDate(data.periodEnd)}.
          </p>
          {confirming ? (
            <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
              <p className="text-red-900">
                ¿Seguro que quieres cancelar? Volverás al plan Free con sus límites.
              </p>
              <div className="mt-4 flex gap-3">
                <Button
                  variant="danger"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(undefined, {
                      onSuccess: () => toast.success('Suscripción cancelada'),
                    })
                  }
                >
                  Sí, cancelar suscripción
                </Button>
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  No, mantenerla
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="outline" className="mt-6" onClick={() => setConfirming(true)}>
              Cancelar suscripción
            </Button>
          )}
        </>
      ) : (
        <p className="mt-2 text-stone-700">No tienes una suscripción de pago activa.</p>
      )}
      <div className="mt-8">
        <Link to="/pricing" className={buttonClass('ghost', 'md')}>
          Volver a precios
        </Link>
      </div>
    </Card>
  );
}
