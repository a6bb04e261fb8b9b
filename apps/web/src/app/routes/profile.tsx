import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Container } from '../../components/ui/container';
import { LoadingBlock } from '../../components/ui/spinner';
import { SavedAddressesCard } from '../../features/addresses/saved-addresses-card';
import { SHIPPING_FORM_ID, ShippingForm } from '../../features/checkout/shipping-form';
import { AccountSettings } from '../../features/profile/account-settings';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** /profile and /profile-settings (store-spec.md › Screens and routes): the Account Settings page; guests go to /login. */
export function Component() {
  usePageMeta('Account Settings', 'Your profile, signed-in devices and security settings.');
  const { isAuthenticated, user, status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // Set while leaving after Logout from all devices: no redirect that keeps /profile as `from`.
  const [leaving, setLeaving] = useState(false);

  if (status === 'loading') return <LoadingBlock label="Verifying your access..." />;
  if (!isAuthenticated) {
    return leaving ? null : <Navigate to={paths.login()} replace state={{ from: location }} />;
  }

  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Account Settings</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">
        Manage your details and the devices you are signed in on.
      </p>
      <AccountSettings
        userId={user?.user_id ?? 'me'}
        onSignedOutEverywhere={() => {
          setLeaving(true);
          return navigate(paths.login(), { replace: true });
        }}
      />
      <div className="mt-6">
        <SavedAddressesCard
          userId={user?.user_id ?? 'me'}
          formId={SHIPPING_FORM_ID}
          renderForm={(slot) => <ShippingForm {...slot} />}
        />
      </div>
    </Container>
  );
}
