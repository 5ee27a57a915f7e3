import { AuthForm } from '../features/auth/components/auth-form.tsx';

export default function RegisterPage() {
  return <AuthForm mode="sign-up" />;
}
