import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  CONTACT_TOPICS,
  type ContactMessageInput,
  contactMessageSchema,
} from '../../../../contracts/contact.ts';
import {
  FORM_ACTIONS,
  FORM_ANCHORS,
  RETURN_FIELD,
  SENT_PARAM,
} from '../../../../contracts/forms.ts';
import { CONTACT_EMAIL, fill, messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useServerFormResult } from '../../../lib/server-state.ts';
import { useSendContactMessage } from '../api.ts';

type FieldName = 'name' | 'email' | 'company' | 'topic' | 'message';
const EMPTY: Required<Omit<ContactMessageInput, 'topic'>> & { topic: string } = {
  name: '',
  email: '',
  company: '',
  topic: 'proyecto',
  message: '',
  website: '',
};

/** The fields a refused post brought back, over the empty form. */
function initialValues(refused: Record<string, string> | undefined): typeof EMPTY {
  const values = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[])
    if (typeof refused?.[key] === 'string') values[key] = refused[key];
  return values;
}

/**
 * Posts to the server without scripts (contracts/forms.ts): the server sends the visitor back
 * with `?enviado=contact`, or renders the page with the Spanish errors and everything typed;
 * the app, once started, validates in place and sends through the API instead.
 */
export function ContactForm() {
  const { pathname, search } = useLocation();
  const refused = useServerFormResult('contact');
  const [values, setValues] = useState(() => initialValues(refused?.values));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(
    () => refused?.errors ?? {},
  );
  // The server's outcome (a refusal's message, or the success it sent the visitor back with)
  // shows until the visitor sends again through the app.
  const [serverOutcome, setServerOutcome] = useState(true);
  const sentByServer = new URLSearchParams(search).get(SENT_PARAM) === 'contact';
  const send = useSendContactMessage();

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors((er) => ({ ...er, [name]: undefined }));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setServerOutcome(false);
    // The form is what was sent, as without the app: a value typed while the app was
    // starting is in the field even if the app's state has not caught up with it yet.
    const data = new FormData(e.currentTarget);
    const sent = { ...values };
    for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) {
      const value = data.get(key);
      if (typeof value === 'string') sent[key] = value;
    }
    setValues(sent);
    // Same schema as the server: the person sees every problem at once, in Spanish.
    const parsed = contactMessageSchema.safeParse(sent);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    send.mutate(parsed.data, { onSuccess: () => setValues(EMPTY) });
  };

  if (send.isSuccess || (serverOutcome && sentByServer)) {
    return (
      <div
        id={FORM_ANCHORS.contact}
        role="status"
        className="scroll-mt-24 rounded-2xl border border-green-200 bg-green-50 p-8 text-center"
      >
        <CheckCircle2 className="mx-auto h-10 w-10 text-green-700" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-stone-950">{messages.site.contactSent}</p>
        <p className="mt-2 text-stone-700">
          Mientras tanto, puedes describir tu idea en el constructor y traer el concepto a la
          conversación.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/create" className="font-medium text-brand-700 underline">
            Ir al constructor
          </Link>
          <Link
            to={`${pathname}#${FORM_ANCHORS.contact}`}
            className="font-medium text-stone-700 underline"
            onClick={() => {
              setServerOutcome(false);
              send.reset();
            }}
          >
            Enviar otro mensaje
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      id={FORM_ANCHORS.contact}
      method="post"
      action={FORM_ACTIONS.contact}
      onSubmit={onSubmit}
      noValidate
      aria-label="Formulario de contacto"
      className="scroll-mt-24 space-y-5"
    >
      <input type="hidden" name={RETURN_FIELD} value={`${pathname}${search}`} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nombre" error={errors.name}>
          {(p) => (
            <Input
              {...p}
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={set('name')}
            />
          )}
        </Field>
        <Field label="Correo electrónico" error={errors.email}>
          {(p) => (
            <Input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set('email')}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Empresa (opcional)" error={errors.company}>
          {(p) => (
            <Input
              {...p}
              name="company"
              autoComplete="organization"
              value={values.company}
              onChange={set('company')}
            />
          )}
        </Field>
        <Field label="Motivo" error={errors.topic}>
          {(p) => (
            <select
              {...p}
              name="topic"
              value={values.topic}
              onChange={set('topic')}
              className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            >
              {CONTACT_TOPICS.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        label="Mensaje"
        error={errors.message}
        hint="Cuéntanos qué quieres conseguir, para quién y, si lo tienes, un plazo orientativo."
      >
        {(p) => (
          <Textarea
            {...p}
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={set('message')}
          />
        )}
      </Field>
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Sitio web
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={set('website')}
          />
        </label>
      </div>
      {serverOutcome && refused?.message ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {refused.message}
        </p>
      ) : null}
      {send.isError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {errorMessage(send.error, fill(messages.site.contactFailed, { email: CONTACT_EMAIL }))}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-stone-600">
          Usaremos tus datos solo para responderte. Más información en la{' '}
          <Link to="/privacidad" className="underline hover:text-stone-950">
            política de privacidad
          </Link>
          .
        </p>
        <Button
          type="submit"
          size="lg"
          className="shrink-0 whitespace-nowrap"
          disabled={send.isPending}
        >
          {send.isPending ? 'Enviando…' : 'Enviar mensaje'}
        </Button>
      </div>
    </form>
  );
}
