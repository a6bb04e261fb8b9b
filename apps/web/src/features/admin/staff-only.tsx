import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';

/** What a signed-in customer sees at /admin (the server answers their calls 403 as well). */
export function StaffOnly() {
  usePageMeta('Staff access only');
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <ShieldAlert className="h-12 w-12 text-brand-500" aria-hidden="true" />
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-400">
        403
      </p>
      <h1 className="text-3xl font-bold">Staff access only</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        This area is for the store&apos;s staff. If you work here, sign in with your staff account.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home()} className={buttonClass('primary')}>
          Go Home
        </Link>
        <Link to={paths.orders()} className={buttonClass('outline')}>
          My Orders
        </Link>
      </div>
    </div>
  );
}
