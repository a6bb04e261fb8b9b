import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { clearSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { SettingsCard } from './card';
import { PROFILE_MESSAGES, profileQueries, useLogoutAllDevices } from './profile.api';

/**
 * Security Actions (store-spec.md › Screens and routes › Profile (Account Settings)): Logout from all devices behind a confirmation modal.
 * On success every session ends (this one too): the session is cleared here and
 * `onSignedOutEverywhere` takes the user to /login.
 */
export function SecurityActions({
  onSignedOutEverywhere,
}: {
  /** Leaves the page (to /login); the session is cleared once it has. */
  onSignedOutEverywhere: () => void | Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const logoutAll = useLogoutAllDevices();
  const client = useQueryClient();

  const confirm = async () => {
    try {
      await logoutAll.mutateAsync();
      setOpen(false);
      showToast(PROFILE_MESSAGES.loggedOutAll);
      // Leave first, then clear: this page would otherwise send the guest to /login itself,
      // keeping /profile as the place to come back to.
      await onSignedOutEverywhere();
      clearSession();
      client.removeQueries({ queryKey: profileQueries.all });
    } catch (err) {
      showToast(
        err instanceof ApiError
          ? err.status < 500 && err.message
            ? err.message
            : PROFILE_MESSAGES.logoutAllFailed
          : PROFILE_MESSAGES.logoutAllError,
        'error',
      );
    }
  };

  return (
    <SettingsCard
      title="Security Actions"
      headingId="security-actions"
      description="Lost a phone or signed in on a shared computer? End every session at once."
    >
      <Dialog.Root open={open} onOpenChange={(next) => !logoutAll.isPending && setOpen(next)}>
        <Dialog.Trigger asChild>
          <Button variant="danger" className="w-full sm:w-auto">
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Logout from all devices
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-slate-800 dark:bg-slate-900">
            <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
              Logout from all devices?
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              You will be signed out everywhere, including on this device, and will need to sign in
              again.
            </Dialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={logoutAll.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button
                variant="danger"
                onClick={() => void confirm()}
                disabled={logoutAll.isPending}
              >
                {logoutAll.isPending ? 'Logging out...' : 'Yes, log out everywhere'}
              </Button>
            </div>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label="Close"
                className="absolute top-3 right-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </SettingsCard>
  );
}
