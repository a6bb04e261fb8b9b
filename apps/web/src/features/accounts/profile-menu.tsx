import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** The navigation bar's profile menu (the accounts work adds the signed-in menu). */
export function ProfileMenu() {
  return (
    <Link
      to={paths.login()}
      aria-label="Login"
      className="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <UserRound className="h-5 w-5" aria-hidden="true" />
    </Link>
  );
}
