/// <reference lib="webworker" />
import { qrSvgDataUrl } from './qr-svg';

// Draws a QR code off the main thread (upi-qr.tsx): the text in, its SVG data URL out.
self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(qrSvgDataUrl(event.data));
};
