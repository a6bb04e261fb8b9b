import qrcode from 'qrcode-generator';

/**
 * An SVG data URL of a QR code for `text` (error correction M). Choosing its mask tries all
 * eight and scores each: about 70 ms of a phone's main thread for a upi://pay link, so the
 * payment panel draws it in a worker (upi-qr.worker.ts) where it can (docs/decisions/391).
 */
export function qrSvgDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 6, margin: 3, scalable: true });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
