import { Code2 } from 'lucide-react';
import { lazy, type RefObject, Suspense } from 'react';
import { messages } from '../../../../contracts/messages.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

// The tree, the viewer and the highlighter are one chunk, fetched when the dialog first opens
// (docs/decisions/0190-source-viewer.md): the control panel's page stays as light as before.
const SourceBrowser = lazy(() => import('./source-browser.tsx'));

/** "Ver Código Fuente": the latest export's files as a folder tree and a highlighted viewer. */
export function SourceDialog({
  projectId,
  open,
  onOpenChange,
  returnFocusRef,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** The button that opened it: it gets the focus back on close (Radix has no trigger here). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const t = messages.sourceViewer;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={t.description}
      icon={Code2}
      size="lg"
      returnFocusRef={returnFocusRef}
    >
      {open ? (
        <Suspense fallback={<Spinner label={t.loading} />}>
          <SourceBrowser projectId={projectId} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
