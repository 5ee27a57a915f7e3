import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { BuilderWorkspace } from './builder-workspace.tsx';

type BuilderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's "Abrir el constructor" button, focused again when the modal closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  returnTo: string;
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
}: BuilderDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex h-[85vh] w-[95vw] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl"
          data-testid="builder-modal"
          onCloseAutoFocus={(event) => {
            // The trigger is outside this chunk (no Dialog.Trigger): give it the focus back.
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-3">
            <div>
              <Dialog.Title className="text-lg font-semibold text-stone-950">
                Constructor de apps
              </Dialog.Title>
              <Dialog.Description className="text-sm text-stone-600">
                Describe tu idea y genera el concepto completo de tu app.
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-lg p-2 text-stone-700 hover:bg-stone-100"
              aria-label="Cerrar el constructor"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-8">
            <BuilderWorkspace returnTo={returnTo} onNavigate={() => onOpenChange(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
