import { ArrowRight, CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { fill, messages } from '../../contracts/messages.ts';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { usePlans } from '../features/billing/api.ts';
import { ManageSubscriptionButton } from '../features/billing/components/manage-subscription-button.tsx';
import { PlanCard } from '../features/billing/components/plan-card.tsx';
import { PricingFaq } from '../features/billing/components/pricing-faq.tsx';
import { UsageSummary } from '../features/billing/components/usage-summary.tsx';
import { useSubscribe } from '../features/billing/use-subscribe.ts';
import { formatNumber } from '../lib/format.ts';
import { useMe } from '../lib/session.ts';
import { useSubscription } from '../lib/subscription.ts';

const FEATURES = [
  'Concepto completo de tu app: nombre, categoría, funcionalidades y stack',
  'Historias de usuario y especificación técnica detallada',
  'Vista previa generada para cada proyecto',
  'Panel de proyectos con tareas, notas y archivos',
  'Página pública y lanzamiento en un clic',
  'Tu app en marcha para tus usuarios, con sus propios datos',
  'Personalización de diseño y exportación de código real',
];

function ReturnMessage() {
  const [params] = useSearchParams();
  if (params.get('success') === 'true') {
    return (
      <p
        role="status"
        className="mx-auto mt-8 flex max-w-2xl items-center gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-900"
      >
        <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />{' '}
        {messages.subscriptionReturn.success}
      </p>
    );
  }
  if (params.get('canceled') === 'true') {
    return (
      <p
        role="status"
        className="mx-auto mt-8 flex max-w-2xl items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
      >
        <XCircle className="h-5 w-5 shrink-0" aria-hidden="true" />{' '}
        {messages.subscriptionReturn.canceled}
      </p>
    );
  }
  return null;
}

export default function PricingPage() {
  const { data: me } = useMe();
  const signedIn = Boolean(me);
  const plans = usePlans();
  const subscription = useSubscription({ enabled: signedIn });
  const subscribe = useSubscribe(signedIn);
  const currentPlan = signedIn ? subscription.data?.planName : undefined;
  // On Free with no customer at the payment provider there is no subscription to manage: the
  // owner reads what Free gives and where the paid plans are instead (QA).
  const onFree = currentPlan === 'Free' && !subscription.data?.hasCustomer;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50">
      <section className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-stone-950 sm:text-5xl">
            Planes y precios
          </h1>
          <p className="mt-4 text-lg text-stone-700">
            Empieza gratis y cambia de plan cuando lo necesites. Cada mes recibes créditos de
            mensajes para generar con IA y créditos de integración para imágenes, análisis de URLs y
            correos.
          </p>
        </div>
        <ReturnMessage />

        {signedIn && subscription.data && (
          <Card className="mx-auto mt-10 max-w-4xl p-6" aria-labelledby="usage-title">
            <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
              <h2 id="usage-title" className="text-lg font-semibold text-stone-900">
                Tu plan: <span data-testid="current-plan">{subscription.data.planName}</span>
              </h2>
              {subscription.data.hasCustomer ? (
                // A paying owner (or one who paid): the provider's portal has something to manage.
                <ManageSubscriptionButton />
              ) : (
                onFree && (
                  <a href="#planes" className={buttonClass('outline', 'sm')}>
                    {messages.credits.seePaidPlans}
                  </a>
                )
              )}
            </div>
            {onFree && (
              <p data-testid="free-plan-note" className="mb-5 text-sm text-stone-700">
                {fill(messages.credits.freePlanNote, {
                  daily: subscription.data.daily?.limit ?? 5,
                  limit: subscription.data.messages.limit,
                  integrations: formatNumber(subscription.data.integrations.limit),
                })}
              </p>
            )}
            <UsageSummary subscription={subscription.data} />
          </Card>
        )}

        <h2 className="sr-only">Planes</h2>
        {plans.isLoading && <PageSpinner />}
        {plans.isError && (
          <div className="mt-10 text-center text-stone-700">
            <p>No se pudieron cargar los planes.</p>
            <Button variant="outline" className="mt-3" onClick={() => plans.refetch()}>
              Reintentar
            </Button>
          </div>
        )}
        {plans.data && (
          <div
            id="planes"
            className="mt-12 grid scroll-mt-24 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
          >
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.name}
                plan={plan}
                current={currentPlan === plan.name}
                pending={subscribe.pendingPlan === plan.name}
                busy={subscribe.pendingPlan !== undefined || plans.data?.provider === 'off'}
                onSubscribe={subscribe.subscribe}
              />
            ))}
          </div>
        )}
        {plans.data && (
          // Which payments mode runs (issue 10): Stripe, the local test checkout, or none.
          <p
            className="mt-6 text-center text-sm text-stone-600"
            data-payments-mode={plans.data.provider}
          >
            {plans.data.provider === 'stripe'
              ? messages.hardening.paymentsModeStripe
              : plans.data.provider === 'local'
                ? messages.hardening.paymentsModeTest
                : messages.hardening.paymentsModeOff}
          </p>
        )}
      </section>

      <section className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 lg:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold text-stone-950">Todo lo que incluye cada plan</h2>
          <ul className="mt-6 space-y-3">
            {FEATURES.map((f) => (
              <li key={f} className="flex gap-3 text-stone-800">
                <CheckCircle2
                  className="mt-0.5 h-5 w-5 shrink-0 text-brand-700"
                  aria-hidden="true"
                />
                {f}
              </li>
            ))}
          </ul>
          <Card className="mt-8 p-6">
            <h3 className="font-semibold text-stone-900">¿Necesitas más para tu empresa?</h3>
            <p className="mt-2 text-sm text-stone-700">
              Soporte con SLA, seguridad y volumen a medida para equipos.
            </p>
            <Link to="/enterprise" className={buttonClass('outline', 'sm', 'mt-4')}>
              Ver Forja para empresas <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Card>
        </div>
        <div>
          <h2 className="text-2xl font-bold text-stone-950">Preguntas frecuentes</h2>
          <div className="mt-6">
            <PricingFaq />
          </div>
        </div>
      </section>
    </div>
  );
}
