import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { justSignedOut } from '../features/auth/api.ts';
import { useMe } from '../lib/session.ts';

/**
 * Renders children for a signed-in user. A signed-out visitor goes to sign in and comes
 * back afterwards; `fallback` sends them elsewhere instead (the demo routes go to /demo).
 */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: string }) {
  const { data: me, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!me) {
    if (!fallback && justSignedOut()) return <Navigate to="/" replace />;
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={fallback ?? `/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <>{children}</>;
}
