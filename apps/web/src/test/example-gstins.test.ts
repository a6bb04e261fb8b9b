import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidGstin } from '@store/contract/gst';

const webRoot = resolve(import.meta.dirname, '../..');
/** Anything shaped like a GSTIN: two digits, a PAN, an entity digit, Z, a check character. */
const GSTIN_SHAPE = /\b[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]\b/g;

/** Every file a visitor may see text from: the web's sources (not tests or fixtures) and its page. */
function shownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : shownFiles(path);
    return /\.(tsx?|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('example GSTINs the web shows (issue 43.14)', () => {
  const examples = [join(webRoot, 'index.html'), ...shownFiles(join(webRoot, 'src'))].flatMap(
    (file) =>
      [...readFileSync(file, 'utf8').matchAll(GSTIN_SHAPE)].map((m) => ({
        file: relative(webRoot, file),
        gstin: m[0],
      })),
  );

  it('finds the examples (the company form hint, the payment choice placeholder)', () => {
    expect(examples.map((e) => e.file)).toEqual(
      expect.arrayContaining([
        'src/features/companies/company-screen.tsx',
        'src/features/payments/payment-choice.tsx',
      ]),
    );
  });

  it("passes the contract's GSTIN check with every one", () => {
    expect(examples.filter((e) => !isValidGstin(e.gstin))).toEqual([]);
  });
});
