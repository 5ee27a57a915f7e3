import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { PrefRow } from '../features/consent/pref-row.tsx';
import { LegalPage } from '../features/marketing/components/legal-page.tsx';
import { COOKIES_POLICY } from '../features/marketing/content/legal.ts';
import { readConsent, saveConsent } from '../lib/consent.ts';

export default function CookiesPolicyPage() {
  return (
    <LegalPage eyebrow="Legal" title="Política de cookies" blocks={COOKIES_POLICY}>
      <ConsentPanel />
    </LegalPage>
  );
}

/** Lets a visitor change the choice made in the cookie banner at any time. */
function ConsentPanel() {
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [saved, setSaved] = useState<'none' | 'stored' | 'saved'>('none');

  useEffect(() => {
    const current = readConsent();
    if (current) {
      setAnalytics(current.analytics);
      setMarketing(current.marketing);
      setSaved('stored');
    }
  }, []);

  const save = () => {
    saveConsent({ analytics, marketing });
    setSaved('saved');
  };

  return (
    <section
      aria-labelledby="preferencias-titulo"
      className="mb-10 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="preferencias-titulo" className="text-lg font-bold text-stone-950">
        Tus preferencias
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {saved === 'none'
          ? 'Todavía no has elegido: hasta que lo hagas, solo usamos lo necesario.'
          : 'Esta es la elección guardada en este navegador.'}
      </p>
      <ul className="mt-5 divide-y divide-stone-200">
        <PrefRow
          title="Necesarias"
          text="Sesión y preferencias. Siempre activas."
          checked
          disabled
          onChange={() => {}}
        />
        <PrefRow
          title="Analítica"
          text="Qué páginas se usan y de dónde llegan las visitas."
          checked={analytics}
          onChange={(v) => {
            setAnalytics(v);
            setSaved('stored');
          }}
        />
        <PrefRow
          title="Marketing"
          text="Medición de campañas. Hoy no instala nada."
          checked={marketing}
          onChange={(v) => {
            setMarketing(v);
            setSaved('stored');
          }}
        />
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button onClick={save}>Guardar mi elección</Button>
        <p aria-live="polite" className="text-sm font-medium text-green-800">
          {saved === 'saved' ? (
            <span className="inline-flex items-center gap-1.5">
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Preferencias guardadas
            </span>
          ) : null}
        </p>
      </div>
    </section>
  );
}
