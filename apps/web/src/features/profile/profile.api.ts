import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdateBody } from '@store/contract';
import { api, ApiError } from '../../lib/api-client';
import { updateSessionUser } from '../../lib/session';

/** Profile messages of store-spec.md › Error catalogue. */
export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile',
  loadError: 'An error occurred while loading your profile',
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
  updateError: 'An error occurred while updating your profile',
  loggedOutAll: 'Successfully logged out from all devices',
  logoutAllFailed: 'Failed to logout from all devices',
  logoutAllError: 'An error occurred while logging out',
} as const;

/** The profile is cached per user, so one person never sees another's. */
export const profileQueries = {
  all: ['profile'] as const,
  detail: (userId: string) =>
    queryOptions({
      queryKey: [...profileQueries.all, userId] as const,
      queryFn: async ({ signal }) => (await api.get<Profile>('/auth/profile', { signal })).data,
    }),
};

/** The server answered with a failure (vs. no answer at all). */
export const isServerFailure = (error: unknown) => error instanceof ApiError;

/** PATCH /auth/profile `{ name, email }`: refreshes the cached profile and the stored user. */
export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileUpdateBody) =>
      (await api.patch<Profile>('/auth/profile', body)).data,
    onSuccess: (profile) => {
      client.setQueryData(profileQueries.detail(userId).queryKey, profile);
      updateSessionUser({ name: profile.name, email: profile.email });
    },
  });
}

/** POST /auth/logout-all-devices. */
export function useLogoutAllDevices() {
  return useMutation({
    mutationFn: async () => api.post<null>('/auth/logout-all-devices'),
  });
}
