import { creditNoteFileName } from '@store/contract/returns';
import { invoiceFileName, proformaFileName } from '@store/contract/mail';
import { getFile } from '../../lib/api-client';
import { saveBlob as save } from '../../lib/download';

export type InvoiceScope = 'customer' | 'staff';

const base = (scope: InvoiceScope, orderId: string) =>
  `${scope === 'staff' ? '/admin' : ''}/orders/${encodeURIComponent(orderId)}`;

/**
 * GET .../invoice: the tax invoice PDF (409 before the order ships); `all`: its original,
 * duplicate (transporter) and triplicate (supplier) in one file (rule 48, docs/decisions/333).
 */
export async function downloadTaxInvoice(
  scope: InvoiceScope,
  orderId: string,
  number: string,
  copy: 'original' | 'all' = 'original',
) {
  const blob = await getFile(`${base(scope, orderId)}/invoice${copy === 'all' ? '?copy=all' : ''}`);
  const name = invoiceFileName(number);
  save(blob, copy === 'all' ? name.replace(/\.pdf$/, '-all.pdf') : name);
}

/** GET .../proforma: the proforma invoice PDF of an open order. */
export async function downloadProforma(scope: InvoiceScope, orderId: string) {
  const blob = await getFile(`${base(scope, orderId)}/proforma`);
  save(blob, proformaFileName(orderId));
}

/** GET .../credit-note: the credit note of an order cancelled after its invoice was issued. */
export async function downloadCancellationCreditNote(
  scope: InvoiceScope,
  orderId: string,
  invoiceNumber: string,
) {
  const blob = await getFile(`${base(scope, orderId)}/credit-note`);
  save(blob, creditNoteFileName(`against-${invoiceNumber}`));
}
