import { Monitor, Smartphone } from 'lucide-react';
import type { ActiveSession } from '@store/contract';
import { formatDateTime } from '../../lib/format';
import { SettingsCard } from './card';
import { describeDevice } from './user-agent';

/** The Active Sessions count card (store-spec.md › Screens and routes › Profile (Account Settings)). */
export function ActiveSessionsCount({ count }: { count: number }) {
  return (
    <SettingsCard title="Active Sessions" headingId="active-sessions-count">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold text-slate-900 tabular-nums dark:text-white">
          {count}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {count === 1 ? 'device signed in' : 'devices signed in'}
        </span>
      </p>
    </SettingsCard>
  );
}

/** Where the account is signed in: device, last use, this device marked. */
export function ActiveSessionsList({ sessions }: { sessions: ActiveSession[] }) {
  return (
    <SettingsCard
      title="Signed-in devices"
      headingId="signed-in-devices"
      description="Each sign-in is a session. Logging out from all devices ends every one of them."
    >
      {sessions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No active sessions.</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {sessions.map((s) => {
            const device = describeDevice(s.user_agent);
            const Icon = device.mobile ? Smartphone : Monitor;
            return (
              <li key={s.session_id} className="flex items-start gap-3 py-3">
                <Icon
                  className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
                  aria-hidden="true"
                />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900 dark:text-slate-100">
                    {device.label}
                    {s.current ? (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    Last used {formatDateTime(s.last_seen_at)} · Signed in{' '}
                    {formatDateTime(s.created_at)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SettingsCard>
  );
}
