import crypto from 'node:crypto';

/**
 * Rendered documents kept per process by what they show: the same content (an invoice view, a
 * quote with the shop's details) gives back the same PDF without drawing it again. Drawing one
 * costs about 30 ms of CPU on the event loop (fontkit reads the font's tables for every
 * document; docs/decisions/280), and documents are fetched again: a tax invoice once mailed and
 * then downloaded, a viewer's second request, staff printing. Keyed by a hash of the content,
 * so a change of anything shown (a payment on a proforma, a quote answered) is a new entry;
 * the oldest go first past MAX_BYTES.
 */
const MAX_BYTES = 32 * 1024 * 1024;

const kept = new Map<string, Promise<Buffer>>();
const sizes = new Map<string, number>();
let bytes = 0;

export function contentKey(kind: string, content: unknown): string {
  return `${kind}:${crypto.createHash('sha256').update(JSON.stringify(content)).digest('base64url')}`;
}

/** The PDF of `key`, drawn by `draw` the first time (a failed drawing is not kept). */
export function rememberedPdf(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const hit = kept.get(key);
  if (hit) {
    // most recently used goes last: eviction takes the first
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const drawing = draw();
  kept.set(key, drawing);
  drawing.then(
    (pdf) => {
      if (kept.get(key) !== drawing) return;
      sizes.set(key, pdf.length);
      bytes += pdf.length;
      for (const [oldest] of kept) {
        if (bytes <= MAX_BYTES || oldest === key) break;
        kept.delete(oldest);
        bytes -= sizes.get(oldest) ?? 0;
        sizes.delete(oldest);
      }
    },
    () => {
      if (kept.get(key) === drawing) kept.delete(key);
    },
  );
  return drawing;
}

/** How many documents are kept and their bytes (tests). */
export function keptPdfs(): { count: number; bytes: number } {
  return { count: sizes.size, bytes };
}
