import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Desktop and phone (390 px) screenshots into $SHOTS_DIR, when it is set. */
export async function shotBoth(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(dir, `${name}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** The same, in the dark theme (a class on <html>, as the header's toggle sets it). */
export async function shotDark(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await shotBoth(page, `${name}-dark`);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** The text of a PDF, read with pdf.js. */
export async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false })
    .promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A GSTIN of a state code and PAN, with its mod-36 check character. */
export function gstinOf(state: string, pan: string): string {
  const first14 = `${state}${pan}1Z`;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const v = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return first14 + CHARS[(36 - (sum % 36)) % 36];
}

/** A PAN different each run. */
export const randomPan = () =>
  `PQRSX${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}K`;
