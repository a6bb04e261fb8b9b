import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Order } from '@store/contract';
import { buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { cartErrorMessage, CART_MESSAGES } from '../../features/cart/cart.api';
import { useAddLinesToCart } from '../../features/cart/add-lines.api';
import { CatalogueImage } from '../../features/catalogue/catalogue-image';
import { CancelOrderDialog } from '../../features/orders/cancel-order-dialog';
import { OrderCard } from '../../features/orders/order-card';
import {
  OrderReturnStatus,
  useReturnsByOrder,
} from '../../features/returns/my-orders-return-status';
import { OrderStatusBadge } from '../../features/orders/order-status-badge';
import { CompanyOrdersSection } from '../../features/companies/company-orders-section';
import { OrderPlacedModal } from '../../features/orders/order-placed-modal';
import {
  buyAgainErrorOf,
  cancelErrorOf,
  ORDER_MESSAGES,
  orderQueries,
  useBuyAgain,
  useCancelOrder,
  useOrdersUser,
} from '../../features/orders/orders.api';
import { OrdersPagination } from '../../features/orders/orders-pagination';
import { useLoginOnAuthError, useSendToLogin } from '../../features/orders/use-login-redirect';
import { useOrderEvents } from '../../features/orders/use-order-events';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { PaymentStatusBadge } from '../../features/payments/payment-status-badge';
import { getAccessToken, useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';

function OrdersSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-2 h-4 w-56" />
          <div className="mt-5 flex gap-3">
            <Skeleton className="h-12 w-12" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

const pageOf = (raw: string | null) => {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
};

/** /orders: My Orders (store-spec.md › Screens and routes, store-spec.md › States and transitions) with live status updates while open. */
export function Component() {
  usePageMeta('My Orders', 'Track, cancel and re-order your orders.');
  const { isAuthenticated } = useSession();
  const userId = useOrdersUser();
  const [params, setParams] = useSearchParams();
  const index = pageOf(params.get('page')) - 1;
  const orders = useQuery({
    ...orderQueries.list(userId, index),
    enabled: isAuthenticated,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
  useOrderEvents(isAuthenticated, userId);
  const returnsByOrder = useReturnsByOrder(userId, isAuthenticated);

  const sendToLogin = useSendToLogin();
  useEffect(() => {
    if (!isAuthenticated) void sendToLogin(ORDER_MESSAGES.loginOrders);
  }, [isAuthenticated, sendToLogin]);
  const authFailed = useLoginOnAuthError(orders.error, ORDER_MESSAGES.loginOrders);

  const [cancelId, setCancelId] = useState<string | null>(null);
  const cancel = useCancelOrder();
  const buyAgain = useBuyAgain();
  const addLines = useAddLinesToCart();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState<Order | null>(null);

  const setPage = (nextIndex: number) => {
    setParams(nextIndex > 0 ? { page: String(nextIndex + 1) } : {});
    window.scrollTo({ top: 0 });
  };

  // A page beyond the last one (e.g. after orders changed): show the last page instead.
  const data = orders.data;
  useEffect(() => {
    if (data && data.content.length === 0 && index > 0 && data.total_pages > 0) {
      setParams(data.total_pages > 1 ? { page: String(data.total_pages) } : {}, { replace: true });
    }
  }, [data, index, setParams]);

  const confirmCancel = (reason: string) => {
    if (!cancelId) return;
    if (!getAccessToken()) {
      void sendToLogin(ORDER_MESSAGES.loginCancel);
      return;
    }
    cancel.mutate(
      { orderId: cancelId, remarks: reason },
      {
        onSuccess: () => {
          setCancelId(null);
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

  const orderAgain = (order: Order) => {
    if (!getAccessToken()) {
      void sendToLogin(ORDER_MESSAGES.loginContinue);
      return;
    }
    buyAgain.mutate(
      { orderId: order.order_id },
      {
        onSuccess: (created) => setPlaced(created),
        onError: (err) => {
          const { message, needsAuth } = buyAgainErrorOf(err);
          if (needsAuth) void sendToLogin(message);
          else showToast(message, 'error');
        },
      },
    );
  };

  const addToCart = (order: Order) => {
    addLines.mutate(
      order.order_items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
      {
        onSuccess: () => {
          showToast('Items added to your cart');
          void navigate(paths.cart());
        },
        onError: (err) => showToast(cartErrorMessage(err, CART_MESSAGES.add), 'error'),
      },
    );
  };

  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">My Orders</h1>
        {data && data.total_elements > 0 ? (
          <p className="text-slate-600 dark:text-slate-400">
            {data.total_elements} {data.total_elements === 1 ? 'order' : 'orders'}
          </p>
        ) : null}
      </div>

      {isAuthenticated ? (
        <CompanyOrdersSection renderStatus={(o) => <OrderStatusBadge status={o.status} />} />
      ) : null}
      <div className="mt-6">
        {!isAuthenticated || authFailed || orders.isPending ? (
          <>
            <p className="sr-only" role="status">
              Loading orders...
            </p>
            <OrdersSkeleton />
          </>
        ) : orders.isError ? (
          <ErrorState
            title="Error Loading Orders"
            message={orders.error.message || ORDER_MESSAGES.fetchOrders}
            onRetry={() => void orders.refetch()}
            retryLabel="Try Again"
          >
            <Link to={paths.home()} className={buttonClass('ghost')}>
              Go to Homepage
            </Link>
          </ErrorState>
        ) : data && data.total_elements === 0 ? (
          <EmptyState
            icon={<PackageSearch className="h-10 w-10" aria-hidden="true" />}
            title="No orders yet"
            description="When you place an order it appears here, with its status as it moves."
            action={
              <Link to={paths.home()} className={buttonClass('primary')}>
                Start Shopping
              </Link>
            }
          />
        ) : data ? (
          <>
            <div className="space-y-4" aria-busy={orders.isPlaceholderData}>
              {data.content.map((order) => (
                <OrderCard
                  key={order.order_id}
                  order={order}
                  badges={
                    <>
                      <PaymentStatusBadge payment={order.payment} orderStatus={order.status} />
                      <OrderReturnStatus returns={returnsByOrder.get(order.order_id)} />
                    </>
                  }
                  busy={buyAgain.isPending || addLines.isPending}
                  renderImage={(item) => (
                    <CatalogueImage
                      src={item.thumbnail_url}
                      signedSrc={item.thumbnail_src}
                      alt=""
                      width={48}
                      height={48}
                      compact
                      className="w-full"
                    />
                  )}
                  onOrderAgain={() => orderAgain(order)}
                  onAddToCart={() => addToCart(order)}
                  onCancel={() => setCancelId(order.order_id)}
                />
              ))}
            </div>
            <OrdersPagination
              index={data.index}
              totalPages={data.total_pages}
              shown={data.number_of_elements}
              total={data.total_elements}
              onPage={setPage}
            />
          </>
        ) : null}
      </div>

      <CancelOrderDialog
        orderId={cancelId}
        busy={cancel.isPending}
        onClose={() => setCancelId(null)}
        onConfirm={confirmCancel}
      />
      <OrderPlacedModal order={placed} onClose={() => setPlaced(null)} />
    </Container>
  );
}
