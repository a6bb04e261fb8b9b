import { describe, expect, it } from 'vitest';
import { parseQuickOrder, readCsvFile } from './parse-quick-order';

describe('parseQuickOrder', () => {
  it('reads comma, semicolon, tab and space separated lines, skipping blanks and a header', () => {
    const { lines, error } = parseQuickOrder(
      'sku,quantity\nMAFD-804, 20\n\n"VWWE 259"\t10\nDCD 776 5\nNSSG-12;50\nGSSG13, ten\nRKRV-14\n',
    );
    expect(error).toBeNull();
    expect(lines).toEqual([
      { source: 2, sku: 'MAFD-804', quantity: '20' },
      { source: 4, sku: 'VWWE 259', quantity: '10' },
      { source: 5, sku: 'DCD 776', quantity: '5' },
      { source: 6, sku: 'NSSG-12', quantity: '50' },
      { source: 7, sku: 'GSSG13', quantity: 'ten' },
      { source: 8, sku: 'RKRV-14', quantity: '' },
    ]);
  });

  it('refuses more than 200 lines before sending them', () => {
    const text = Array.from({ length: 201 }, (_, i) => `P-${i}, 1`).join('\n');
    expect(parseQuickOrder(text).error).toBe('At most 200 lines at a time (this has 201)');
    expect(parseQuickOrder(text.split('\n').slice(0, 200).join('\n')).error).toBeNull();
  });
});

describe('readCsvFile', () => {
  it('reads a CSV and refuses a file that is not one', async () => {
    expect(await readCsvFile(new File(['A-1, 2\n'], 'order.csv', { type: 'text/csv' }))).toEqual({
      text: 'A-1, 2\n',
    });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2])], 'order.csv');
    expect(await readCsvFile(png)).toEqual({
      error: 'This file is not a CSV: save the sheet as CSV and try again',
    });
    expect(await readCsvFile(new File(['x'], 'photo.jpg', { type: 'image/jpeg' }))).toHaveProperty(
      'error',
    );
  });
});
