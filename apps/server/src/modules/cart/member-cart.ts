import type { Cart } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { toPaise, toRupees } from '../../lib/money';
import { companyUnitPrice } from '../pricing/company-price';
import { loadMemberTerms } from '../pricing/company-terms';

/**
 * A member's cart at the company price (decisions.md › §22): each line's `unit_price` is the
 * company price for its quantity and `list_unit_price` the public (slab) price; the totals
 * follow. Everyone else's lines carry `list_unit_price` equal to `unit_price`. The wishlist is
 * priced alike. An order for the member themself is placed at the list prices (checkout
 * shows both totals).
 */
export async function memberPriced(db: DbOrTx, userId: string, cart: Cart): Promise<Cart> {
  const withList = (c: Cart): Cart => ({
    ...c,
    items: c.items.map((i) => ({ ...i, list_unit_price: i.list_unit_price ?? i.unit_price })),
  });
  if (cart.items.length === 0) return withList(cart);
  const terms = await loadMemberTerms(
    db,
    userId,
    cart.items.map((i) => i.product_id),
  );
  if (!terms) return withList(cart);
  let totalPaise = 0;
  const items = cart.items.map((i) => {
    const p = terms.products.get(i.product_id);
    const listPaise = toPaise(i.unit_price);
    const unitPaise = p ? companyUnitPrice(p, i.quantity, p, terms.discounts).paise : listPaise;
    totalPaise += unitPaise * i.quantity;
    return {
      ...i,
      unit_price: toRupees(unitPaise),
      total_price: toRupees(unitPaise * i.quantity),
      list_unit_price: toRupees(listPaise),
    };
  });
  return { ...cart, items, total_amount: toRupees(totalPaise) };
}
