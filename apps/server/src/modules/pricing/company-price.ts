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

/**
 * The discounts of a company's lists in force, indexed by what they name: the best percent off
 * for each maker-and-category, maker, category and "neither" key, so a product's discount is a
 * few lookups however many discounts the lists hold (docs/decisions/380).
 */
export class DiscountIndex {
  private readonly best = new Map<string, number>();
  readonly size: number;

  constructor(discounts: readonly TermDiscount[]) {
    for (const d of discounts) {
      const key = `${d.manufacturerId ?? ''}|${d.categoryId ?? ''}`;
      const kept = this.best.get(key);
      if (kept === undefined || d.percentOff > kept) this.best.set(key, d.percentOff);
    }
    this.size = discounts.length;
  }

  /**
   * The percent off of the most specific discount covering the product (maker and category,
   * then maker, then category, then neither; among equally specific ones of several lists,
   * the largest: overlapping lists give the lowest price), or null.
   */
  percentFor(product: Pick<ProductTerms, 'manufacturerId' | 'categoryIds'>): number | null {
    if (this.size === 0) return null;
    const maker = product.manufacturerId;
    return (
      this.largest(maker, product.categoryIds) ??
      this.largest(maker, null) ??
      this.largest('', product.categoryIds) ??
      this.largest('', null)
    );
  }

  /** The largest percent of the keys `maker|category` for each category (or `maker|`), or null. */
  private largest(maker: string, categoryIds: readonly string[] | null): number | null {
    if (categoryIds === null) return this.best.get(`${maker}|`) ?? null;
    let found: number | null = null;
    for (const c of categoryIds) {
      const percent = this.best.get(`${maker}|${c}`);
      if (percent !== undefined && (found === null || percent > found)) found = percent;
    }
    return found;
  }
}

const indexOf = (discounts: readonly TermDiscount[] | DiscountIndex) =>
  discounts instanceof DiscountIndex ? discounts : new DiscountIndex(discounts);

/** The percent off of the most specific discount covering the product, or null (see DiscountIndex). */
export function discountFor(
  product: Pick<ProductTerms, 'manufacturerId' | 'categoryIds'>,
  discounts: readonly TermDiscount[] | DiscountIndex,
): number | null {
  return indexOf(discounts).percentFor(product);
}

/** The unit price of `quantity` units for a member of a company with these terms (paise). */
export function companyUnitPrice(
  p: ProductPricing,
  quantity: number,
  terms: ProductTerms | null,
  discounts: readonly TermDiscount[] | DiscountIndex,
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
