import { Bell, BellOff } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import {
  NOTIFY_ME_LABEL,
  STOCK_ALERT_NEEDS_EMAIL_MESSAGE,
  STOCK_ALERT_REMOVED_MESSAGE,
  STOCK_ALERT_SUBSCRIBED_MESSAGE,
} from '@store/contract/constants';
import { Button, buttonClass } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { notifyQueries, useStockAlert } from './notify.api';

/**
 * On an out-of-stock product page: a signed-in customer asks for one e-mail when it is back;
 * a guest is asked to sign in first (and comes back here).
 */
export function NotifyMeButton({ productId }: { productId: string }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const alert = useQuery({ ...notifyQueries.alert(productId), enabled: isAuthenticated });
  const change = useStockAlert();

  if (!isAuthenticated) {
    return (
      <div className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
        <p className="text-slate-700 dark:text-slate-300">
          Want an e-mail when this is back in stock?
        </p>
        <Link
          to={paths.login()}
          state={{ from: location }}
          className={buttonClass('outline', 'md', 'mt-3 w-full sm:w-auto')}
        >
          <Bell className="h-4 w-4" aria-hidden="true" />
          Sign in to be notified
        </Link>
      </div>
    );
  }

  const subscribed = alert.data?.subscribed ?? false;
  const needsEmail =
    change.error instanceof ApiError && change.error.message === STOCK_ALERT_NEEDS_EMAIL_MESSAGE;

  const toggle = () =>
    change.mutate(
      { productId, subscribe: !subscribed },
      {
        onSuccess: () =>
          showToast(subscribed ? STOCK_ALERT_REMOVED_MESSAGE : STOCK_ALERT_SUBSCRIBED_MESSAGE),
        onError: (err) =>
          showToast(
            err instanceof ApiError ? err.message : 'Something went wrong. Please try again.',
            'error',
          ),
      },
    );

  return (
    <div className="space-y-2">
      <Button
        variant={subscribed ? 'outline' : 'primary'}
        className="w-full sm:w-auto"
        onClick={toggle}
        disabled={alert.isPending || change.isPending}
        aria-busy={alert.isPending || change.isPending}
        aria-pressed={subscribed}
      >
        {subscribed ? (
          <BellOff className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Bell className="h-4 w-4" aria-hidden="true" />
        )}
        {subscribed ? 'Stop notifying me' : NOTIFY_ME_LABEL}
      </Button>
      {subscribed ? (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {STOCK_ALERT_SUBSCRIBED_MESSAGE}.
        </p>
      ) : null}
      {alert.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          We could not check your alert for this product.
        </p>
      ) : null}
      {needsEmail ? (
        <p role="alert" className="text-sm text-slate-700 dark:text-slate-300">
          {STOCK_ALERT_NEEDS_EMAIL_MESSAGE}:{' '}
          <Link className="font-medium underline" to={paths.profileSettings()}>
            Profile settings
          </Link>
        </p>
      ) : null}
    </div>
  );
}
