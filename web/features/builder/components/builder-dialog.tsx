import type { RefObject } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { BuilderWorkspace } from './builder-workspace.tsx';
import type { ProjectsPane } from './project-browser.tsx';

type BuilderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's "Abrir el constructor" button, focused again when the modal closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  returnTo: string;
  projectsPane: ProjectsPane;
};

/**
 * The builder's modal (web/features/builder/components/builder-modal.tsx). Its own chunk,
 * loaded on the first tap: the workspace, its forms (zod) and the dialog machinery are not
 * needed to show or hydrate the pages that offer the button.
 */
export default function BuilderDialog({
  open,
  onOpenChange,
  triggerRef,
  returnTo,
  projectsPane,
}: BuilderDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Constructor de apps"
      description="Describe tu idea y genera el concepto completo de tu app."
      size="workspace"
      closeLabel="Cerrar el constructor"
      returnFocusRef={triggerRef}
      testId="builder-modal"
    >
      <BuilderWorkspace
        returnTo={returnTo}
        onNavigate={() => onOpenChange(false)}
        projectsPane={projectsPane}
      />
    </Modal>
  );
}
