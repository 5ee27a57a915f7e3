import { Coins, Mail, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { fill, messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDeleteDemoData, useSendDemoEmail, useStartDemoCheckout } from '../api.ts';
import { secondaryButton } from '../theme.tsx';

export function BuyCreditsButton({ userId }: { userId: string }) {
  const start = useStartDemoCheckout();
  const navigate = useNavigate();
  return (
    <Button
      size="sm"
      className="h-9"
      disabled={start.isPending}
      onClick={() =>
        start.mutate(userId, {
          onSuccess: (data) => {
            toast.info(fill(messages.demoFlow.checkoutPromo, { code: data.promoCode }));
            navigate(data.url);
          },
        })
      }
    >
      <Coins className="h-4 w-4" aria-hidden="true" />
      {start.isPending ? 'Procesando...' : 'Comprar 50 créditos'}
    </Button>
  );
}

export function SendEmailButton({ email }: { email: string }) {
  const send = useSendDemoEmail();
  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={send.isPending}
      onClick={() => send.mutate()}
      title={`Se enviará a ${email}`}
    >
      <Mail className="h-4 w-4" aria-hidden="true" />
      {send.isPending ? 'Enviando…' : 'Enviarme un correo de prueba'}
    </button>
  );
}

export function DeleteDemoDataButton() {
  const remove = useDeleteDemoData();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          className={`${secondaryButton} text-red-700`}
          disabled={remove.isPending}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Borrar mis datos de la demo
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-stone-900 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">
            ¿Borrar tus datos de la demo?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">
            Se eliminarán tus notas, archivos, mensajes del chat y análisis de URL. Tus créditos se
            conservan. Esta acción no se puede deshacer.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancelar</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={() => remove.mutate()}>
                Sí, borrar mis datos
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
