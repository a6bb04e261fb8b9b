import { PRICE_LIST_MESSAGES, type MemberPrice } from '@store/contract';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { toRupees } from '../../lib/money';
import { companyUnitPrice, discountFor } from './company-price';
import { loadMemberTerms } from './company-terms';

/**
 * `GET /companies/mine/prices` (decisions.md › §22): the company price of each product at its
 * minimum order, for a member of a company (others 403). Unknown ids are left out. The public
 * listing and product answers stay the same for everyone; this is the one per-member call a
 * page makes.
 */
export async function memberPrices(
  db: Db,
  userId: string,
  productIds: string[],
): Promise<MemberPrice[]> {
  const terms = await loadMemberTerms(db, userId, productIds);
  if (!terms) throw forbidden(PRICE_LIST_MESSAGES.notMember);
  const prices: MemberPrice[] = [];
  for (const id of productIds) {
    const p = terms.products.get(id);
    if (!p) continue;
    const price = companyUnitPrice(p, p.minOrderQty, p, terms.discounts);
    prices.push({
      product_id: id,
      list_price: toRupees(p.pricePaise),
      price: toRupees(price.paise),
      source: price.source,
      fixed_price: p.fixedPaise === null ? null : toRupees(p.fixedPaise),
      percent_off: discountFor(p, terms.discounts),
    });
  }
  return prices;
}
