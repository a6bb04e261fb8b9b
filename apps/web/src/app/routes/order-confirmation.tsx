import { shortOrderNumber } from '@store/contract';
import { useState } from 'react';
import { CheckCircle2, CreditCard, Mail, PackageCheck, Truck } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import type { Order } from '@store/contract';
import { buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { ProformaDownload } from '../../features/invoices/invoice-downloads';
import { OrderStatusBadge } from '../../features/orders/order-status-badge';
import { OrderDeliveryInfo } from '../../features/delivery/order-delivery-info';
import { PaymentPanel } from '../../features/payments/payment-panel';
import { useCompany } from '../../lib/company';
import { formatDateTime, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';

const NEXT_STEPS = [
  {
    icon: Mail,
    title: 'Order confirmation',
    text: 'You will receive a confirmation e-mail with your order details (when your account has an e-mail address).',
  },
  {
    icon: PackageCheck,
    title: 'Processing',
    text: 'Our team checks and packs your items, usually within one or two working days.',
  },
  {
    icon: Truck,
    title: 'Shipping',
    text: 'Your order ships from Bengaluru; follow every step of it under My Orders.',
  },
];

const isOrder = (value: unknown): value is Order =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Order).order_id === 'string' &&
  Array.isArray((value as Order).order_items);

/** /order-confirmation/{orderId}: shown after checkout with the order passed in navigation state. */
export function Component() {
  usePageMeta('Order Confirmed', 'Your order has been placed.');
  const { orderId } = useParams();
  const location = useLocation();
  const placed = (location.state as { order?: unknown } | null)?.order;
  const company = useCompany();
  // The order as it stands now (a submitted payment reference updates it).
  const [latest, setLatest] = useState<Order | null>(null);

  if (!isOrder(placed) || (orderId && placed.order_id !== orderId)) {
    return <Navigate to={paths.orders()} replace />;
  }
  const order = latest?.order_id === placed.order_id ? latest : placed;

  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <div className="text-center">
        <CheckCircle2
          className="mx-auto h-16 w-16 text-emerald-600 dark:text-emerald-400"
          aria-hidden="true"
        />
        <h1 className="mt-4 text-3xl font-bold">Order Confirmed!</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Thank you, {order.customer_name}. Your order has been placed.
        </p>
        {order.status === 'PENDING_APPROVAL' ? (
          <p className="mx-auto mt-3 max-w-md rounded-lg bg-orange-50 p-3 text-sm text-orange-900 dark:bg-orange-950/50 dark:text-orange-200">
            It is above your order limit, so it waits for your company admin’s approval. We have
            told them; it goes ahead once approved.
          </p>
        ) : null}
      </div>

      <section
        aria-labelledby="confirmation-details"
        className="mt-8 rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="confirmation-details" className="sr-only">
          Order details
        </h2>
        <dl className="grid gap-4 border-b border-slate-100 p-5 text-sm sm:grid-cols-2 sm:p-6 dark:border-slate-800">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Order ID</dt>
            <dd className="mt-0.5 font-semibold">#{shortOrderNumber(order.order_id)}</dd>
            <dd className="text-xs break-all text-slate-500 dark:text-slate-400">
              {order.order_id}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Placed on</dt>
            <dd className="mt-0.5 font-semibold">{formatDateTime(order.created_at)}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Status</dt>
            <dd className="mt-1">
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Total</dt>
            <dd className="mt-0.5 font-semibold">
              {formatRupees(order.total_amount)}{' '}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                ({order.total_items} {order.total_items === 1 ? 'item' : 'items'})
              </span>
            </dd>
          </div>
          {order.delivery ? (
            <div className="col-span-full">
              <dt className="sr-only">Delivery</dt>
              <dd>
                <OrderDeliveryInfo delivery={order.delivery} shipment={order.shipment} />
              </dd>
            </div>
          ) : null}
        </dl>
        <ul className="divide-y divide-slate-100 px-5 sm:px-6 dark:divide-slate-800">
          {order.order_items.map((item) => (
            <li key={item.order_item_id} className="flex items-start justify-between gap-4 py-4">
              <div className="min-w-0">
                <p className="font-medium">{item.product_name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {item.manufacturer_name}
                </p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  SKU {item.product_sku} · Qty {item.quantity}
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums">
                {formatRupees(item.total_price)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="payment-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="payment-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
          <CreditCard className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
          Payment
        </h2>
        <PaymentPanel
          order={order}
          company={company}
          proforma={<ProformaDownload order={order} />}
          onSubmitted={setLatest}
        />
      </section>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={paths.orders()} className={buttonClass('primary', 'lg')}>
          View All Orders
        </Link>
        <Link to={paths.home()} className={buttonClass('outline', 'lg')}>
          Continue Shopping
        </Link>
      </div>

      <section
        aria-labelledby="next-heading"
        className="mt-10 rounded-xl bg-slate-50 p-5 sm:p-6 dark:bg-slate-900/60"
      >
        <h2 id="next-heading" className="text-lg font-semibold">
          What happens next
        </h2>
        <ol className="mt-4 grid gap-5 sm:grid-cols-3">
          {NEXT_STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="flex gap-3 sm:flex-col">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900/50 dark:text-brand-300">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-medium">
                  {i + 1}. {title}
                </p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </Container>
  );
}
