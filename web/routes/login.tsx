import { AuthForm } from '../features/auth/components/auth-form.tsx';

export default function LoginPage() {
  return <AuthForm mode="sign-in" />;
}
