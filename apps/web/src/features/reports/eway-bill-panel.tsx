import { FileDown, FileText } from 'lucide-react';
import { useState } from 'react';
import { needsEwayBill, type AdminOrder } from '@store/contract';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { downloadEwayBill, useIssueInvoice, type OrderKeys } from './reports.api';

/**
 * The staff order screen's e-way bill panel (decisions.md › §18): issue the invoice of a
 * confirmed order, download Part A as the portal's JSON, and the number once shipped.
 */
export function EwayBillPanel({ order, keys }: { order: AdminOrder; keys: OrderKeys }) {
  const issue = useIssueInvoice(keys);
  const [busy, setBusy] = useState(false);
  if (!needsEwayBill(order)) return null;
  const number = order.shipment?.eway_bill_number;
  return (
    <div className="space-y-3 text-sm">
      {number ? (
        <p>
          E-way bill No. <span className="font-mono font-semibold">{number}</span>
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          This consignment is above ₹50,000: generate its e-way bill on the portal from Part A
          below, then give its 12-digit number when marking the order shipped.
        </p>
      )}
      {order.invoice ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            downloadEwayBill(order)
              .catch((err: unknown) =>
                showToast(messageOf(err, 'Failed to download the e-way bill'), 'error'),
              )
              .finally(() => setBusy(false));
          }}
        >
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {busy ? 'Preparing...' : 'Download e-way bill Part A (JSON)'}
        </Button>
      ) : order.status === 'CONFIRMED' ? (
        <Button
          variant="outline"
          disabled={issue.isPending}
          onClick={() =>
            issue.mutate(order.order_id, {
              onSuccess: (res) => showToast(`Invoice ${res.data.invoice?.number ?? ''} issued`),
              onError: (err) => showToast(messageOf(err, 'Failed to issue the invoice'), 'error'),
            })
          }
        >
          <FileText className="h-4 w-4" aria-hidden="true" />
          {issue.isPending ? 'Issuing...' : 'Issue tax invoice now'}
        </Button>
      ) : order.status === 'PLACED' ? (
        <p className="text-slate-600 dark:text-slate-400">
          Confirm the order, then issue its invoice for the e-way bill.
        </p>
      ) : null}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        The distance in Part A is approximate (straight line between the pincodes × 1.25); check it
        on the portal.
      </p>
    </div>
  );
}
