import { CheckCircle2, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  FORM_ACTIONS,
  FORM_ANCHORS,
  RETURN_FIELD,
  SENT_PARAM,
} from '../../../../contracts/forms.ts';
import { messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useServerFormResult } from '../../../lib/server-state.ts';
import { useSubscribeNewsletter } from '../api.ts';

/**
 * docs/product-spec.md §2: one required input of type email; docs/product-spec.md §8 texts for the
 * outcome. The form posts to the server without scripts (contracts/forms.ts): the server
 * sends the visitor back with `?enviado=newsletter`, or renders the page with the Spanish
 * error and the typed address; the app, once started, sends it through the API instead.
 */
export function NewsletterForm({
  title = 'Ideas que se convierten en apps, una vez al mes',
  text = 'Guías prácticas, novedades de Forja y casos reales. Sin spam; te das de baja con un correo.',
  className,
}: {
  title?: string;
  text?: string;
  className?: string;
}) {
  const id = useId();
  const { pathname, search } = useLocation();
  const refused = useServerFormResult('newsletter');
  const [email, setEmail] = useState(refused?.values?.email ?? '');
  // What the server rendered (a refusal, or the success it sent the visitor back with) shows
  // until the visitor sends again through the app.
  const [serverOutcome, setServerOutcome] = useState(true);
  const sentByServer = new URLSearchParams(search).get(SENT_PARAM) === 'newsletter';
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setServerOutcome(false);
    // The form is what was sent, as without the app: a value typed while the app was
    // starting is in the field even if the app's state has not caught up with it yet.
    const typed = String(new FormData(e.currentTarget).get('email') ?? email);
    setEmail(typed);
    subscribe.mutate({ email: typed }, { onSuccess: () => setEmail('') });
  };

  const success = subscribe.isSuccess || (serverOutcome && sentByServer);
  const serverError =
    serverOutcome && refused ? (refused.errors?.email ?? refused.message ?? null) : null;

  return (
    <div
      id={FORM_ANCHORS.newsletter}
      className={cn(
        'scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 sm:flex">
          <Mail className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-stone-950">
            {title}
          </h2>
          <p className="mt-1 text-stone-700">{text}</p>
          <form
            method="post"
            action={FORM_ACTIONS.newsletter}
            onSubmit={onSubmit}
            aria-labelledby={`${id}-title`}
            className="mt-5 flex flex-col gap-3 sm:flex-row"
          >
            <input type="hidden" name={RETURN_FIELD} value={`${pathname}${search}`} />
            <label htmlFor={`${id}-email`} className="sr-only">
              Correo electrónico
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="tu@correo.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={serverError ? true : undefined}
              aria-describedby={serverError ? `${id}-error` : undefined}
              className="h-11 sm:flex-1"
            />
            <Button type="submit" size="lg" className="h-11" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Enviando…' : 'Suscribirme'}
            </Button>
          </form>
          <div aria-live="polite" className="min-h-6">
            {success ? (
              <p className="mt-3 flex items-center gap-2 text-sm font-medium text-green-800">
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                {messages.newsletter.success}
              </p>
            ) : null}
            {subscribe.isError ? (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                {messages.newsletter.failure}
              </p>
            ) : null}
            {serverError ? (
              <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-medium text-red-700">
                {serverError}
              </p>
            ) : null}
          </div>
          <p className="mt-1 text-xs text-stone-600">
            Al suscribirte aceptas recibir la newsletter. Tratamos tu correo según nuestra{' '}
            <Link to="/privacidad" className="underline hover:text-stone-950">
              política de privacidad
            </Link>
            .
          </p>
        </div>
      </div>
    </div>
  );
}
