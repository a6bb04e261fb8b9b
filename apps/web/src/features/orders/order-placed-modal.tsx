import { shortOrderNumber } from '@store/contract/mail';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '@store/contract';
import { buttonClass } from '../../components/ui/button';
import { formatRupees } from '../../lib/format';
import { paths } from '../../lib/paths';
import { OrderDialog } from './order-dialog';

/** After Order Again succeeds (store-spec.md › Screens and routes My Orders): View Order Details or Continue Shopping. */
export function OrderPlacedModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <OrderDialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Order Placed Successfully"
      icon={
        <CheckCircle2
          className="h-10 w-10 text-emerald-600 dark:text-emerald-400"
          aria-hidden="true"
        />
      }
      description={
        order
          ? `Your new order #${shortOrderNumber(order.order_id)} for ${order.total_items} ${
              order.total_items === 1 ? 'item' : 'items'
            } (${formatRupees(order.total_amount)}) has been placed.`
          : ''
      }
    >
      {order ? (
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Link
            to={paths.order(order.order_id)}
            className={buttonClass('primary', 'md', 'sm:flex-1')}
            onClick={onClose}
          >
            View Order Details
          </Link>
          <Link
            to={paths.home()}
            className={buttonClass('outline', 'md', 'sm:flex-1')}
            onClick={onClose}
          >
            Continue Shopping
          </Link>
        </div>
      ) : null}
    </OrderDialog>
  );
}
