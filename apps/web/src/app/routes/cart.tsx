import { rememberedPincode } from '../../features/delivery/delivery.api';
import type { Cart } from '@store/contract';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { DeliveryCheck } from '../../features/delivery/delivery-check';
import { RequestQuoteButton } from '../../features/quotes/request-quote';
import { SaveToListButton } from '../../features/lists/save-to-list';
import { formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { CartListScreen, itemsLabel } from '../cart-list-screen';

/** The cart's order summary: totals, the stock block and the way to checkout. */
function CartSummary({ cart }: { cart: Cart }) {
  const blocked = cart.items.some(
    (i) => !i.in_stock || i.stock_quantity <= 0 || i.quantity > i.stock_quantity,
  );
  return (
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
            Subtotal ({itemsLabel(cart.total_items)})
          </dt>
          <dd className="tabular-nums">{formatRupees(cart.total_amount)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600 dark:text-slate-400">Shipping</dt>
          <dd className="text-emerald-700 dark:text-emerald-400">Free</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-semibold dark:border-slate-800">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatRupees(cart.total_amount)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Prices include GST.</p>
      {blocked ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-800 dark:bg-amber-950/40 dark:text-amber-300">
          Some items are out of stock or above the available quantity. Remove them or lower the
          quantity to continue.
        </p>
      ) : null}
      {blocked ? (
        <span
          aria-disabled="true"
          className={buttonClass('primary', 'lg', 'mt-4 w-full cursor-not-allowed opacity-50')}
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
      <RequestQuoteButton
        defaultPincode={rememberedPincode}
        className="mt-3 w-full"
        lines={cart.items.map((i) => ({
          product_id: i.product_id,
          product_name: i.product_name,
          quantity: i.quantity,
          pack_size: i.pack_size,
          min_order_qty: i.min_order_qty,
        }))}
      />
      <SaveToListButton
        label="Save cart as list"
        newOnly
        className="mt-3 w-full"
        lines={cart.items.map((i) => ({ product_id: i.product_id, quantity: i.quantity }))}
      />
      <DeliveryCheck className="mt-4" amount={cart.total_amount} />
      <Link
        to={paths.quickOrder()}
        className="mt-4 block text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-400"
      >
        Quick order by part number
      </Link>
    </aside>
  );
}

/** /cart: lines, quantities bounded by stock, totals and the way to checkout. */
export function Component() {
  usePageMeta('Cart', 'Your shopping cart.');
  return <CartListScreen cartType="CART" aside={(cart) => <CartSummary cart={cart} />} />;
}
