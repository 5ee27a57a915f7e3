import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FORM_ACTIONS, RETURN_FIELD } from '../../contracts/forms.ts';
import { Button } from '../components/ui/button.tsx';
import { PrefRow } from '../features/consent/pref-row.tsx';
import { LegalPage } from '../features/marketing/components/legal-page.tsx';
import { COOKIES_POLICY } from '../features/marketing/content/legal.ts';
import { CONSENT_EVENT, readConsent } from '../lib/consent.ts';
import { useServerConsent, useServerStatus } from '../lib/server-state.ts';

export default function CookiesPolicyPage() {
  return (
    <LegalPage eyebrow="Legal" title="Política de cookies" blocks={COOKIES_POLICY}>
      <ConsentPanel />
    </LegalPage>
  );
}

/**
 * Lets a visitor change the choice made in the cookie banner at any time. The same consent
 * form as the banner's (contracts/forms.ts): posted to the server without scripts, stored in
 * the page by the entry with them (web/lib/consent.ts saveConsentForm).
 */
function ConsentPanel() {
  const { pathname, search } = useLocation();
  // The server rendered this page with the stored choice; a page the app navigated to reads it.
  const hydrating = useServerStatus(pathname) !== null;
  const serverConsent = useServerConsent();
  const [stored, setStored] = useState(() => (hydrating ? (serverConsent ?? null) : readConsent()));
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const onSaved = () => {
      setStored(readConsent());
      setSaved(true);
    };
    window.addEventListener(CONSENT_EVENT, onSaved);
    return () => window.removeEventListener(CONSENT_EVENT, onSaved);
  }, []);

  return (
    <section
      aria-labelledby="preferencias-titulo"
      className="mb-10 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="preferencias-titulo" className="text-lg font-bold text-stone-950">
        Tus preferencias
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {stored === null
          ? 'Todavía no has elegido: hasta que lo hagas, solo usamos lo necesario.'
          : 'Esta es la elección guardada en este navegador.'}
      </p>
      <form method="post" action={FORM_ACTIONS.consent} data-consent-form>
        <input type="hidden" name={RETURN_FIELD} value={`${pathname}${search}`} />
        {/* Native switches, so they toggle before the app starts (or without it); the list
            is drawn again from the stored choice when it changes. */}
        <ul
          key={stored ? `${stored.analytics}-${stored.marketing}` : 'none'}
          className="mt-5 divide-y divide-stone-200"
        >
          <PrefRow
            title="Necesarias"
            text="Sesión y preferencias. Siempre activas."
            defaultChecked
            disabled
          />
          <PrefRow
            title="Analítica"
            text="Qué páginas se usan y de dónde llegan las visitas."
            name="analitica"
            defaultChecked={stored?.analytics ?? false}
            onChange={() => setSaved(false)}
          />
          <PrefRow
            title="Marketing"
            text="Medición de campañas. Hoy no instala nada."
            name="marketing"
            defaultChecked={stored?.marketing ?? false}
            onChange={() => setSaved(false)}
          />
        </ul>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <Button type="submit" name="eleccion" value="preferencias">
            Guardar mi elección
          </Button>
          <p aria-live="polite" className="text-sm font-medium text-green-800">
            {saved ? (
              <span className="inline-flex items-center gap-1.5">
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Preferencias guardadas
              </span>
            ) : null}
          </p>
        </div>
      </form>
    </section>
  );
}
