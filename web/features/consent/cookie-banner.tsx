import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { readConsent, saveConsent } from '../../lib/consent.ts';

const CookiePrefsDialog = lazy(() => import('./cookie-prefs-dialog.tsx'));

/**
 * Rendered from the first frame (server HTML included) so it never arrives late; the page's
 * tiny entry marks <html data-consent-pending> when no choice is stored, and CSS shows the
 * banner only then (web/styles.css). React never touches <html>, so hydration matches.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(true);
  const [prefsOpen, setPrefsOpen] = useState(false);
  // The dialog's chunk is fetched on the first tap (web/features/consent/cookie-prefs-dialog.tsx).
  const [prefsLoaded, setPrefsLoaded] = useState(false);
  const prefsButton = useRef<HTMLButtonElement>(null);
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
        <button
          ref={prefsButton}
          type="button"
          className={buttonClass('ghost', 'md')}
          aria-haspopup="dialog"
          aria-expanded={prefsOpen}
          onClick={() => {
            setPrefsLoaded(true);
            setPrefsOpen(true);
          }}
        >
          Preferencias
        </button>
        {prefsLoaded ? (
          <Suspense fallback={null}>
            <CookiePrefsDialog
              open={prefsOpen}
              onOpenChange={setPrefsOpen}
              triggerRef={prefsButton}
              analytics={analytics}
              marketing={marketing}
              onAnalyticsChange={setAnalytics}
              onMarketingChange={setMarketing}
              onSave={() => choose(analytics, marketing)}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
