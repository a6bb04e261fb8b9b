import { useEffect, useRef } from 'react';
import { Heart, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CartType } from '@store/contract';
import { badgeCount } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { cartQueries } from './cart.api';

function CartIconLink({
  to,
  label,
  icon: Icon,
  count,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  count: number | undefined;
}) {
  const shown = count !== undefined && count > 0 ? badgeCount(count) : null;
  return (
    <Link
      to={to}
      aria-label={shown ? `${label} (${count} ${count === 1 ? 'item' : 'items'})` : label}
      className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
      {shown ? (
        <span
          aria-hidden="true"
          data-testid={`${label.toLowerCase()}-badge`}
          className="absolute -top-0.5 -right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand-500 px-1 text-[10px] leading-none font-bold text-slate-950 ring-2 ring-white dark:ring-slate-950"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}

function useCount(type: CartType, enabled: boolean) {
  const { data } = useQuery({ ...cartQueries.detail(type), enabled });
  return enabled ? data?.total_items : undefined;
}

/**
 * Wishlist and cart icons of the navigation bar with badge counts (total_items of
 * GET /cart/WISHLIST and /cart/CART, 99+ above 99). Signed out, both go to /login.
 */
export function NavCartIcons() {
  const { isAuthenticated, user, status } = useSession();
  const client = useQueryClient();
  // While a stored session is being verified at start-up, wait for the fresh token.
  const ready = isAuthenticated && status !== 'loading';
  const wishlist = useCount('WISHLIST', ready);
  const cart = useCount('CART', ready);

  // Another person signing in on this browser must never see the previous one's lists.
  const userId = isAuthenticated ? (user?.user_id ?? null) : null;
  const lastUser = useRef(userId);
  useEffect(() => {
    if (lastUser.current !== userId) {
      lastUser.current = userId;
      void client.resetQueries({ queryKey: cartQueries.all() });
    }
  }, [client, userId]);

  return (
    <div className="flex items-center gap-0.5 sm:gap-1">
      <CartIconLink
        to={isAuthenticated ? paths.wishlist() : paths.login()}
        label="Wishlist"
        icon={Heart}
        count={wishlist}
      />
      <CartIconLink
        to={isAuthenticated ? paths.cart() : paths.login()}
        label="Cart"
        icon={ShoppingCart}
        count={cart}
      />
    </div>
  );
}
