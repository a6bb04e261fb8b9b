import { MapPin, Phone, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { AdminOrder } from '@store/contract';
import { StatusPill } from '../../components/ui/pills';
import { cardClass } from '../../components/ui/surface';
import { formatDateTime, formatRupees } from '../../lib/format';
import { StatusActions } from './order-status-actions';

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

/** The order's items, status history, delivery address and customer account. */
export function OrderDetail({
  order,
  extra,
  renderDelivery,
}: {
  order: AdminOrder;
  extra?: ReactNode;
  renderDelivery?: (order: AdminOrder) => ReactNode;
}) {
  return (
    // minmax(0, …): the items table scrolls inside its card instead of widening the page on a
    // phone (issue 43.16: the page was 539 px wide on a 390 px screen).
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">
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

      <div className="order-first min-w-0 space-y-5 lg:order-none">
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
