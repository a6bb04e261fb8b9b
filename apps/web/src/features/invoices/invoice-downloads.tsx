import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import type { Order } from '@store/contract';
import { buttonClass } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import {
  downloadCancellationCreditNote,
  downloadProforma,
  downloadTaxInvoice,
  type InvoiceScope,
} from './invoices.api';

function useDownload() {
  const [busy, setBusy] = useState(false);
  const run = (fn: () => Promise<void>, failure: string) => {
    if (busy) return;
    setBusy(true);
    fn()
      .catch((err: unknown) => showToast(messageOf(err, failure), 'error'))
      .finally(() => setBusy(false));
  };
  return { busy, run };
}

/** "Download proforma invoice" for an open order. */
export function ProformaDownload({
  order,
  scope = 'customer',
}: {
  order: Pick<Order, 'order_id' | 'status'>;
  scope?: InvoiceScope;
}) {
  const { busy, run } = useDownload();
  if (order.status === 'CANCELLED') return null;
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      onClick={() =>
        run(
          () => downloadProforma(scope, order.order_id),
          'Failed to download the proforma invoice',
        )
      }
      className="font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-60 dark:text-brand-400"
    >
      Download proforma invoice (PDF)
    </button>
  );
}

/** The tax invoice once issued (the order shipped), else a note that it comes with shipping. */
export function TaxInvoiceDownload({
  order,
  scope = 'customer',
}: {
  order: Pick<Order, 'order_id' | 'status' | 'invoice'>;
  scope?: InvoiceScope;
}) {
  const { busy, run } = useDownload();
  if (!order.invoice) {
    if (order.status === 'CANCELLED') return null;
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <FileText className="h-4 w-4" aria-hidden="true" />
        The tax invoice is issued when the order ships.
      </p>
    );
  }
  const { number, issued_at } = order.invoice;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span>
        Tax invoice <span className="font-mono font-semibold">{number}</span>
        <span className="text-slate-500 dark:text-slate-400"> · {formatDate(issued_at)}</span>
      </span>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() =>
          run(
            () => downloadTaxInvoice(scope, order.order_id, number),
            'Failed to download the invoice',
          )
        }
        className={buttonClass('outline', 'sm')}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Download invoice
      </button>
      {scope === 'staff' && (
        // the three copies of rule 48: for the recipient, the transporter and the supplier
        <button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() =>
            run(
              () => downloadTaxInvoice(scope, order.order_id, number, 'all'),
              'Failed to download the invoice',
            )
          }
          className={buttonClass('outline', 'sm')}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Invoice in triplicate
        </button>
      )}
      {order.status === 'CANCELLED' && (
        // an invoiced order that is cancelled gets a credit note for the whole invoice (§10)
        <button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() =>
            run(
              () => downloadCancellationCreditNote(scope, order.order_id, number),
              'Failed to download the credit note',
            )
          }
          className={buttonClass('outline', 'sm')}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Download credit note
        </button>
      )}
    </div>
  );
}
