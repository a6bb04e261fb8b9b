import { strToU8, zip, type AsyncZippable } from 'fflate';
import { GST_STATE_CODES } from '@store/contract';
import { csvText } from '../../lib/csv';
import type { Gstr1Json, HsnRow } from './gstr1';
import { uqcSheetLabel } from './gst-uqc';

/**
 * The GSTR-1 as the GST offline tool's CSV files (one a section, its column headings), zipped
 * (decisions.md › §18; docs/decisions/240). Built from the JSON, so both say the same.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The offline tool's dates: dd-MMM-yy ("05-Nov-26") from the portal's dd-mm-yyyy. */
const toolDate = (portal: string) => {
  const [d, m, y] = portal.split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y!.slice(2)}`;
};
const stateByCode = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));
/** "29-Karnataka", as the tool names a place of supply. */
const place = (pos: string) => `${pos}-${stateByCode.get(pos) ?? ''}`;
const money = (n: number) => n.toFixed(2);

interface Item {
  num: number;
  itm_det: { rt: number; txval: number; iamt: number; camt?: number; samt?: number; csamt: number };
}
interface Inv {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  itms: Item[];
}
interface Note {
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Item[];
  typ?: string;
}

/** Every cell escaped (lib/csv.ts): a company's legal name is a buyer's own text. */
const csv = (header: string[], rows: (string | number)[][]) => csvText(header, rows);

export function gstr1CsvFiles(json: Gstr1Json, names: Map<string, string>): Record<string, string> {
  const b2b = ((json.b2b ?? []) as { ctin: string; inv: Inv[] }[]).flatMap((g) =>
    g.inv.flatMap((inv) =>
      inv.itms.map((it) => [
        g.ctin,
        names.get(g.ctin) ?? '',
        inv.inum,
        toolDate(inv.idt),
        money(inv.val),
        place(inv.pos),
        'N',
        '',
        'Regular B2B',
        '',
        it.itm_det.rt,
        money(it.itm_det.txval),
        money(it.itm_det.csamt),
      ]),
    ),
  );
  const b2cl = ((json.b2cl ?? []) as { pos: string; inv: Inv[] }[]).flatMap((g) =>
    g.inv.flatMap((inv) =>
      inv.itms.map((it) => [
        inv.inum,
        toolDate(inv.idt),
        money(inv.val),
        place(g.pos),
        '',
        it.itm_det.rt,
        money(it.itm_det.txval),
        money(it.itm_det.csamt),
        '',
      ]),
    ),
  );
  const b2cs = (
    (json.b2cs ?? []) as { pos: string; rt: number; txval: number; csamt: number }[]
  ).map((r) => ['OE', place(r.pos), '', r.rt, money(r.txval), money(r.csamt), '']);
  const cdnr = ((json.cdnr ?? []) as { ctin: string; nt: Note[] }[]).flatMap((g) =>
    g.nt.flatMap((nt) =>
      nt.itms.map((it) => [
        g.ctin,
        names.get(g.ctin) ?? '',
        nt.nt_num,
        toolDate(nt.nt_dt),
        'C',
        place(nt.pos),
        'N',
        'Regular B2B',
        money(nt.val),
        '',
        it.itm_det.rt,
        money(it.itm_det.txval),
        money(it.itm_det.csamt),
      ]),
    ),
  );
  const cdnur = ((json.cdnur ?? []) as Note[]).flatMap((nt) =>
    nt.itms.map((it) => [
      nt.typ ?? 'B2CL',
      nt.nt_num,
      toolDate(nt.nt_dt),
      'C',
      place(nt.pos),
      money(nt.val),
      '',
      it.itm_det.rt,
      money(it.itm_det.txval),
      money(it.itm_det.csamt),
    ]),
  );
  const hsnHeader = [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ];
  const hsn = (rows: HsnRow[]) =>
    rows.map((r) => [
      r.hsn_sc,
      r.desc,
      uqcSheetLabel(r.uqc),
      r.qty,
      money(r.txval + r.iamt + r.camt + r.samt),
      r.rt,
      money(r.txval),
      money(r.iamt),
      money(r.camt),
      money(r.samt),
      money(r.csamt),
    ]);
  const docs = (
    (json.doc_issue?.doc_det ?? []) as {
      doc_typ: string;
      docs: { from: string; to: string; totnum: number; cancel: number }[];
    }[]
  ).flatMap((d) => d.docs.map((r) => [d.doc_typ, r.from, r.to, r.totnum, r.cancel]));
  return {
    'b2b.csv': csv(
      [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Reverse Charge',
        'Applicable % of Tax Rate',
        'Invoice Type',
        'E-Commerce GSTIN',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      b2b,
    ),
    'b2cl.csv': csv(
      [
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
      b2cl,
    ),
    'b2cs.csv': csv(
      [
        'Type',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
      b2cs,
    ),
    'cdnr.csv': csv(
      [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Reverse Charge',
        'Note Supply Type',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      cdnr,
    ),
    'cdnur.csv': csv(
      [
        'UR Type',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      cdnur,
    ),
    'hsn(b2b).csv': csv(hsnHeader, hsn(json.hsn?.hsn_b2b ?? [])),
    'hsn(b2c).csv': csv(hsnHeader, hsn(json.hsn?.hsn_b2c ?? [])),
    'docs.csv': csv(
      ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      docs,
    ),
  };
}

/** How the files are zipped: deflate level 6, every file dated 1 Jan 2026 (the same bytes each time). */
export const GSTR1_ZIP_OPTIONS = { level: 6, mtime: new Date('2026-01-01T00:00:00Z') } as const;

/**
 * The CSV files in one zip. Compressed off the event loop (fflate's `zip` deflates each file in
 * a worker thread; docs/decisions/391), so a month of 50,000 invoices does not hold up the
 * other requests while it is zipped; the bytes are those of `zipSync` with the same options.
 */
export function gstr1Zip(files: Record<string, string>): Promise<Uint8Array> {
  const entries: AsyncZippable = {};
  for (const [name, text] of Object.entries(files)) entries[name] = strToU8(text);
  return new Promise((resolve, reject) => {
    zip(entries, GSTR1_ZIP_OPTIONS, (err, data) => (err ? reject(err) : resolve(data)));
  });
}
