import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogIn, LogOut, ShieldCheck, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { logout, useSession } from '../../lib/session';
import { ACCOUNT_LINKS } from './account-links';
import { ProfileMenuFace } from './profile-menu-face';
import { profileTriggerClass } from './profile-menu-style';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-brand-300';
const iconClass = 'h-4 w-4 shrink-0';

function LinkItem({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** The profile menu itself (Radix dropdown), loaded on first use and opened at once. */
export function ProfileMenuPopup() {
  const { user, isAuthenticated } = useSession();
  const navigate = useNavigate();
  const name = isAuthenticated ? (user?.name ?? '') : null;

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label="Account menu" className={profileTriggerClass}>
        <ProfileMenuFace name={name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          {isAuthenticated ? (
            <>
              <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
                <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
                  {user?.name}
                </span>
                <span className="block text-xs text-slate-600 tabular-nums dark:text-slate-400">
                  {user?.phone}
                </span>
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
              {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
                <LinkItem
                  key={label}
                  to={to}
                  icon={<Icon className={iconClass} aria-hidden="true" />}
                >
                  {label}
                </LinkItem>
              ))}
              {user?.role === 'ADMIN' ? (
                <LinkItem
                  to={paths.admin()}
                  icon={<ShieldCheck className={iconClass} aria-hidden="true" />}
                >
                  Staff console
                </LinkItem>
              ) : null}
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
              <DropdownMenu.Item
                className={itemClass}
                onSelect={() => {
                  void logout();
                  void navigate(paths.home());
                }}
              >
                <LogOut className={iconClass} aria-hidden="true" />
                Logout
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <LinkItem
                to={paths.login()}
                icon={<LogIn className={iconClass} aria-hidden="true" />}
              >
                Login
              </LinkItem>
              <LinkItem
                to={paths.register()}
                icon={<UserPlus className={iconClass} aria-hidden="true" />}
              >
                Register
              </LinkItem>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
