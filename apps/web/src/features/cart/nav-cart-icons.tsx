import { Heart, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Wishlist and cart icons of the navigation bar (the cart work adds badges). */
export function NavCartIcons() {
  return (
    <div className="flex items-center gap-1">
      <Link
        to={paths.login()}
        aria-label="Wishlist"
        className="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Heart className="h-5 w-5" aria-hidden="true" />
      </Link>
      <Link
        to={paths.login()}
        aria-label="Cart"
        className="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      </Link>
    </div>
  );
}
