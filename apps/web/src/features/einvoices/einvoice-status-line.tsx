import { Link } from 'react-router';
import type { EInvoiceRef } from '@store/contract';
import { adminPaths } from '../../lib/admin-paths';
import { formatDateTime } from '../../lib/format';

/**
 * The staff order screen's line on its invoice's IRP registration (decisions.md › §21): while it
 * is pending the goods may not move, so it says so and leads to the E-invoices screen.
 */
export function EInvoiceStatusLine({ eInvoice }: { eInvoice: EInvoiceRef }) {
  if (eInvoice.status === 'REGISTERED') {
    return (
      <p className="text-sm">
        <span className="font-medium">E-invoice registered</span>
        <span className="mt-1 block break-all font-mono text-xs text-slate-600 dark:text-slate-400">
          IRN {eInvoice.irn}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          Ack No. {eInvoice.ack_no}
          {eInvoice.ack_date ? ` · ${formatDateTime(eInvoice.ack_date)}` : ''}
        </span>
      </p>
    );
  }
  return (
    <p className="text-sm text-amber-800 dark:text-amber-300">
      {eInvoice.status === 'CANCELLED'
        ? 'Its e-invoice was cancelled at the IRP: issue a credit note, not a new IRN.'
        : 'E-invoice pending: the goods may not move until its IRN is recorded.'}{' '}
      <Link
        to={adminPaths.adminEInvoices()}
        className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        Open E-invoices
      </Link>
    </p>
  );
}
