import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Profile } from '@store/contract';
import { ProfileUpdateBodySchema } from '@store/contract/accounts';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { SettingsCard } from './card';
import { PROFILE_MESSAGES, useUpdateProfile } from './profile.api';

type EditInput = z.input<typeof ProfileUpdateBodySchema>;
type EditValues = z.output<typeof ProfileUpdateBodySchema>;

/** store-spec.md › Screens and routes, store-spec.md › Roles and permissions: the role is shown as User by default; ADMIN reads Admin. */
export const roleLabel = (role: string | null | undefined) => (role === 'ADMIN' ? 'Admin' : 'User');

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm break-words text-slate-900 sm:col-span-2 dark:text-slate-100">
        {value}
      </dd>
    </div>
  );
}

/**
 * Profile information (store-spec.md › Screens and routes › Profile (Account Settings), store-spec.md › States and transitions › Profile edit): view mode with Name, Phone, Email,
 * Role and Member Since; Edit Profile switches to a form of Name and Email with Save Changes
 * and Cancel (which resets the fields).
 */
export function ProfileDetails({ profile, userId }: { profile: Profile; userId: string }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile(userId);
  const initial = { name: profile.name, email: profile.email ?? '' };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EditInput, unknown, EditValues>({
    resolver: zodResolver(ProfileUpdateBodySchema),
    defaultValues: initial,
  });

  const cancel = () => {
    reset(initial);
    update.reset();
    setEditing(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ name: values.name, email: values.email ?? '' });
      reset({ name: saved.name, email: saved.email ?? '' });
      setEditing(false);
      showToast(PROFILE_MESSAGES.updated);
    } catch (err) {
      if (err instanceof ApiError) {
        for (const e of err.errors ?? []) {
          if (e.field === 'name' || e.field === 'email') setError(e.field, { message: e.message });
        }
        showToast(PROFILE_MESSAGES.updateFailed, 'error');
      } else {
        showToast(PROFILE_MESSAGES.updateError, 'error');
      }
    }
  });

  return (
    <SettingsCard
      title="Profile Information"
      headingId="profile-information"
      description="Your name and contact details."
      action={
        editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit Profile
          </Button>
        )
      }
    >
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label="Name"
            autoComplete="name"
            maxLength={100}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={254}
            hint="Optional. Leave empty to remove it."
            error={errors.email?.message}
            {...register('email')}
          />
          <div className="flex flex-wrap gap-3 pt-1">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button variant="outline" onClick={cancel} disabled={update.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          <Row label="Name" value={profile.name} />
          <Row label="Phone" value={profile.phone} />
          <Row label="Email" value={profile.email || 'Not provided'} />
          <Row label="Role" value={roleLabel(profile.role)} />
          <Row
            label="Member Since"
            value={profile.created_at ? formatDate(profile.created_at) : 'Not available'}
          />
        </dl>
      )}
    </SettingsCard>
  );
}
