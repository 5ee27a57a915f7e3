import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { readConsent, saveConsent } from './consent.ts';
import { PrefRow } from './pref-row.tsx';

/**
 * Rendered from the first frame (server HTML included) so it never arrives late; the page's
 * tiny entry marks <html data-consent-pending> when no choice is stored, and CSS shows the
 * banner only then (web/styles.css). React never touches <html>, so hydration matches.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(true);
  const [prefsOpen, setPrefsOpen] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);

  useEffect(() => {
    setVisible(readConsent() === null);
  }, []);

  if (!visible) return null;

  const choose = (a: boolean, m: boolean) => {
    saveConsent({ analytics: a, marketing: m });
    delete document.documentElement.dataset.consentPending;
    setPrefsOpen(false);
    setVisible(false);
  };

  return (
    <section
      data-cookie-banner
      aria-label="Aviso de cookies"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-stone-200 bg-white p-5 shadow-2xl md:inset-x-6"
    >
      <h2 className="text-base font-semibold text-stone-950">Usamos cookies</h2>
      <p className="mt-1 text-sm text-stone-700">
        Las cookies necesarias mantienen tu sesión. Con tu permiso, usamos también cookies de
        analítica para mejorar el producto y de marketing para medir campañas. Más información en
        nuestra{' '}
        <Link to="/cookies" className="font-medium text-brand-700 underline">
          política de cookies
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => choose(true, true)}>Aceptar todo</Button>
        <Button variant="outline" onClick={() => choose(false, false)}>
          Solo necesarias
        </Button>
        <Dialog.Root open={prefsOpen} onOpenChange={setPrefsOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost">Preferencias</Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40" />
            <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
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
                  checked={analytics}
                  onChange={setAnalytics}
                />
                <PrefRow
                  title="Marketing"
                  text="Miden la eficacia de nuestras campañas."
                  checked={marketing}
                  onChange={setMarketing}
                />
              </ul>
              <div className="mt-6 flex justify-end">
                <Button onClick={() => choose(analytics, marketing)}>Guardar preferencias</Button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </section>
  );
}
