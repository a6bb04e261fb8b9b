import { z } from 'zod';
import { envelope, IsoDateSchema } from './common';
import { MonthSchema } from './reports';

/**
 * E-invoices (decisions.md › §21): every tax invoice of an order billed to a GSTIN, and every
 * credit note against one, registered with the Invoice Registration Portal (IRP) while
 * E_INVOICE_ENABLED is on. The store writes the IRP's schema-1.1 JSON, staff upload it and
 * record the IRP's answer (IRN, Ack No., Ack Date, signed QR code).
 */
export const E_INVOICE_STATUSES = ['PENDING', 'REGISTERED', 'CANCELLED'] as const;
export const EInvoiceStatusSchema = z.enum(E_INVOICE_STATUSES);
export type EInvoiceStatus = z.infer<typeof EInvoiceStatusSchema>;

/** INV: a tax invoice; CRN: a credit note (the IRP's DocDtls.Typ). */
export const EInvoiceDocTypeSchema = z.enum(['INV', 'CRN']);
export type EInvoiceDocType = z.infer<typeof EInvoiceDocTypeSchema>;

/** What an order's `invoice` and a return's `credit_note` carry (null: not e-invoiced). */
export const EInvoiceRefSchema = z.object({
  status: EInvoiceStatusSchema,
  irn: z.string().nullable(),
  ack_no: z.string().nullable(),
  ack_date: IsoDateSchema.nullable(),
  cancelled_at: IsoDateSchema.nullable(),
});
export type EInvoiceRef = z.infer<typeof EInvoiceRefSchema>;

export const E_INVOICE_MESSAGES = {
  irnNeeded: 'This invoice needs its IRN before the goods move',
  cancelWindow: 'An e-invoice can be cancelled only within 24 hours; issue a credit note',
  disabled: 'E-invoicing is not turned on (E_INVOICE_ENABLED)',
  notEInvoiced: 'This document is not e-invoiced: only invoices billed to a GSTIN are',
  noInvoice: 'This order has no tax invoice yet',
  noCreditNote: 'This return has no credit note yet',
  irn: 'Irn must be 64 hexadecimal characters',
  ackNo: 'AckNo must be the IRP acknowledgement number (digits)',
  ackDt: 'AckDt must be a date and time such as 2026-05-04 10:15:00',
  qrNotJwt: 'SignedQRCode must be the signed QR code (a JWT) the IRP answered',
  qrSeller: "SignedQRCode names another seller's GSTIN",
  qrDoc: 'SignedQRCode names another document number',
  qrIrn: 'SignedQRCode names another IRN',
  otherIrn: 'This document already has another IRN',
  irnTaken: 'This IRN is already recorded for another document',
  cancelled: 'This e-invoice is cancelled',
  notRegistered: 'Only a registered e-invoice can be cancelled',
  notCancelled: 'This e-invoice is not cancelled',
  fileMissing: 'Choose the IRP response file (JSON)',
  fileNotJson: 'The file is not JSON: upload the response file the IRP gave you',
  fileEmpty: 'The file has no entries',
  unknownDoc: 'SignedQRCode names a document the store has not issued',
} as const;

const IRN_RE = /^[0-9a-fA-F]{64}$/;

/** POST /admin/orders/{id}/e-invoice and /admin/returns/{id}/e-invoice: the IRP's answer. */
export const EInvoiceRecordBodySchema = z.object({
  Irn: z.string().trim().regex(IRN_RE, E_INVOICE_MESSAGES.irn),
  AckNo: z.union([z.string(), z.number()]).transform((v, c) => {
    const s = String(v).trim();
    if (!/^\d{1,20}$/.test(s)) {
      c.addIssue({ code: 'custom', message: E_INVOICE_MESSAGES.ackNo });
      return z.NEVER;
    }
    return s;
  }),
  AckDt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/, E_INVOICE_MESSAGES.ackDt),
  SignedQRCode: z
    .string()
    .trim()
    .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, E_INVOICE_MESSAGES.qrNotJwt),
});
export type EInvoiceRecordBody = z.input<typeof EInvoiceRecordBodySchema>;

/** POST .../e-invoice/cancel: the IRP's cancel reasons 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 other. */
export const E_INVOICE_CANCEL_REASONS = {
  1: 'Duplicate',
  2: 'Data entry mistake',
  3: 'Order cancelled',
  4: 'Other',
} as const;
export const EInvoiceCancelBodySchema = z.object({
  reason_code: z.coerce
    .number()
    .int()
    .min(1, 'reason_code must be 1, 2, 3 or 4')
    .max(4, 'reason_code must be 1, 2, 3 or 4'),
  remark: z.string().trim().min(1, 'Give a remark').max(100, 'At most 100 characters'),
});
export type EInvoiceCancelBody = z.input<typeof EInvoiceCancelBodySchema>;

/** One document on the staff E-invoices screen. */
export const EInvoiceListItemSchema = z.object({
  doc_type: EInvoiceDocTypeSchema,
  doc_no: z.string(),
  doc_date: IsoDateSchema,
  order_id: z.string(),
  return_id: z.string().nullable(),
  buyer_name: z.string(),
  buyer_gstin: z.string(),
  total_amount: z.number(),
  status: EInvoiceStatusSchema,
  irn: z.string().nullable(),
  ack_no: z.string().nullable(),
  ack_date: IsoDateSchema.nullable(),
  cancelled_at: IsoDateSchema.nullable(),
  /** Whether staff may still cancel its IRN (REGISTERED, within 24 hours of AckDt). */
  can_cancel: z.boolean(),
});
export type EInvoiceListItem = z.infer<typeof EInvoiceListItemSchema>;

export const EInvoiceListQuerySchema = z.object({
  status: EInvoiceStatusSchema.default('PENDING'),
});
export const EInvoiceListResponseSchema = envelope(
  z.object({ enabled: z.boolean(), items: z.array(EInvoiceListItemSchema) }),
);
export const EInvoiceMonthQuerySchema = z.object({ month: MonthSchema });
export const EInvoiceImportResponseSchema = envelope(
  z.object({ registered: z.array(z.object({ doc_no: z.string(), irn: z.string() })) }),
);
export const EInvoiceRefResponseSchema = envelope(EInvoiceRefSchema);

/** Download names: einvoice-BTW-26-27-00042.json. */
export const eInvoiceFileName = (docNo: string) =>
  `einvoice-${docNo.replace(/[^A-Za-z0-9-]/g, '-')}.json`;
