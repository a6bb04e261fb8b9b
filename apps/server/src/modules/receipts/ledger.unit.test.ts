import { describe, expect, it } from 'vitest';
import {
  ageingAsOf,
  bucketOf,
  fifoAllocations,
  openInvoices,
  statementOf,
  type Ledger,
  type LedgerInvoice,
} from './ledger';

// The account's arithmetic (docs/decisions/360-362), with credit notes, a staff "mark paid"
// and random ledgers: closing = opening + debits − credits, buckets add up to what is owed.

const inv = (
  n: number,
  issuedOn: string,
  totalPaise: number,
  over: Partial<LedgerInvoice> = {},
) => ({
  orderId: `o${n}`,
  number: `BTW/26-27/${String(n).padStart(5, '0')}`,
  issuedOn,
  dueOn: new Date(Date.parse(`${issuedOn}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10),
  totalPaise,
  open: true,
  paidOn: null,
  paymentReference: null,
  ...over,
});

describe('the ledger', () => {
  it('a credit note lowers what its invoice owes; a staff "mark paid" is a receipt on its day', () => {
    const ledger: Ledger = {
      invoices: [
        inv(1, '2026-06-01', 100_000),
        inv(2, '2026-06-10', 50_000, {
          open: false,
          paidOn: '2026-06-20',
          paymentReference: 'UTR9',
        }),
      ],
      notes: [
        { orderId: 'o1', number: 'CN/26-27/00001', issuedOn: '2026-06-15', totalPaise: 30_000 },
      ],
      receipts: [],
    };
    expect(openInvoices(ledger).map((i) => i.owedPaise)).toEqual([70_000]);
    const s = statementOf(ledger, '2026-06-01', '2026-06-30');
    expect(s.entries.map((e) => [e.date, e.kind, e.number, e.debit, e.credit, e.balance])).toEqual([
      ['2026-06-01', 'INVOICE', 'BTW/26-27/00001', 100_000, 0, 100_000],
      ['2026-06-10', 'INVOICE', 'BTW/26-27/00002', 50_000, 0, 150_000],
      ['2026-06-15', 'CREDIT_NOTE', 'CN/26-27/00001', 0, 30_000, 120_000],
      ['2026-06-20', 'RECEIPT', 'UTR9', 0, 50_000, 70_000],
    ]);
    expect(s.ageing).toEqual({
      not_due: 70_000,
      days_1_30: 0,
      days_31_60: 0,
      days_61_90: 0,
      days_over_90: 0,
    });
  });

  it('the advance goes to the oldest open invoices, receipt by receipt', () => {
    const ledger: Ledger = {
      invoices: [inv(2, '2026-07-02', 40_000), inv(1, '2026-07-01', 30_000)],
      notes: [],
      receipts: [
        {
          receiptId: 'r1',
          number: 'RCT/1',
          receivedOn: '2026-07-05',
          amountPaise: 20_000,
          tdsPaise: 0,
          allocations: [],
        },
        {
          receiptId: 'r2',
          number: 'RCT/2',
          receivedOn: '2026-07-06',
          amountPaise: 25_000,
          tdsPaise: 5_000,
          allocations: [],
        },
      ],
    };
    expect(fifoAllocations(ledger)).toEqual([
      { receiptId: 'r1', orderId: 'o1', amountPaise: 20_000 },
      { receiptId: 'r2', orderId: 'o1', amountPaise: 10_000 },
      { receiptId: 'r2', orderId: 'o2', amountPaise: 20_000 },
    ]);
  });

  it('buckets by days past due: 0 not due, 1, 30, 31, 60, 61, 90, 91', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, -5].map(bucketOf)).toEqual([
      'not_due',
      'days_1_30',
      'days_1_30',
      'days_31_60',
      'days_31_60',
      'days_61_90',
      'days_61_90',
      'days_over_90',
      'not_due',
    ]);
  });

  it('random ledgers over a year: the balance adds up, and so do the buckets', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const day = (d: number) =>
      new Date(Date.UTC(2025, 11, 1) + d * 86_400_000).toISOString().slice(0, 10);
    for (let round = 0; round < 300; round += 1) {
      const invoices = Array.from({ length: 1 + rand(12) }, (_, i) =>
        inv(i + 1, day(rand(360)), 1 + rand(5_000_000)),
      );
      const ledger: Ledger = { invoices, notes: [], receipts: [] };
      for (let r = 0; r < rand(6); r += 1) {
        ledger.receipts.push({
          receiptId: `r${r}`,
          number: `RCT/${r}`,
          receivedOn: day(rand(360)),
          amountPaise: 1 + rand(4_000_000),
          tdsPaise: rand(3) === 0 ? rand(40_000) : 0,
          allocations: [],
        });
        for (const p of fifoAllocations(ledger)) {
          ledger.receipts.find((x) => x.receiptId === p.receiptId)!.allocations.push(p);
        }
      }
      if (invoices.length > 1 && rand(2) === 0) {
        ledger.notes.push({
          orderId: 'o1',
          number: 'CN/1',
          issuedOn: day(rand(360)),
          totalPaise: 1 + rand(invoices[0]!.totalPaise),
        });
      }
      const from = day(rand(200));
      const to = day(200 + rand(160));
      const s = statementOf(ledger, from, to);
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      expect(s.closingPaise).toBe(
        s.openingPaise + sum(s.entries.map((e) => e.debit)) - sum(s.entries.map((e) => e.credit)),
      );
      const buckets = sum(Object.values(ageingAsOf(ledger, to, s.closingPaise)));
      expect(buckets).toBe(Math.max(0, s.closingPaise));
    }
  });
});
