import { describe, expect, it } from 'vitest';
import { salesReportCsv } from './sales-report';

describe('the sales report as CSV', () => {
  it('escapes a maker or category name a spreadsheet would run as a formula (issue 43.20)', () => {
    const row = { orders: 1, items: 2, taxable_value: 100, gst: 18, total: 118 };
    const csv = salesReportCsv({
      from: '2026-11-01',
      to: '2026-11-30',
      group: 'maker',
      rows: [
        { key: 'a', label: '=HYPERLINK("http://evil.example")', ...row },
        { key: 'b', label: '\t=1+1', ...row },
        { key: 'c', label: 'Deccan Power Tools', ...row },
      ],
      totals: { orders: 3, items: 6, taxable_value: 300, gst: 54, total: 354 },
    });
    expect(csv.split('\n').slice(1, 4)).toEqual([
      `"'=HYPERLINK(""http://evil.example"")",1,2,100.00,18.00,118.00`,
      `'\t=1+1,1,2,100.00,18.00,118.00`,
      'Deccan Power Tools,1,2,100.00,18.00,118.00',
    ]);
  });
});
