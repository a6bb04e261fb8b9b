import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { Shipping } from '@store/contract';
import { ShippingForm } from './shipping-form';

const VALID: Shipping = {
  customer_name: 'Asha Rao',
  phone_number: '9845012345',
  street_address: '14, 2nd Cross, Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
};

function setup(defaults: Partial<Shipping> = {}) {
  const onSubmit = vi.fn();
  render(
    <>
      <ShippingForm defaultValues={defaults} onSubmit={onSubmit} />
      <button type="submit" form="shipping-form">
        Place Order
      </button>
      <Toaster />
    </>,
  );
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

/** The texts of the toasts now on screen. */
const toasts = () =>
  Array.from(document.querySelectorAll('[data-sonner-toast]')).map((t) =>
    (t.querySelector('[data-title]')?.textContent ?? t.textContent ?? '').trim(),
  );

async function submitAndExpect(user: ReturnType<typeof userEvent.setup>, message: string) {
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(toasts()).toContain(message));
}

describe('ShippingForm validation (store-spec.md › Validation rules)', () => {
  it(
    'reports each problem in field order with the exact texts, then submits',
    { timeout: 20_000 },
    async () => {
      const { onSubmit, user } = setup();
      const field = (name: RegExp) => screen.getByRole('textbox', { name });

      await submitAndExpect(user, 'Please fill in customer name');
      expect(toasts()).toHaveLength(1);
      expect(field(/full name/i)).toHaveFocus();
      await user.type(field(/full name/i), VALID.customer_name);

      await submitAndExpect(user, 'Please fill in phone number');
      await user.type(field(/phone number/i), '12345');

      // Blank fields come before format problems.
      await submitAndExpect(user, 'Please fill in street address');
      await user.type(field(/street address/i), VALID.street_address);
      await submitAndExpect(user, 'Please fill in city');
      await user.type(field(/city/i), VALID.city);
      await submitAndExpect(user, 'Please fill in state');
      await user.selectOptions(screen.getByRole('combobox', { name: /state/i }), VALID.state);
      await submitAndExpect(user, 'Please fill in pincode');
      await user.type(field(/pincode/i), '5600');

      await submitAndExpect(user, 'Please enter a valid 10-digit phone number');
      expect(field(/phone number/i)).toHaveFocus();
      await user.clear(field(/phone number/i));
      await user.type(field(/phone number/i), VALID.phone_number);

      await submitAndExpect(user, 'Please enter a valid 6-digit pincode');
      expect(field(/pincode/i)).toHaveFocus();
      await user.type(field(/pincode/i), '58');

      expect(onSubmit).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toEqual(VALID);
    },
  );

  it('treats blank-after-trimming as missing', async () => {
    const { user, onSubmit } = setup({ ...VALID, city: '   ' });
    await submitAndExpect(user, 'Please fill in city');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a phone number not starting 6 to 9', async () => {
    const { user } = setup({ ...VALID, phone_number: '5845012345' });
    await submitAndExpect(user, 'Please enter a valid 10-digit phone number');
  });

  it('has the bounds, keyboards and autocomplete of the spec', () => {
    setup();
    const phone = screen.getByRole('textbox', { name: /phone number/i });
    expect(phone).toHaveAttribute('maxlength', '10');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    const pincode = screen.getByRole('textbox', { name: /pincode/i });
    expect(pincode).toHaveAttribute('maxlength', '6');
    expect(pincode).toHaveAttribute('inputmode', 'numeric');
    expect(pincode).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByRole('textbox', { name: /street address/i })).toHaveAttribute(
      'autocomplete',
      'street-address',
    );
    expect(screen.getByRole('textbox', { name: /city/i })).toHaveAttribute(
      'autocomplete',
      'address-level2',
    );
    const state = screen.getByRole('combobox', { name: /state/i });
    expect(state).toHaveAttribute('autocomplete', 'address-level1');
    expect(within(state).getByRole('option', { name: 'Karnataka' })).toBeInTheDocument();
    expect(within(state).getAllByRole('option')).toHaveLength(37);
  });

  it('keeps only digits in the phone and pincode fields', async () => {
    const { user } = setup();
    const phone = screen.getByRole('textbox', { name: /phone number/i });
    await user.type(phone, '98-450 12a345');
    expect(phone).toHaveValue('9845012345');
  });

  it('keeps the national number of a +91 number typed or pasted (docs/decisions/181)', async () => {
    const { onSubmit, user } = setup({ ...VALID, phone_number: '' });
    const phone = screen.getByRole('textbox', { name: /phone number/i });
    await user.type(phone, '+91 98123 45678');
    expect(phone).toHaveValue('9812345678');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+91 98123 45678');
    expect(phone).toHaveValue('9812345678');
    await user.clear(phone);
    await user.type(phone, '098123 45678');
    expect(phone).toHaveValue('9812345678');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ phone_number: '9812345678' });
  });
});
