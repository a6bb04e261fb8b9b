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

/**
 * Part B of an e-way bill, asked for on the download of its bulk JSON (decisions.md › §18,
 * amended; docs/decisions/330). Formats follow the e-way bill system's JSON schema
 * (https://docs.ewaybillgst.gov.in/apidocs/version1.02/generate-eway-bill.html): a vehicle
 * number of 4 to 20 characters, a transporter ID `[0-9]{2}[0-9A-Z]{13}`, a distance of 0 to
 * 4000 km, a transport document number `[A-Za-z0-9/-]{1,15}` dated dd/mm/yyyy.
 */
export const TRANS_MODES = { 1: 'Road', 2: 'Rail', 3: 'Air', 4: 'Ship' } as const;
export const EWAY_MESSAGES = {
  partB: 'Please enter the vehicle number or the transporter ID',
  vehicleNo: 'Please enter the vehicle number as registered, e.g. KA01AB1234',
  transporterId: "Please enter the transporter's 15-character ID (GSTIN or TRANSIN)",
  transMode: 'Mode must be 1 (road), 2 (rail), 3 (air) or 4 (ship)',
  distance: 'Distance must be a whole number of km from 0 to 4000',
  transDocNo: 'Please enter the transport document number (up to 15 letters, digits, / or -)',
  transDocDate: 'Please enter the transport document date',
  transporterName: 'Transporter name must be at most 100 characters',
} as const;

/**
 * Indian registration numbers with spaces and dashes dropped: state, RTO, series, number
 * (KA01AB1234, KA01A1234, KA011234, DL1CAB1234), the Bharat series (22BH1234AB) and a
 * temporary registration (TR…).
 */
const VEHICLE_FORMATS = [
  /^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}$/,
  /^[A-Z]{2}[0-9]{3}[A-Z][0-9]{4}$/,
  /^[0-9]{2}BH[0-9]{4}[A-Z]{1,2}$/,
  /^TR[A-Z0-9]{6,15}$/,
];
export const normaliseVehicleNo = (raw: string) => raw.toUpperCase().replace(/[\s-]/g, '');
export const isVehicleNo = (v: string) => VEHICLE_FORMATS.some((re) => re.test(v));

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const EwayBillQuerySchema = z
  .object({
    vehicle_no: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(30, EWAY_MESSAGES.vehicleNo)
        .transform(normaliseVehicleNo)
        .refine(isVehicleNo, EWAY_MESSAGES.vehicleNo)
        .optional(),
    ),
    transporter_id: z.preprocess(
      blankToUndefined,
      z
        .string()
        .max(30, EWAY_MESSAGES.transporterId)
        .transform((s) => s.toUpperCase().replace(/\s/g, ''))
        .pipe(z.string().regex(/^[0-9]{2}[0-9A-Z]{13}$/, EWAY_MESSAGES.transporterId))
        .optional(),
    ),
    transporter_name: z.preprocess(
      blankToUndefined,
      z.string().trim().max(100, EWAY_MESSAGES.transporterName).optional(),
    ),
    trans_mode: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ message: EWAY_MESSAGES.transMode })
        .int(EWAY_MESSAGES.transMode)
        .min(1, EWAY_MESSAGES.transMode)
        .max(4, EWAY_MESSAGES.transMode)
        .default(1),
    ),
    distance_km: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ message: EWAY_MESSAGES.distance })
        .int(EWAY_MESSAGES.distance)
        .min(0, EWAY_MESSAGES.distance)
        .max(4000, EWAY_MESSAGES.distance)
        .optional(),
    ),
    trans_doc_no: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9/-]{1,15}$/, EWAY_MESSAGES.transDocNo)
        .optional(),
    ),
    trans_doc_date: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, EWAY_MESSAGES.transDocDate)
        .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), EWAY_MESSAGES.transDocDate)
        .optional(),
    ),
  })
  .superRefine((q, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (!(q.trans_mode in TRANS_MODES)) return; // already named
    if (q.trans_mode === 1) {
      // road: the vehicle, or the transporter who will fill Part B in
      if (!q.vehicle_no && !q.transporter_id) issue('vehicle_no', EWAY_MESSAGES.partB);
    } else if (!q.transporter_id && !q.trans_doc_no) {
      // rail, air and ship carry their transport document instead of a vehicle
      issue('trans_doc_no', EWAY_MESSAGES.transDocNo);
    }
    if (q.trans_doc_no && !q.trans_doc_date) issue('trans_doc_date', EWAY_MESSAGES.transDocDate);
  });
/** The bulk file's envelope (its bills are described in apps/server/…/eway-bill-bulk.schema.json). */
export const EwayBillFileSchema = z.object({
  version: z.string(),
  billLists: z.array(z.record(z.string(), z.unknown())),
});
export type EwayBillQuery = z.output<typeof EwayBillQuerySchema>;
export type EwayBillQueryInput = z.input<typeof EwayBillQuerySchema>;

/* ---- Copies of a tax invoice (CGST Rules, rule 48; docs/decisions/333) ---- */

/**
 * `GET /orders/{id}/invoice?copy=`: `original` (default, "Original for recipient"),
 * `duplicate` ("Duplicate for transporter"), `triplicate` ("Triplicate for supplier") or
 * `all`: the three in one PDF, one after the other.
 */
export const INVOICE_COPIES = {
  original: 'Original for recipient',
  duplicate: 'Duplicate for transporter',
  triplicate: 'Triplicate for supplier',
} as const;
export type InvoiceCopy = keyof typeof INVOICE_COPIES;
export const InvoiceCopyQuerySchema = z.object({
  copy: z
    .enum(['original', 'duplicate', 'triplicate', 'all'], {
      message: 'copy must be original, duplicate, triplicate or all',
    })
    .default('original'),
});
export type InvoiceCopyChoice = z.output<typeof InvoiceCopyQuerySchema>['copy'];
/** The copies a choice prints, in order. */
export const copiesOf = (choice: InvoiceCopyChoice): InvoiceCopy[] =>
  choice === 'all' ? ['original', 'duplicate', 'triplicate'] : [choice];

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
