import { adminQueryKeys } from '@store/contract/admin-query-keys';
import {
  queryOptions,
  useMutation,
  useQueries,
  useQueryClient,
  keepPreviousData,
} from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminPaymentBody,
  Order,
  Page,
  PaymentMethod,
  PaymentQueue,
  PaymentQueueCounts,
  PaymentStatus,
} from '@store/contract';
import { queryKeys } from '@store/contract/query-keys';
import { api } from '../../lib/api-client';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer',
  COD: 'Cash on delivery',
  ON_CREDIT: 'On credit',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Awaiting payment',
  SUBMITTED: 'Payment reference sent',
  PAID: 'Paid',
  REFUND_DUE: 'Refund due',
  REFUNDED: 'Refunded',
  CANCELLED: 'No payment due',
};

/**
 * COD's PENDING reads "Pay on delivery" rather than "Awaiting payment"; nothing is awaited
 * of a cancelled order that was never paid: "No payment due" (docs/decisions/183).
 */
export const paymentStatusLabel = (
  p: Pick<Order['payment'], 'method' | 'status'>,
  orderStatus?: Order['status'],
) =>
  orderStatus === 'CANCELLED' && p.status === 'PENDING'
    ? 'No payment due'
    : orderStatus === 'PENDING_APPROVAL' && p.status === 'PENDING'
      ? 'Pay after approval'
      : p.method === 'COD' && p.status === 'PENDING'
        ? 'Pay on delivery'
        : PAYMENT_STATUS_LABELS[p.status];

/** POST /orders/{id}/payment-reference (the customer's UTR). */
export async function submitPaymentReference(orderId: string, reference: string): Promise<Order> {
  const res = await api.post<Order>(`/orders/${encodeURIComponent(orderId)}/payment-reference`, {
    reference,
  });
  return res.data;
}

export function useSubmitPaymentReference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reference }: { orderId: string; reference: string }) =>
      submitPaymentReference(orderId, reference),
    onSuccess: () => {
      // The orders feature's keys all start with 'orders': My Orders and Order Details refetch.
      void client.invalidateQueries({ queryKey: queryKeys.orders.everyone() });
    },
  });
}

/* GST rates of the cart's products, for the checkout's tax preview -------------------------- */

interface ProductGst {
  slug: string;
  gst_rate: number;
}

export const productGstQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.payments.productGst(slug),
    queryFn: async ({ signal }) => {
      const res = await api.get<ProductGst>(`/products/${encodeURIComponent(slug)}`, {
        auth: false,
        signal,
      });
      return { slug, gst_rate: Number(res.data.gst_rate) };
    },
    staleTime: 60 * 60 * 1000,
  });

/** GST rate of each product slug: 'loading' until every rate is known, 'failed' if one fails. */
export function useGstRates(slugs: string[]): Map<string, number> | 'loading' | 'failed' {
  const results = useQueries({ queries: [...new Set(slugs)].map((s) => productGstQuery(s)) });
  if (results.some((r) => r.isError)) return 'failed';
  if (results.some((r) => !r.data)) return 'loading';
  return new Map(results.map((r) => [r.data?.slug ?? '', r.data?.gst_rate ?? 0]));
}

/* Staff ------------------------------------------------------------------------------------ */

export const PAYMENT_QUEUE_LABELS: Record<PaymentQueue, string> = {
  SUBMITTED: 'References submitted',
  AWAITING: 'Awaiting payment',
  REFUND_DUE: 'Refunds due',
};

export type PaymentQueuePage = Page<AdminOrder> & { counts: PaymentQueueCounts };

export const staffPaymentQueries = {
  all: adminQueryKeys.payments.all,
  queue: (queue: PaymentQueue, index: number) =>
    queryOptions({
      queryKey: adminQueryKeys.payments.queue(queue, index),
      queryFn: async ({ signal }) =>
        (
          await api.get<PaymentQueuePage>('/admin/payments', {
            query: { queue, index, limit: 20 },
            signal,
          })
        ).data,
      placeholderData: keepPreviousData,
      staleTime: 10_000,
      refetchInterval: 30_000,
    }),
};

export function useStaffPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, ...body }: AdminPaymentBody & { orderId: string }) =>
      (await api.patch<AdminOrder>(`/admin/orders/${encodeURIComponent(orderId)}/payment`, body))
        .data,
    onSuccess: (order) => {
      // Staff screens' keys start with 'admin' (orders board, order screen, payments view).
      client.setQueryData(adminQueryKeys.orders.detail(order.order_id), order);
      void client.invalidateQueries({ queryKey: adminQueryKeys.all() });
    },
  });
}
