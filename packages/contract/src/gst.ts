/**
 * GST arithmetic and GSTIN checks (decisions.md › Paying for an order, decisions.md › GST and invoices). Pure functions shared by the server
 * (orders, invoices) and the web (checkout preview), so both compute the same paise.
 */

/**
 * The GST rates the staff product form offers, and the catalogue import takes (a product
 * keeps a rate it already has; issue 43.5).
 */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export const GST_RATE_MESSAGE = 'GST rate must be 0, 5, 12, 18 or 28';

/** The 28 states and 8 union territories of India: the checkout's list of states. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** GST state code of each state and union territory (the first two digits of a GSTIN). */
export const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/**
 * State codes a GSTIN may start with: every code above, plus the codes still carried by
 * registrations made before a reorganisation (25 Daman and Diu, 28 Andhra Pradesh before
 * 2014) and 97 (Other Territory).
 */
export const GSTIN_STATE_CODES: ReadonlySet<string> = new Set([
  ...Object.values(GST_STATE_CODES),
  '25',
  '28',
  '97',
]);

export const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The mod-36 check character of the first 14 characters of a GSTIN: each character's value
 * (0-9, A=10 ... Z=35) times a factor alternating 1, 2; each product adds its quotient and
 * remainder by 36; the check character is (36 - sum mod 36) mod 36.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARS.indexOf(first14.charAt(i));
    if (value < 0) throw new Error('not a GSTIN character');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** Upper-cases and trims; a GSTIN is stored and shown in capitals. */
export const normaliseGstin = (raw: string) => raw.trim().toUpperCase();

/** True for a well-formed GSTIN with a real state code and the right check character. */
export function isValidGstin(raw: string): boolean {
  const g = normaliseGstin(raw);
  return (
    GSTIN_RE.test(g) && GSTIN_STATE_CODES.has(g.slice(0, 2)) && gstinCheckChar(g) === g.charAt(14)
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Tax in integer paise (docs/decisions/070)                                                   */
/* ------------------------------------------------------------------------------------------ */

export type SupplyType = 'INTRA_STATE' | 'INTER_STATE';

export const gstStateCode = (state: string): string | null =>
  (GST_STATE_CODES as Record<string, string>)[state] ?? null;

/** "Karnataka (29)"; a state outside the list is shown by its name alone. */
export function placeOfSupplyOf(state: string): string {
  const code = gstStateCode(state);
  return code ? `${state} (${code})` : state;
}

export function supplyTypeOf(deliveryState: string, shopState: string): SupplyType {
  return deliveryState.trim().toLowerCase() === shopState.trim().toLowerCase()
    ? 'INTRA_STATE'
    : 'INTER_STATE';
}

/** round(numerator / denominator), halves up, for non-negative integers. */
function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

export interface LineTax {
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  tax_paise: number;
}

/**
 * The GST inside one GST-inclusive line total (paise) at `gstRate` percent (up to 2
 * decimals). Inside the state the CGST share is rounded to the paisa first (halves up) and
 * SGST equals it, so tax = 2 × CGST; across states IGST is rounded to the paisa. The taxable
 * value is always the rest: taxable + tax == total exactly.
 */
export function lineTax(totalPaise: number, gstRate: number, supply: SupplyType): LineTax {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new Error('bad line total');
  const bp = BigInt(Math.round(gstRate * 100));
  if (bp < 0n) throw new Error('bad GST rate');
  const total = BigInt(totalPaise);
  if (supply === 'INTRA_STATE') {
    const half = Number(divRoundHalfUp(total * bp, 2n * (10_000n + bp)));
    return {
      taxable_paise: totalPaise - 2 * half,
      cgst_paise: half,
      sgst_paise: half,
      igst_paise: 0,
      tax_paise: 2 * half,
    };
  }
  const igst = Number(divRoundHalfUp(total * bp, 10_000n + bp));
  return {
    taxable_paise: totalPaise - igst,
    cgst_paise: 0,
    sgst_paise: 0,
    igst_paise: igst,
    tax_paise: igst,
  };
}

export interface OrderTax extends LineTax {
  lines: LineTax[];
}

/** Per-line tax (see lineTax) and the order's totals: the sums of its lines. */
export function orderTax(
  lines: readonly { total_paise: number; gst_rate: number }[],
  supply: SupplyType,
): OrderTax {
  const each = lines.map((l) => lineTax(l.total_paise, l.gst_rate, supply));
  const sum = (k: keyof LineTax) => each.reduce((s, l) => s + l[k], 0);
  return {
    lines: each,
    taxable_paise: sum('taxable_paise'),
    cgst_paise: sum('cgst_paise'),
    sgst_paise: sum('sgst_paise'),
    igst_paise: sum('igst_paise'),
    tax_paise: sum('tax_paise'),
  };
}
