import type { RefObject } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
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
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Preferencias de cookies"
      description="Elige qué cookies aceptas. Puedes cambiarlo cuando quieras."
      size="sm"
      returnFocusRef={props.triggerRef}
    >
      <ul className="space-y-4">
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
    </Modal>
  );
}
