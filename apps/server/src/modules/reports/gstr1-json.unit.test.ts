import { describe, expect, it } from 'vitest';
import type { Gstr1Json } from './gstr1';
import { gstr1JsonChunks } from './gstr1-json';

const invoice = (n: number) => ({
  inum: `BTW/26-27/${String(n).padStart(5, '0')}`,
  idt: '03-11-2026',
  val: 1180 + n,
  pos: '29',
  rchrg: 'N',
  inv_typ: 'R',
  itms: [{ num: 1, itm_det: { rt: 18, txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 } }],
});

describe('the GSTR-1 JSON in pieces', () => {
  it('is the bytes of JSON.stringify, a few hundred elements a piece', () => {
    const json: Gstr1Json = {
      gstin: '29ABCDE1234F1Z5',
      fp: '112026',
      version: 'GST3.2.1',
      hash: 'hash',
      b2b: Array.from({ length: 450 }, (_, i) => ({
        ctin: `29AAGCS${String(i).padStart(4, '0')}H1ZW`,
        inv: [invoice(i), invoice(i + 1000)],
      })),
      b2cl: undefined,
      b2cs: [{ sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 10, iamt: 0, csamt: 0 }],
      hsn: { hsn_b2c: [] },
      doc_issue: { doc_det: [{ doc_num: 1, note: 'quote " and \\ and é' }] },
    };
    const chunks = [...gstr1JsonChunks(json, 200)];
    expect(chunks.join('')).toBe(JSON.stringify(json));
    expect(chunks.length).toBe(4); // b2b in three pieces of 200, 200 and 50; then the rest
    const small: Gstr1Json = { gstin: 'x', fp: '012026', version: 'v', hash: 'hash' };
    expect([...gstr1JsonChunks(small)].join('')).toBe(JSON.stringify(small));
    const exactly: Gstr1Json = { ...small, b2b: [1, 2, 3, 4], cdnur: [] };
    expect([...gstr1JsonChunks(exactly, 2)].join('')).toBe(JSON.stringify(exactly));
  });
});

describe('a large buyer in b2b (decision 387)', () => {
  it('is sent a few hundred invoices a piece, still the bytes of JSON.stringify', () => {
    const json: Gstr1Json = {
      gstin: '29ABCDE1234F1Z5',
      fp: '112026',
      version: 'GST3.2.1',
      hash: 'hash',
      b2b: [0, 1, 2].map((b) => ({
        ctin: `29AAGCS000${b}H1ZW`,
        inv: Array.from({ length: 450 }, (_, i) => invoice(b * 1000 + i)),
      })),
      cdnr: [{ ctin: '29AAGCS0001H1ZW', nt: [{ nt_num: 'CN/1', val: undefined, f: () => 1 }] }],
    };
    const chunks = [...gstr1JsonChunks(json, 200)];
    expect(chunks.join('')).toBe(JSON.stringify(json));
    const most = Math.max(...chunks.map((c) => c.split('"inum"').length - 1));
    expect(most).toBeLessThanOrEqual(200);
    expect(chunks.length).toBeGreaterThanOrEqual(9); // three buyers of 200 + 200 + 50
  });
});
