import { invoiceFileName, proformaFileName } from '@store/contract';
import { getFile } from '../../lib/api-client';

export type InvoiceScope = 'customer' | 'staff';

const base = (scope: InvoiceScope, orderId: string) =>
  `${scope === 'staff' ? '/admin' : ''}/orders/${encodeURIComponent(orderId)}`;

/** Saves a blob under a file name (the browser's download). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET .../invoice: the tax invoice PDF (409 before the order ships). */
export async function downloadTaxInvoice(scope: InvoiceScope, orderId: string, number: string) {
  const blob = await getFile(`${base(scope, orderId)}/invoice`);
  save(blob, invoiceFileName(number));
}

/** GET .../proforma: the proforma invoice PDF of an open order. */
export async function downloadProforma(scope: InvoiceScope, orderId: string) {
  const blob = await getFile(`${base(scope, orderId)}/proforma`);
  save(blob, proformaFileName(orderId));
}
