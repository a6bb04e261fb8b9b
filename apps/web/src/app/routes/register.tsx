import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Container } from '../../components/ui/container';
import { returnPathOf } from '../../features/accounts/accounts.api';
import { RegisterForm } from '../../features/accounts/register-form';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';

/** /register (store-spec.md › Screens and routes, decisions.md › Accounts and sessions): on success to /login with the phone filled in and a toast. */
export function Component() {
  usePageMeta('Create your account', 'Register to order industrial tools and equipment online.');
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const from = (location.state as { from?: unknown } | null)?.from;

  if (isAuthenticated) return <Navigate to={returnPathOf(location.state)} replace />;

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight">Create your account</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
          Order tools and equipment, track deliveries and reorder in a click.
        </p>
        <RegisterForm
          onRegistered={(phone) => {
            showToast('Registration successful');
            void navigate(paths.login(), { state: { phone, from } });
          }}
        />
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          Already have an account?{' '}
          <Link
            to={paths.login()}
            state={location.state as unknown}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            Sign in
          </Link>
        </p>
      </div>
    </Container>
  );
}
