import { CreditCard } from 'lucide-react';
import { fill, messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatUsd } from '../../../lib/format.ts';
import { useDemoCheckout, useFinishDemoCheckout } from '../api.ts';

/**
 * The demo's own test checkout (docs/product-spec.md §7 "Demo checkout"): 50 demo credits at
 * 100 % off with the promo code. Paying goes through the server, which adds the credits
 * once per checkout.
 */
export function CheckoutDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const checkout = useDemoCheckout(id);
  const finish = useFinishDemoCheckout();
  const open = Boolean(id);
  const data = checkout.data;
  const act = (action: 'complete' | 'cancel') => {
    if (!id) return;
    finish.mutate({ id, action }, { onSettled: onClose });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Pago de prueba"
      description="Compra de créditos para la demo. No se cobra nada."
      icon={CreditCard}
      size="sm"
      testId="checkout-dialog"
    >
      {checkout.isPending ? (
        <div className="py-2">
          <Spinner />
        </div>
      ) : checkout.isError || !data ? (
        <p className="text-sm text-red-700" role="alert">
          {messages.demoFlow.checkoutNotFound}
        </p>
      ) : data.status !== 'open' ? (
        <p className="text-sm text-stone-700" role="status">
          {messages.demoFlow.checkoutClosed}
        </p>
      ) : (
        <dl className="space-y-2 rounded-xl border border-stone-200 p-4 text-sm">
          <div className="flex justify-between">
            <dt>Producto</dt>
            <dd className="font-semibold">{data.credits} créditos demo</dd>
          </div>
          <div className="flex justify-between">
            <dt>Código promocional</dt>
            <dd className="font-mono font-semibold">{data.promoCode}</dd>
          </div>
          <div className="flex justify-between border-t border-stone-200 pt-2">
            <dt>Total</dt>
            <dd className="font-semibold">{formatUsd(0)} (100 % de descuento)</dd>
          </div>
        </dl>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button
          variant="outline"
          onClick={() => (data?.status === 'open' ? act('cancel') : onClose())}
          disabled={finish.isPending}
        >
          {data?.status === 'open' ? 'Cancelar' : 'Cerrar'}
        </Button>
        {data?.status === 'open' ? (
          <Button onClick={() => act('complete')} disabled={finish.isPending}>
            {finish.isPending ? (
              <Spinner className="h-4 w-4 text-white" label="Procesando…" />
            ) : null}
            {finish.isPending ? 'Procesando...' : `Pagar y añadir ${data.credits} créditos`}
          </Button>
        ) : null}
      </div>
      <p className="mt-3 text-xs text-stone-600">
        {fill(messages.demoFlow.checkoutPromo, { code: data?.promoCode ?? 'DEMO100' })}
      </p>
    </Modal>
  );
}
