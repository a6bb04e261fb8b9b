import { eq, inArray } from 'drizzle-orm';
import {
  joinBillingAddress,
  type BillingAddressPartsBody,
  type CompanyBillingAddress,
} from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { companies, orderCompanies } from '../../db/schema/index';

/**
 * A company's registered billing address in parts (decisions.md › §16, amended;
 * docs/decisions/332): what the tax invoice prints under "Bill to", the e-way bill names as
 * the recipient and the e-invoice's `BuyerDtls` needs.
 */

/**
 * Splits a one-line address (older clients, and the rows migration 0031 split the same way):
 * the last 6-digit number is the pincode; with it and the state's name taken out, the last
 * comma-separated part is the city and the rest the line. What cannot be found stays ''.
 */
export function splitBillingAddress(text: string, state: string): CompanyBillingAddress {
  const pins = [...text.matchAll(/\b[1-9]\d{5}\b/g)];
  const pincode = pins.at(-1)?.[0] ?? '';
  const escaped = state.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rest = text
    .replace(/\b[1-9]\d{5}\b/g, ' ')
    .replace(state ? new RegExp(`\\b${escaped}\\b`, 'gi') : /$^/, ' ');
  const parts = rest
    .split(',')
    .map((p) => p.replace(/^[\s-]+|[\s-]+$/g, ''))
    .filter(Boolean);
  if (parts.length >= 2)
    return { line: parts.slice(0, -1).join(', '), city: parts.at(-1)!, state, pincode };
  return { line: parts[0] ?? '', city: '', state, pincode };
}

/** The parts and the one-line text stored for a new company's address. */
export function billingAddressOf(
  body: { billing_address_parts?: BillingAddressPartsBody; billing_address?: string },
  state: string,
): { parts: CompanyBillingAddress; text: string } {
  if (body.billing_address_parts) {
    const p = body.billing_address_parts;
    const parts = { line: p.line.trim(), city: p.city.trim(), state, pincode: p.pincode.trim() };
    return { parts, text: joinBillingAddress(parts) };
  }
  const text = (body.billing_address ?? '').trim();
  return { parts: splitBillingAddress(text, state), text };
}

/**
 * A company's legal name, GSTIN and registered billing address ("Bill to"), or null. With
 * `orderId`, an order billed to a branch with a GSTIN answers that branch's GSTIN and address
 * as they were when it was placed (decisions.md › §23, the snapshot in `order_companies`).
 */
export async function companyBillTo(
  db: DbOrTx,
  companyId: string,
  orderId?: string,
): Promise<{ legalName: string; gstin: string; address: CompanyBillingAddress } | null> {
  const registered = await registeredBillTo(db, companyId);
  if (!registered || !orderId) return registered;
  const [b] = await db
    .select({
      gstin: orderCompanies.billGstin,
      line: orderCompanies.billLine,
      city: orderCompanies.billCity,
      state: orderCompanies.billState,
      pincode: orderCompanies.billPincode,
    })
    .from(orderCompanies)
    .where(eq(orderCompanies.orderId, orderId));
  if (!b?.gstin) return registered;
  return {
    legalName: registered.legalName,
    gstin: b.gstin,
    address: {
      line: b.line ?? '',
      city: b.city ?? '',
      state: b.state ?? '',
      pincode: b.pincode ?? '',
    },
  };
}

async function registeredBillTo(
  db: DbOrTx,
  companyId: string,
): Promise<{ legalName: string; gstin: string; address: CompanyBillingAddress } | null> {
  const [c] = await db
    .select({
      legalName: companies.legalName,
      gstin: companies.gstin,
      line: companies.billingLine,
      city: companies.billingCity,
      state: companies.billingState,
      pincode: companies.billingPincode,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!c) return null;
  const { legalName, gstin, ...address } = c;
  return { legalName, gstin, address };
}

/**
 * companyBillTo of many company orders at once (the month's e-invoice file): two statements
 * for any number of orders. Keyed by order id; an order whose company is gone is left out.
 */
export async function companyBillTos(
  db: DbOrTx,
  wanted: { companyId: string; orderId: string }[],
): Promise<Map<string, { legalName: string; gstin: string; address: CompanyBillingAddress }>> {
  const out = new Map<
    string,
    { legalName: string; gstin: string; address: CompanyBillingAddress }
  >();
  if (wanted.length === 0) return out;
  const companyIds = [...new Set(wanted.map((w) => w.companyId))];
  const [registered, branches] = await Promise.all([
    db
      .select({
        id: companies.id,
        legalName: companies.legalName,
        gstin: companies.gstin,
        line: companies.billingLine,
        city: companies.billingCity,
        state: companies.billingState,
        pincode: companies.billingPincode,
      })
      .from(companies)
      .where(inArray(companies.id, companyIds)),
    db
      .select({
        orderId: orderCompanies.orderId,
        gstin: orderCompanies.billGstin,
        line: orderCompanies.billLine,
        city: orderCompanies.billCity,
        state: orderCompanies.billState,
        pincode: orderCompanies.billPincode,
      })
      .from(orderCompanies)
      .where(
        inArray(
          orderCompanies.orderId,
          wanted.map((w) => w.orderId),
        ),
      ),
  ]);
  const byCompany = new Map(
    registered.map(({ id, legalName, gstin, ...address }) => [id, { legalName, gstin, address }]),
  );
  const byOrder = new Map(branches.map((b) => [b.orderId, b]));
  for (const w of wanted) {
    const r = byCompany.get(w.companyId);
    if (!r) continue;
    const b = byOrder.get(w.orderId);
    out.set(
      w.orderId,
      b?.gstin
        ? {
            legalName: r.legalName,
            gstin: b.gstin,
            address: {
              line: b.line ?? '',
              city: b.city ?? '',
              state: b.state ?? '',
              pincode: b.pincode ?? '',
            },
          }
        : r,
    );
  }
  return out;
}
