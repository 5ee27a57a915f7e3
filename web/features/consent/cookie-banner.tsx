import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FORM_ACTIONS, RETURN_FIELD } from '../../../contracts/forms.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { CONSENT_EVENT, readConsent } from '../../lib/consent.ts';
import { useServerConsent } from '../../lib/server-state.ts';
import { PrefRow } from './pref-row.tsx';

const PREFS_ID = 'preferencias-cookies';

/**
 * The cookie banner: a form that works without scripts (docs/decisions/0112, amendment of
 * 2026-11-25). Its buttons post the choice to the server, which stores it in the
 * `cookie-consent` cookie and renders the next page without the banner; with scripts the page
 * entry stores the same cookie at once, for every consent form, before or after the app has
 * started (web/main.tsx, web/lib/consent.ts saveConsentForm), and the banner hides. The
 * preferences are a native dialog inside the form, opened by its button's invoker command.
 */
export function CookieBanner() {
  const serverConsent = useServerConsent();
  const [visible, setVisible] = useState(
    () => (serverConsent === undefined ? readConsent() : serverConsent) === null,
  );
  const { pathname, search } = useLocation();

  useEffect(() => {
    // A choice made in this page (the entry saved it) or stored before the app started.
    if (readConsent() !== null) setVisible(false);
    const hide = () => setVisible(false);
    window.addEventListener(CONSENT_EVENT, hide);
    return () => window.removeEventListener(CONSENT_EVENT, hide);
  }, []);

  if (!visible) return null;

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
      <form
        method="post"
        action={FORM_ACTIONS.consent}
        data-consent-form
        className="mt-4 flex flex-wrap gap-2"
      >
        <input type="hidden" name={RETURN_FIELD} value={`${pathname}${search}`} />
        <button type="submit" name="eleccion" value="todo" className={buttonClass('primary')}>
          Aceptar todo
        </button>
        <button type="submit" name="eleccion" value="necesarias" className={buttonClass('outline')}>
          Solo necesarias
        </button>
        <button
          type="button"
          className={buttonClass('ghost')}
          aria-haspopup="dialog"
          commandfor={PREFS_ID}
          command="show-modal"
        >
          Preferencias
        </button>
        <dialog
          id={PREFS_ID}
          aria-labelledby={`${PREFS_ID}-titulo`}
          aria-describedby={`${PREFS_ID}-texto`}
          closedby="any"
          className="m-auto max-h-[90vh] w-[92vw] max-w-md flex-col overflow-hidden rounded-2xl bg-white text-stone-900 shadow-xl backdrop:bg-stone-950/50 open:flex"
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <div className="min-w-0">
              <h2 id={`${PREFS_ID}-titulo`} className="text-lg font-semibold text-stone-950">
                Preferencias de cookies
              </h2>
              <p id={`${PREFS_ID}-texto`} className="text-sm text-stone-600">
                Elige qué cookies aceptas. Puedes cambiarlo cuando quieras.
              </p>
            </div>
            <button
              type="button"
              className="rounded-md p-1.5 text-stone-600 hover:bg-stone-100"
              aria-label="Cerrar"
              commandfor={PREFS_ID}
              command="close"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-auto p-5">
            <ul className="space-y-4">
              <PrefRow
                title="Necesarias"
                text="Imprescindibles para iniciar sesión y recordar tus preferencias."
                defaultChecked
                disabled
              />
              <PrefRow
                title="Analítica"
                text="Nos ayudan a entender qué funciona y qué no."
                name="analitica"
              />
              <PrefRow
                title="Marketing"
                text="Miden la eficacia de nuestras campañas."
                name="marketing"
              />
            </ul>
            <div className="mt-6 flex justify-end">
              <button
                type="submit"
                name="eleccion"
                value="preferencias"
                className={buttonClass('primary')}
              >
                Guardar preferencias
              </button>
            </div>
          </div>
        </dialog>
      </form>
    </section>
  );
}
