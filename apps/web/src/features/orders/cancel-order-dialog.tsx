import { useId, useState } from 'react';
import { CANCEL_REASON_MAX } from '@store/contract/orders';
import { shortOrderNumber } from '@store/contract/mail';
import { Button } from '../../components/ui/button';
import { showToast } from '../../lib/toast';
import { OrderDialog } from './order-dialog';
import { ORDER_MESSAGES } from './orders.api';

function CancelForm({
  busy,
  onConfirm,
  onKeep,
}: {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onKeep: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = reason.trim().length === 0;
  return (
    <form
      className="mt-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (blank) {
          setTouched(true);
          showToast(ORDER_MESSAGES.reasonRequired, 'error');
          return;
        }
        onConfirm(reason.trim());
      }}
    >
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
        Reason for cancellation{' '}
        <span aria-hidden="true" className="text-red-600 dark:text-red-400">
          *
        </span>
      </label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        onChange={(e) => setReason(e.target.value.slice(0, CANCEL_REASON_MAX))}
        onBlur={() => setTouched(true)}
        maxLength={CANCEL_REASON_MAX}
        rows={4}
        required
        aria-required="true"
        aria-invalid={touched && blank ? true : undefined}
        aria-describedby={`${id}-count${touched && blank ? ` ${id}-error` : ''}`}
        placeholder="For example: ordered the wrong size"
        disabled={busy}
        className="mt-1.5 block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 sm:text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500"
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-xs">
        <p id={`${id}-error`} className="text-red-700 dark:text-red-400">
          {touched && blank ? ORDER_MESSAGES.reasonRequired : ''}
        </p>
        <p id={`${id}-count`} className="shrink-0 text-slate-500 tabular-nums dark:text-slate-400">
          <span className="sr-only">Characters used: </span>
          {reason.length}/{CANCEL_REASON_MAX}
        </p>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onKeep} disabled={busy}>
          Keep Order
        </Button>
        <Button type="submit" variant="danger" disabled={blank || busy} aria-busy={busy}>
          {busy ? 'Cancelling...' : 'Cancel Order'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The cancel dialog (store-spec.md › Screens and routes, store-spec.md › Validation rules): a required reason of at most 200 characters with a live
 * counter; the confirm button stays disabled while the reason is blank.
 */
export function CancelOrderDialog({
  orderId,
  onClose,
  onConfirm,
  busy,
}: {
  /** The order to cancel; null keeps the dialog closed. */
  orderId: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  busy: boolean;
}) {
  return (
    <OrderDialog
      open={orderId !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Cancel Order"
      description={
        orderId
          ? `Order #${shortOrderNumber(orderId)}. Tell us why you are cancelling; the items go back to stock.`
          : ''
      }
      closable={!busy}
    >
      <CancelForm busy={busy} onConfirm={onConfirm} onKeep={onClose} />
    </OrderDialog>
  );
}
