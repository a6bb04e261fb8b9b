import { shortOrderNumber } from '@store/contract/mail';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CheckCircle2,
  CreditCard,
  Hourglass,
  Mail,
  PackageCheck,
  Truck,
  UserCheck,
  XCircle,
} from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import type { Order } from '@store/contract';
import { buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { ProformaDownload } from '../../features/invoices/invoice-downloads';
import { CompanyApprovers } from '../../features/companies/company-approvers';
import { awaitsApproval, isOrderOwner, rejectionOf } from '../../features/orders/order-approval';
import { OrderStatusBadge } from '../../features/orders/order-status-badge';
import { orderQueries, useOrdersUser } from '../../features/orders/orders.api';
import { OrderDeliveryInfo } from '../../features/delivery/order-delivery-info';
import { PaymentPanel } from '../../features/payments/payment-panel';
import { useShop } from '../../lib/shop';
import { formatDateTime, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

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

/** While the company's ADMIN has not approved the order (issue 43.9): approval, then paying. */
const APPROVAL_STEPS = [
  {
    icon: UserCheck,
    title: 'Approval',
    text: 'Your company’s ADMIN approves or rejects the order; you get a mail either way. Its stock is held meanwhile.',
  },
  {
    icon: CreditCard,
    title: 'Payment',
    text: 'Once it is approved, how to pay shows on the order under My Orders. Nothing is due before.',
  },
  {
    icon: Truck,
    title: 'Processing and shipping',
    text: 'We check, pack and ship it from Bengaluru; follow every step of it under My Orders.',
  },
];

const isOrder = (value: unknown): value is Order =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Order).order_id === 'string' &&
  Array.isArray((value as Order).order_items);

/**
 * What the order's status means for the buyer, under the spec's fixed "Order Confirmed!":
 * the terms accept an order only when it is CONFIRMED (docs/decisions/184).
 */
const STATUS_EXPLAINED: Record<Order['status'], string> = {
  PENDING_APPROVAL: '', // said with the approvers' names (PendingNote)
  PLACED:
    'We have received your order. It is accepted once we confirm it (status Confirmed), after checking stock and payment; we will let you know.',
  CONFIRMED: 'We have accepted your order and are preparing it.',
  SHIPPED: 'Your order is on its way.',
  DELIVERED: 'Your order has been delivered.',
  CANCELLED: 'This order was cancelled.',
};

/**
 * /order-confirmation/{orderId}: shown after checkout. The order passed in navigation state
 * seeds the query cache under the order's detail key; the page reads it from there and asks
 * the server for it as it stands now, so a reload (or a payment reference sent) shows it too.
 * Without an order to show it goes to /orders.
 */
export function Component() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const passed = (location.state as { order?: unknown } | null)?.order;
  const seed = isOrder(passed) && passed.order_id === orderId ? passed : undefined;
  const shop = useShop();
  const { isAuthenticated, user } = useSession();
  const userId = useOrdersUser();
  const client = useQueryClient();
  const query = useQuery({
    ...orderQueries.detail(userId, orderId),
    enabled: isAuthenticated && orderId !== '',
    initialData: seed,
    // the order passed in is as it was placed: ask for it as it is now
    initialDataUpdatedAt: 0,
    retry: false,
  });
  const order = query.data;
  const pending = order ? awaitsApproval(order) : false;
  const rejection = order ? rejectionOf(order) : null;
  usePageMeta(
    pending ? 'Waiting for Approval' : rejection ? 'Order Not Approved' : 'Order Confirmed',
    pending ? 'Your order waits for your company’s approval.' : 'Your order has been placed.',
  );

  if (!order) {
    if (query.isError || !isAuthenticated || orderId === '') {
      return <Navigate to={paths.orders()} replace />;
    }
    return (
      <Container className="max-w-3xl py-10 sm:py-14">
        <p role="status" className="text-center text-slate-600 dark:text-slate-400">
          Loading your order...
        </p>
      </Container>
    );
  }

  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      {pending ? (
        <PendingHeader order={order} />
      ) : rejection ? (
        <RejectedHeader order={order} reason={rejection.reason} />
      ) : (
        <div className="text-center">
          <CheckCircle2
            className="mx-auto h-16 w-16 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          <h1 className="mt-4 text-3xl font-bold">Order Confirmed!</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Thank you, {order.customer_name}. Your order has been placed.
          </p>
          <p
            data-testid="status-explained"
            className="mx-auto mt-3 max-w-xl rounded-lg bg-slate-50 px-4 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
          >
            {STATUS_EXPLAINED[order.status]}
          </p>
        </div>
      )}

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
          shop={shop}
          proforma={<ProformaDownload order={order} />}
          canSendReference={isOrderOwner(order, user)}
          onSubmitted={(updated) =>
            client.setQueryData(orderQueries.detail(userId, updated.order_id).queryKey, updated)
          }
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

      {rejection ? null : <NextSteps steps={pending ? APPROVAL_STEPS : NEXT_STEPS} />}
    </Container>
  );
}

/** Waiting for the company's ADMIN (issue 43.9): no "Order Confirmed!", nothing to pay yet. */
function PendingHeader({ order }: { order: Order }) {
  return (
    <div className="text-center">
      <Hourglass
        className="mx-auto h-16 w-16 text-orange-600 dark:text-orange-400"
        aria-hidden="true"
      />
      <h1 className="mt-4 text-3xl font-bold">Waiting for Approval</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Thank you, {order.customer_name}. Your order
        {order.company ? ` for ${order.company.legal_name}` : ''} is saved and waits for your
        company’s approval.
      </p>
      <p
        data-testid="status-explained"
        className="mx-auto mt-3 max-w-xl rounded-lg bg-orange-50 px-4 py-2 text-sm text-orange-900 dark:bg-orange-950/50 dark:text-orange-200"
      >
        It is above your order limit, so it waits for approval by <CompanyApprovers />. We have told
        them; we start on it once it is approved, and ask for payment only then.
      </p>
    </div>
  );
}

/** Rejected by the company's ADMIN, with the reason they gave (the history's remark). */
function RejectedHeader({ order, reason }: { order: Order; reason: string | null }) {
  return (
    <div className="text-center">
      <XCircle className="mx-auto h-16 w-16 text-red-600 dark:text-red-400" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">Order Not Approved</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Sorry, {order.customer_name}: your company’s ADMIN rejected this order. Nothing is due, and
        its items went back to stock.
      </p>
      {reason ? (
        <p
          data-testid="status-explained"
          className="mx-auto mt-3 max-w-xl rounded-lg bg-red-50 px-4 py-2 text-sm text-red-900 dark:bg-red-950/50 dark:text-red-200"
        >
          <span className="font-semibold">Reason:</span> {reason}
        </p>
      ) : null}
    </div>
  );
}

function NextSteps({ steps }: { steps: typeof NEXT_STEPS }) {
  return (
    <section
      aria-labelledby="next-heading"
      className="mt-10 rounded-xl bg-slate-50 p-5 sm:p-6 dark:bg-slate-900/60"
    >
      <h2 id="next-heading" className="text-lg font-semibold">
        What happens next
      </h2>
      <ol className="mt-4 grid gap-5 sm:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, i) => (
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
  );
}
