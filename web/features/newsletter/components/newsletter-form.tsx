import { CheckCircle2, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSubscribeNewsletter } from '../api.ts';

/** Spec section 2: one required input of type email; docs/product-spec.md §8 texts for the outcome. */
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
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    subscribe.mutate({ email }, { onSuccess: () => setEmail('') });
  };

  return (
    <div
      className={cn('rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8', className)}
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
            onSubmit={onSubmit}
            aria-labelledby={`${id}-title`}
            className="mt-5 flex flex-col gap-3 sm:flex-row"
          >
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
              className="h-11 sm:flex-1"
            />
            <Button type="submit" size="lg" className="h-11" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Enviando…' : 'Suscribirme'}
            </Button>
          </form>
          <div aria-live="polite" className="min-h-6">
            {subscribe.isSuccess ? (
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
