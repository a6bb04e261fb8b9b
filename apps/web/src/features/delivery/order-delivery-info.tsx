import { ExternalLink, PackageCheck, Truck } from 'lucide-react';
import type { OrderDelivery, Shipment } from '@store/contract';
import { formatDateTime } from '../../lib/format';
import { formatDeliveryDate } from './delivery.api';

/**
 * The delivery promise stored on an order and, once shipped, the courier and tracking
 * number (with the courier's tracking page when we know it). Nothing for older orders.
 */
export function OrderDeliveryInfo({
  delivery,
  shipment,
  delivered = false,
  cancelled = false,
}: {
  delivery: OrderDelivery | null | undefined;
  shipment: Shipment | null | undefined;
  delivered?: boolean;
  /** A cancelled order is not coming: no estimate (docs/decisions/183). */
  cancelled?: boolean;
}) {
  if (cancelled && !shipment) return null;
  if (!delivery && !shipment) return null;
  return (
    <div className="space-y-2 text-sm" data-testid="order-delivery">
      {delivery && !delivered && !cancelled ? (
        <p className="flex items-start gap-2">
          <Truck
            className="mt-0.5 h-4 w-4 shrink-0 text-brand-600 dark:text-brand-400"
            aria-hidden="true"
          />
          <span>
            <span className="font-medium">Estimated delivery: </span>
            {delivery.estimated_from === delivery.estimated_to
              ? formatDeliveryDate(delivery.estimated_to)
              : `${formatDeliveryDate(delivery.estimated_from)} – ${formatDeliveryDate(delivery.estimated_to)}`}
          </span>
        </p>
      ) : null}
      {shipment ? (
        <div className="flex items-start gap-2">
          <PackageCheck
            className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          <div>
            <p>
              <span className="font-medium">Shipped</span> {formatDateTime(shipment.shipped_at)}
              {shipment.courier ? ` by ${shipment.courier}` : ''}
            </p>
            {shipment.tracking_number ? (
              <p>
                Tracking number: <span className="font-mono">{shipment.tracking_number}</span>
                {shipment.tracking_url ? (
                  <>
                    {' · '}
                    <a
                      href={shipment.tracking_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-400"
                    >
                      Track parcel
                      <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                      <span className="sr-only">(opens the courier&apos;s site)</span>
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
            {shipment.eway_bill_number ? (
              <p>
                E-way bill No.: <span className="font-mono">{shipment.eway_bill_number}</span>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
