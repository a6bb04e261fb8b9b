import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** The navigation bar's Product entry (the catalogue work turns this into the category dropdown). */
export function CategoryMenu() {
  return (
    <Link
      to={paths.companies('all')}
      className="rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      Product
    </Link>
  );
}
