import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Inbox } from 'lucide-react';

import { Link, useSearchParams } from 'react-router';
import type { AdminOrder, OrderStatus } from '@store/contract';
import { ORDER_STATUSES } from '@store/contract/orders';
import { ORDER_STATUS_LABELS } from '@store/contract/order-labels';
import { shortOrderNumber } from '@store/contract/mail';
import { adminPaths } from '../../lib/admin-paths';
import { formatDateTime, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { adminOrderQueries } from './admin-orders.api';
import { StatusPill } from '../../components/ui/pills';
import { EwayBillPill } from './eway-bill-pill';
import { ScreenHeader } from '../../components/ui/screen-header';
import { dataRowClass, notOnPhone, type Column } from '../../components/ui/data-table';
import { ListFilters, StaffList } from '../../components/staff/staff-list';
import { useListParams } from '../../components/staff/use-list-params';

const ORDER_COLUMNS: Column[] = [
  { label: 'Order' },
  { label: 'Customer' },
  { label: 'Items', align: 'right', phone: false },
  { label: 'Total', align: 'right' },
  { label: 'Status', phone: false },
  { label: 'Open', hidden: true, phone: false },
];

/** A cell: narrower on a phone, where the board fits the screen (docs/decisions/183). */
const cell = 'px-3 py-3 sm:px-4';

type StatusFilter = OrderStatus | 'ALL';
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
];

const STATUS_FILTERS: readonly StatusFilter[] = ['ALL', ...ORDER_STATUSES];

function OrderRow({ order, boardSearch }: { order: AdminOrder; boardSearch: string }) {
  const to = adminPaths.adminOrder(order.order_id);
  const state = { boardSearch };
  return (
    <tr className={dataRowClass}>
      <td className={cell}>
        <Link
          to={to}
          state={state}
          className="font-mono font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          #{shortOrderNumber(order.order_id)}
        </Link>
        <div className="text-xs text-slate-500 dark:text-slate-400">
          {formatDateTime(order.created_at)}
        </div>
      </td>
      <td className={cell}>
        <div className="font-medium">{order.customer_name}</div>
        <div className="text-xs text-slate-500 dark:text-slate-400">{order.phone_number}</div>
      </td>
      <td className={`${cell} ${notOnPhone} text-right tabular-nums`}>{order.total_items}</td>
      <td className={`${cell} text-right font-medium tabular-nums`}>
        {formatRupees(order.total_amount)}
        {/* on a phone the status sits under the total: the Status column is not shown */}
        <div className="mt-1 flex flex-wrap justify-end gap-1 sm:hidden">
          <StatusPill status={order.status} />
          <EwayBillPill order={order} />
        </div>
      </td>
      <td className={`${cell} ${notOnPhone}`}>
        <span className="flex flex-wrap items-center gap-1.5">
          <StatusPill status={order.status} />
          <EwayBillPill order={order} />
        </span>
      </td>
      <td className={`${cell} ${notOnPhone} text-right`}>
        <Link
          to={to}
          state={state}
          aria-label={`Open order #${shortOrderNumber(order.order_id)}`}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          Open
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </td>
    </tr>
  );
}

/** The staff orders board: every order, filtered by status, searched, paged. */
export function OrdersBoard() {
  usePageMeta('Orders – Staff console');
  const list = useListParams('status', STATUS_FILTERS, 'ALL');
  const { filter, q, index } = list;
  const status = filter === 'ALL' ? undefined : filter;
  const [params] = useSearchParams();
  const query = useQuery(adminOrderQueries.list({ status, q: q || undefined, index }));
  const search = params.toString() ? `?${params.toString()}` : '';

  return (
    <section>
      <ScreenHeader title="Orders" subtitle="Confirm, ship, deliver or cancel customer orders." />
      <ListFilters
        filterLabel="Filter by status"
        options={STATUS_OPTIONS}
        params={list}
        searchLabel="Search orders"
        placeholder="Order id, customer name or phone"
        sideBySideFrom="lg"
      />

      <StaffList
        query={query}
        noun="orders"
        skeleton={{ rows: 6, rowClass: 'h-10 w-full' }}
        empty={{
          icon: <Inbox className="h-10 w-10" aria-hidden="true" />,
          title: q || status ? 'No orders match' : 'No orders yet',
          description:
            q || status
              ? 'Try another status or search.'
              : 'Orders customers place will appear here.',
        }}
        table={{
          caption: 'Orders, newest first',
          minWidth: 640,
          busy: query.isFetching && query.isPlaceholderData,
          columns: ORDER_COLUMNS,
          fitsPhone: true,
        }}
        params={list}
      >
        {(orders) =>
          orders.map((o) => <OrderRow key={o.order_id} order={o} boardSearch={search} />)
        }
      </StaffList>
    </section>
  );
}
