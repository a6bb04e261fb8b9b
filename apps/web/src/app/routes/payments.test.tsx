import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShopDetails } from '@store/contract';
import { makeOrder, signIn, signOut, testQueryClient } from '../../features/orders/orders.testing';
import { productDetail } from '../../test/fixtures/catalogue';
import { on, recordRequests, server } from '../../test/server';
import {
  EMPTY_PAYMENT_CHOICE,
  PaymentChoice,
  paymentChoiceErrors,
} from '../../features/payments/payment-choice';
import { PaymentPanel } from '../../features/payments/payment-panel';
import { TaxPreview } from '../../features/payments/tax-preview';

const SHOP = {
  name: 'Bangalore Tool Works',
  payment: {
    state: 'Karnataka',
    upi_id: 'shop@okaxis',
    bank: {
      account_name: 'Bangalore Tool Works Private Limited',
      account_number: '918020045671234',
      ifsc: 'UTIB0000123',
      bank_name: 'Axis Bank',
    },
    cod_max_rupees: 50_000,
  },
} as ShopDetails;

function Choice({ total = 1000 }: { total?: number }) {
  const [value, setValue] = useState(EMPTY_PAYMENT_CHOICE);
  return (
    <PaymentChoice value={value} onChange={setValue} totalRupees={total} codMaxRupees={50_000} />
  );
}

describe('PaymentChoice', () => {
  it('offers UPI (default), bank transfer and COD; COD not above the limit', () => {
    const { unmount } = render(<Choice />);
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeEnabled();
    unmount();
    render(<Choice total={50_000.01} />);
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
    expect(screen.getByText(/Not available for orders above ₹50,000.00/)).toBeInTheDocument();
  });

  it('checks the GSTIN as it is typed, upper-cased, with the contract check', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Choice />);
    await user.click(screen.getByRole('checkbox', { name: 'Buying for a business?' }));
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    await user.type(gstin, '29abcde1234f1z5');
    expect(gstin).toHaveValue('29ABCDE1234F1Z5');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid GSTIN');
    await user.clear(gstin);
    await user.type(gstin, '29ABCDE1234F1ZW');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the legal name with a GSTIN', () => {
    expect(
      paymentChoiceErrors({ ...EMPTY_PAYMENT_CHOICE, business: true, gstin: '29ABCDE1234F1ZW' }),
    ).toEqual({ billing_name: 'Please enter the legal name registered for this GSTIN' });
    expect(paymentChoiceErrors(EMPTY_PAYMENT_CHOICE)).toEqual({});
  });
});

describe('TaxPreview', () => {
  beforeEach(() =>
    server.use(on('GET', '/products/:slug', () => productDetail({ slug: 'drill', gst_rate: 18 }))),
  );
  const renderPreview = (state: string) =>
    render(
      <QueryClientProvider client={testQueryClient()}>
        <dl>
          <TaxPreview
            lines={[{ product_slug: 'drill', total_price: 2999.97 }]}
            deliveryState={state}
            shopState="Karnataka"
          />
        </dl>
      </QueryClientProvider>,
    );

  it('splits CGST and SGST inside Karnataka', async () => {
    renderPreview('Karnataka');
    expect(await screen.findByTestId('tax-cgst')).toHaveTextContent('₹228.81');
    expect(screen.getByTestId('tax-sgst')).toHaveTextContent('₹228.81');
    expect(screen.getByTestId('tax-taxable')).toHaveTextContent('₹2,542.35');
    expect(screen.getByText('Place of supply: Karnataka (29)')).toBeInTheDocument();
  });

  it('charges IGST for another state', async () => {
    renderPreview('Delhi');
    expect(await screen.findByTestId('tax-igst')).toHaveTextContent('₹457.62');
    expect(screen.queryByTestId('tax-cgst')).not.toBeInTheDocument();
  });
});

describe('PaymentPanel', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('shows the UPI QR code and sends a valid payment reference', async () => {
    const order = makeOrder();
    const requests = recordRequests();
    server.use(
      on('POST', '/orders/:id/payment-reference', () => ({
        ...order,
        payment: { ...order.payment, status: 'SUBMITTED', reference: '412345678901' },
      })),
    );
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <PaymentPanel order={order} shop={SHOP} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('img', { name: /UPI QR code to pay/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
      'href',
      order.payment.upi_uri,
    );
    const input = screen.getByRole('textbox', { name: /payment reference/i });
    await user.type(input, '12345');
    await user.click(screen.getByRole('button', { name: 'Submit reference' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid payment reference');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '4123 4567 8901');
    await user.click(screen.getByRole('button', { name: 'Submit reference' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    await expect(requests.find((r) => r.method === 'POST')?.body).resolves.toEqual({
      reference: '412345678901',
    });
  });

  it('shows the bank details for a bank transfer', () => {
    const base = makeOrder();
    const order = {
      ...base,
      payment: { ...base.payment, method: 'BANK_TRANSFER' as const, upi_uri: null },
    };
    render(
      <QueryClientProvider client={testQueryClient()}>
        <PaymentPanel order={order} shop={SHOP} />
      </QueryClientProvider>,
    );
    const bank = screen.getByTestId('bank-details');
    expect(within(bank).getByText('UTIB0000123')).toBeInTheDocument();
    expect(within(bank).getByText('918020045671234')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
