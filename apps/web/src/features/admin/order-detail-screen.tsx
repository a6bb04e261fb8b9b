import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Ban, CheckCircle2, MapPin, Phone, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { AdminOrder, OrderStatus } from '@store/contract';
import { Button } from '../../components/ui/button';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { ApiError, messageOf } from '../../lib/api-client';
import { formatDateTime, formatRupees, shortId } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import {
  ACTION_LABELS,
  adminOrderQueries,
  nextStatuses,
  STATUS_NAMES,
  useChangeOrderStatus,
} from './admin-orders.api';
import { Field, TextArea } from '../../components/ui/form-controls';
import { Modal } from '../../components/ui/modal';
import { StatusPill } from '../../components/ui/pills';
import { cardClass } from '../../components/ui/surface';
import { ShipOrderDialog } from './ship-order-dialog';

const REMARK_MAX = 500;

function RemarkBox({
  id,
  value,
  onChange,
  label,
  required = false,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  label: string;
  required?: boolean;
}) {
  return (
    <Field
      label={label}
      htmlFor={id}
      hint={`${value.length}/${REMARK_MAX} characters. The customer sees this as a note on the order.`}
    >
      {({ id: fieldId, describedBy }) => (
        <TextArea
          id={fieldId}
          aria-describedby={describedBy}
          maxLength={REMARK_MAX}
          required={required}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={3}
        />
      )}
    </Field>
  );
}

function StatusActions({ order }: { order: AdminOrder }) {
  const change = useChangeOrderStatus();
  const [remark, setRemark] = useState('');
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [shipOpen, setShipOpen] = useState(false);
  const options = nextStatuses(order.status);
  const forward = options.filter((s) => s !== 'CANCELLED');
  const canCancel = options.includes('CANCELLED');

  const apply = (
    status: OrderStatus,
    remarks: string,
    done?: () => void,
    shipment?: { courier?: string; tracking_number?: string },
  ) => {
    change.mutate(
      { orderId: order.order_id, status, remarks, ...shipment },
      {
        onSuccess: () => {
          showToast(`Order #${shortId(order.order_id)} status updated to ${status}`);
          done?.();
        },
        onError: (err) => showToast(messageOf(err, 'Failed to update the order status'), 'error'),
      },
    );
  };

  if (options.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        This order is {STATUS_NAMES[order.status].toLowerCase()}: no further changes.
      </p>
    );
  }

  const onForward = (status: OrderStatus) => (e: FormEvent) => {
    e.preventDefault();
    if (status === 'SHIPPED') {
      setShipOpen(true);
      return;
    }
    apply(status, remark, () => setRemark(''));
  };

  return (
    <div className="space-y-4">
      {forward.map((status) => (
        <form key={status} onSubmit={onForward(status)} className="space-y-3">
          <RemarkBox
            id="status-remark"
            label="Remark (optional)"
            value={remark}
            onChange={setRemark}
          />
          <Button type="submit" className="w-full" disabled={change.isPending}>
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {change.isPending ? 'Saving...' : ACTION_LABELS[status]}
          </Button>
        </form>
      ))}
      <ShipOrderDialog
        open={shipOpen}
        onOpenChange={setShipOpen}
        title={`Ship order #${shortId(order.order_id)}`}
        busy={change.isPending}
        onShip={(shipment) =>
          apply(
            'SHIPPED',
            remark,
            () => {
              setRemark('');
              setShipOpen(false);
            },
            shipment,
          )
        }
      />
      {canCancel ? (
        <>
          <Button
            variant="outline"
            className="w-full text-red-700! dark:text-red-400!"
            onClick={() => setCancelOpen(true)}
            disabled={change.isPending}
          >
            <Ban className="h-4 w-4" aria-hidden="true" />
            Cancel order
          </Button>
          <Modal
            open={cancelOpen}
            onOpenChange={setCancelOpen}
            title={`Cancel order #${shortId(order.order_id)}?`}
            description="The stock of its items goes back to the shelf and the customer is told."
          >
            <form
              className="space-y-4"
              onSubmit={(e) => {
                e.preventDefault();
                if (!reason.trim()) return;
                apply('CANCELLED', reason, () => {
                  setReason('');
                  setCancelOpen(false);
                });
              }}
            >
              <RemarkBox
                id="cancel-reason"
                label="Reason for cancelling"
                value={reason}
                onChange={setReason}
                required
              />
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => setCancelOpen(false)}>
                  Keep order
                </Button>
                <Button
                  type="submit"
                  variant="danger"
                  disabled={!reason.trim() || change.isPending}
                >
                  {change.isPending ? 'Cancelling...' : 'Cancel order'}
                </Button>
              </div>
            </form>
          </Modal>
        </>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`${cardClass} p-5`} aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function OrderDetail({
  order,
  extra,
  renderDelivery,
}: {
  order: AdminOrder;
  extra?: ReactNode;
  renderDelivery?: (order: AdminOrder) => ReactNode;
}) {
  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-5">
        <Section title={`Items (${order.total_items})`}>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[480px] text-left text-sm">
              <thead className="text-xs text-slate-500 uppercase dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Product
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Qty
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Unit price
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.order_items.map((item) => (
                  <tr
                    key={item.order_item_id}
                    className="border-t border-slate-100 dark:border-slate-800"
                  >
                    <td className="py-2.5 pr-3">
                      <div className="font-medium">{item.product_name}</div>
                      <div className="text-xs text-slate-500 dark:text-slate-400">
                        {item.manufacturer_name} · SKU {item.product_sku}
                      </div>
                    </td>
                    <td className="py-2.5 pr-3 text-right tabular-nums">{item.quantity}</td>
                    <td className="py-2.5 pr-3 text-right tabular-nums">
                      {formatRupees(item.unit_price)}
                    </td>
                    <td className="py-2.5 text-right font-medium tabular-nums">
                      {formatRupees(item.total_price)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" colSpan={3} className="py-2.5 pr-3 text-right font-semibold">
                    Order total
                  </th>
                  <td className="py-2.5 text-right font-bold tabular-nums">
                    {formatRupees(order.total_amount)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        </Section>

        <Section title="Status history">
          <ol className="relative space-y-4 border-l border-slate-200 pl-5 dark:border-slate-700">
            {order.status_history.map((h, i) => (
              <li key={`${h.status}-${h.changed_at}-${i}`} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.65rem] h-2.5 w-2.5 rounded-full bg-brand-500 ring-4 ring-white dark:ring-slate-900"
                />
                <div className="flex flex-wrap items-center gap-2">
                  <StatusPill status={h.status} />
                  <time
                    dateTime={h.changed_at}
                    className="text-xs text-slate-500 dark:text-slate-400"
                  >
                    {formatDateTime(h.changed_at)}
                  </time>
                </div>
                {h.remarks ? (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{h.remarks}</p>
                ) : null}
              </li>
            ))}
          </ol>
        </Section>
      </div>

      <div className="order-first space-y-5 lg:order-none">
        <Section title="Update status">
          <StatusActions order={order} />
        </Section>
        {extra}
        <Section title="Delivery">
          <dl className="space-y-2 text-sm">
            <div className="flex gap-2">
              <dt className="sr-only">Name</dt>
              <UserRound className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <dd className="font-medium">{order.customer_name}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="sr-only">Phone</dt>
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <dd>
                <a href={`tel:+91${order.phone_number}`} className="hover:underline">
                  {order.phone_number}
                </a>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="sr-only">Address</dt>
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <dd>{order.full_address}</dd>
            </div>
          </dl>
          {renderDelivery ? <div className="mt-3">{renderDelivery(order)}</div> : null}
        </Section>
        <Section title="Customer account">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">Name</dt>
            <dd>{order.user_name}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Phone</dt>
            <dd>{order.user_phone}</dd>
          </dl>
        </Section>
      </div>
    </div>
  );
}

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
    order ? `Order #${shortId(order.order_id)} – Staff console` : 'Order – Staff console',
  );
  const back = (
    <Link
      to={`${paths.adminOrders()}${boardSearch}`}
      className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to orders
    </Link>
  );

  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading order" className="space-y-4">
        {back}
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError || !order) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        <ErrorState
          title={missing ? 'Order not found' : 'Failed to load the order'}
          message={missing ? undefined : messageOf(query.error, 'Please try again.')}
          onRetry={missing ? undefined : () => void query.refetch()}
          retryLabel="Try Again"
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-mono text-xl font-bold">Order #{shortId(order.order_id)}</h2>
        <StatusPill status={order.status} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Placed {formatDateTime(order.created_at)}
        {order.status_updated_at !== order.created_at
          ? ` · Last updated ${formatDateTime(order.status_updated_at)}`
          : ''}
      </p>
      <OrderDetail order={order} extra={renderExtra?.(order)} renderDelivery={renderDelivery} />
    </div>
  );
}
