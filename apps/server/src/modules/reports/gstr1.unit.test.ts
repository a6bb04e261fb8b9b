import { describe, expect, it } from 'vitest';
import { buildGstr1, sectionOf, type Gstr1Input, type Gstr1Line } from './gstr1';
import { GSTR1_ZIP_OPTIONS, gstr1CsvFiles, gstr1Zip } from './gstr1-csv';
import expected from './fixtures/gstr1-2026-10.expected.json';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { GST_UQC_NAMES, uqcSheetLabel } from './gst-uqc';
import uqcReference from './fixtures/gst-uqc.reference.json';

const line = (p: Partial<Gstr1Line> & Pick<Gstr1Line, 'taxablePaise'>): Gstr1Line => ({
  hsn: '84672100',
  description: 'Angle grinder',
  uqc: 'NOS',
  quantity: 1,
  gstRate: 18,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  ...p,
});
const at = (iso: string) => new Date(iso);

/**
 * A known month, written by hand: October 2026, a Karnataka supplier (29), invoices to a
 * registered buyer in Karnataka (B2B), a consumer in Maharashtra above ₹1,00,000 (B2CL), two
 * small consumers (B2CS, one intra, one inter), and two credit notes: one against the B2B
 * invoice (CDNR), one against a small consumer's (nets off B2CS).
 */
const october: Gstr1Input = {
  month: '2026-10',
  gstin: '29AAACB1234C1ZV',
  supplierStateCode: '29',
  b2clThresholdPaise: 100_000_00,
  invoiceNumbers: ['BTW/26-27/00001', 'BTW/26-27/00002', 'BTW/26-27/00003', 'BTW/26-27/00004'],
  creditNoteNumbers: ['CN/26-27/00001', 'CN/26-27/00002'],
  invoices: [
    {
      number: 'BTW/26-27/00001',
      issuedAt: at('2026-10-05T06:30:00Z'),
      gstin: '29AAGCS4567H1ZW',
      legalName: 'Sri Ganesh Fabricators Pvt Ltd',
      pos: '29',
      supplyType: 'INTRA_STATE',
      totalPaise: 11_800_00,
      lines: [line({ quantity: 2, taxablePaise: 10_000_00, cgstPaise: 900_00, sgstPaise: 900_00 })],
    },
    {
      number: 'BTW/26-27/00002',
      issuedAt: at('2026-10-10T20:00:00Z'), // 11 Oct in India
      gstin: null,
      legalName: null,
      pos: '27',
      supplyType: 'INTER_STATE',
      totalPaise: 1_18_000_00,
      lines: [
        line({
          hsn: '85152100',
          description: 'MIG welding set',
          uqc: 'SET',
          quantity: 2,
          taxablePaise: 1_00_000_00,
          igstPaise: 18_000_00,
        }),
      ],
    },
    {
      number: 'BTW/26-27/00003',
      issuedAt: at('2026-10-20T05:00:00Z'),
      gstin: null,
      legalName: null,
      pos: '29',
      supplyType: 'INTRA_STATE',
      totalPaise: 2_997_00 + 3_360_00,
      lines: [
        line({ quantity: 3, taxablePaise: 2_539_83, cgstPaise: 228_58, sgstPaise: 228_59 }),
        line({
          hsn: '40151900',
          description: 'Nitrile gloves',
          uqc: 'PRS',
          quantity: 2,
          gstRate: 12,
          taxablePaise: 3_000_00,
          cgstPaise: 180_00,
          sgstPaise: 180_00,
        }),
      ],
    },
    {
      number: 'BTW/26-27/00004',
      issuedAt: at('2026-10-31T18:00:00Z'), // 31 Oct 23:30 in India
      gstin: null,
      legalName: null,
      pos: '27',
      supplyType: 'INTER_STATE',
      totalPaise: 1_680_00,
      lines: [
        line({
          hsn: '40151900',
          description: 'Nitrile gloves',
          uqc: 'PRS',
          quantity: 1,
          gstRate: 12,
          taxablePaise: 1_500_00,
          igstPaise: 180_00,
        }),
      ],
    },
  ],
  creditNotes: [],
};
october.creditNotes = [
  {
    number: 'CN/26-27/00001',
    issuedAt: at('2026-10-25T06:00:00Z'),
    totalPaise: 5_900_00,
    invoice: { ...october.invoices[0]!, lines: undefined } as never,
    lines: [line({ quantity: 1, taxablePaise: 5_000_00, cgstPaise: 450_00, sgstPaise: 450_00 })],
  },
  {
    number: 'CN/26-27/00002',
    issuedAt: at('2026-10-26T06:00:00Z'),
    totalPaise: 999_00,
    invoice: { ...october.invoices[2]!, lines: undefined } as never,
    lines: [line({ quantity: 1, taxablePaise: 846_61, cgstPaise: 76_19, sgstPaise: 76_20 })],
  },
];

describe('GSTR-1 of a known month', () => {
  const { json, summary } = buildGstr1(october);

  it('matches the file written by hand, section by section', () => {
    const parsed = JSON.parse(JSON.stringify(json));
    for (const key of ['gstin', 'fp', 'b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'doc_issue']) {
      expect(parsed[key], key).toEqual((expected as Record<string, unknown>)[key]);
    }
  });

  it('adds up per tax head: b2b + b2cl + b2cs − (cdnr + cdnur) = HSN = invoices less credit notes', () => {
    const s = summary.sections;
    for (const head of ['taxable_value', 'igst', 'cgst', 'sgst'] as const) {
      const sections = Math.round(
        (s.b2b[head] + s.b2cl[head] + s.b2cs[head] - s.cdnr[head] - s.cdnur[head]) * 100,
      );
      expect(sections, head).toBe(Math.round(summary.hsn[head] * 100));
      expect(Math.round(summary.hsn[head] * 100), head).toBe(Math.round(summary.net[head] * 100));
    }
    expect(summary.net).toEqual({
      taxable_value: 111_193.22,
      igst: 18_180,
      cgst: 782.39,
      sgst: 782.39,
      cess: 0,
    });
    expect(summary.invoice_total).toBe(11_800 + 118_000 + 6_357 + 1_680 - 5_900 - 999);
  });

  it('puts an unregistered inter-state invoice in B2CL only above the threshold', () => {
    const inv = { gstin: null, supplyType: 'INTER_STATE' as const };
    expect(sectionOf({ ...inv, totalPaise: 100_000_00 }, 100_000_00)).toBe('b2cs');
    expect(sectionOf({ ...inv, totalPaise: 100_000_01 }, 100_000_00)).toBe('b2cl');
    expect(
      sectionOf({ ...inv, supplyType: 'INTRA_STATE', totalPaise: 500_000_00 }, 100_000_00),
    ).toBe('b2cs');
    expect(sectionOf({ ...inv, gstin: '29AAGCS4567H1ZW', totalPaise: 1 }, 100_000_00)).toBe('b2b');
  });

  it("escapes a buyer's legal name a spreadsheet would run as a formula (issue 43.20)", () => {
    const name = '=HYPERLINK("http://evil.example","Click")';
    const files = gstr1CsvFiles(json, new Map([['29AAGCS4567H1ZW', name]]));
    for (const file of ['b2b.csv', 'cdnr.csv']) {
      expect(files[file]!.split('\n')[1]).toContain(
        `,"'=HYPERLINK(""http://evil.example"",""Click"")",`,
      );
    }
  });

  it("writes the offline tool's CSVs from the same figures, zipped", async () => {
    const files = gstr1CsvFiles(
      json,
      new Map([['29AAGCS4567H1ZW', 'Sri Ganesh Fabricators Pvt Ltd']]),
    );
    expect(files['b2b.csv']).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount\n' +
        '29AAGCS4567H1ZW,Sri Ganesh Fabricators Pvt Ltd,BTW/26-27/00001,05-Oct-26,11800.00,29-Karnataka,N,,Regular B2B,,18,10000.00,0.00\n',
    );
    expect(files['b2cl.csv']!.split('\n')[1]).toBe(
      'BTW/26-27/00002,11-Oct-26,118000.00,27-Maharashtra,,18,100000.00,0.00,',
    );
    expect(files['b2cs.csv']!.trim().split('\n').slice(1)).toEqual([
      'OE,27-Maharashtra,,12,1500.00,0.00,',
      'OE,29-Karnataka,,12,3000.00,0.00,',
      'OE,29-Karnataka,,18,1693.22,0.00,',
    ]);
    expect(files['cdnr.csv']!.split('\n')[1]).toBe(
      '29AAGCS4567H1ZW,Sri Ganesh Fabricators Pvt Ltd,CN/26-27/00001,25-Oct-26,C,29-Karnataka,N,Regular B2B,5900.00,,18,5000.00,0.00',
    );
    expect(files['docs.csv']!.trim().split('\n').slice(1)).toEqual([
      'Invoices for outward supply,BTW/26-27/00001,BTW/26-27/00004,4,0',
      'Credit Note,CN/26-27/00001,CN/26-27/00002,2,0',
    ]);
    const zipped = await gstr1Zip(files);
    // zipped in worker threads, the same bytes as in one go on the event loop
    const entries = Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)]));
    expect(Buffer.from(zipped).equals(Buffer.from(zipSync(entries, GSTR1_ZIP_OPTIONS)))).toBe(true);
    const unzipped = unzipSync(zipped);
    expect(Object.keys(unzipped).sort()).toEqual(Object.keys(files).sort());
    expect(strFromU8(unzipped['hsn(b2c).csv']!)).toBe(files['hsn(b2c).csv']);
  });
});

describe("the portal's and the offline tool's ways of writing (amended §18)", () => {
  it('leaves sections with nothing in them out of the JSON', () => {
    const { json } = buildGstr1(october);
    const parsed = JSON.parse(JSON.stringify(json));
    expect('cdnur' in parsed).toBe(false); // no credit note against a B2CL invoice
    expect(Object.keys(parsed).sort()).toEqual(
      ['gstin', 'fp', 'version', 'hash', 'b2b', 'b2cl', 'b2cs', 'cdnr', 'hsn', 'doc_issue'].sort(),
    );
    const empty = buildGstr1({
      ...october,
      invoices: [],
      creditNotes: [],
      invoiceNumbers: [],
      creditNoteNumbers: [],
    }).json;
    expect(JSON.parse(JSON.stringify(empty))).toEqual({
      gstin: october.gstin,
      fp: '102026',
      version: empty.version,
      hash: empty.hash,
    });
    expect(JSON.stringify(empty)).not.toContain('[]');
  });

  it("writes the HSN sheet's unit as the tool lists it, code and name; the JSON keeps the code", () => {
    const { json } = buildGstr1(october);
    const files = gstr1CsvFiles(json, new Map());
    const b2c = files['hsn(b2c).csv']!.trim().split('\n').slice(1);
    expect(b2c.map((r) => r.split(',')[2])).toEqual(['PRS-PAIRS', 'NOS-NUMBERS', 'SET-SETS']);
    expect(files['hsn(b2b).csv']).not.toContain('NOS-NOS');
    expect(json.hsn?.hsn_b2c?.map((r) => r.uqc)).toEqual(['PRS', 'NOS', 'SET']);
  });

  it('knows every unit code of the GST list, named as the reference names it', () => {
    const ours = Object.keys(GST_UQC_NAMES).map(uqcSheetLabel).sort();
    expect(ours).toEqual([...uqcReference.sheet_labels].sort());
    expect(uqcSheetLabel('XYZ')).toBe('OTH-OTHERS');
  });
});
