import { describe, expect, it } from 'vitest';
import { indiaToday } from '../../lib/india-time';
import {
  companyUnitPrice,
  discountFor,
  DiscountIndex,
  type ProductTerms,
  type TermDiscount,
} from './company-price';

// ₹450 from 1, ₹420 from 10, ₹399 from 50 (decisions.md › §14's example)
const drill = {
  pricePaise: 45_000,
  packSize: 1,
  minOrderQty: 1,
  priceSlabs: [
    { min_quantity: 10, price_paise: 42_000 },
    { min_quantity: 50, price_paise: 39_900 },
  ],
};
const terms = (fixedPaise: number | null): ProductTerms => ({
  fixedPaise,
  manufacturerId: 'bosch',
  categoryIds: ['drills', 'power-tools'],
});
const d = (
  percentOff: number,
  manufacturerId: string | null,
  categoryId: string | null,
): TermDiscount => ({
  percentOff,
  manufacturerId,
  categoryId,
});

describe('the company price (decisions.md › §22)', () => {
  it('is the list price, or the slab price for the quantity, without terms', () => {
    expect(companyUnitPrice(drill, 1, null, [])).toEqual({ paise: 45_000, source: 'LIST' });
    expect(companyUnitPrice(drill, 10, terms(null), [])).toEqual({ paise: 42_000, source: 'SLAB' });
  });

  it('takes the fixed price while it is below the slab price, and the slab once that is lower', () => {
    expect(companyUnitPrice(drill, 1, terms(41_000), [])).toEqual({
      paise: 41_000,
      source: 'PRICE_LIST',
    });
    expect(companyUnitPrice(drill, 10, terms(41_000), [])).toEqual({
      paise: 41_000,
      source: 'PRICE_LIST',
    });
    expect(companyUnitPrice(drill, 50, terms(41_000), [])).toEqual({
      paise: 39_900,
      source: 'SLAB',
    });
  });

  it('takes the slab price less the discount, rounded to the paisa', () => {
    // 12.5 % off ₹399 = ₹349.125 → ₹349.13
    expect(companyUnitPrice(drill, 50, terms(null), [d(12.5, null, null)])).toEqual({
      paise: 34_913,
      source: 'DISCOUNT',
    });
    // the lowest of fixed and discount wins
    expect(companyUnitPrice(drill, 1, terms(40_000), [d(10, 'bosch', null)])).toEqual({
      paise: 40_000,
      source: 'PRICE_LIST',
    });
    expect(companyUnitPrice(drill, 1, terms(40_500), [d(12, 'bosch', null)])).toEqual({
      paise: 39_600,
      source: 'DISCOUNT',
    });
  });

  it('uses the most specific discount, not the largest: maker+category, maker, category, neither', () => {
    const all = [
      d(30, null, null),
      d(20, null, 'drills'),
      d(10, 'bosch', null),
      d(5, 'bosch', 'drills'),
    ];
    expect(discountFor(terms(null), all)).toBe(5);
    expect(discountFor(terms(null), all.slice(0, 3))).toBe(10);
    expect(discountFor(terms(null), all.slice(0, 2))).toBe(20);
    expect(discountFor(terms(null), all.slice(0, 1))).toBe(30);
    // a discount naming another maker or category does not cover it
    expect(discountFor(terms(null), [d(50, 'makita', null), d(40, null, 'saws')])).toBeNull();
    expect(discountFor(terms(null), [d(50, 'makita', 'drills'), d(3, null, 'power-tools')])).toBe(
      3,
    );
    expect(companyUnitPrice(drill, 1, terms(null), all)).toEqual({
      paise: 42_750,
      source: 'DISCOUNT',
    });
  });

  it('takes the largest of equally specific discounts of overlapping lists (the lowest price wins)', () => {
    expect(discountFor(terms(null), [d(10, 'bosch', null), d(15, 'bosch', null)])).toBe(15);
  });
});

describe('the discounts indexed by what they name (docs/decisions/380)', () => {
  /** The rule as §22 words it, one discount at a time: what the index must always answer. */
  const byScan = (
    product: Pick<ProductTerms, 'manufacturerId' | 'categoryIds'>,
    discounts: readonly TermDiscount[],
  ) => {
    const covering = discounts.filter(
      (x) =>
        (!x.manufacturerId || x.manufacturerId === product.manufacturerId) &&
        (!x.categoryId || product.categoryIds.includes(x.categoryId)),
    );
    const rank = (x: TermDiscount) => (x.manufacturerId ? 2 : 0) + (x.categoryId ? 1 : 0);
    const top = Math.max(-1, ...covering.map(rank));
    const best = covering.filter((x) => rank(x) === top).map((x) => x.percentOff);
    return best.length ? Math.max(...best) : null;
  };

  it('answers as one discount at a time would, for 2,000 random products and lists', () => {
    let seed = 380; // mulberry32: a fixed sequence, the same every run
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) % n;
    };
    const makers = ['bosch', 'makita', 'dewalt', 'stanley'];
    const categories = ['drills', 'saws', 'grinders', 'power-tools', 'hand-tools'];
    const pick = <T>(from: readonly T[]) => from[random(from.length)]!;
    for (let round = 0; round < 2000; round += 1) {
      const discounts = Array.from({ length: random(12) }, () =>
        d(
          0.5 * (1 + random(180)),
          random(2) ? pick(makers) : null,
          random(2) ? pick(categories) : null,
        ),
      );
      const index = new DiscountIndex(discounts);
      const product = {
        manufacturerId: pick(makers),
        categoryIds: [...new Set(Array.from({ length: random(3) }, () => pick(categories)))],
      };
      expect(index.percentFor(product), JSON.stringify({ product, discounts })).toBe(
        byScan(product, discounts),
      );
    }
  });
});

describe('the India-time day a list is in force on', () => {
  it('turns at midnight in India, 18:30 UTC', () => {
    expect(indiaToday(new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31');
    expect(indiaToday(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-04-01');
  });
});
