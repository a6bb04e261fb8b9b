import { useQuery } from '@tanstack/react-query';
import { LoadingBlock } from '../../components/ui/spinner';
import { ErrorState } from '../../components/ui/states';
import { ActiveSessionsCount, ActiveSessionsList } from './active-sessions';
import { isServerFailure, PROFILE_MESSAGES, profileQueries } from './profile.api';
import { ProfileDetails } from './profile-details';
import { SecurityActions } from './security-actions';

/**
 * The Account Settings page body (spec §2 Profile): profile information, the Active Sessions
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
  // Small screens: details, count, devices, security. Wide: two columns, the cards on the right.
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <ProfileDetails profile={data} userId={userId} />
      </div>
      <div className="lg:col-start-3 lg:row-start-1">
        <ActiveSessionsCount count={data.total_active_sessions} />
      </div>
      <div className="lg:col-span-2 lg:row-start-2">
        <ActiveSessionsList sessions={data.active_sessions} />
      </div>
      <div className="lg:col-start-3 lg:row-start-2">
        <SecurityActions onSignedOutEverywhere={onSignedOutEverywhere} />
      </div>
    </div>
  );
}
