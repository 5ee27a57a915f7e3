import { FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../contracts/messages.ts';
import type { RenderedSpecification } from '../../../../contracts/projects.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PanelCard } from '../../../components/ui/panel-card.tsx';
import { SanitizedHtml } from '../../../components/ui/sanitized-html.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useGenerateSpecification } from '../api/generate-specification.ts';
import { toastError } from '../toast-error.ts';

/** "Ver Especificación": load the existing one, or generate it (one message credit). */
export function SpecCard({
  projectId,
  specification,
}: {
  projectId: string;
  specification: RenderedSpecification | null;
}) {
  const generate = useGenerateSpecification(projectId);
  const [open, setOpen] = useState(false);
  // The document as the model writes it (issue 12), shown until the saved one replaces it.
  const [draft, setDraft] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const onGenerate = () => {
    const controller = new AbortController();
    inFlight.current = controller;
    generate.mutate(
      {
        onText: (soFar) => {
          setDraft(soFar);
          setOpen(true);
        },
        signal: controller.signal,
      },
      {
        onSuccess: () => {
          toast.success(messages.controlPanel.specGenerated);
          setOpen(true);
        },
        onError: (e) => {
          if (controller.signal.aborted) return;
          setOpen(false);
          toastError(messages.controlPanel.specError, e);
        },
        onSettled: () => setDraft(null),
      },
    );
  };
  const onView = () => {
    toast.success(messages.controlPanel.specLoaded);
    setOpen(true);
  };

  return (
    <PanelCard
      icon={FileText}
      title="Ver Especificación"
      badge={
        <span className="text-xs font-medium text-stone-600">
          {specification ? 'Disponible' : 'Sin generar'}
        </span>
      }
    >
      <p className="text-sm text-stone-700">
        {specification
          ? `${specification.title} · ${formatDateTime(specification.createdAt)}`
          : 'Genera una especificación técnica del proyecto: arquitectura, datos, pantallas y riesgos.'}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        {specification ? (
          <Button onClick={onView} className="flex-1">
            Ver especificación
          </Button>
        ) : null}
        <Button
          variant={specification ? 'outline' : 'primary'}
          onClick={onGenerate}
          disabled={generate.isPending}
          className="flex-1"
        >
          {generate.isPending
            ? 'Generando…'
            : specification
              ? 'Regenerar'
              : 'Generar especificación'}
        </Button>
      </div>
      {generate.isPending ? (
        <p className="text-xs text-stone-600" role="status">
          Creando la especificación técnica…
        </p>
      ) : null}
      {generate.isPending && draft !== null ? (
        <Modal
          open={open}
          onOpenChange={setOpen}
          title="Especificación técnica"
          description={messages.aiModels.writingSpec}
          size="lg"
        >
          <div
            aria-busy="true"
            data-testid="spec-draft"
            className="whitespace-pre-wrap break-words font-mono text-sm leading-relaxed text-stone-800"
          >
            {draft}
          </div>
        </Modal>
      ) : specification ? (
        <Modal
          open={open}
          onOpenChange={setOpen}
          title={specification.title}
          description={`Tipo: ${specification.specType === 'technical' ? 'técnica' : specification.specType}`}
          size="lg"
        >
          <SanitizedHtml html={specification.html} as="article" />
        </Modal>
      ) : null}
    </PanelCard>
  );
}
