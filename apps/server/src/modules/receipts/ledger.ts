import type { Ageing, StatementEntry } from '@store/contract';

/**
 * A company's credit account as arithmetic (decisions.md › §24, docs/decisions/361): pure
 * functions over its credit invoices, their credit notes and its receipts, in paise. Dates are
 * India calendar days (YYYY-MM-DD), so every comparison is a string comparison.
 */

export interface LedgerInvoice {
  orderId: string;
  number: string;
  issuedOn: string;
  dueOn: string;
  totalPaise: number;
  /** PENDING or SUBMITTED: still open. */
  open: boolean;
  /** Marked PAID by staff without a receipt (the earlier "mark paid"): that day, else null. */
  paidOn: string | null;
  paymentReference: string | null;
}
export interface LedgerNote {
  orderId: string;
  number: string;
  issuedOn: string;
  totalPaise: number;
}
export interface LedgerReceipt {
  receiptId: string;
  number: string;
  receivedOn: string;
  amountPaise: number;
  tdsPaise: number;
  allocations: { orderId: string; amountPaise: number }[];
}
export interface Ledger {
  invoices: LedgerInvoice[];
  notes: LedgerNote[];
  receipts: LedgerReceipt[];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Oldest first: by date, then number. */
export const byIssue = (a: LedgerInvoice, b: LedgerInvoice) =>
  a.issuedOn === b.issuedOn ? a.number.localeCompare(b.number) : a.issuedOn < b.issuedOn ? -1 : 1;

/** What each receipt received on or before `asOf` settled of each order. */
function allocatedByOrder(ledger: Ledger, asOf?: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of ledger.receipts) {
    if (asOf && r.receivedOn > asOf) continue;
    for (const a of r.allocations) out.set(a.orderId, (out.get(a.orderId) ?? 0) + a.amountPaise);
  }
  return out;
}

/** What the credit notes issued on or before `asOf` credited each order. */
function creditedByOrder(ledger: Ledger, asOf?: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of ledger.notes) {
    if (asOf && n.issuedOn > asOf) continue;
    out.set(n.orderId, (out.get(n.orderId) ?? 0) + n.totalPaise);
  }
  return out;
}

/**
 * The ledger's sums by order, as of a day and as of today, made once for a pass over every
 * invoice (decision 388): each invoice's owed is then a few map reads, not a pass over every
 * allocation and credit note.
 */
export interface LedgerSums {
  asOf: string | undefined;
  allocated: Map<string, number>;
  credited: Map<string, number>;
  allocatedToday: Map<string, number>;
  creditedToday: Map<string, number>;
}
export function sumsOf(ledger: Ledger, asOf?: string): LedgerSums {
  const allocatedToday = allocatedByOrder(ledger);
  const creditedToday = creditedByOrder(ledger);
  return {
    asOf,
    allocated: asOf ? allocatedByOrder(ledger, asOf) : allocatedToday,
    credited: asOf ? creditedByOrder(ledger, asOf) : creditedToday,
    allocatedToday,
    creditedToday,
  };
}

/** The part of an invoice settled by staff marking it PAID, not by a receipt (paise). */
function directlyPaid(inv: LedgerInvoice, ledger: Ledger, sums = sumsOf(ledger)): number {
  if (inv.open || inv.paidOn === null) return 0;
  const credited = sums.creditedToday.get(inv.orderId) ?? 0;
  const allocated = sums.allocatedToday.get(inv.orderId) ?? 0;
  return Math.max(0, inv.totalPaise - credited - allocated);
}

/**
 * What an invoice still owes as of a day (today: every allocation and credit note). `sums`
 * (of the same ledger and day) saves the passes over the ledger when called for every invoice.
 */
export function owedOf(
  inv: LedgerInvoice,
  ledger: Ledger,
  asOf?: string,
  sums = sumsOf(ledger, asOf),
): number {
  const credited = sums.credited.get(inv.orderId) ?? 0;
  const allocated = sums.allocated.get(inv.orderId) ?? 0;
  const direct = inv.paidOn && (!asOf || inv.paidOn <= asOf) ? directlyPaid(inv, ledger, sums) : 0;
  return Math.max(0, inv.totalPaise - credited - allocated - direct);
}

/** The open invoices that still owe something, oldest first, with what each owes. */
export function openInvoices(ledger: Ledger): (LedgerInvoice & { owedPaise: number })[] {
  const sums = sumsOf(ledger);
  return ledger.invoices
    .filter((i) => i.open)
    .map((i) => ({ ...i, owedPaise: owedOf(i, ledger, undefined, sums) }))
    .filter((i) => i.owedPaise > 0)
    .sort(byIssue);
}

/** What of each receipt no invoice has taken yet (the advance), oldest receipt first. */
export function unallocatedOf(ledger: Ledger): { receiptId: string; paise: number }[] {
  return [...ledger.receipts]
    .sort((a, b) =>
      a.receivedOn === b.receivedOn
        ? a.number.localeCompare(b.number)
        : a.receivedOn < b.receivedOn
          ? -1
          : 1,
    )
    .map((r) => ({
      receiptId: r.receiptId,
      paise: r.amountPaise + r.tdsPaise - sum(r.allocations.map((a) => a.amountPaise)),
    }))
    .filter((r) => r.paise > 0);
}

/**
 * The advance, oldest receipt first, against the open invoices, oldest first: the allocations
 * to write (each receipt part to each invoice).
 */
export function fifoAllocations(
  ledger: Ledger,
): { receiptId: string; orderId: string; amountPaise: number }[] {
  return fifoOf(unallocatedOf(ledger), openInvoices(ledger));
}

/**
 * `credit` (what each receipt has left, oldest first) against `open` (what each invoice owes,
 * oldest first): the allocations to write. Takes from `credit` and `open` what it allocates,
 * so a caller can go on with the next page of invoices.
 */
export function fifoOf(
  credit: { receiptId: string; paise: number }[],
  open: { orderId: string; owedPaise: number }[],
): { receiptId: string; orderId: string; amountPaise: number }[] {
  const out: { receiptId: string; orderId: string; amountPaise: number }[] = [];
  let c = credit.findIndex((r) => r.paise > 0);
  if (c < 0) return out;
  for (const inv of open) {
    while (inv.owedPaise > 0 && c < credit.length) {
      const part = Math.min(inv.owedPaise, credit[c]!.paise);
      out.push({ receiptId: credit[c]!.receiptId, orderId: inv.orderId, amountPaise: part });
      inv.owedPaise -= part;
      credit[c]!.paise -= part;
      if (credit[c]!.paise === 0) c += 1;
    }
    if (c >= credit.length) break;
  }
  return out;
}

interface Line {
  date: string;
  kind: StatementEntry['kind'];
  number: string;
  debit: number;
  credit: number;
}
const KIND_ORDER: Record<StatementEntry['kind'], number> = {
  INVOICE: 0,
  CREDIT_NOTE: 1,
  RECEIPT: 2,
  TDS: 3,
};

/** Every entry of the account, in date order: invoices, credit notes, receipts and their TDS. */
export function ledgerLines(ledger: Ledger): Line[] {
  const lines: Line[] = [];
  const sums = sumsOf(ledger);
  for (const i of ledger.invoices) {
    lines.push({
      date: i.issuedOn,
      kind: 'INVOICE',
      number: i.number,
      debit: i.totalPaise,
      credit: 0,
    });
    const direct = directlyPaid(i, ledger, sums);
    if (direct > 0 && i.paidOn) {
      lines.push({
        date: i.paidOn,
        kind: 'RECEIPT',
        number: i.paymentReference ?? i.number,
        debit: 0,
        credit: direct,
      });
    }
  }
  for (const n of ledger.notes) {
    lines.push({
      date: n.issuedOn,
      kind: 'CREDIT_NOTE',
      number: n.number,
      debit: 0,
      credit: n.totalPaise,
    });
  }
  for (const r of ledger.receipts) {
    lines.push({
      date: r.receivedOn,
      kind: 'RECEIPT',
      number: r.number,
      debit: 0,
      credit: r.amountPaise,
    });
    if (r.tdsPaise > 0) {
      lines.push({
        date: r.receivedOn,
        kind: 'TDS',
        number: r.number,
        debit: 0,
        credit: r.tdsPaise,
      });
    }
  }
  return lines.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.number.localeCompare(b.number),
  );
}

export type AgeingPaise = Record<keyof Ageing, number>;
export const NO_AGEING: AgeingPaise = {
  not_due: 0,
  days_1_30: 0,
  days_31_60: 0,
  days_61_90: 0,
  days_over_90: 0,
};

export function bucketOf(daysPastDue: number): keyof Ageing {
  if (daysPastDue <= 0) return 'not_due';
  if (daysPastDue <= 30) return 'days_1_30';
  if (daysPastDue <= 60) return 'days_31_60';
  if (daysPastDue <= 90) return 'days_61_90';
  return 'days_over_90';
}

/**
 * What is owed on `asOf`, by how long past its due date: each invoice's part still owed that
 * day, less any advance held that day (taken from the oldest bucket first), so the buckets add
 * up to the balance when it is owed, and are all zero when it is not.
 */
export function ageingAsOf(ledger: Ledger, asOf: string, balancePaise: number): AgeingPaise {
  const out = { ...NO_AGEING };
  if (balancePaise <= 0) return out;
  const sums = sumsOf(ledger, asOf);
  for (const inv of ledger.invoices) {
    if (inv.issuedOn > asOf) continue;
    const owed = owedOf(inv, ledger, asOf, sums);
    if (owed > 0) out[bucketOf(daysBetween(inv.dueOn, asOf))] += owed;
  }
  let advance = sum(Object.values(out)) - balancePaise;
  for (const k of ['days_over_90', 'days_61_90', 'days_31_60', 'days_1_30', 'not_due'] as const) {
    const take = Math.min(out[k], Math.max(0, advance));
    out[k] -= take;
    advance -= take;
  }
  // never below zero: every credit in the balance is in an invoice's part or in the advance
  // (docs/decisions/362; ledger.unit.test.ts checks it on random ledgers)
  return out;
}

export interface StatementPaise {
  openingPaise: number;
  entries: (Line & { balance: number })[];
  closingPaise: number;
  ageing: AgeingPaise;
}

/** The statement of a period [from, to]: closing = opening + debits − credits, to the paisa. */
export function statementOf(ledger: Ledger, from: string, to: string): StatementPaise {
  const lines = ledgerLines(ledger);
  const openingPaise = sum(lines.filter((l) => l.date < from).map((l) => l.debit - l.credit));
  let balance = openingPaise;
  const entries = lines
    .filter((l) => l.date >= from && l.date <= to)
    .map((l) => {
      balance += l.debit - l.credit;
      return { ...l, balance };
    });
  return { openingPaise, entries, closingPaise: balance, ageing: ageingAsOf(ledger, to, balance) };
}
