import { useQuery } from '@tanstack/react-query';
import { LoadingBlock } from '../../components/ui/spinner';
import { ErrorState } from '../../components/ui/states';
import { ActiveSessionsCount, ActiveSessionsList } from './active-sessions';
import { isServerFailure, PROFILE_MESSAGES, profileQueries } from './profile.api';
import { ProfileDetails } from './profile-details';
import { SecurityActions } from './security-actions';

/**
 * The Account Settings page body (store-spec.md › Screens and routes › Profile (Account Settings)): profile information, the Active Sessions
 * count, the signed-in devices and the Security Actions card.
 */
export function AccountSettings({
  userId,
  onSignedOutEverywhere,
}: {
  userId: string;
  onSignedOutEverywhere: () => void | Promise<void>;
}) {
  const profile = useQuery(profileQueries.detail(userId));

  if (profile.isPending) return <LoadingBlock label="Loading your profile..." />;
  if (profile.isError) {
    return (
      <ErrorState
        title={
          isServerFailure(profile.error) ? PROFILE_MESSAGES.loadFailed : PROFILE_MESSAGES.loadError
        }
        message="Please try again."
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const data = profile.data;
  // Wide screens: two columns (details and devices; count and security). Small screens: one
  // column in the order details, count, devices, security (the wrappers dissolve, `order` sorts).
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <div className="contents lg:col-span-2 lg:flex lg:flex-col lg:gap-6">
        <div className="order-1">
          <ProfileDetails profile={data} userId={userId} />
        </div>
        <div className="order-3">
          <ActiveSessionsList sessions={data.active_sessions} />
        </div>
      </div>
      <div className="contents lg:flex lg:flex-col lg:gap-6">
        <div className="order-2">
          <ActiveSessionsCount count={data.total_active_sessions} />
        </div>
        <div className="order-4">
          <SecurityActions onSignedOutEverywhere={onSignedOutEverywhere} />
        </div>
      </div>
    </div>
  );
}
