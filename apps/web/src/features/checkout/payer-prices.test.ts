import { describe, expect, it } from 'vitest';
import { cartForPayer } from './payer-prices';

describe('the checkout total for the chosen payer (decisions.md › §22)', () => {
  const cart = {
    total_amount: 1700,
    items: [
      { quantity: 2, unit_price: 440, total_price: 880, list_unit_price: 500 },
      { quantity: 1, unit_price: 820, total_price: 820, list_unit_price: 820 },
    ],
  };
  it('is the company price for the company', () => {
    expect(cartForPayer(cart, { companyId: 'c1' })).toBe(cart);
  });
  it('is the public price for the member themself', () => {
    const own = cartForPayer(cart, { companyId: null });
    expect(own.total_amount).toBe(1820);
    expect(own.items[0]).toMatchObject({ unit_price: 500, total_price: 1000 });
  });
});
