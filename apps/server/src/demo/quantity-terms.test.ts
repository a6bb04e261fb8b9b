import { describe, expect, it } from 'vitest';
import { quantityTermsProblems } from '@store/contract';
import { demoProducts } from './demo';
import { DEMO_QUANTITY_TERMS, demoQuantityTermsOf } from './quantity-terms';

describe('the demo catalogue sells consumables in quantity', () => {
  const bySku = new Map(demoProducts().map((p) => [p.sku, p]));

  it('gives at least 60 products packs or slabs, each a demo product, each consistent', () => {
    const skus = Object.keys(DEMO_QUANTITY_TERMS);
    expect(skus.length).toBeGreaterThanOrEqual(60);
    for (const sku of skus) {
      const p = bySku.get(sku);
      expect(p, sku).toBeDefined();
      const terms = demoQuantityTermsOf(sku);
      expect(
        quantityTermsProblems({
          price: (p?.pricePaise ?? 0) / 100,
          pack_size: terms.packSize,
          min_order_qty: terms.minOrderQty,
          price_slabs: terms.priceSlabs.map((s) => ({
            min_quantity: s.min_quantity,
            price: s.price_paise / 100,
          })),
        }),
        sku,
      ).toEqual([]);
    }
  });

  it('covers discs, wheels, electrodes, bits, gloves, fasteners and loose blades; other products stay one at a time', () => {
    const kinds = new Set(Object.keys(DEMO_QUANTITY_TERMS).map((s) => bySku.get(s)?.kind.key));
    for (const k of [
      'flap-disc',
      'cutting-wheel',
      'welding-electrodes',
      'hss-drill-bit-set',
      'nitrile-gloves',
      'hex-bolt',
      'anchor-bolt',
      'self-drilling-screw',
      'washer',
      'hacksaw-blade',
      'jigsaw-blade',
      'reciprocating-blade',
      'circular-saw-blade',
    ]) {
      expect(kinds.has(k), k).toBe(true);
    }
    expect(demoQuantityTermsOf('NOT-A-DEMO-SKU')).toEqual({
      packSize: 1,
      minOrderQty: 1,
      priceSlabs: [],
    });
  });
});
