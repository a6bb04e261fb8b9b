import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Container } from '../../components/ui/container';
import { returnPathOf } from '../../features/accounts/accounts.api';
import { LoginForm } from '../../features/accounts/login-form';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** /login (store-spec.md › Screens and routes): after signing in, back to the location the guard kept, else home. */
export function Component() {
  usePageMeta('Sign in', 'Sign in to your account to shop, track orders and manage your profile.');
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const state = location.state as { phone?: unknown } | null;
  const target = returnPathOf(location.state);
  const initialPhone = typeof state?.phone === 'string' ? state.phone : '';

  if (isAuthenticated) return <Navigate to={target} replace />;

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight">Sign in</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
          Welcome back. Sign in with your phone number and password.
        </p>
        <LoginForm
          initialPhone={initialPhone}
          onSignedIn={() => void navigate(target, { replace: true })}
        />
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          New here?{' '}
          <Link
            to={paths.register()}
            state={location.state as unknown}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            Create an account
          </Link>
        </p>
      </div>
    </Container>
  );
}
