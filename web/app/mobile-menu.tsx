import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's "Abrir menú" button, which gets the focus back when the menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  links: ReactNode;
  cta: ReactNode;
};

/**
 * The header's menu on small screens. Its own chunk, loaded on the first tap: the dialog
 * machinery (focus trap, scroll lock, portal) is not needed to show or hydrate a page.
 * A full-height side sheet with navigation, not a centred dialog, so it does not use Modal.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  triggerRef,
  links,
  cta,
}: MobileMenuProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            // The trigger lives in the header, outside this dialog (no Dialog.Trigger).
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menú</Dialog.Title>
            <Dialog.Close className="rounded-md p-2" aria-label="Cerrar menú">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Navegación del sitio</Dialog.Description>
          <nav aria-label="Móvil" className="flex flex-col gap-1">
            {links}
          </nav>
          <div className="mt-auto flex flex-col gap-3">
            {cta}
            <Link
              to="/contacto"
              className={buttonClass('secondary', 'md')}
              onClick={() => onOpenChange(false)}
            >
              Habla con nosotros
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
