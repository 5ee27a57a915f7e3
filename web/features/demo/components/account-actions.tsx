import { Coins, Mail, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { fill, messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
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
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={`${secondaryButton} text-red-700`}
          disabled={remove.isPending}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Borrar mis datos de la demo
        </button>
      }
      title="¿Borrar tus datos de la demo?"
      description="Se eliminarán tus notas, archivos, mensajes del chat y análisis de URL. Tus créditos se conservan. Esta acción no se puede deshacer."
      confirmLabel="Sí, borrar mis datos"
      onConfirm={() => remove.mutate()}
    />
  );
}
