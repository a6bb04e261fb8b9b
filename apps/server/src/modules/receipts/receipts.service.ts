import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  RECEIPT_MESSAGES,
  type CompanyAccount,
  type Receipt,
  type ReceiptBody,
} from '@store/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  companies,
  companyReceipts,
  orderCompanies,
  receiptAllocations,
  reportCompanyInvoices,
} from '../../db/schema/index';
import { invalid, notFound } from '../../lib/errors';
import { indiaToday } from '../../lib/india-time';
import { toPaise, toRupees } from '../../lib/money';
import { takeSerial } from '../invoices/credit-notes';
import { financialYearOf } from '../invoices/invoice-numbering';
import { settlePaymentByReceipt } from '../payments/payments.service';
import {
  ageingAsOf,
  byIssue,
  fifoOf,
  openInvoices,
  unallocatedOf,
  type LedgerReceipt,
} from './ledger';
import { loadAdvance, loadLedger, loadOpenOwed } from './ledger-data';

/** Money received from a company, and how it settles its credit invoices (decisions.md › §24). */

export const RECEIPT_SERIES = 'RECEIPT';
const receiptNumberOf = (fy: string, serial: number) =>
  `RCT/${fy}/${String(serial).padStart(5, '0')}`;

/**
 * Locks the company row: every receipt of a company, and the advance applied when one of its
 * invoices is issued, wait here one after another, so each invoice is settled once.
 */
async function lockCompany(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!row) throw notFound('Company not found');
}

/** Writes allocations and marks every invoice they settle in full PAID. */
async function allocate(
  tx: Tx,
  parts: { receiptId: string; orderId: string; amountPaise: number }[],
  /** What each invoice allocated to owes after these parts. */
  owedAfter: Map<string, number>,
  by: {
    staffId: string | null;
    reference: (receiptId: string) => string;
    numberOf: (receiptId: string) => string;
  },
) {
  if (parts.length === 0) return;
  await tx.insert(receiptAllocations).values(parts);
  for (const orderId of [...new Set(parts.map((p) => p.orderId))]) {
    if (owedAfter.get(orderId) === 0) {
      const last = parts.filter((p) => p.orderId === orderId).at(-1)!;
      await settlePaymentByReceipt(tx, {
        orderId,
        staffId: by.staffId,
        reference: by.reference(last.receiptId),
        remarks: `Settled by receipt ${by.numberOf(last.receiptId)}`,
      });
    }
  }
}

/** Open invoices are read a page at a time while the advance lasts (tests make it small). */
export const openInvoicePage = { size: 100 };

/**
 * The company's advance (what its receipts hold that no invoice took) against its open
 * invoices, oldest first. Reads the receipts with something left and then only as many of the
 * oldest open invoices as that money reaches (decision 385), not the whole ledger. The company
 * must be locked.
 */
async function spendAdvance(
  tx: Tx,
  companyId: string,
  staffId: string | null,
  reference: ((receiptId: string) => string) | null,
): Promise<void> {
  const credit = await loadAdvance(tx, companyId);
  if (credit.length === 0) return;
  const numbers = new Map(credit.map((r) => [r.receiptId, r.number]));
  const numberOf = (id: string) => numbers.get(id) ?? '';
  let after: { issuedOn: string; number: string } | null = null;
  while (credit.some((r) => r.paise > 0)) {
    const limit = openInvoicePage.size;
    const page = await loadOpenOwed(tx, companyId, { after, limit });
    if (page.length === 0) return;
    const open = page.filter((i) => i.owedPaise > 0);
    const parts = fifoOf(credit, open);
    await allocate(tx, parts, new Map(open.map((i) => [i.orderId, i.owedPaise])), {
      staffId,
      reference: reference ?? numberOf,
      numberOf,
    });
    if (page.length < limit) return;
    after = page.at(-1)!;
  }
}

/**
 * The company's advance against its open invoices, oldest first. Called, from the order
 * process, when a company's credit invoice is issued (the advance settles the next invoices).
 * Locks the company.
 */
export async function applyAdvance(
  tx: Tx,
  companyId: string,
  staffId: string | null,
): Promise<void> {
  await lockCompany(tx, companyId);
  await spendAdvance(tx, companyId, staffId, null);
}

async function checkAllocations(tx: Tx, companyId: string, body: ReceiptBody, totalPaise: number) {
  const wanted = body.allocations ?? [];
  const field = (message: string) => invalid(message, [{ field: 'allocations', message }]);
  const seen = new Set<string>();
  for (const a of wanted) {
    if (seen.has(a.order_id)) throw field(RECEIPT_MESSAGES.duplicateOrder);
    seen.add(a.order_id);
  }
  const open = new Map(
    (await loadOpenOwed(tx, companyId, { orderIds: [...seen].filter(isUuid) }))
      .filter((i) => i.owedPaise > 0)
      .map((i) => [i.orderId, i]),
  );
  for (const a of wanted) {
    const inv = open.get(a.order_id);
    if (!inv) throw field(RECEIPT_MESSAGES.notOurs);
    if (toPaise(a.amount) > inv.owedPaise) throw field(RECEIPT_MESSAGES.overAllocated);
  }
  if (wanted.reduce((n, a) => n + toPaise(a.amount), 0) > totalPaise) {
    throw field(RECEIPT_MESSAGES.allocationsOverReceipt);
  }
  return open;
}

const isUuid = (s: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** POST /admin/companies/{id}/receipts. */
export async function recordReceipt(
  db: Db,
  companyId: string,
  body: ReceiptBody,
  staffId: string,
  now = new Date(),
): Promise<Receipt> {
  if (body.received_on > indiaToday(now)) {
    throw invalid(RECEIPT_MESSAGES.future, [
      { field: 'received_on', message: RECEIPT_MESSAGES.future },
    ]);
  }
  const amountPaise = toPaise(body.amount);
  const tdsPaise = toPaise(body.tds_amount ?? 0);
  const receiptId = await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const open = await checkAllocations(tx, companyId, body, amountPaise + tdsPaise);
    const fy = financialYearOf(new Date(`${body.received_on}T12:00:00+05:30`));
    const serial = await takeSerial(tx, RECEIPT_SERIES, fy);
    const number = receiptNumberOf(fy, serial);
    const [row] = await tx
      .insert(companyReceipts)
      .values({
        companyId,
        number,
        financialYear: fy,
        serial,
        amountPaise,
        tdsPaise,
        receivedOn: body.received_on,
        reference: body.reference.trim(),
        recordedBy: staffId,
      })
      .returning({ id: companyReceipts.id });
    const id = row!.id;
    const reference = () => body.reference.trim();
    const parts = (body.allocations ?? []).map((a) => ({
      receiptId: id,
      orderId: a.order_id,
      amountPaise: toPaise(a.amount),
    }));
    await allocate(
      tx,
      parts,
      new Map(parts.map((p) => [p.orderId, open.get(p.orderId)!.owedPaise - p.amountPaise])),
      { staffId, reference, numberOf: () => number },
    );
    // the rest is an advance: it settles the oldest open invoices, then the next ones issued
    await spendAdvance(tx, companyId, staffId, reference);
    return id;
  });
  return loadReceipt(db, companyId, receiptId, body.reference.trim());
}

/** One receipt as the API shows it: its allocations with their invoice numbers. */
async function loadReceipt(
  db: DbOrTx,
  companyId: string,
  receiptId: string,
  reference: string,
): Promise<Receipt> {
  const [r] = await db.select().from(companyReceipts).where(eq(companyReceipts.id, receiptId));
  const allocations = await db
    .select({ orderId: receiptAllocations.orderId, amountPaise: receiptAllocations.amountPaise })
    .from(receiptAllocations)
    .where(eq(receiptAllocations.receiptId, receiptId));
  const numbers =
    allocations.length === 0
      ? []
      : await db
          .select({ orderId: reportCompanyInvoices.orderId, number: reportCompanyInvoices.number })
          .from(reportCompanyInvoices)
          .where(
            and(
              eq(reportCompanyInvoices.companyId, companyId),
              inArray(
                reportCompanyInvoices.orderId,
                allocations.map((a) => a.orderId),
              ),
            ),
          );
  return receiptOf(
    new Map(numbers.map((n) => [n.orderId, n.number])),
    companyId,
    {
      receiptId: r!.id,
      number: r!.number,
      receivedOn: r!.receivedOn,
      amountPaise: Number(r!.amountPaise),
      tdsPaise: Number(r!.tdsPaise),
      allocations: allocations.map((a) => ({
        orderId: a.orderId,
        amountPaise: Number(a.amountPaise),
      })),
    },
    reference,
  );
}

function receiptOf(
  numbers: Map<string, string>,
  companyId: string,
  r: LedgerReceipt,
  reference: string,
): Receipt {
  const allocated = r.allocations.reduce((n, a) => n + a.amountPaise, 0);
  return {
    receipt_id: r.receiptId,
    number: r.number,
    company_id: companyId,
    amount: toRupees(r.amountPaise),
    tds_amount: toRupees(r.tdsPaise),
    received_on: r.receivedOn,
    reference,
    allocations: r.allocations.map((a) => ({
      order_id: a.orderId,
      invoice_number: numbers.get(a.orderId) ?? '',
      amount: toRupees(a.amountPaise),
    })),
    unallocated: toRupees(r.amountPaise + r.tdsPaise - allocated),
  };
}

const ageingRupees = (a: ReturnType<typeof ageingAsOf>) => ({
  not_due: toRupees(a.not_due),
  days_1_30: toRupees(a.days_1_30),
  days_31_60: toRupees(a.days_31_60),
  days_61_90: toRupees(a.days_61_90),
  days_over_90: toRupees(a.days_over_90),
});
export { ageingRupees };

/** GET /admin/companies/{id}/account: what the company owes today, its ageing and receipts. */
export async function companyAccount(
  db: DbOrTx,
  companyId: string,
  now = new Date(),
): Promise<CompanyAccount> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('Company not found');
  const ledger = await loadLedger(db, companyId);
  const today = indiaToday(now);
  const open = openInvoices(ledger);
  const outstanding = open.reduce((n, i) => n + i.owedPaise, 0);
  const advance = unallocatedOf(ledger).reduce((n, r) => n + r.paise, 0);
  const balance = outstanding - advance;
  const numbers = new Map(ledger.invoices.map((i) => [i.orderId, i.number]));
  const refs = new Map(
    (
      await db
        .select({ id: companyReceipts.id, reference: companyReceipts.reference })
        .from(companyReceipts)
        .where(eq(companyReceipts.companyId, companyId))
        .orderBy(desc(companyReceipts.createdAt))
    ).map((r) => [r.id, r.reference]),
  );
  return {
    company_id: companyId,
    outstanding: toRupees(outstanding),
    overdue: toRupees(open.filter((i) => i.dueOn < today).reduce((n, i) => n + i.owedPaise, 0)),
    advance: toRupees(advance),
    ageing: ageingRupees(ageingAsOf(ledger, today, balance)),
    open_invoices: open.sort(byIssue).map((i) => ({
      order_id: i.orderId,
      invoice_number: i.number,
      invoice_date: i.issuedOn,
      due_date: i.dueOn,
      total: toRupees(i.totalPaise),
      owed: toRupees(i.owedPaise),
    })),
    receipts: [...ledger.receipts]
      .reverse()
      .slice(0, 50)
      .map((r) => receiptOf(numbers, companyId, r, refs.get(r.receiptId) ?? '')),
  };
}

/**
 * The order process's hook when a tax invoice is issued (→ SHIPPED): a company credit order's
 * new invoice takes what the company's advance holds. Nothing for any other order.
 */
export async function applyAdvanceToOrder(tx: Tx, orderId: string, actorId: string | null) {
  const [oc] = await tx
    .select({ companyId: orderCompanies.companyId, creditDays: orderCompanies.creditDays })
    .from(orderCompanies)
    .where(eq(orderCompanies.orderId, orderId));
  if (!oc || oc.creditDays === null) return;
  // cheap look first: most companies hold no advance, and then the company row is not locked
  if ((await loadAdvance(tx, oc.companyId)).length === 0) return;
  await applyAdvance(tx, oc.companyId, actorId);
}
