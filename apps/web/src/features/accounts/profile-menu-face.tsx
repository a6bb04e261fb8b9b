import { ChevronDown, UserRound } from 'lucide-react';
import { avatarClass, initialOf } from './profile-menu-style';

/** The face of the trigger: the user's initial when signed in, a person icon when not. */
export function ProfileMenuFace({ name }: { name: string | null }) {
  return (
    <>
      {name !== null ? (
        <span aria-hidden="true" className={avatarClass}>
          {initialOf(name)}
        </span>
      ) : (
        <UserRound className="m-0.5 h-5 w-5" aria-hidden="true" />
      )}
      <ChevronDown className="hidden h-3.5 w-3.5 sm:block" aria-hidden="true" />
    </>
  );
}
