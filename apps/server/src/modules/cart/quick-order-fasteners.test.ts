import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickAddResult, QuickOrderPreview } from '@store/contract';
import { bearer, json, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/fixtures';
import { seededApp } from '../catalogue/catalogue.test-support';
import { demoProducts } from '../../demo/demo';
import { demoQuantityTermsOf } from '../../demo/quantity-terms';

/**
 * Quick order of the demo catalogue's fasteners and loose blades (docs/decisions/190-191): part
 * numbers pasted in odd spacing and case, a quantity off the packet refused on its line, the
 * good lines added at their slab price.
 */

let t: TestApp;
beforeAll(async () => {
  t = await seededApp();
});
afterAll(async () => {
  await t.close();
});

const demo = demoProducts();
/** The first demo product of a kind with at least `stock` in stock, and its quantity terms. */
function demoOf(kind: string, stock: number) {
  const p = demo.find((d) => d.kind.key === kind && d.stock >= stock);
  if (!p) throw new Error(`no demo ${kind} with ${stock} in stock`);
  return { ...p, terms: demoQuantityTermsOf(p.sku) };
}
/** "TFAB-12100" as a buyer types it: " tf ab 12100 ". */
const oddly = (sku: string) =>
  ` ${sku
    .replace(/[^A-Za-z0-9]/g, '')
    .replace(/^([A-Za-z]{2})([A-Za-z]+)(\d)/, '$1 $2 $3')
    .toLowerCase()} `;

describe('quick order of demo fasteners and blades', () => {
  const anchor = demoOf('anchor-bolt', 50);
  const bolt = demoOf('hex-bolt', 10);
  const blade = demoOf('hacksaw-blade', 20);

  it('sells anchors by the packet of 25, blades of 10, bolts by the box with slabs', () => {
    expect([anchor.terms.packSize, anchor.terms.minOrderQty]).toEqual([25, 25]);
    expect([blade.terms.packSize, blade.terms.minOrderQty]).toEqual([10, 10]);
    expect(bolt.terms.packSize).toBe(1);
    expect(bolt.terms.priceSlabs[0]?.min_quantity).toBe(5);
    expect(bolt.unit).toBe('box');
    expect(bolt.categorySlugs).toEqual(['fasteners']);
  });

  it('previews and adds pasted part numbers in odd spacing; off-pack lines are refused', async () => {
    const user = await createUser(t);
    const lines = [
      { sku: oddly(anchor.sku), quantity: '30' },
      { sku: oddly(bolt.sku), quantity: '5' },
      { sku: anchor.sku.toLowerCase(), quantity: '50' },
      { sku: oddly(blade.sku), quantity: '15' },
      { sku: blade.sku, quantity: '20' },
    ];
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quick-add/preview',
      headers: bearer(user.accessToken),
      payload: { lines },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const seen = json<{ data: QuickOrderPreview }>(preview).data.lines;
    expect(seen.map((l) => [l.line, l.product?.sku ?? null, l.reason])).toEqual([
      [1, anchor.sku, 'This product is sold in packs of 25'],
      [2, bolt.sku, null],
      [3, anchor.sku, null],
      [4, blade.sku, 'This product is sold in packs of 10'],
      [5, blade.sku, null],
    ]);
    const boltSlab = (bolt.terms.priceSlabs[0]?.price_paise ?? 0) / 100;
    expect(seen[1]).toMatchObject({ quantity: 5, unit_price: boltSlab, total_price: boltSlab * 5 });
    expect(seen[2]).toMatchObject({ quantity: 50, unit_price: anchor.pricePaise / 100 });
    expect(seen[0]?.product).toMatchObject({ pack_size: 25, min_order_qty: 25 });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quick-add',
      headers: bearer(user.accessToken),
      payload: { lines },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ data: QuickAddResult; message: string }>(res);
    expect(body.message).toBe('3 lines added to cart');
    expect(body.data.rejected).toEqual([
      { line: 1, sku: lines[0]?.sku.trim(), reason: 'This product is sold in packs of 25' },
      { line: 4, sku: lines[3]?.sku.trim(), reason: 'This product is sold in packs of 10' },
    ]);
    const bySku = new Map(body.data.cart.items.map((i) => [i.sku, i]));
    expect(bySku.size).toBe(3);
    expect(bySku.get(anchor.sku)).toMatchObject({ quantity: 50 });
    expect(bySku.get(bolt.sku)).toMatchObject({ quantity: 5, unit_price: boltSlab });
    expect(bySku.get(blade.sku)).toMatchObject({ quantity: 20 });
  });

  it('lists the Fasteners category with its demo products', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories/active' });
    const cats = json<{ data: { content: { slug: string; product_count: number }[] } }>(res).data
      .content;
    const fasteners = cats.find((c) => c.slug === 'fasteners');
    expect(fasteners?.product_count).toBe(
      demo.filter((p) => p.categorySlugs.includes('fasteners')).length,
    );
  });
});
