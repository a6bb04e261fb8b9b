import { clsx } from 'clsx';
import type { OrderStatus } from '@store/contract';
import { ORDER_STATUS_LABELS } from '@store/contract/order-labels';
import { ORDER_STATUS_TONES } from '../../components/ui/pills';

/** The order's status as a coloured badge. */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        ORDER_STATUS_TONES[status],
        className,
      )}
    >
      <span className="sr-only">Status: </span>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
