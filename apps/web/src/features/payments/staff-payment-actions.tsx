import { shortOrderNumber } from '@store/contract/mail';
import { useId, useState, type FormEvent } from 'react';
import type { AdminOrder } from '@store/contract';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
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
  const [confirming, setConfirming] = useState(false);
  const target =
    payment.status === 'PENDING' || payment.status === 'SUBMITTED'
      ? ('PAID' as const)
      : payment.status === 'REFUND_DUE'
        ? ('REFUNDED' as const)
        : null;
  if (!target) return null;
  const short = shortOrderNumber(order.order_id);
  // Marking paid or refunded is recorded, mailed to the customer and cannot be undone: asked first.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setConfirming(true);
  };
  const confirm = () => {
    change.mutate(
      {
        orderId: order.order_id,
        status: target,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      },
      {
        onSuccess: (o) => {
          setConfirming(false);
          showToast(
            `Order #${shortOrderNumber(o.order_id)}: ${paymentStatusLabel(o.payment).toLowerCase()}`,
          );
        },
        onError: (err) => {
          setConfirming(false);
          showToast(messageOf(err, 'Failed to update the payment'), 'error');
        },
      },
    );
  };
  const amount = formatRupees(target === 'PAID' ? payment.amount_due : order.total_amount);
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
      <Modal
        open={confirming}
        onOpenChange={(open) => {
          if (!change.isPending) setConfirming(open);
        }}
        title={target === 'PAID' ? `Mark order #${short} paid?` : `Mark order #${short} refunded?`}
        description={
          target === 'PAID'
            ? `Only when ${amount} has reached the bank account. The customer is told by e-mail; this cannot be undone.`
            : `Only when ${amount} has been paid back. The customer is told by e-mail; this cannot be undone.`
        }
      >
        <p className="text-sm">
          Reference:{' '}
          <span className="font-mono font-semibold">{reference.trim() || 'none given'}</span>
        </p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            onClick={() => setConfirming(false)}
            disabled={change.isPending}
          >
            Go back
          </Button>
          <Button
            type="button"
            onClick={confirm}
            disabled={change.isPending}
            aria-busy={change.isPending}
          >
            {change.isPending
              ? 'Saving…'
              : target === 'PAID'
                ? `Yes, mark paid`
                : `Yes, mark refunded`}
          </Button>
        </div>
      </Modal>
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
        {payment.refunded_amount > 0 ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Refunded</dt>
            <dd className="tabular-nums">{formatRupees(payment.refunded_amount)}</dd>
          </>
        ) : null}
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
