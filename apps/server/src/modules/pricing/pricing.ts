import {
  nextSlabAt,
  quantityProblem,
  unitPriceAt,
  type PriceSlab,
  type Slab,
} from '@store/contract';
import type { StoredSlab } from '../../db/schema/catalogue';
import { invalid } from '../../lib/errors';
import { toRupees } from '../../lib/money';

/**
 * The one answer to "what does a unit of this product cost at this quantity" (decisions.md ›
 * Buying in quantity, docs/decisions/190). The cart, order placement (and so the invoices and
 * mails, which read the order's lines) and, later, quotes call these; the arithmetic itself is
 * the contract's (`unitPriceAt`), which the web's product page previews with.
 */

export interface ProductPricing {
  pricePaise: number;
  packSize: number;
  minOrderQty: number;
  priceSlabs: readonly StoredSlab[];
}

const inPaise = (slabs: readonly StoredSlab[]): Slab[] =>
  slabs.map((s) => ({ min_quantity: s.min_quantity, price: s.price_paise }));

/** The slab price of one unit for a line of `quantity` units (paise, GST included). */
export function unitPaiseOf(p: ProductPricing, quantity: number): number {
  return unitPriceAt(p.pricePaise, inPaise(p.priceSlabs), quantity);
}

/** The next higher slab above `quantity` in rupees (the cart line's `next_slab`), or null. */
export function nextSlabOf(p: ProductPricing, quantity: number): PriceSlab | null {
  const next = nextSlabAt(p.priceSlabs, quantity);
  return next ? { min_quantity: next.min_quantity, price: toRupees(next.price_paise) } : null;
}

/** The slabs as product answers carry them (rupees). */
export const slabsInRupees = (slabs: readonly StoredSlab[]): PriceSlab[] =>
  slabs.map((s) => ({ min_quantity: s.min_quantity, price: toRupees(s.price_paise) }));

/** Why `quantity` breaks the product's pack or minimum (the literal message), or null. */
export function quantityProblemOf(p: ProductPricing, quantity: number): string | null {
  return quantityProblem({ pack_size: p.packSize, min_order_qty: p.minOrderQty }, quantity);
}

/** 400 with the literal message when `quantity` breaks the product's pack or minimum. */
export function checkQuantityTerms(p: ProductPricing, quantity: number, field = 'quantity'): void {
  const problem = quantityProblemOf(p, quantity);
  if (problem) throw invalid(problem, [{ field, message: problem }]);
}
