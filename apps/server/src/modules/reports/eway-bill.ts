import { inArray } from 'drizzle-orm';
import { gstStateCode, uqcForUnit, type AdminOrder } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { pincodes } from '../../db/schema/index';
import type { Config } from '../../config';
import { conflict } from '../../lib/errors';
import { indiaDateParts } from '../../lib/india-time';
import { toPaise, toRupees } from '../../lib/money';

/**
 * Part A of an order's e-way bill as the e-way bill portal's bulk-upload JSON (decisions.md ›
 * §18; docs/decisions/241). The road distance is not known: it is the straight line between
 * the two pincodes' centres from the pincode directory, times a road factor of 1.25, rounded
 * (approximate, and the staff screen says so); staff may correct it on the portal.
 */

export const ROAD_FACTOR = 1.25;

/** Great-circle distance in km between two points (haversine). */
export function straightLineKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Approximate road distance between two pincodes, or 0 (the portal then asks) when unknown. */
export async function approximateDistanceKm(db: DbOrTx, from: string, to: string): Promise<number> {
  const rows = await db
    .select({ pincode: pincodes.pincode, lat: pincodes.latitude, lon: pincodes.longitude })
    .from(pincodes)
    .where(inArray(pincodes.pincode, [from, to]));
  const a = rows.find((r) => r.pincode === from);
  const b = rows.find((r) => r.pincode === to);
  if (a?.lat == null || a.lon == null || b?.lat == null || b.lon == null) return 0;
  if (from === to) return 1;
  return Math.max(
    1,
    Math.round(
      straightLineKm({ lat: a.lat, lon: a.lon }, { lat: b.lat, lon: b.lon }) * ROAD_FACTOR,
    ),
  );
}

/** dd/mm/yyyy in India time, as the e-way bill portal writes a document date. */
export function ewayDate(iso: string): string {
  const { day, month, year } = indiaDateParts(new Date(iso));
  return `${day}/${month}/${year}`;
}

/** Splits an address into the portal's two 120-character lines. */
function addressLines(address: string): [string, string] {
  const text = address.replace(/\s+/g, ' ').trim();
  if (text.length <= 100) return [text, ''];
  const cut = text.lastIndexOf(',', 100);
  const at = cut > 20 ? cut + 1 : 100;
  return [text.slice(0, at).trim(), text.slice(at, at + 120).trim()];
}

export const NO_INVOICE_FOR_EWAY_BILL =
  'Issue the tax invoice first: an e-way bill needs its number and date';

export function buildEwayBill(order: AdminOrder, config: Config, distanceKm: number) {
  if (!order.invoice) throw conflict(NO_INVOICE_FOR_EWAY_BILL);
  const intra = order.tax.supply_type === 'INTRA_STATE';
  const fromState = Number(gstStateCode(config.COMPANY_STATE) ?? config.COMPANY_GSTIN.slice(0, 2));
  const toState = Number(gstStateCode(order.state) ?? 0);
  const [fromAddr1, fromAddr2] = addressLines(config.COMPANY_ADDRESS);
  const [toAddr1, toAddr2] = addressLines(order.street_address);
  const items = order.order_items.map((item, i) => {
    const rate = item.gst_rate;
    return {
      itemNo: i + 1,
      productName: item.product_name.slice(0, 100),
      productDesc: `${item.manufacturer_name} ${item.product_sku}`.slice(0, 100),
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
  const bill = {
    userGstin: config.COMPANY_GSTIN,
    supplyType: 'O',
    subSupplyType: 1,
    subSupplyDesc: '',
    docType: 'INV',
    docNo: order.invoice.number,
    docDate: ewayDate(order.invoice.issued_at),
    fromGstin: config.COMPANY_GSTIN,
    fromTrdName: config.COMPANY_LEGAL_NAME,
    fromAddr1,
    fromAddr2,
    fromPlace: config.COMPANY_CITY,
    fromPincode: Number(config.COMPANY_PINCODE),
    fromStateCode: fromState,
    actFromStateCode: fromState,
    toGstin: order.gstin ?? 'URP',
    toTrdName: order.billing_name ?? order.customer_name,
    toAddr1,
    toAddr2,
    toPlace: order.city,
    toPincode: Number(order.pincode),
    toStateCode: toState,
    actToStateCode: toState,
    transactionType: 1,
    totalValue: order.tax.taxable_value,
    cgstValue: order.tax.cgst,
    sgstValue: order.tax.sgst,
    igstValue: order.tax.igst,
    cessValue: 0,
    cessNonAdvolValue: 0,
    otherValue: toRupees(
      toPaise(order.total_amount) - toPaise(order.tax.taxable_value) - toPaise(order.tax.total_tax),
    ),
    totInvValue: order.total_amount,
    transMode: 1,
    transDistance: String(distanceKm),
    transporterId: '',
    transporterName: order.shipment?.courier ?? '',
    transDocNo: '',
    transDocDate: '',
    vehicleNo: '',
    vehicleType: 'R',
    itemList: items,
  };
  return { version: '1.0.0621', billLists: [bill] };
}
