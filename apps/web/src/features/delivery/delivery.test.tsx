import { beforeEach, describe, expect, it } from 'vitest';
import { fail, on, server } from '../../test/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { PincodeInfo } from '@store/contract';
import { DeliveryCheck } from './delivery-check';
import { formatDeliveryDate, rememberedPincode } from './delivery.api';
import { OrderDeliveryInfo } from './order-delivery-info';
import { PincodeAutofill } from './pincode-autofill';

const GUWAHATI: PincodeInfo = {
  pincode: '781001',
  city: 'Guwahati',
  district: 'Kamrup Metro',
  state: 'Assam',
  serviceable: true,
  cod_available: false,
  zone: 'REMOTE',
  delivery_days: { min: 7, max: 12 },
  estimated_delivery: { from: '2026-12-01', to: '2026-12-07' },
};

function serve(known: Record<string, PincodeInfo>) {
  server.use(
    on('GET', '/pincodes/:pincode', ({ params }) => {
      const info = known[String(params.pincode)];
      return info ?? fail(404, 'We could not find this pincode');
    }),
  );
}

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {ui}
    </QueryClientProvider>,
  );

beforeEach(() => localStorage.clear());

describe('delivery', () => {
  it('formats a delivery date in en-IN', () => {
    expect(formatDeliveryDate('2026-12-07')).toBe('Mon, 7 Dec');
  });

  it('the pincode box shows the date and cash on delivery, and remembers the pincode', async () => {
    serve({ '781001': GUWAHATI });
    const user = userEvent.setup();
    wrap(<DeliveryCheck />);
    const box = screen.getByRole('textbox', { name: /check delivery/i });
    await user.type(box, '78100');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
    await user.type(box, '1');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/Delivery by Mon, 7 Dec/)).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery not available here')).toBeInTheDocument();
    expect(rememberedPincode()).toBe('781001');
  });

  it('says why cash on delivery is not offered above the COD limit (docs/decisions/183)', async () => {
    const peenya: PincodeInfo = {
      ...GUWAHATI,
      pincode: '560058',
      city: 'Bengaluru',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      cod_available: true,
      zone: 'SAME_CITY',
    };
    serve({ '560058': peenya });
    localStorage.setItem('store.delivery-pincode', '560058');
    const { unmount } = wrap(<DeliveryCheck amount={72_000} />);
    expect(
      await screen.findByText(
        'Cash on delivery not available: only for orders up to ₹50,000',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Cash on delivery available/)).not.toBeInTheDocument();
    unmount();
    wrap(<DeliveryCheck amount={4_999} />);
    expect(
      await screen.findByText('Cash on delivery available for orders up to ₹50,000'),
    ).toBeInTheDocument();
  });

  it('says when a pincode is unknown', async () => {
    serve({});
    localStorage.setItem('store.delivery-pincode', '999999');
    wrap(<DeliveryCheck />);
    expect(await screen.findByText('We could not find this pincode')).toBeInTheDocument();
  });

  it('at checkout fills city and state once, and names a state mismatch', async () => {
    serve({ '781001': GUWAHATI });
    const filled: Array<{ city: string; state: string }> = [];
    function Harness() {
      const [state, setState] = useState('Karnataka');
      return (
        <>
          <button type="button" onClick={() => setState('Karnataka')}>
            pick Karnataka
          </button>
          <PincodeAutofill
            pincode="781001"
            state={state}
            onFill={(p) => {
              filled.push(p);
              setState(p.state);
            }}
          />
        </>
      );
    }
    const user = userEvent.setup();
    wrap(<Harness />);
    expect(await screen.findByText(/Delivery by Mon, 7 Dec/)).toBeInTheDocument();
    expect(filled).toEqual([{ city: 'Guwahati', state: 'Assam' }]);
    await user.click(screen.getByRole('button', { name: 'pick Karnataka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pincode 781001 is not in Karnataka',
    );
    expect(filled).toHaveLength(1);
  });

  it("shows an order's promised dates and its shipment with the tracking link", () => {
    render(
      <OrderDeliveryInfo
        delivery={{
          estimated_from: '2026-12-01',
          estimated_to: '2026-12-07',
          cod_available: false,
        }}
        shipment={{
          courier: 'Delhivery',
          tracking_number: 'DL123456',
          tracking_url: 'https://www.delhivery.com/track/package/DL123456',
          shipped_at: '2026-11-24T06:00:00.000Z',
          eway_bill_number: '331012345678',
        }}
      />,
    );
    expect(screen.getByText('Tue, 1 Dec – Mon, 7 Dec')).toBeInTheDocument();
    expect(screen.getByText('DL123456')).toBeInTheDocument();
    expect(screen.getByText('331012345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /track parcel/i })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL123456',
    );
  });
});
