import { clsx } from 'clsx';
import type { OrderStatus } from '@store/contract';
import { needsEwayBill } from '@store/contract/reports';
import { pillClass } from '../../components/ui/pills';

/**
 * "E-way bill needed": an order above ₹50,000 (decisions.md › §18) that has not shipped with
 * its e-way bill number yet.
 */
export function EwayBillPill({
  order,
}: {
  order: {
    total_amount: number;
    status: OrderStatus;
    shipment: { eway_bill_number?: string | null } | null;
  };
}) {
  if (!needsEwayBill(order) || order.status === 'CANCELLED' || order.shipment?.eway_bill_number) {
    return null;
  }
  return (
    <span
      className={clsx(
        pillClass,
        'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-950/60 dark:text-orange-200 dark:ring-orange-800',
      )}
    >
      E-way bill needed
    </span>
  );
}
