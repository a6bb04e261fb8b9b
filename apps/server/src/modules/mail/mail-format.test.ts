import { describe, expect, it } from 'vitest';
import { formatPaise } from '../../lib/money';
import { escapeHtml, formatIndiaTime } from './mail-format';
import { retryDelayMs } from './mail-sender';
import { mailKindForStatus, orderMailSubject } from './mail.service';

describe('mail formatting', () => {
  it('writes rupees the Indian way', () => {
    expect(formatPaise(12_345_678_90)).toBe('₹1,23,45,678.90');
    expect(formatPaise(50)).toBe('₹0.50');
  });

  it('writes times in India time', () => {
    expect(formatIndiaTime('2026-11-23T10:30:00.000Z')).toBe('23 Nov 2026, 4:00 pm IST');
  });

  it('escapes stored text for HTML', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });

  it('names the short order number in every subject', () => {
    const id = '3f2a9c1d-aaaa-4bbb-8ccc-000000000001';
    expect(orderMailSubject('ORDER_PLACED', id)).toContain('#3F2A9C1D');
    expect(orderMailSubject('PAYMENT_RECEIVED', id)).toBe('Payment received for order #3F2A9C1D');
    expect(mailKindForStatus('SHIPPED')).toBe('ORDER_SHIPPED');
    expect(mailKindForStatus('PLACED')).toBeNull();
  });

  it('backs off exponentially, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(30_000, n))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30_000, 20)).toBe(3_600_000);
  });
});
