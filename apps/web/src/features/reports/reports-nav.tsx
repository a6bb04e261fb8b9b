import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { adminPaths } from '../../lib/admin-paths';

const TABS = [
  { to: adminPaths.adminReportsGst(), label: 'GST returns' },
  { to: adminPaths.adminReportsSales(), label: 'Sales' },
  { to: adminPaths.adminReportsLowStock(), label: 'Low stock' },
  { to: adminPaths.adminReportsTally(), label: 'For Tally' },
] as const;

/** Reports › GST returns | Sales | Low stock. */
export function ReportsNav() {
  return (
    <nav aria-label="Reports" className="mb-5 flex flex-wrap gap-2">
      {TABS.map((t) => (
        <NavLink
          key={t.to}
          to={t.to}
          className={({ isActive }) =>
            clsx(
              'rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              isActive
                ? 'bg-brand-500 text-slate-950 ring-brand-500'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800',
            )
          }
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** YYYY-MM of the month before this one (India time): the month usually filed. */
export function lastMonth(now = new Date()): string {
  const india = new Date(now.getTime() + 330 * 60_000);
  const d = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** Today in India as YYYY-MM-DD. */
export const indiaToday = (now = new Date()) =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
