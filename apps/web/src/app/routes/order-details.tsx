import { shortOrderNumber } from '@store/contract/mail';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  ClipboardList,
  CreditCard,
  MapPin,
  Package,
  Phone,
  UserRound,
  XCircle,
} from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { LineItemMaker, LineItemPrice } from '../../components/ui/line-item';
import { LoadingBlock } from '../../components/ui/spinner';
import { ErrorState } from '../../components/ui/states';
import { CatalogueImage } from '../../features/catalogue/catalogue-image';
import { CancelOrderDialog } from '../../features/orders/cancel-order-dialog';
import { ProformaDownload, TaxInvoiceDownload } from '../../features/invoices/invoice-downloads';
import { isOrderOwner } from '../../features/orders/order-approval';
import { OrderStatusBadge } from '../../features/orders/order-status-badge';
import { PaymentPanel } from '../../features/payments/payment-panel';
import { PaymentStatusBadge } from '../../features/payments/payment-status-badge';
import { useOrderEvents } from '../../features/orders/use-order-events';
import { useShop } from '../../lib/shop';
import { OrderTimeline } from '../../features/orders/order-timeline';
import { CompanyOrderPanel } from '../../features/companies/company-order-panel';
import {
  cancelErrorOf,
  canCancel,
  ORDER_MESSAGES,
  orderQueries,
  useCancelOrder,
  useOrdersUser,
} from '../../features/orders/orders.api';
import { useLoginOnAuthError, useSendToLogin } from '../../features/orders/use-login-redirect';
import { formatDateTime, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { getAccessToken, useSession } from '../../lib/session';
import { OrderDeliveryInfo } from '../../features/delivery/order-delivery-info';
import { OrderReturnsPanel } from '../../features/returns/order-returns-panel';
import { showToast } from '../../lib/toast';
import { GstRows } from '../../components/gst-rows';

const card =
  'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** /orders/{orderId}: Order Details (store-spec.md › Screens and routes, store-spec.md › States and transitions). */
export function Component() {
  const { orderId = '' } = useParams();
  usePageMeta(
    orderId ? `Order #${shortOrderNumber(orderId)}` : 'Order Details',
    'Order status and details.',
  );
  const { isAuthenticated, user } = useSession();
  const userId = useOrdersUser();
  const order = useQuery({
    ...orderQueries.detail(userId, orderId),
    enabled: isAuthenticated && orderId !== '',
    refetchOnMount: 'always',
  });

  // Live: a staff member confirming the payment or shipping the order shows here at once.
  useOrderEvents(isAuthenticated, userId);
  const shop = useShop();

  const sendToLogin = useSendToLogin();
  useEffect(() => {
    if (!isAuthenticated) void sendToLogin(ORDER_MESSAGES.loginOrder);
  }, [isAuthenticated, sendToLogin]);
  const authFailed = useLoginOnAuthError(order.error, ORDER_MESSAGES.loginOrder);

  const [cancelOpen, setCancelOpen] = useState(false);
  const cancel = useCancelOrder();
  const confirmCancel = (reason: string) => {
    if (!getAccessToken()) {
      void sendToLogin(ORDER_MESSAGES.loginCancel);
      return;
    }
    cancel.mutate(
      { orderId, remarks: reason },
      {
        onSuccess: () => {
          setCancelOpen(false);
          showToast(ORDER_MESSAGES.cancelled);
        },
        onError: (err) => {
          const { message, needsAuth } = cancelErrorOf(err);
          if (needsAuth) void sendToLogin(message);
          else showToast(message, 'error');
        },
      },
    );
  };

  const back = (
    <Link
      to={paths.orders()}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to Orders
    </Link>
  );

  if (!isAuthenticated || authFailed || order.isPending) {
    return <LoadingBlock label="Loading order details..." />;
  }
  if (order.isError) {
    return (
      <Container className="py-10">
        <ErrorState
          title="Error Loading Order"
          message={order.error.message || ORDER_MESSAGES.fetchOrder}
          onRetry={() => void order.refetch()}
          retryLabel="Try Again"
        >
          <Link to={paths.orders()} className={buttonClass('ghost')}>
            Back to Orders
          </Link>
        </ErrorState>
      </Container>
    );
  }

  const o = order.data;
  return (
    <Container className="py-8 sm:py-10">
      {back}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold sm:text-3xl">
              Order #{shortOrderNumber(o.order_id)}
            </h1>
            <OrderStatusBadge status={o.status} />
            <PaymentStatusBadge payment={o.payment} orderStatus={o.status} />
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <div className="flex gap-1">
              <dt>Placed on</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {formatDateTime(o.created_at)}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Total</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {formatRupees(o.total_amount)}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">Items</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                {itemsLabel(o.total_items)}
              </dd>
            </div>
          </dl>
          <p className="mt-1 text-xs break-all text-slate-500 dark:text-slate-400">
            Order ID {o.order_id}
          </p>
        </div>
        {canCancel(o) && isOrderOwner(o, user) ? (
          <Button
            variant="outline"
            onClick={() => setCancelOpen(true)}
            className="text-red-700 dark:text-red-400"
          >
            <XCircle className="h-4 w-4" aria-hidden="true" />
            Cancel Order
          </Button>
        ) : null}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-6">
          <CompanyOrderPanel order={o} className={card} />
          <section aria-labelledby="status-heading" className={card}>
            <h2 id="status-heading" className="flex items-center gap-2 text-lg font-semibold">
              <ClipboardList
                className="h-5 w-5 text-brand-600 dark:text-brand-400"
                aria-hidden="true"
              />
              Order Status
            </h2>
            <div className="mt-5">
              <OrderTimeline order={o} />
            </div>
          </section>
          <section aria-labelledby="payment-heading" className={card}>
            <h2 id="payment-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
              <CreditCard
                className="h-5 w-5 text-brand-600 dark:text-brand-400"
                aria-hidden="true"
              />
              Payment
            </h2>
            <PaymentPanel
              order={o}
              shop={shop}
              proforma={<ProformaDownload order={o} />}
              canSendReference={isOrderOwner(o, user)}
            />
            <div className="mt-4 border-t border-slate-100 pt-4 dark:border-slate-800">
              <TaxInvoiceDownload order={o} />
            </div>
          </section>
          <section aria-labelledby="delivery-heading" className={card}>
            <h2 id="delivery-heading" className="flex items-center gap-2 text-lg font-semibold">
              <MapPin className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              Delivery Information
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex gap-2">
                <dt>
                  <UserRound className="h-4 w-4 text-slate-400" aria-hidden="true" />
                  <span className="sr-only">Name</span>
                </dt>
                <dd className="font-medium">{o.customer_name}</dd>
              </div>
              <div className="flex gap-2">
                <dt>
                  <Phone className="h-4 w-4 text-slate-400" aria-hidden="true" />
                  <span className="sr-only">Phone</span>
                </dt>
                <dd>{o.phone_number}</dd>
              </div>
              <div className="flex gap-2">
                <dt>
                  <MapPin className="h-4 w-4 text-slate-400" aria-hidden="true" />
                  <span className="sr-only">Address</span>
                </dt>
                <dd className="text-slate-700 dark:text-slate-300">{o.full_address}</dd>
              </div>
            </dl>
            <div className="mt-4 empty:hidden">
              <OrderDeliveryInfo
                delivery={o.delivery}
                shipment={o.shipment}
                delivered={o.status === 'DELIVERED'}
                cancelled={o.status === 'CANCELLED'}
              />
            </div>
          </section>
          <OrderReturnsPanel order={o} userId={userId} className={card} />
        </div>

        <section aria-labelledby="items-heading" className={`${card} h-fit`}>
          <h2 id="items-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Package className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
            Items Ordered
          </h2>
          <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
            {o.order_items.map((item) => (
              <li key={item.order_item_id}>
                <Link
                  to={paths.product(item.product_slug)}
                  className="-mx-2 flex gap-3 rounded-lg px-2 py-4 transition-colors hover:bg-slate-50 sm:gap-4 dark:hover:bg-slate-800/60"
                >
                  <CatalogueImage
                    src={item.thumbnail_url}
                    signedSrc={item.thumbnail_src}
                    alt=""
                    width={72}
                    height={72}
                    compact
                    className="w-16 shrink-0 self-start rounded-lg border border-slate-200 sm:w-[72px] dark:border-slate-800"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900 dark:text-slate-100">
                      {item.product_name}
                    </p>
                    <LineItemMaker maker={item.manufacturer_name} sku={item.product_sku} />
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                      Qty {item.quantity}
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <LineItemPrice amount={item.total_price} each={item.unit_price} />
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <dl className="mt-2 space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
            <div className="flex justify-between">
              <dt className="text-slate-600 dark:text-slate-400">Items</dt>
              <dd>{o.total_items}</dd>
            </div>
            <GstRows gst={o.tax} />
            <div className="flex justify-between text-base font-semibold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatRupees(o.total_amount)}</dd>
            </div>
          </dl>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Prices include GST.</p>
        </section>
      </div>

      <CancelOrderDialog
        orderId={cancelOpen ? o.order_id : null}
        busy={cancel.isPending}
        onClose={() => setCancelOpen(false)}
        onConfirm={confirmCancel}
      />
    </Container>
  );
}
