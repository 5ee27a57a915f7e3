import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { appMessages } from '../../../../contracts/app-messages.ts';
import { safeRedirect, signInSchema, signUpSchema } from '../../../../contracts/auth.ts';
import { fill, messages, PRODUCT_NAME } from '../../../../contracts/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { startSocialSignIn, useAuthProviders, useSignIn, useSignUp } from '../api.ts';

/** Where a social sign-in from an embedded form comes back to: the page it was opened on. */
const socialReturn = () => safeRedirect(`${window.location.pathname}${window.location.search}`);

/**
 * Sign-in and sign-up share one form; `redirect` in the query string is honoured.
 * `embedded` shows it inside another page's dialog (the running app, issue 20): no page
 * frame, no navigation; `onDone` runs once signed in and `onSwitch` changes the mode.
 */
export function AuthForm({
  mode,
  embedded,
}: {
  mode: 'sign-in' | 'sign-up';
  embedded?: {
    onDone: () => void;
    onSwitch: (mode: 'sign-in' | 'sign-up') => void;
    /** Inside a running app: the form speaks as the app, not as the platform (issue 41 §1). */
    appName?: string;
  };
}) {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const providers = useAuthProviders();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = signIn.isPending || signUp.isPending;
  const isSignUp = mode === 'sign-up';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = isSignUp
      ? signUpSchema.safeParse({ name, email, password })
      : signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (isSignUp)
        await signUp.mutateAsync(parsed.data as { name: string; email: string; password: string });
      else await signIn.mutateAsync(parsed.data);
      if (isSignUp)
        toast.success(
          embedded?.appName
            ? fill(appMessages.runtime.welcomeToApp, { app: embedded.appName })
            : messages.auth.welcome,
        );
      if (embedded) embedded.onDone();
      else navigate(redirect, { replace: true });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  const otherHref = `${isSignUp ? '/login' : '/registro'}${params.get('redirect') ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  const social = providers.data && (providers.data.google || providers.data.github);

  const body = (
    <>
      {embedded ? null : (
        <h1 className="text-2xl font-bold tracking-tight text-stone-950">
          {isSignUp ? messages.auth.signUpTitle : messages.auth.signInTitle}
        </h1>
      )}
      <p className="mt-1 text-sm text-stone-600">
        {embedded?.appName
          ? isSignUp
            ? fill(appMessages.runtime.signUpIntro, { app: embedded.appName })
            : appMessages.runtime.signInIntro
          : isSignUp
            ? `Empieza gratis: 5 mensajes al día para convertir ideas en apps con ${PRODUCT_NAME}.`
            : `Bienvenido de nuevo a ${PRODUCT_NAME}.`}
      </p>
      {social ? (
        <div className="mt-6 grid gap-2">
          {providers.data?.google ? (
            <Button
              variant="outline"
              onClick={() =>
                startSocialSignIn('google', embedded ? socialReturn() : redirect).catch(() => {})
              }
            >
              {messages.auth.withGoogle}
            </Button>
          ) : null}
          {providers.data?.github ? (
            <Button
              variant="outline"
              onClick={() =>
                startSocialSignIn('github', embedded ? socialReturn() : redirect).catch(() => {})
              }
            >
              {messages.auth.withGithub}
            </Button>
          ) : null}
          <div className="my-2 flex items-center gap-3 text-xs text-stone-500">
            <span className="h-px flex-1 bg-stone-200" /> o con tu correo{' '}
            <span className="h-px flex-1 bg-stone-200" />
          </div>
        </div>
      ) : null}
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        {isSignUp ? (
          <Field label={messages.auth.name} error={errors.name}>
            {(p) => (
              <Input
                {...p}
                name="name"
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field label={messages.auth.email} error={errors.email}>
          {(p) => (
            <Input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={messages.auth.password}
          error={errors.password}
          hint={isSignUp ? messages.hardening.passwordHint : undefined}
        >
          {(p) => (
            <Input
              {...p}
              name="password"
              type="password"
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        {formError ? (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Un momento…' : isSignUp ? messages.auth.signUp : messages.auth.signIn}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {isSignUp ? '¿Ya tienes cuenta? ' : '¿Aún no tienes cuenta? '}
        {embedded ? (
          <button
            type="button"
            onClick={() => embedded.onSwitch(isSignUp ? 'sign-in' : 'sign-up')}
            className="font-medium text-brand-700 hover:underline"
          >
            {isSignUp ? 'Inicia sesión' : 'Regístrate gratis'}
          </button>
        ) : (
          <Link to={otherHref} className="font-medium text-brand-700 hover:underline">
            {isSignUp ? 'Inicia sesión' : 'Regístrate gratis'}
          </Link>
        )}
      </p>
    </>
  );
  if (embedded) return <div className="text-left">{body}</div>;
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <Card className="p-6 sm:p-8">{body}</Card>
    </div>
  );
}
