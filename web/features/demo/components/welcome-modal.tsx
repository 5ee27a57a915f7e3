import { MessageCircle, NotebookPen, Rocket } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

const STEPS = [
  {
    icon: Rocket,
    title: 'Te damos la bienvenida a la demo',
    body: 'Este es un espacio de prueba con todo lo que ofrece la plataforma: notas con IA, archivos, análisis de sitios web y una sala de chat en tiempo real.',
  },
  {
    icon: NotebookPen,
    title: 'Genera notas con IA',
    body: 'Pega cualquier texto y obtén un resumen con 3 puntos accionables. Cada nota usa 1 crédito demo: empiezas con 5 y puedes comprar 50 más con un código promocional.',
  },
  {
    icon: MessageCircle,
    title: 'Chatea en tiempo real',
    body: 'Entra en la sala demo-room y habla con quien esté conectado. Cuando termines, puedes borrar todos tus datos de la demo con un clic.',
  },
];

/** Spec section 4: steps 0, 1, 2, then it closes. Shown only when the seed succeeded. */
export function WelcomeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const current = STEPS[step];
  const Icon = current.icon;
  const last = step === STEPS.length - 1;
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-stone-900 shadow-xl"
          data-testid="welcome-modal"
        >
          <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100">
            <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
          </div>
          <Dialog.Title className="text-xl font-bold">{current.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">
            {current.body}
          </Dialog.Description>
          <div className="mt-6 flex items-center justify-between gap-3">
            <p className="text-sm text-stone-600" aria-live="polite">
              Paso {step + 1} de {STEPS.length}
            </p>
            <div className="flex gap-2">
              {step > 0 ? (
                <Button variant="ghost" onClick={() => setStep(step - 1)}>
                  Atrás
                </Button>
              ) : (
                <Button variant="ghost" onClick={onClose}>
                  Saltar
                </Button>
              )}
              <Button onClick={() => (last ? onClose() : setStep(step + 1))}>
                {last ? 'Empezar' : 'Siguiente'}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
