/**
 * The GST arithmetic of a credit note (decisions.md › Returns and credit notes): each returned
 * line's taxable value and CGST/SGST or IGST, as on the invoice, in proportion to the quantity,
 * to the paisa. Pure functions, unit-tested beside this file.
 *
 * Every amount is credited CUMULATIVELY: after k of n units have gone back in all, the credit
 * notes of the line hold round(amount × k / n) in total, so each new credit note takes the
 * difference from what earlier ones took. The last unit back takes exactly what is left, so
 * the invoice less all its credit notes is never below zero on any line and reaches zero
 * exactly when every unit is back (docs/decisions/231).
 */

/** The invoiced amounts of one order line (paise) and its quantity. */
export interface InvoicedLine {
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** What credit notes already took from that line (paise) and for how many units. */
export type CreditedSoFar = InvoicedLine;

export interface LineCredit {
  quantity: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export const NOTHING_CREDITED: CreditedSoFar = {
  quantity: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
};

/** round(value × part / whole), halves up, exact for any safe integer paise. */
export function proportionOf(value: number, part: number, whole: number): number {
  if (whole <= 0) throw new Error('bad whole');
  const n = BigInt(value) * BigInt(part);
  const d = BigInt(whole);
  return Number((2n * n + d) / (2n * d));
}

/**
 * The credit for `quantity` more units of `line`, given what earlier credit notes took.
 * Throws when more units would go back than were invoiced (callers check first).
 */
export function creditForLine(
  line: InvoicedLine,
  credited: CreditedSoFar,
  quantity: number,
): LineCredit {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new Error('bad quantity');
  const after = credited.quantity + quantity;
  if (after > line.quantity) throw new Error('more returned than invoiced');
  const take = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') => {
    const left = line[key] - credited[key];
    const due =
      after === line.quantity
        ? left
        : proportionOf(line[key], after, line.quantity) - credited[key];
    return Math.max(0, Math.min(left, due));
  };
  const taxablePaise = take('taxablePaise');
  const cgstPaise = take('cgstPaise');
  const sgstPaise = take('sgstPaise');
  const igstPaise = take('igstPaise');
  return {
    quantity,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
  };
}

/** Adds up credits (a credit note's totals, or what a line has had so far). */
export function sumCredits(credits: readonly Omit<LineCredit, 'totalPaise'>[]): LineCredit {
  const total = { quantity: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const c of credits) {
    total.quantity += c.quantity;
    total.taxablePaise += c.taxablePaise;
    total.cgstPaise += c.cgstPaise;
    total.sgstPaise += c.sgstPaise;
    total.igstPaise += c.igstPaise;
  }
  return {
    ...total,
    totalPaise: total.taxablePaise + total.cgstPaise + total.sgstPaise + total.igstPaise,
  };
}
