import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { AdminOrder } from '@store/contract';
import { shortOrderNumber } from '@store/contract/mail';
import type { ReactNode } from 'react';
import { StatusPill } from '../../components/ui/pills';
import { formatDateTime } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { adminPaths } from '../../lib/admin-paths';
import { adminOrderQueries } from './admin-orders.api';
import { OrderDetail } from './order-detail';
import { BackLink, StaffDetail } from '../../components/staff/staff-detail';

/**
 * One order for staff: items, address, history, and the status actions. `renderExtra` and
 * `renderDelivery` add panels the route composes from other features (payment, invoices,
 * delivery promise and shipment).
 */
export function OrderDetailScreen({
  renderExtra,
  renderDelivery,
}: {
  renderExtra?: (order: AdminOrder) => ReactNode;
  renderDelivery?: (order: AdminOrder) => ReactNode;
} = {}) {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const boardSearch = (location.state as { boardSearch?: string } | null)?.boardSearch ?? '';
  const query = useQuery(adminOrderQueries.detail(orderId));
  const order = query.data;
  usePageMeta(
    order ? `Order #${shortOrderNumber(order.order_id)} – Staff console` : 'Order – Staff console',
  );
  const back = <BackLink to={`${adminPaths.adminOrders()}${boardSearch}`}>Back to orders</BackLink>;
  return (
    <StaffDetail
      query={query}
      noun="order"
      back={back}
      skeleton={{ title: 'h-8 w-64', body: 'h-64 w-full' }}
    >
      {(order) => (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="font-mono text-xl font-bold">
              Order #{shortOrderNumber(order.order_id)}
            </h2>
            <StatusPill status={order.status} />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Placed {formatDateTime(order.created_at)}
            {order.status_updated_at !== order.created_at
              ? ` · Last updated ${formatDateTime(order.status_updated_at)}`
              : ''}
          </p>
          <OrderDetail order={order} extra={renderExtra?.(order)} renderDelivery={renderDelivery} />
        </>
      )}
    </StaffDetail>
  );
}
