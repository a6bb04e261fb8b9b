import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaxInvoiceDownload } from './invoice-downloads';

// decisions.md §10: an invoiced order that is cancelled keeps its invoice and gets a credit note.
describe('TaxInvoiceDownload', () => {
  const invoice = { number: 'BTW/26-27/00042', issued_at: '2026-11-20T06:00:00.000Z' };

  it('offers the credit note of a cancelled invoiced order beside its invoice', () => {
    render(<TaxInvoiceDownload order={{ order_id: 'o1', status: 'CANCELLED', invoice }} />);
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download credit note' })).toBeInTheDocument();
  });

  it('offers no credit note for an invoiced order that is not cancelled, nor a cancelled one never invoiced', () => {
    const { unmount } = render(
      <TaxInvoiceDownload order={{ order_id: 'o1', status: 'SHIPPED', invoice }} />,
    );
    expect(screen.queryByRole('button', { name: 'Download credit note' })).toBeNull();
    unmount();
    render(<TaxInvoiceDownload order={{ order_id: 'o2', status: 'CANCELLED', invoice: null }} />);
    expect(screen.queryByRole('button', { name: /credit note/ })).toBeNull();
  });
});
