import { FileDown, FileText } from 'lucide-react';
import { useState } from 'react';
import type { AdminOrder } from '@store/contract';
import { needsEwayBill } from '@store/contract/reports';
import { Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { EwayBillDialog } from './eway-bill-dialog';
import { useIssueInvoice, type OrderKeys } from './reports.api';

/**
 * The staff order screen's e-way bill panel (decisions.md › §18): issue the invoice of a
 * confirmed order, download its e-way bill as the portal's bulk JSON after giving Part B in
 * a dialog (eway-bill-dialog.tsx), and the number once shipped.
 */
export function EwayBillPanel({ order, keys }: { order: AdminOrder; keys: OrderKeys }) {
  const issue = useIssueInvoice(keys);
  const [dialog, setDialog] = useState(false);
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
          This consignment is above ₹50,000: download its e-way bill JSON (with the vehicle or
          transporter), upload it on the e-way bill portal, then give its 12-digit number when
          marking the order shipped.
        </p>
      )}
      {order.invoice ? (
        <>
          <Button variant="outline" onClick={() => setDialog(true)}>
            <FileDown className="h-4 w-4" aria-hidden="true" />
            Download e-way bill (JSON)…
          </Button>
          <EwayBillDialog order={order} open={dialog} onOpenChange={setDialog} />
        </>
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
    </div>
  );
}
