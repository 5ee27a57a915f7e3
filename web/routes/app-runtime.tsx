import { useParams } from 'react-router';
import { AppRuntime } from '../features/app-runtime/components/app-runtime.tsx';
import { AuthForm } from '../features/auth/components/auth-form.tsx';

// The running app of a launched project (issue 20). The route composes the platform's own
// sign-in and sign-up form into the app's dialog, so a visitor never leaves the app.
export default function AppRuntimePage() {
  const { slug = '' } = useParams();
  return (
    <AppRuntime
      key={slug}
      slug={slug}
      renderAuth={({ mode, onDone, onSwitch, appName }) => (
        <AuthForm key={mode} mode={mode} embedded={{ onDone, onSwitch, appName }} />
      )}
    />
  );
}
