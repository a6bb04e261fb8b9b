import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, server } from '../../test/server';
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

  it('gives staff the three copies of rule 48 in one download', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const requests = recordRequests();
    server.use(
      http.get('*/api/admin/orders/:id/invoice', () =>
        HttpResponse.arrayBuffer(new ArrayBuffer(8), {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    render(
      <TaxInvoiceDownload scope="staff" order={{ order_id: 'o1', status: 'SHIPPED', invoice }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invoice in triplicate' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.path).toBe('/admin/orders/o1/invoice');
    expect(requests[0]!.query.get('copy')).toBe('all');
  });

  it('offers customers their original only', () => {
    render(<TaxInvoiceDownload order={{ order_id: 'o1', status: 'SHIPPED', invoice }} />);
    expect(screen.queryByRole('button', { name: 'Invoice in triplicate' })).toBeNull();
  });
});
