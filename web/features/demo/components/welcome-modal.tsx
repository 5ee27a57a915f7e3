import { MessageCircle, NotebookPen, Rocket } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

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

/** docs/product-spec.md §4: steps 0, 1, 2, then it closes. Shown only when the seed succeeded. */
export function WelcomeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const current = STEPS[step];
  const last = step === STEPS.length - 1;
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={current.title}
      description={current.body}
      icon={current.icon}
      size="sm"
      testId="welcome-modal"
    >
      <div className="flex items-center justify-between gap-3">
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
    </Modal>
  );
}
