import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Gstr1CreditNote, Gstr1Invoice, Gstr1Line } from './gstr1';
import { tallyAmount, tallyParties, tallyVouchers, tallyXml, type TallyLedgers } from './tally';
import { parseXml, path as at, vouchersOf, type XmlNode } from './tally.test-support';

// The TallyPrime import file (decisions.md › §25): a hand-written month, parsed back.

const LEDGERS: TallyLedgers = {
  sales: 'Sales',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  cashParty: 'Cash Sales',
  bank: 'Bank',
  tds: 'TDS Receivable',
};

const line = (p: Partial<Gstr1Line>): Gstr1Line => ({
  hsn: '8467',
  description: 'Drill',
  uqc: 'NOS',
  quantity: 1,
  gstRate: 18,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  ...p,
});

const b2b: Gstr1Invoice = {
  number: 'BTW/26-27/00101',
  issuedAt: new Date('2026-10-03T18:45:00Z'), // 4 Oct 00:15 in India
  gstin: '29AAACR5055K1Z5',
  legalName: 'Ramesh & Sons <Tools> "Peenya"',
  pos: '29',
  supplyType: 'INTRA_STATE',
  totalPaise: 236_000,
  lines: [
    line({ taxablePaise: 150_000, cgstPaise: 13_500, sgstPaise: 13_500 }),
    line({ taxablePaise: 50_000, cgstPaise: 4_500, sgstPaise: 4_500 }),
  ],
};
const b2c: Gstr1Invoice = {
  number: 'BTW/26-27/00102',
  issuedAt: new Date('2026-10-10T06:00:00Z'),
  gstin: null,
  legalName: null,
  pos: '33',
  supplyType: 'INTER_STATE',
  totalPaise: 99_999,
  lines: [line({ taxablePaise: 84_745, igstPaise: 15_254 })],
};
const note: Gstr1CreditNote = {
  number: 'CN/26-27/00007',
  issuedAt: new Date('2026-10-20T06:00:00Z'),
  totalPaise: 59_000,
  invoice: { ...b2b },
  lines: [line({ taxablePaise: 50_000, cgstPaise: 4_500, sgstPaise: 4_500 })],
};
const receipt = {
  number: 'RCT/26-27/00003',
  receivedOn: '2026-10-28',
  reference: 'NEFT & UTR <42>',
  party: 'Ramesh & Sons <Tools> "Peenya"',
  gstin: '29AAACR5055K1Z5',
  amountPaise: 170_000,
  tdsPaise: 7_000,
};
const month = { invoices: [b2b, b2c], creditNotes: [note], receipts: [receipt] };
const RAMESH = 'Ramesh & Sons <Tools> "Peenya"';

describe('Tally import file (§25)', () => {
  const xml = tallyXml(tallyVouchers(month, LEDGERS), tallyParties(month, LEDGERS));
  const root = parseXml(xml);

  it('is the Import Data / Vouchers envelope with one TALLYMESSAGE per voucher and party', () => {
    expect(root.name).toBe('ENVELOPE');
    expect(at(root, 'HEADER', 'TALLYREQUEST')?.text).toBe('Import Data');
    expect(at(root, 'BODY', 'IMPORTDATA', 'REQUESTDESC', 'REPORTNAME')?.text).toBe('Vouchers');
    const messages = at(root, 'BODY', 'IMPORTDATA', 'REQUESTDATA')!.children;
    expect(messages.every((m) => m.name === 'TALLYMESSAGE')).toBe(true);
    expect(messages.map((m) => m.children[0]!.name)).toEqual([
      'LEDGER',
      'LEDGER',
      'VOUCHER',
      'VOUCHER',
      'VOUCHER',
      'VOUCHER',
    ]);
  });

  it('writes the hand-written month: every voucher, entry and sign', () => {
    const got = vouchersOf(root).map((v) => ({
      type: v.type,
      date: v.date,
      number: v.number,
      party: v.party,
      entries: v.entries.map((e) => [e.ledger, e.deemedPositive, e.paise]),
    }));
    expect(got).toEqual([
      {
        type: 'Sales',
        date: '20261004',
        number: 'BTW/26-27/00101',
        party: RAMESH,
        entries: [
          [RAMESH, 'Yes', -236_000],
          ['Sales', 'No', 200_000],
          ['Output CGST', 'No', 18_000],
          ['Output SGST', 'No', 18_000],
        ],
      },
      {
        type: 'Sales',
        date: '20261010',
        number: 'BTW/26-27/00102',
        party: 'Cash Sales',
        entries: [
          ['Cash Sales', 'Yes', -99_999],
          ['Sales', 'No', 84_745],
          ['Output IGST', 'No', 15_254],
        ],
      },
      {
        type: 'Credit Note',
        date: '20261020',
        number: 'CN/26-27/00007',
        party: RAMESH,
        entries: [
          [RAMESH, 'No', 59_000],
          ['Sales', 'Yes', -50_000],
          ['Output CGST', 'Yes', -4_500],
          ['Output SGST', 'Yes', -4_500],
        ],
      },
      {
        type: 'Receipt',
        date: '20261028',
        number: 'RCT/26-27/00003',
        party: RAMESH,
        entries: [
          ['Bank', 'Yes', -170_000],
          ['TDS Receivable', 'Yes', -7_000],
          [RAMESH, 'No', 177_000],
        ],
      },
    ]);
  });

  it('every voucher adds up to zero; a debit is always ISDEEMEDPOSITIVE Yes', () => {
    for (const v of vouchersOf(root)) {
      expect(
        v.entries.reduce((n, e) => n + e.paise, 0),
        v.number,
      ).toBe(0);
      for (const e of v.entries) expect(e.deemedPositive).toBe(e.paise < 0 ? 'Yes' : 'No');
    }
  });

  it('escapes names as XML (the raw file never holds a bare & < or ")', () => {
    expect(xml).toContain('Ramesh &amp; Sons &lt;Tools&gt; &quot;Peenya&quot;');
    expect(xml).toContain('NEFT &amp; UTR &lt;42&gt;');
    expect(xml).not.toContain('Ramesh & Sons');
    expect(xml).not.toContain('<Tools>');
  });

  it('masters: a LEDGER per party under Sundry Debtors, with GSTIN and state', () => {
    const ledgers = at(root, 'BODY', 'IMPORTDATA', 'REQUESTDATA')!
      .children.map((m) => m.children[0]!)
      .filter((n) => n.name === 'LEDGER');
    const fields = (n: XmlNode) => Object.fromEntries(n.children.map((c) => [c.name, c.text]));
    expect(ledgers.map((l) => [l.attrs.NAME, fields(l)])).toEqual([
      ['Cash Sales', { NAME: 'Cash Sales', PARENT: 'Sundry Debtors' }],
      [
        RAMESH,
        {
          NAME: RAMESH,
          PARENT: 'Sundry Debtors',
          GSTREGISTRATIONTYPE: 'Regular',
          PARTYGSTIN: '29AAACR5055K1Z5',
          LEDSTATENAME: 'Karnataka',
        },
      ],
    ]);
    expect(tallyXml(tallyVouchers(month, LEDGERS), null)).not.toContain('<LEDGER ');
  });

  it('matches the reference sample field by field (docs/decisions/363)', () => {
    const ref = parseXml(
      fs.readFileSync(path.join(import.meta.dirname, 'fixtures/tally-reference.xml'), 'utf8'),
    );
    // the same envelope, element for element, down to REQUESTDATA
    const spine = (n: XmlNode): string[] =>
      n.name === 'REQUESTDATA' ? ['REQUESTDATA'] : [n.name, ...n.children.flatMap(spine)];
    expect(spine(root)).toEqual(spine(ref));
    const mine = vouchersOf(root);
    const theirs = vouchersOf(ref);
    for (const type of ['Sales', 'Receipt']) {
      const a = mine.find((v) => v.type === type)!;
      const b = theirs.find((v) => v.type === type)!;
      expect(new Set(a.fields), type).toEqual(new Set(b.fields)); // DATE, VOUCHERTYPENAME, …
      expect(a.entries[0]!.fields).toEqual(b.entries[0]!.fields); // LEDGERNAME, ISDEEMEDPOSITIVE, AMOUNT
      expect(a.date).toMatch(/^\d{8}$/);
      // the same sign convention: the reference's debits are Yes and negative
      for (const v of [a, b]) {
        for (const e of v.entries) expect(e.deemedPositive).toBe(e.paise < 0 ? 'Yes' : 'No');
        expect(v.entries.reduce((n, e) => n + e.paise, 0)).toBe(0);
      }
      // the party is debited on a sale and credited on a receipt, in both
      const partySign = (v: (typeof mine)[number]) =>
        Math.sign(v.entries.find((e) => e.ledger === v.party)!.paise);
      expect(partySign(a)).toBe(partySign(b));
    }
    const msg = (n: XmlNode) => at(n, 'BODY', 'IMPORTDATA', 'REQUESTDATA')!.children.at(-1)!;
    expect(msg(root).attrs).toEqual(msg(ref).attrs);
    const v = (n: XmlNode) => msg(n).children[0]!;
    expect(Object.keys(v(root).attrs)).toEqual(Object.keys(v(ref).attrs));
  });

  it('writes amounts as Tally does', () => {
    expect([tallyAmount(-118_000), tallyAmount(5), tallyAmount(0), tallyAmount(-1)]).toEqual([
      '-1180.00',
      '0.05',
      '0.00',
      '-0.01',
    ]);
  });
});
