import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ShieldCheck, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { ErrorState, EmptyState } from '../../components/ui/states';
import { CatalogueImage } from '../../features/catalogue/catalogue-image';
import { CartLine, CartLinesSkeleton } from '../../features/cart/cart-line';
import {
  CART_MESSAGES,
  cartQueries,
  useMoveCartItem,
  useRemoveCartItem,
  useUpdateCartQuantity,
} from '../../features/cart/cart.api';
import { formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { DeliveryCheck } from '../../features/delivery/delivery-check';
import { showToast } from '../../lib/toast';

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** /cart: lines, quantities bounded by stock, totals and the way to checkout. */
export function Component() {
  usePageMeta('Cart', 'Your shopping cart.');
  const cart = useQuery({ ...cartQueries.detail('CART'), refetchOnMount: 'always' });
  const update = useUpdateCartQuantity();
  const remove = useRemoveCartItem();
  const move = useMoveCartItem();

  const items = cart.data?.items ?? [];
  const blocked = items.some(
    (i) => !i.in_stock || i.stock_quantity <= 0 || i.quantity > i.stock_quantity,
  );

  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">Shopping Cart</h1>
        {cart.data && items.length > 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{itemsLabel(cart.data.total_items)}</p>
        ) : null}
      </div>

      <div className="mt-6">
        {cart.isPending ? (
          <>
            <p className="sr-only" role="status">
              Loading cart...
            </p>
            <CartLinesSkeleton />
          </>
        ) : cart.isError ? (
          <ErrorState
            title={CART_MESSAGES.fetchCart}
            message="Please try again."
            onRetry={() => void cart.refetch()}
            retryLabel="Try Again"
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<ShoppingCart className="h-10 w-10" aria-hidden="true" />}
            title="Your cart is empty"
            description="Browse our tools and equipment and add what you need."
            action={
              <Link to={paths.home()} className={buttonClass('primary')}>
                Continue Shopping
              </Link>
            }
          />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            <section aria-label="Cart items">
              <ul className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {items.map((item) => (
                  <CartLine
                    key={item.cart_item_id}
                    item={item}
                    cartType="CART"
                    image={
                      <CatalogueImage
                        src={item.thumbnail_url}
                        signedSrc={item.thumbnail_src}
                        alt=""
                        width={96}
                        height={96}
                        compact
                        className="w-full"
                      />
                    }
                    onQuantity={(quantity) => update.mutate({ item, quantity, cartType: 'CART' })}
                    onRemove={() =>
                      remove.mutate(
                        { item, cartType: 'CART' },
                        { onSuccess: () => showToast(`${item.product_name} removed from cart`) },
                      )
                    }
                    onMove={() =>
                      move.mutate(
                        { item, from: 'CART' },
                        { onSuccess: () => showToast(`${item.product_name} moved to wishlist`) },
                      )
                    }
                  />
                ))}
              </ul>
              <Link
                to={paths.home()}
                className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-400"
              >
                Continue Shopping
              </Link>
            </section>

            <aside
              aria-labelledby="cart-summary"
              className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 id="cart-summary" className="text-lg font-semibold">
                Order Summary
              </h2>
              <dl className="mt-4 space-y-2 text-sm">
                <div className="flex justify-between">
                  <dt className="text-slate-600 dark:text-slate-400">
                    Subtotal ({itemsLabel(cart.data.total_items)})
                  </dt>
                  <dd className="tabular-nums">{formatRupees(cart.data.total_amount)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-slate-600 dark:text-slate-400">Shipping</dt>
                  <dd className="text-emerald-700 dark:text-emerald-400">Free</dd>
                </div>
                <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-800">
                  <dt>Total</dt>
                  <dd className="tabular-nums">{formatRupees(cart.data.total_amount)}</dd>
                </div>
              </dl>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Prices include GST.</p>
              {blocked ? (
                <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-950/40 dark:text-amber-300">
                  Some items are out of stock or above the available quantity. Remove them or lower
                  the quantity to continue.
                </p>
              ) : null}
              {blocked ? (
                <span
                  aria-disabled="true"
                  className={buttonClass(
                    'primary',
                    'lg',
                    'mt-4 w-full cursor-not-allowed opacity-50',
                  )}
                >
                  Proceed to Checkout
                </span>
              ) : (
                <Link to={paths.checkout()} className={buttonClass('primary', 'lg', 'mt-4 w-full')}>
                  Proceed to Checkout
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              )}
              <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
                <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                Secure checkout with a GST invoice
              </p>
              <DeliveryCheck className="mt-4" />
            </aside>
          </div>
        )}
      </div>
    </Container>
  );
}
