import { Code2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
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
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
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
    >
      {open ? (
        <Suspense fallback={<Spinner label={t.loading} />}>
          <SourceBrowser projectId={projectId} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
