import { discountedPaise, type PriceSource } from '@store/contract';
import { unitPaiseOf, type ProductPricing } from './pricing';

/**
 * The company price (decisions.md › §22, docs/decisions/350): the lowest of the slab price for
 * the quantity, the fixed price in any of the company's lists in force that day, and the slab
 * price less the percent off of the most specific discount that covers the product (maker and
 * category, then maker, then category, then neither), rounded to the paisa. Pure: the terms
 * are read by `company-terms.ts`.
 */

/** A discount of a list in force: null names nothing (covers every maker or category). */
export interface TermDiscount {
  categoryId: string | null;
  manufacturerId: string | null;
  /** Percent off, 0.5-90. */
  percentOff: number;
}

/** What the company's lists in force say about one product. */
export interface ProductTerms {
  /** The lowest fixed price of the product in the lists in force (paise), or null. */
  fixedPaise: number | null;
  /** The product's maker and categories (what a discount may name). */
  manufacturerId: string;
  categoryIds: readonly string[];
}

export interface CompanyPrice {
  paise: number;
  source: PriceSource;
}

/** How specific a discount is: maker and category 3, maker 2, category 1, neither 0. */
const specificity = (d: TermDiscount) => (d.manufacturerId ? 2 : 0) + (d.categoryId ? 1 : 0);

/**
 * The percent off of the most specific discount covering the product (among equally specific
 * ones of several lists, the largest: overlapping lists give the lowest price), or null.
 */
export function discountFor(
  product: Pick<ProductTerms, 'manufacturerId' | 'categoryIds'>,
  discounts: readonly TermDiscount[],
): number | null {
  let best: TermDiscount | null = null;
  for (const d of discounts) {
    if (d.manufacturerId && d.manufacturerId !== product.manufacturerId) continue;
    if (d.categoryId && !product.categoryIds.includes(d.categoryId)) continue;
    if (
      !best ||
      specificity(d) > specificity(best) ||
      (specificity(d) === specificity(best) && d.percentOff > best.percentOff)
    )
      best = d;
  }
  return best ? best.percentOff : null;
}

/** The unit price of `quantity` units for a member of a company with these terms (paise). */
export function companyUnitPrice(
  p: ProductPricing,
  quantity: number,
  terms: ProductTerms | null,
  discounts: readonly TermDiscount[],
): CompanyPrice {
  const slab = unitPaiseOf(p, quantity);
  let best: CompanyPrice = { paise: slab, source: slab < p.pricePaise ? 'SLAB' : 'LIST' };
  if (!terms) return best;
  if (terms.fixedPaise !== null && terms.fixedPaise < best.paise)
    best = { paise: terms.fixedPaise, source: 'PRICE_LIST' };
  const percent = discountFor(terms, discounts);
  if (percent !== null) {
    const off = discountedPaise(slab, percent);
    if (off < best.paise) best = { paise: off, source: 'DISCOUNT' };
  }
  return best;
}
