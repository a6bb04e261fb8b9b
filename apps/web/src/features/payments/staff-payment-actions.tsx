import { shortOrderNumber } from '@store/contract';
import { useId, useState, type FormEvent } from 'react';
import type { AdminOrder } from '@store/contract';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { formatDateTime, formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { PaymentStatusBadge } from './payment-status-badge';
import { PAYMENT_METHOD_LABELS, paymentStatusLabel, useStaffPayment } from './payments.api';

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/** Staff: mark an order PAID (with the reference matched) or its refund REFUNDED. */
export function StaffPaymentForm({ order }: { order: AdminOrder }) {
  const id = useId();
  const { payment } = order;
  const change = useStaffPayment();
  const [reference, setReference] = useState(payment.reference ?? '');
  const target =
    payment.status === 'PENDING' || payment.status === 'SUBMITTED'
      ? ('PAID' as const)
      : payment.status === 'REFUND_DUE'
        ? ('REFUNDED' as const)
        : null;
  if (!target) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(
      {
        orderId: order.order_id,
        status: target,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      },
      {
        onSuccess: (o) =>
          showToast(
            `Order #${shortOrderNumber(o.order_id)}: ${paymentStatusLabel(o.payment).toLowerCase()}`,
          ),
        onError: (err) => showToast(messageOf(err, 'Failed to update the payment'), 'error'),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      aria-label={`Payment of order ${shortOrderNumber(order.order_id)}`}
    >
      <div className="min-w-0 flex-1">
        <label
          htmlFor={`${id}-ref`}
          className="text-xs font-medium text-slate-600 dark:text-slate-400"
        >
          {target === 'PAID' ? 'Reference (UTR, cheque or receipt no.)' : 'Refund reference'}
        </label>
        <input
          id={`${id}-ref`}
          value={reference}
          maxLength={60}
          onChange={(e) => setReference(e.target.value)}
          className={`${inputClass} mt-1 font-mono`}
        />
      </div>
      <Button type="submit" size="sm" disabled={change.isPending} aria-busy={change.isPending}>
        {target === 'PAID' ? 'Mark paid' : 'Mark refunded'}
      </Button>
    </form>
  );
}

/** The payment of an order for staff: method, status, amounts, history and the action. */
export function StaffPaymentPanel({ order }: { order: AdminOrder }) {
  const { payment } = order;
  return (
    <div className="space-y-3 text-sm" data-testid="staff-payment">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{PAYMENT_METHOD_LABELS[payment.method]}</span>
        <PaymentStatusBadge payment={payment} orderStatus={order.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500 dark:text-slate-400">Amount due</dt>
        <dd className="tabular-nums">{formatRupees(payment.amount_due)}</dd>
        {payment.reference ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Reference</dt>
            <dd className="font-mono break-all">{payment.reference}</dd>
          </>
        ) : null}
        {payment.paid_at ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Paid</dt>
            <dd>{formatDateTime(payment.paid_at)}</dd>
          </>
        ) : null}
        {order.gstin ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">GSTIN</dt>
            <dd className="font-mono">{order.gstin}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Legal name</dt>
            <dd>{order.billing_name}</dd>
          </>
        ) : null}
        <dt className="text-slate-500 dark:text-slate-400">GST</dt>
        <dd className="tabular-nums">
          {order.tax.supply_type === 'INTRA_STATE'
            ? `CGST ${formatRupees(order.tax.cgst)} + SGST ${formatRupees(order.tax.sgst)}`
            : `IGST ${formatRupees(order.tax.igst)}`}{' '}
          · {order.tax.place_of_supply}
        </dd>
      </dl>
      <StaffPaymentForm order={order} />
      {payment.history.length > 0 ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
            Payment history ({payment.history.length})
          </summary>
          <ol className="mt-2 space-y-1">
            {payment.history.map((h, i) => (
              <li key={`${h.changed_at}-${i}`}>
                <span className="font-semibold">{h.status}</span> · {formatDateTime(h.changed_at)}
                {h.reference ? ` · ${h.reference}` : ''}
                {h.remarks ? ` · ${h.remarks}` : ''}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
