import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EWAY_MESSAGES } from '@store/contract/reports';
import { makeAdminOrder } from '../../test/fixtures/orders';
import { api, fail, http, recordRequests, server } from '../../test/server';
import { EwayBillDialog } from './eway-bill-dialog';

/** The e-way bill's Part B, asked for before the download (decisions.md › §18, amended). */
describe('e-way bill dialog', () => {
  const order = makeAdminOrder({
    status: 'CONFIRMED',
    total_amount: 61_999,
    invoice: { number: 'BTW/26-27/00042', issued_at: '2026-11-20T05:30:00.000Z' },
  });

  function open() {
    URL.createObjectURL = vi.fn(() => 'blob:eway');
    URL.revokeObjectURL = vi.fn();
    const onOpenChange = vi.fn();
    render(<EwayBillDialog order={order} open onOpenChange={onOpenChange} />);
    return {
      onOpenChange,
      dialog: screen.getByRole('dialog', { name: 'E-way bill: transport details (Part B)' }),
    };
  }

  it('asks for the vehicle or transporter, checks the vehicle number, then downloads with it', async () => {
    const requests = recordRequests();
    server.use(
      http.get(api('/admin/orders/:id/eway-bill.json'), () =>
        // the file itself, not an envelope
        HttpResponse.json({ version: '1.0.0621', billLists: [{ docNo: 'BTW/26-27/00042' }] }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { dialog, onOpenChange } = open();
    const download = within(dialog).getByRole('button', { name: 'Download e-way bill JSON' });
    await user.click(download);
    expect(await within(dialog).findByText(EWAY_MESSAGES.partB)).toBeInTheDocument();
    const vehicle = within(dialog).getByRole('textbox', { name: 'Vehicle number' });
    await user.type(vehicle, 'KA 01');
    await user.click(download);
    expect(await within(dialog).findByText(EWAY_MESSAGES.vehicleNo)).toBeInTheDocument();
    expect(vehicle).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);

    await user.clear(vehicle);
    await user.type(vehicle, 'ka-01 ab 1234');
    await user.click(download);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const sent = requests.find((r) => r.path.endsWith('/eway-bill.json'));
    expect(sent?.query.get('vehicle_no')).toBe('ka-01 ab 1234');
    expect(sent?.query.get('trans_mode')).toBe('1');
    expect(sent?.query.has('distance_km')).toBe(false); // the portal works it out
  });

  it("shows the server's refusal", async () => {
    server.use(
      http.get(api('/admin/orders/:id/eway-bill.json'), () =>
        fail(400, 'Please enter the vehicle number as registered, e.g. KA01AB1234'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { dialog } = open();
    await user.type(within(dialog).getByRole('textbox', { name: 'Vehicle number' }), 'KA01AB1234');
    await user.click(within(dialog).getByRole('button', { name: 'Download e-way bill JSON' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter the vehicle number as registered',
    );
  });

  it('asks rail, air and ship for their transport document instead of a vehicle', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog } = open();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Mode of transport' }),
      '2',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Vehicle number' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Download e-way bill JSON' }));
    expect(await within(dialog).findByText(EWAY_MESSAGES.transDocNo)).toBeInTheDocument();
  });
});
