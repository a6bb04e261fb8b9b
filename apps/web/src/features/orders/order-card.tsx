import { shortOrderNumber } from '@store/contract/mail';
import type { ReactNode } from 'react';
import { Eye, RotateCcw, ShoppingCart, UserRound, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { Order, OrderItem } from '@store/contract';
import { Button, buttonClass } from '../../components/ui/button';
import { formatDateTime, formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { OrderStatusBadge } from './order-status-badge';
import { canCancel, PREVIEW_ITEMS } from './orders.api';

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export interface OrderCardProps {
  order: Order;
  /** Thumbnail of an item (the route screen composes the catalogue's image component). */
  renderImage: (item: OrderItem) => ReactNode;
  onOrderAgain: () => void;
  onCancel: () => void;
  /** An Order Again request is in progress (for this or another card). */
  busy: boolean;
  /** More badges beside the status (the route composes e.g. the payment status). */
  badges?: ReactNode;
  /** A cancelled order's items back into the cart (Order Again refuses a cancelled order). */
  onAddToCart?: () => void;
}

/** One order of My Orders (store-spec.md › Screens and routes). */
export function OrderCard({
  order,
  renderImage,
  onOrderAgain,
  onCancel,
  busy,
  badges,
  onAddToCart,
}: OrderCardProps) {
  const placed = formatDateTime(order.created_at);
  const updated = formatDateTime(order.status_updated_at);
  const previews = order.order_items.slice(0, PREVIEW_ITEMS);
  const more = order.order_items.length - previews.length;
  const headingId = `order-${order.order_id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 p-4 sm:p-5 dark:border-slate-800">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-base font-semibold">
              Order #{shortOrderNumber(order.order_id)}
            </h2>
            <OrderStatusBadge status={order.status} />
            {badges}
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Placed on {placed}</p>
          {updated !== placed ? (
            <p className="text-xs text-slate-500 dark:text-slate-400">Last updated {updated}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.order(order.order_id)} className={buttonClass('outline', 'sm')}>
            <Eye className="h-4 w-4" aria-hidden="true" />
            View Details
            <span className="sr-only"> of order {shortOrderNumber(order.order_id)}</span>
          </Link>
          <Button
            size="sm"
            variant="secondary"
            onClick={onOrderAgain}
            disabled={order.status === 'CANCELLED' || busy}
            title={
              order.status === 'CANCELLED' ? 'Cancelled orders cannot be ordered again' : undefined
            }
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Order Again
            <span className="sr-only"> order {shortOrderNumber(order.order_id)}</span>
          </Button>
          {order.status === 'CANCELLED' && onAddToCart ? (
            <Button size="sm" variant="secondary" onClick={onAddToCart} disabled={busy}>
              <ShoppingCart className="h-4 w-4" aria-hidden="true" />
              Add items to cart
              <span className="sr-only"> of order {shortOrderNumber(order.order_id)}</span>
            </Button>
          ) : null}
        </div>
      </header>

      <ul className="divide-y divide-slate-100 px-4 sm:px-5 dark:divide-slate-800">
        {previews.map((item) => (
          <li key={item.order_item_id} className="flex items-center gap-3 py-3">
            <span className="w-12 shrink-0 overflow-hidden rounded-md border border-slate-200 dark:border-slate-800">
              {renderImage(item)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium">{item.product_name}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {item.manufacturer_name} · Qty {item.quantity}
              </p>
            </div>
            <p className="text-sm tabular-nums">{formatRupees(item.total_price)}</p>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="px-4 pb-2 text-sm text-slate-500 sm:px-5 dark:text-slate-400">
          +{more} more {more === 1 ? 'item' : 'items'}
        </p>
      ) : null}

      <footer className="flex flex-wrap items-center justify-between gap-3 rounded-b-xl border-t border-slate-100 bg-slate-50 px-4 py-3 text-sm sm:px-5 dark:border-slate-800 dark:bg-slate-950/40">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="h-4 w-4" aria-hidden="true" />
            {order.customer_name}
          </span>
          <span>{itemsLabel(order.total_items)}</span>
          <span className="font-semibold text-slate-900 dark:text-slate-100">
            Total {formatRupees(order.total_amount)}
          </span>
        </div>
        {canCancel(order) ? (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex items-center gap-1 font-medium text-red-700 hover:underline dark:text-red-400"
          >
            <XCircle className="h-4 w-4" aria-hidden="true" />
            Cancel Order
            <span className="sr-only"> {shortOrderNumber(order.order_id)}</span>
          </button>
        ) : null}
      </footer>
    </article>
  );
}
