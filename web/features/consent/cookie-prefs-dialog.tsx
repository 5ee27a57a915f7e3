import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { PrefRow } from './pref-row.tsx';

type CookiePrefsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The banner's "Preferencias" button, which gets the focus back when the dialog closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  analytics: boolean;
  marketing: boolean;
  onAnalyticsChange: (value: boolean) => void;
  onMarketingChange: (value: boolean) => void;
  onSave: () => void;
};

/**
 * The cookie banner's preferences. Its own chunk, loaded on the first tap: the dialog
 * machinery (focus trap, scroll lock, portal) is not needed to show or hydrate a page.
 */
export default function CookiePrefsDialog(props: CookiePrefsDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            // The trigger lives in the banner, outside this dialog (no Dialog.Trigger).
            event.preventDefault();
            props.triggerRef.current?.focus();
          }}
        >
          <Dialog.Title className="text-lg font-semibold">Preferencias de cookies</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            Elige qué cookies aceptas. Puedes cambiarlo cuando quieras.
          </Dialog.Description>
          <ul className="mt-5 space-y-4">
            <PrefRow
              title="Necesarias"
              text="Imprescindibles para iniciar sesión y recordar tus preferencias."
              checked
              disabled
              onChange={() => {}}
            />
            <PrefRow
              title="Analítica"
              text="Nos ayudan a entender qué funciona y qué no."
              checked={props.analytics}
              onChange={props.onAnalyticsChange}
            />
            <PrefRow
              title="Marketing"
              text="Miden la eficacia de nuestras campañas."
              checked={props.marketing}
              onChange={props.onMarketingChange}
            />
          </ul>
          <div className="mt-6 flex justify-end">
            <Button onClick={props.onSave}>Guardar preferencias</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
