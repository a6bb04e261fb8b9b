import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useSession } from '../../lib/session';
import { ProfileMenuFace } from './profile-menu-face';
import { profileTriggerClass } from './profile-menu-style';

const loadPopup = () => import('./profile-menu-popup');
const ProfileMenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.ProfileMenuPopup })));

/**
 * The navigation bar's profile menu (store-spec.md › Screens and routes). Signed in: name, phone, My Orders, Profile
 * Settings, Staff console (ADMIN only) and Logout; signed out: Login and Register. Until first
 * used it is a plain button, so the menu code (Radix) stays out of the first page load.
 */
export function ProfileMenu() {
  const { user, isAuthenticated } = useSession();
  const [armed, setArmed] = useState(false);
  const name = isAuthenticated ? (user?.name ?? '') : null;
  const placeholder = (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={profileTriggerClass}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => setArmed(true)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          setArmed(true);
        }
      }}
    >
      <ProfileMenuFace name={name} />
    </button>
  );
  if (!armed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenuPopup />
    </Suspense>
  );
}
