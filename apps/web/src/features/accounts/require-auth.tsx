import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingBlock } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** Route guard (spec §2): spinner while the status loads; guests go to /login with the location kept. */
export function RequireAuth({
  children,
  loading = false,
}: {
  children: ReactNode;
  loading?: boolean;
}) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (loading) return <LoadingBlock label="Verifying your access..." />;
  if (!isAuthenticated) return <Navigate to={paths.login()} replace state={{ from: location }} />;
  return <>{children}</>;
}
