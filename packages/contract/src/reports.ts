import { z } from 'zod';
import { CalendarDateSchema, envelope, page, RupeesSchema } from './common';

/* ---- GST unit codes (UQC) of the GST portal, for the HSN summary (decisions.md › §18) ---- */

/** The portal's unit quantity codes a tool shop uses, with the words staff see. */
export const UQC_CODES = {
  NOS: 'Numbers',
  PCS: 'Pieces',
  SET: 'Sets',
  PRS: 'Pairs',
  BOX: 'Box',
  PAC: 'Packs',
  ROL: 'Rolls',
  KGS: 'Kilograms',
  GMS: 'Grammes',
  MTR: 'Metres',
  CMS: 'Centimetres',
  LTR: 'Litres',
  MLT: 'Millilitres',
  SQM: 'Square metres',
  BDL: 'Bundles',
  BTL: 'Bottles',
  CAN: 'Cans',
  DOZ: 'Dozens',
  TBS: 'Tablets',
  UNT: 'Units',
  OTH: 'Others',
} as const;
export type Uqc = keyof typeof UQC_CODES;
export const UQC_VALUES = Object.keys(UQC_CODES) as [Uqc, ...Uqc[]];

/** Words products were given before the unit was a UQC, and the code each means. */
const UNIT_WORDS: Record<string, Uqc> = {
  piece: 'NOS',
  pieces: 'NOS',
  pc: 'NOS',
  pcs: 'NOS',
  no: 'NOS',
  nos: 'NOS',
  number: 'NOS',
  unit: 'NOS',
  each: 'NOS',
  set: 'SET',
  sets: 'SET',
  kit: 'SET',
  pair: 'PRS',
  pairs: 'PRS',
  box: 'BOX',
  boxes: 'BOX',
  pack: 'PAC',
  packet: 'PAC',
  packs: 'PAC',
  pkt: 'PAC',
  roll: 'ROL',
  rolls: 'ROL',
  coil: 'ROL',
  kg: 'KGS',
  kgs: 'KGS',
  kilogram: 'KGS',
  g: 'GMS',
  gm: 'GMS',
  gram: 'GMS',
  m: 'MTR',
  metre: 'MTR',
  meter: 'MTR',
  mtr: 'MTR',
  cm: 'CMS',
  l: 'LTR',
  litre: 'LTR',
  liter: 'LTR',
  ltr: 'LTR',
  ml: 'MLT',
  bundle: 'BDL',
  bottle: 'BTL',
  can: 'CAN',
  dozen: 'DOZ',
};

/** The UQC of a product's unit: the code itself, a known word for it, or OTH. */
export function uqcForUnit(unit: string): Uqc {
  const raw = unit.trim();
  if (raw.toUpperCase() in UQC_CODES) return raw.toUpperCase() as Uqc;
  return UNIT_WORDS[raw.toLowerCase()] ?? 'OTH';
}

/* ---- E-way bills (decisions.md › §18) ---- */

/** An order whose invoice value is more than this needs an e-way bill before it ships. */
export const EWAY_BILL_THRESHOLD_RUPEES = 50_000;
export const EWAY_BILL_NEEDED_MESSAGE = 'This shipment needs an e-way bill number';
export const EWAY_BILL_NUMBER_MESSAGE = 'Please enter the 12-digit e-way bill number';
export const EwayBillNumberSchema = z
  .string()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12}$/, EWAY_BILL_NUMBER_MESSAGE));
export const needsEwayBill = (order: { total_amount: number }) =>
  order.total_amount > EWAY_BILL_THRESHOLD_RUPEES;

/* ---- GSTR-1 ---- */

export const MonthSchema = z
  .string({ message: 'Please choose a month as YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose a month as YYYY-MM')
  // GST began in July 2017: no return is filed for a month before it
  .refine((m) => m >= '2017-07', 'GST returns begin with July 2017');
export const Gstr1QuerySchema = z.object({
  month: MonthSchema,
  format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).default('json'),
});

const TaxHeadsSchema = z.object({
  taxable_value: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  cess: z.number(),
});
export type TaxHeads = z.infer<typeof TaxHeadsSchema>;

/** What the Reports › GST screen shows for a month: the same figures as the files. */
export const Gstr1SummarySchema = z.object({
  month: z.string(),
  fp: z.string(),
  gstin: z.string(),
  invoices: z.number().int(),
  credit_notes: z.number().int(),
  sections: z.object({
    b2b: TaxHeadsSchema.extend({ count: z.number().int() }),
    b2cl: TaxHeadsSchema.extend({ count: z.number().int() }),
    b2cs: TaxHeadsSchema.extend({ count: z.number().int() }),
    cdnr: TaxHeadsSchema.extend({ count: z.number().int() }),
    cdnur: TaxHeadsSchema.extend({ count: z.number().int() }),
  }),
  /** b2b + b2cl + b2cs − (cdnr + cdnur): equals the HSN summary and `net`. */
  hsn: TaxHeadsSchema,
  /** The month's invoices less its credit notes. */
  net: TaxHeadsSchema,
  invoice_total: z.number(),
});
export type Gstr1Summary = z.infer<typeof Gstr1SummarySchema>;
export const Gstr1SummaryResponseSchema = envelope(Gstr1SummarySchema);
export const Gstr1SummaryQuerySchema = z.object({ month: MonthSchema });

/* ---- Sales reports ---- */

export const REPORT_MAX_DAYS = 731;
export const SALES_GROUPS = ['day', 'month', 'category', 'maker'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];
export const SalesReportQuerySchema = z
  .object({
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    group: z
      .enum(SALES_GROUPS, { message: 'group must be day, month, category or maker' })
      .default('day'),
  })
  .refine((q) => q.from <= q.to, { message: 'The start must not be after the end', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: 'A report covers at most 2 years',
    path: ['to'],
  });
export type SalesReportQuery = z.infer<typeof SalesReportQuerySchema>;
export const SalesRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.number().int(),
  items: z.number().int(),
  taxable_value: RupeesSchema,
  gst: RupeesSchema,
  total: RupeesSchema,
});
export type SalesRow = z.infer<typeof SalesRowSchema>;
export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(SALES_GROUPS),
  rows: z.array(SalesRowSchema),
  totals: SalesRowSchema.omit({ key: true, label: true }),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;
export const SalesReportResponseSchema = envelope(SalesReportSchema);

/* ---- Low stock ---- */

export const LowStockItemSchema = z.object({
  product_id: z.string(),
  sku: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  stock: z.number().int(),
  reorder_level: z.number().int(),
});
export type LowStockItem = z.infer<typeof LowStockItemSchema>;
export const LowStockPageSchema = envelope(page(LowStockItemSchema));
