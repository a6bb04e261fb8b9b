import type { ReactNode } from 'react';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem, CartType } from '@store/contract';
import { LineItemMaker, LineItemPrice } from '../../components/ui/line-item';
import { Skeleton } from '../../components/ui/states';
import { formatCount, formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { maxQuantityOf, stockLimitMessage } from './cart.api';
import { QuantityStepper } from './quantity-stepper';

export interface CartLineProps {
  item: CartItem;
  cartType: CartType;
  /** The thumbnail (the route screen composes the catalogue's image component). */
  image: ReactNode;
  onQuantity?: (quantity: number) => void;
  onRemove: () => void;
  onMove: () => void;
  busy?: boolean;
}

const actionClass =
  'inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * "Add 3 more to pay ₹420 each (save ₹300)" when a higher slab is close: at most as many more
 * units as the line holds. The saving is on the whole line at the slab's quantity
 * (docs/decisions/190).
 */
export function NextSlabHint({ item }: { item: CartItem }) {
  const next = item.next_slab;
  if (!next) return null;
  const more = next.min_quantity - item.quantity;
  if (more <= 0 || more > item.quantity || next.min_quantity > item.stock_quantity) return null;
  if (next.price >= item.unit_price) return null; // a company price already below the slab
  const save = Math.round((item.unit_price - next.price) * next.min_quantity * 100) / 100;
  return (
    <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
      Add {formatCount(more)} more to pay {formatRupees(next.price)} each (save {formatRupees(save)}
      )
    </p>
  );
}

/** One line of the cart or the wishlist. */
export function CartLine({
  item,
  cartType,
  image,
  onQuantity,
  onRemove,
  onMove,
  busy,
}: CartLineProps) {
  const inCart = cartType === 'CART';
  const outOfStock = !item.in_stock || item.stock_quantity <= 0;
  const overStock = inCart && !outOfStock && item.quantity > item.stock_quantity;
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <Link
        to={paths.product(item.product_slug)}
        className="w-20 shrink-0 self-start overflow-hidden rounded-lg border border-slate-200 sm:w-24 dark:border-slate-800"
        tabIndex={-1}
        aria-hidden="true"
      >
        {image}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <Link
              to={paths.product(item.product_slug)}
              className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 dark:text-slate-100 dark:hover:text-brand-400"
            >
              {item.product_name}
            </Link>
            <LineItemMaker maker={item.manufacturer_name} sku={item.sku} />
          </div>
          <div className="shrink-0 sm:text-right">
            {inCart ? (
              <>
                <LineItemPrice amount={item.total_price} each={item.unit_price} />
                {item.list_unit_price !== undefined && item.list_unit_price > item.unit_price ? (
                  <p className="text-xs font-medium text-emerald-700 dark:text-emerald-400">
                    Your price{' '}
                    <s className="text-slate-500 dark:text-slate-400">
                      <span className="sr-only">List price </span>
                      {formatRupees(item.list_unit_price)}
                    </s>
                  </p>
                ) : null}
              </>
            ) : (
              <LineItemPrice amount={item.unit_price} />
            )}
          </div>
        </div>
        {inCart && !outOfStock ? <NextSlabHint item={item} /> : null}
        {outOfStock ? (
          <p className="text-sm font-medium text-red-700 dark:text-red-400">Out of stock</p>
        ) : overStock ? (
          <p className="text-sm font-medium text-amber-700 dark:text-amber-400">
            Only {item.stock_quantity} in stock
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
          {inCart && onQuantity ? (
            <QuantityStepper
              size="sm"
              value={item.quantity}
              min={item.min_order_qty}
              step={item.pack_size}
              max={Math.max(maxQuantityOf(item), item.min_order_qty, item.quantity)}
              onChange={onQuantity}
              label={`Quantity of ${item.product_name}`}
              overMaxMessage={stockLimitMessage(item.stock_quantity)}
            />
          ) : null}
          <button
            type="button"
            className={actionClass}
            onClick={onMove}
            disabled={busy || (!inCart && outOfStock)}
          >
            {inCart ? (
              <Heart className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ShoppingCart className="h-4 w-4" aria-hidden="true" />
            )}
            {inCart ? 'Move to Wishlist' : 'Move to Cart'}
            <span className="sr-only">: {item.product_name}</span>
          </button>
          <button type="button" className={actionClass} onClick={onRemove} disabled={busy}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove
            <span className="sr-only">: {item.product_name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

/** Placeholder lines while the cart or wishlist loads. */
export function CartLinesSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4">
          <Skeleton className="h-20 w-20 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-8 w-40" />
          </div>
        </div>
      ))}
    </div>
  );
}
