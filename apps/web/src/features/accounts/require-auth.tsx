import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingBlock } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/**
 * Route guard (store-spec.md › Screens and routes): a spinner with Verifying your access... while the stored session is
 * being verified; guests go to /login with the requested location kept in `state.from`.
 */
export function RequireAuth({
  children,
  loading = false,
}: {
  children: ReactNode;
  /** Forces the spinner (a screen still deciding). */
  loading?: boolean;
}) {
  const { isAuthenticated, status } = useSession();
  const location = useLocation();
  if (loading || status === 'loading') return <LoadingBlock label="Verifying your access..." />;
  if (!isAuthenticated) return <Navigate to={paths.login()} replace state={{ from: location }} />;
  return <>{children}</>;
}
