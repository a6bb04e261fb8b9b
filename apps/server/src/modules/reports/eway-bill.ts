import {
  gstStateCode,
  uqcForUnit,
  type AdminOrder,
  type CompanyBillingAddress,
  type EwayBillQuery,
} from '@store/contract';
import type { Config } from '../../config';
import { conflict, invalid } from '../../lib/errors';
import { indiaDateParts } from '../../lib/india-time';
import { toPaise, toRupees } from '../../lib/money';

/**
 * An order's e-way bill (Part A, and Part B as staff give it) as the e-way bill portal's
 * bulk-upload JSON (decisions.md › §18, amended; docs/decisions/241 and 330).
 *
 * The format is the offline tool's, not the API's: the bulk-upload tool (and the portal's
 * "Generate bulk" screen) takes `version` + `billLists[]` with `transType`,
 * `actualFromStateCode`, `actualToStateCode`, `OthValue` and `TotNonAdvolVal`, where the API
 * names them `transactionType`, `actFromStateCode`, `actToStateCode`, `otherValue` and
 * `cessNonAdvolValue`. References, read for this file:
 * - resilient-tech/india-compliance, india_compliance/gst_india/utils/e_waybill.py
 *   (`EWaybillData.get_transaction_data`, `for_json`: the five renamed keys; and
 *   `generate_e_waybill_json`: `{ version: "1.0.0621", billLists }`), with its sample
 *   requests in india_compliance/gst_india/data/test_e_waybill.json (numbers as numbers);
 * - frappe/erpnext, erpnext/regional/india/utils.py (`get_ewb_data`: the same keys);
 * - the API's field limits: https://docs.ewaybillgst.gov.in/apidocs/version1.02/generate-eway-bill.html.
 * The keys and types are kept as a JSON Schema in fixtures/eway-bill-bulk.schema.json, against
 * which the tests validate every file written.
 */

export const EWAY_BULK_VERSION = '1.0.0621';

/** dd/mm/yyyy in India time, as the e-way bill portal writes a document date. */
export function ewayDate(iso: string): string {
  const { day, month, year } = indiaDateParts(new Date(iso));
  return `${day}/${month}/${year}`;
}

/**
 * Text the portal takes: letters, digits, spaces and `@#/,&.-()'` (the e-way bill system
 * refuses others, e.g. quotes or line breaks), at most `max` characters.
 */
export function portalText(text: string, max: number): string {
  return text
    .replace(/[^\p{L}\p{N} @#/,&.\-()']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** Splits an address into the portal's two 120-character lines, at a comma where it can. */
export function addressLines(address: string): [string, string] {
  const text = portalText(address, 240);
  if (text.length <= 120) return [text, ''];
  const cut = text.lastIndexOf(',', 120);
  const at = cut > 20 ? cut + 1 : 120;
  return [text.slice(0, at).trim(), text.slice(at, at + 120).trim()];
}

export const NO_INVOICE_FOR_EWAY_BILL =
  'Issue the tax invoice first: an e-way bill needs its number and date';

/** The recipient's registered billing address ("Bill to") when it is a company's (§16). */
export interface EwayBillTo {
  legalName: string;
  gstin: string;
  address: CompanyBillingAddress;
}

const stateCodeOf = (state: string, fallback = 0) => Number(gstStateCode(state) ?? fallback);

/** yyyy-mm-dd → dd/mm/yyyy. */
const slashDate = (iso: string) => iso.split('-').reverse().join('/');

export function buildEwayBill(
  order: AdminOrder,
  config: Config,
  partB: EwayBillQuery,
  billTo: EwayBillTo | null = null,
) {
  if (!order.invoice) throw conflict(NO_INVOICE_FOR_EWAY_BILL);
  const intra = order.tax.supply_type === 'INTRA_STATE';
  const fromState = stateCodeOf(config.COMPANY_STATE, Number(config.COMPANY_GSTIN.slice(0, 2)));
  // the state of supply is the place of supply (the delivery state, §10), as India Compliance
  // writes `toStateCode`; the consignment goes to the delivery address (`actualToStateCode`)
  const shipToState = stateCodeOf(order.state);
  const [fromAddr1, fromAddr2] = addressLines(config.COMPANY_ADDRESS);
  const [toAddr1, toAddr2] = addressLines(order.street_address);
  // Bill to ≠ Ship to: a company billed at its registered address, the goods sent elsewhere
  const billToShipTo =
    billTo !== null &&
    (billTo.address.pincode !== order.pincode ||
      portalText(billTo.address.line, 240).toLowerCase() !==
        portalText(order.street_address, 240).toLowerCase());
  if (config.COMPANY_PINCODE === order.pincode && (partB.distance_km ?? 0) > 100) {
    throw invalid('Within one pincode the distance is at most 100 km', [
      { field: 'distance_km', message: 'Within one pincode the distance is at most 100 km' },
    ]);
  }
  // 0: the portal works the distance out from the two pincodes; it does not for one pincode
  const distance = partB.distance_km ?? (config.COMPANY_PINCODE === order.pincode ? 1 : 0);
  const items = order.order_items.map((item, i) => {
    const rate = item.gst_rate;
    return {
      itemNo: i + 1,
      productName: portalText(item.product_name, 100),
      productDesc: portalText(`${item.manufacturer_name} ${item.product_sku}`, 100),
      hsnCode: Number(item.hsn_code.replace(/\D/g, '')) || 0,
      quantity: item.quantity,
      qtyUnit: uqcForUnit(item.unit),
      taxableAmount: item.taxable_value,
      sgstRate: intra ? rate / 2 : 0,
      cgstRate: intra ? rate / 2 : 0,
      igstRate: intra ? 0 : rate,
      cessRate: 0,
      cessNonAdvol: 0,
    };
  });
  const road = partB.trans_mode === 1;
  const bill = {
    userGstin: config.COMPANY_GSTIN,
    supplyType: 'O',
    subSupplyType: 1,
    subSupplyDesc: '',
    docType: 'INV',
    docNo: order.invoice.number,
    docDate: ewayDate(order.invoice.issued_at),
    transType: billToShipTo ? 2 : 1,
    fromGstin: config.COMPANY_GSTIN,
    fromTrdName: portalText(config.COMPANY_LEGAL_NAME, 100),
    fromAddr1,
    fromAddr2,
    fromPlace: portalText(config.COMPANY_CITY, 50),
    fromPincode: Number(config.COMPANY_PINCODE),
    fromStateCode: fromState,
    actualFromStateCode: fromState,
    toGstin: billTo?.gstin ?? order.gstin ?? 'URP',
    toTrdName: portalText(billTo?.legalName ?? order.billing_name ?? order.customer_name, 100),
    toAddr1,
    toAddr2,
    toPlace: portalText(order.city, 50),
    toPincode: Number(order.pincode),
    toStateCode: shipToState,
    actualToStateCode: shipToState,
    totalValue: order.tax.taxable_value,
    cgstValue: order.tax.cgst,
    sgstValue: order.tax.sgst,
    igstValue: order.tax.igst,
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: toRupees(
      toPaise(order.total_amount) - toPaise(order.tax.taxable_value) - toPaise(order.tax.total_tax),
    ),
    totInvValue: order.total_amount,
    transMode: partB.trans_mode,
    transDistance: distance,
    transporterName: portalText(partB.transporter_name ?? order.shipment?.courier ?? '', 100),
    transporterId: partB.transporter_id ?? '',
    transDocNo: partB.trans_doc_no ?? '',
    transDocDate: partB.trans_doc_date ? slashDate(partB.trans_doc_date) : '',
    vehicleNo: partB.vehicle_no ?? '',
    vehicleType: road && partB.vehicle_no ? 'R' : '',
    mainHsnCode: items[0]?.hsnCode ?? 0,
    itemList: items,
  };
  return { version: EWAY_BULK_VERSION, billLists: [bill] };
}
