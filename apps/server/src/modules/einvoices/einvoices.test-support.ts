import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv from 'ajv';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { generateKeyPair, SignJWT } from 'jose';
import nicSchema from './fixtures/einv-schema-1.1.json' with { type: 'json' };

/**
 * Test helpers of e-invoices: the IRP's schema as a JSON-schema validator, an IRP answer
 * signed with a test key (as the IRP signs its QR code), and the QR read back from a PDF page.
 */

type Node = Record<string, unknown>;

/**
 * The kept schema (fixtures/README.md) is NIC's field map as ERPNext carries it: top-level keys
 * without a "properties" wrapper, arrays written as { "type": "Array", "properties" }. These
 * fixed rules make it draft-07 without changing any field's own constraint: wrap the top level,
 * turn "Array" nodes into arrays of objects, drop the "validationMsg" notes, and read
 * RefDtls.PrecDocDtls as the array of { InvNo, InvDt } NIC's published 1.1 schema makes it
 * (the stray "required" beside it belongs to its items).
 */
function convert(node: Node): Node {
  const out: Node = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'validationMsg' || k === 'description') continue;
    if (k === 'properties' && v && typeof v === 'object') {
      const props: Node = {};
      for (const [pk, pv] of Object.entries(v as Node)) {
        if (Array.isArray(pv)) continue; // a misplaced "required" list (RefDtls)
        props[pk] = convert(pv as Node);
      }
      out.properties = props;
    } else if (k === 'required' && Array.isArray(v)) {
      out.required = v.map((s: string) => s.trim());
    } else if (k === 'type' && typeof v === 'string') {
      out.type = v.toLowerCase();
    } else {
      out[k] = v;
    }
  }
  if (out.type === 'array') {
    const item = (
      node.properties
        ? { type: 'object', properties: node.properties, required: node.required }
        : node.Attribute
    ) as Node;
    return { type: 'array', minItems: 1, items: convert(item ?? {}) };
  }
  return out;
}

export function irpSchema(): Node {
  const raw = structuredClone(nicSchema) as unknown as Node;
  const { required, ...fields } = raw;
  const ref = (fields.RefDtls as Node).properties as Node;
  ref.PrecDocDtls = {
    type: 'Array',
    properties: (ref.PrecDocDtls as Node).properties,
    required: ref.required,
  };
  const properties: Node = {};
  for (const [k, v] of Object.entries(fields)) properties[k] = convert(v as Node);
  return { type: 'object', properties, required };
}

const ajv = new Ajv({ strict: false, allErrors: true });
const validator = ajv.compile(irpSchema());

/** The schema's errors for a document (empty when it validates). */
export function irpSchemaErrors(document: unknown): string[] {
  return validator(document)
    ? []
    : (validator.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

let keys: Awaited<ReturnType<typeof generateKeyPair>> | undefined;

/** A signed QR code as the IRP writes it: its claims in `data` as a JSON string, RS256. */
export async function signedQr(claims: Record<string, unknown>): Promise<string> {
  keys ??= await generateKeyPair('RS256');
  return new SignJWT({ data: JSON.stringify(claims), iss: 'NIC Sandbox' })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .sign(keys.privateKey);
}

/** A 64-hex IRN made from a seed (the IRP's is a SHA-256 of GSTIN, year, type and number). */
export const irnOf = (seed: string) =>
  Buffer.from(seed.padEnd(32, '#').slice(0, 32), 'utf8').toString('hex');

/** An IRP answer for a document. */
export async function irpAnswer(opts: {
  gstin: string;
  docNo: string;
  docTyp?: 'INV' | 'CRN';
  irn: string;
  ackNo?: string;
  ackDt?: string;
  qrGstin?: string;
  qrDocNo?: string;
  qrIrn?: string;
}) {
  return {
    Irn: opts.irn,
    AckNo: opts.ackNo ?? '112610000012345',
    AckDt: opts.ackDt ?? '2026-05-04 10:15:00',
    SignedQRCode: await signedQr({
      SellerGstin: opts.qrGstin ?? opts.gstin,
      BuyerGstin: '29AAGCS4567H1ZW',
      DocNo: opts.qrDocNo ?? opts.docNo,
      DocTyp: opts.docTyp ?? 'INV',
      DocDt: '04/05/2026',
      TotInvVal: 23600,
      ItemCnt: 1,
      MainHsnCode: '84672100',
      Irn: opts.qrIrn ?? opts.irn,
      IrnDt: opts.ackDt ?? '2026-05-04 10:15:00',
    }),
  };
}

const run = promisify(execFile);

/** The QR codes' text on the first page of a PDF: rasterised with pdftoppm, read with jsQR. */
export async function qrTextOnFirstPage(pdf: Buffer): Promise<string | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'einv-qr-'));
  try {
    await writeFile(path.join(dir, 'doc.pdf'), pdf);
    await run('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', 'doc.pdf', 'page'], {
      cwd: dir,
    });
    const png = PNG.sync.read(await readFile(path.join(dir, 'page-1.png')));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    return code?.data ?? null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
