import { FlaskConical } from 'lucide-react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../contracts/messages.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatNumber, formatUsd } from '../../../lib/format.ts';
import { useFinishLocalCheckout, useLocalCheckout } from '../api.ts';

function TestModeBadge() {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
      <FlaskConical className="h-4 w-4" aria-hidden="true" /> Modo de prueba
    </p>
  );
}

/** The embedded checkout: pays or cancels through the same fulfilment as Stripe. */
export function LocalCheckout({ id }: { id: string }) {
  const session = useLocalCheckout(id);
  const finish = useFinishLocalCheckout(id);
  const navigate = useNavigate();

  if (session.isLoading) return <PageSpinner />;
  if (session.isError || !session.data) {
    return (
      <Card className="p-8 text-center">
        <TestModeBadge />
        <h1 className="mt-4 text-2xl font-bold text-stone-950">
          {errorMessage(session.error, messages.billingFlow.checkoutNotFound)}
        </h1>
        <a href="/pricing" className={buttonClass('outline', 'md', 'mt-6')}>
          Volver a precios
        </a>
      </Card>
    );
  }
  const s = session.data;
  const open = s.status === 'open';
  const act = (action: 'complete' | 'cancel') =>
    finish.mutate(action, {
      onSuccess: (result) => navigate(result.redirectTo, { replace: true }),
    });

  return (
    <Card className="p-8">
      <TestModeBadge />
      <h1 className="mt-4 text-2xl font-bold text-stone-950">Confirma tu suscripción</h1>
      <p className="mt-2 text-stone-700">
        Estás en el pago de prueba local: no se usa ninguna tarjeta ni se cobra nada. Al pagar, tu
        plan se activa igual que con un pago real.
      </p>
      <dl className="mt-6 divide-y divide-stone-200 rounded-xl border border-stone-200">
        <div className="flex justify-between px-4 py-3">
          <dt className="text-stone-700">Plan</dt>
          <dd className="font-semibold text-stone-950">{s.planName}</dd>
        </div>
        <div className="flex justify-between px-4 py-3">
          <dt className="text-stone-700">Precio</dt>
          <dd className="font-semibold text-stone-950">{formatUsd(s.price)}/mes</dd>
        </div>
        <div className="flex justify-between px-4 py-3">
          <dt className="text-stone-700">Créditos de mensajes</dt>
          <dd className="text-stone-950">{formatNumber(s.messageCredits)}</dd>
        </div>
        <div className="flex justify-between px-4 py-3">
          <dt className="text-stone-700">Créditos de integración</dt>
          <dd className="text-stone-950">{formatNumber(s.integrationCredits)}</dd>
        </div>
      </dl>
      {open ? (
        <div className="mt-8 flex flex-wrap gap-3">
          <Button size="lg" onClick={() => act('complete')} disabled={finish.isPending}>
            {finish.isPending && finish.variables === 'complete'
              ? messages.billing.processing
              : 'Pagar'}
          </Button>
          <Button
            size="lg"
            variant="outline"
            onClick={() => act('cancel')}
            disabled={finish.isPending}
          >
            Cancelar
          </Button>
        </div>
      ) : (
        <div className="mt-8">
          <p role="status" className="text-stone-800">
            {s.status === 'completed' ? 'Este pago ya se completó.' : 'Este pago se canceló.'}
          </p>
          <a href="/pricing" className={buttonClass('outline', 'md', 'mt-4')}>
            Volver a precios
          </a>
        </div>
      )}
    </Card>
  );
}
