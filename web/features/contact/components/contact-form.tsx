import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  CONTACT_TOPICS,
  type ContactMessageInput,
  contactMessageSchema,
} from '../../../../contracts/contact.ts';
import { CONTACT_EMAIL, fill, messages } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api.ts';
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

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const send = useSendContactMessage();

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors((er) => ({ ...er, [name]: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Same schema as the server: the person sees every problem at once, in Spanish.
    const parsed = contactMessageSchema.safeParse(values);
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

  if (send.isSuccess) {
    return (
      <div
        role="status"
        className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center"
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
          <button
            type="button"
            className="font-medium text-stone-700 underline"
            onClick={() => send.reset()}
          >
            Enviar otro mensaje
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulario de contacto" className="space-y-5">
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
