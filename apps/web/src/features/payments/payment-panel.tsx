import { CheckCircle2, Hourglass, Landmark, Smartphone, Banknote, Receipt } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ShopDetails, Order } from '@store/contract';
import { PaymentReferenceSchema, PAYMENT_MESSAGES } from '@store/contract/payments';
import { shortOrderNumber } from '@store/contract/mail';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { formatDateTime, formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { PaymentStatusBadge } from './payment-status-badge';
import { PAYMENT_METHOD_LABELS, useSubmitPaymentReference } from './payments.api';
import { UpiQr } from './upi-qr';

function ReferenceForm({ order, onSubmitted }: { order: Order; onSubmitted?: (o: Order) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitPaymentReference();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = PaymentReferenceSchema.safeParse(value);
    if (!parsed.success) {
      setError(PAYMENT_MESSAGES.reference);
      return;
    }
    setError(null);
    submit.mutate(
      { orderId: order.order_id, reference: parsed.data },
      {
        onSuccess: (updated) => {
          showToast('Payment reference submitted');
          setValue('');
          onSubmitted?.(updated);
        },
        onError: (err) => {
          const message = messageOf(err, 'Failed to submit the payment reference');
          setError(message);
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="@container mt-4" aria-label="Payment reference">
      <label htmlFor={`${id}-ref`} className="text-sm font-medium">
        Paid already? Enter the payment reference (UTR)
      </label>
      {/* side by side only where the panel itself is wide (issue 43.16: a 93 px field) */}
      <div className="mt-1 flex flex-col gap-2 @md:flex-row">
        <input
          id={`${id}-ref`}
          name="reference"
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          placeholder="12-digit UTR or NEFT reference"
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/\s/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-ref-${error ? 'error' : 'hint'}`}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
        <Button
          type="submit"
          className="shrink-0 whitespace-nowrap"
          disabled={submit.isPending}
          aria-busy={submit.isPending}
        >
          {submit.isPending ? 'Submitting…' : 'Submit reference'}
        </Button>
      </div>
      {error ? (
        <p
          id={`${id}-ref-error`}
          role="alert"
          className="mt-1 text-xs text-red-700 dark:text-red-400"
        >
          {error}
        </p>
      ) : (
        <p id={`${id}-ref-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          UPI and IMPS: the 12-digit UTR. NEFT or RTGS: the 16-22 character reference.
        </p>
      )}
    </form>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    // label beside the value where the panel is wide, above it where it is narrow (issue 43.16:
    // the account number ran out of its box in the order page's side column)
    <div className="grid gap-x-2 py-1 @xs:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

export interface PaymentPanelProps {
  order: Order;
  shop: ShopDetails;
  /** The proforma download (composed by the route from the invoices feature). */
  proforma?: ReactNode;
  onSubmitted?: (order: Order) => void;
  /**
   * Whether the viewer may send the payment reference: only the order's owner may (a colleague
   * in the company reads the order but the server answers them 404, issue 43.10).
   */
  canSendReference?: boolean;
}

/**
 * How to pay an order (decisions.md › Paying for an order): the UPI QR code and app link, the bank details, or the
 * cash-on-delivery note; the form for the payment reference; and where the payment stands.
 */
export function PaymentPanel({
  order,
  shop,
  proforma,
  onSubmitted,
  canSendReference = true,
}: PaymentPanelProps) {
  const { payment } = order;
  // Nothing is asked for while the company's ADMIN has not approved the order (issue 43.9).
  const awaitingApproval = order.status === 'PENDING_APPROVAL';
  const open =
    order.status !== 'CANCELLED' &&
    !awaitingApproval &&
    (payment.status === 'PENDING' || payment.status === 'SUBMITTED');
  const needsReference = open && payment.status === 'PENDING' && payment.method !== 'COD';
  const Icon =
    payment.method === 'UPI' ? Smartphone : payment.method === 'COD' ? Banknote : Landmark;
  return (
    <div data-testid="payment-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Icon className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
          {PAYMENT_METHOD_LABELS[payment.method]}
        </p>
        <PaymentStatusBadge payment={payment} orderStatus={order.status} />
      </div>

      {awaitingApproval ? (
        <p
          data-testid="pay-after-approval"
          className="mt-3 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300"
        >
          <Hourglass className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Nothing to pay yet: this order waits for the company’s approval. How to pay shows here
          once an ADMIN of the company approves it.
        </p>
      ) : null}
      {payment.status === 'PAID' ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-emerald-800 dark:text-emerald-300">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          Paid{payment.paid_at ? ` on ${formatDateTime(payment.paid_at)}` : ''}
          {payment.reference ? ` · Ref ${payment.reference}` : ''}
        </p>
      ) : null}
      {payment.status === 'PAID' && payment.refunded_amount > 0 ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="refunded">
          {formatRupees(payment.refunded_amount)} of it refunded for returned items.
        </p>
      ) : null}
      {payment.status === 'SUBMITTED' ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Thank you: we received reference{' '}
          <span className="font-mono font-semibold">{payment.reference}</span> and will confirm your
          payment shortly.
        </p>
      ) : null}
      {payment.status === 'REFUND_DUE' && order.status !== 'CANCELLED' ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          We are refunding the items you returned: the amount is on the credit note under Returns.
        </p>
      ) : payment.status === 'REFUND_DUE' ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          This order was cancelled after payment: we are refunding{' '}
          {formatRupees(order.total_amount)}.
        </p>
      ) : null}
      {payment.status === 'REFUNDED' && order.status !== 'CANCELLED' ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          The refund for the items you returned has been sent.
        </p>
      ) : payment.status === 'REFUNDED' ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Your payment of {formatRupees(order.total_amount)} has been refunded.
        </p>
      ) : null}

      {open && payment.method === 'UPI' && payment.upi_uri ? (
        <div className="mt-4 flex flex-wrap items-start gap-4">
          <UpiQr
            uri={payment.upi_uri}
            label={`UPI QR code to pay ${formatRupees(payment.amount_due)}`}
          />
          <div className="min-w-48 flex-1 text-sm">
            <p>
              Scan with any UPI app to pay{' '}
              <strong className="tabular-nums">{formatRupees(payment.amount_due)}</strong> to{' '}
              <span className="font-mono">{shop.payment.upi_id || shop.name}</span>.
            </p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              The note "Order {shortOrderNumber(order.order_id)}" is filled in for you.
            </p>
            <a
              href={payment.upi_uri}
              className="mt-3 inline-flex items-center gap-2 rounded-lg bg-brand-500 px-4 py-2 font-semibold text-slate-950 hover:bg-brand-400 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none sm:hidden"
            >
              <Smartphone className="h-4 w-4" aria-hidden="true" />
              Pay with a UPI app
            </a>
          </div>
        </div>
      ) : null}

      {open && payment.method === 'BANK_TRANSFER' ? (
        <div className="mt-4 text-sm">
          <p>
            Transfer <strong className="tabular-nums">{formatRupees(payment.amount_due)}</strong> by
            NEFT, RTGS or IMPS, quoting order {shortOrderNumber(order.order_id)}:
          </p>
          <dl
            className="@container mt-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60"
            data-testid="bank-details"
          >
            <Row label="Account name">{shop.payment.bank.account_name}</Row>
            <Row label="Account no.">
              <span className="font-mono">{shop.payment.bank.account_number}</span>
            </Row>
            <Row label="IFSC">
              <span className="font-mono">{shop.payment.bank.ifsc}</span>
            </Row>
            <Row label="Bank">{shop.payment.bank.bank_name}</Row>
          </dl>
        </div>
      ) : null}

      {open && payment.method === 'COD' ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Please keep {formatRupees(order.total_amount)} ready: you pay in cash when the order is
          delivered.
        </p>
      ) : null}

      {needsReference && canSendReference ? (
        <ReferenceForm order={order} onSubmitted={onSubmitted} />
      ) : needsReference ? (
        <p
          data-testid="reference-by-owner"
          className="mt-4 text-sm text-slate-600 dark:text-slate-400"
        >
          The payment reference is sent by {order.company?.placed_by ?? 'the member'}, who placed
          this order.
        </p>
      ) : null}

      {proforma && order.status !== 'CANCELLED' && !awaitingApproval && !order.invoice ? (
        <div className="mt-4 flex items-center gap-2 text-sm">
          <Receipt className="h-4 w-4 text-slate-500" aria-hidden="true" />
          {proforma}
        </div>
      ) : null}
    </div>
  );
}
