// Ready signed picture URLs beside the object keys (docs/decisions/130): listing, product,
// search and cart answers carry URLs that serve the picture, with no GET /products/images call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Cart,
  Category,
  ProductDetail,
  ProductSearchResult,
  SearchResult,
} from '@store/contract';
import { bearer, type TestApp } from '../../../../test/helpers';
import { createUser } from '../../../../test/fixtures';
import { get, seededApp } from '../catalogue.test-support';
import { imageSrcs } from './image-src';

let t: TestApp;
let listing: ProductSearchResult;

beforeAll(async () => {
  t = await seededApp();
  const cats = await get<{ content: Category[] }>(t, '/api/categories/active');
  listing = (
    await get<ProductSearchResult>(
      t,
      `/api/products/search?categoryId=${cats.data.content[0]!.category_id}`,
    )
  ).data;
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** The signed URL serves the picture of that key (200, an image). */
async function expectServes(src: string | null | undefined, key: string) {
  expect(src).toMatch(
    new RegExp(`^/api/images/${key.replace(/[.]/g, '\\.')}\\?exp=\\d+&sig=[\\w-]+$`),
  );
  const res = await t.app.inject({ method: 'GET', url: src! });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\//);
}

describe('ready signed picture URLs', () => {
  it('a listing gives each product its thumbnail_src beside thumbnail_url', async () => {
    const withPicture = listing.content.filter((p) => p.thumbnail_url);
    expect(withPicture.length).toBeGreaterThan(0);
    for (const p of withPicture.slice(0, 3)) await expectServes(p.thumbnail_src, p.thumbnail_url!);
    // the same URL GET /products/images gives for that key (one URL per key per hour)
    const p = withPicture[0]!;
    const image = await get<{ presigned_url: string }>(
      t,
      `/api/products/images?objectKey=${encodeURIComponent(p.thumbnail_url!)}`,
    );
    expect(p.thumbnail_src).toBe(image.data.presigned_url);
  });

  it('a product page gives images_src index by index', async () => {
    const slug = listing.content.find((p) => p.thumbnail_url)!.slug;
    const d = (await get<ProductDetail>(t, `/api/products/${slug}`)).data;
    expect(d.images.length).toBeGreaterThan(0);
    expect(d.images_src).toHaveLength(d.images.length);
    for (const [i, key] of d.images.entries()) await expectServes(d.images_src![i], key);
    expect(d.thumbnail_src).toBe(d.images_src![0]);
  });

  it('search results give thumbnail_src', async () => {
    const r = (await get<SearchResult>(t, '/api/search?q=drill')).data;
    const p = r.products.find((x) => x.thumbnail_url)!;
    await expectServes(p.thumbnail_src, p.thumbnail_url!);
    // asked again (the products part is remembered): still signed
    const again = (await get<SearchResult>(t, '/api/search?q=drill')).data;
    expect(again.products[0]!.thumbnail_src).toBe(r.products[0]!.thumbnail_src);
  });

  it('cart lines give thumbnail_src', async () => {
    const user = await createUser(t);
    const product = listing.content.find((p) => p.thumbnail_url && p.in_stock)!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: bearer(user.accessToken),
      payload: { product_id: product.product_id, quantity: 1, cart_type: 'CART' },
    });
    expect(res.statusCode).toBe(200);
    const cart = (
      await t.app.inject({
        method: 'GET',
        url: '/api/cart/CART',
        headers: bearer(user.accessToken),
      })
    ).json<{ data: Cart }>().data;
    await expectServes(cart.items[0]!.thumbnail_src, product.thumbnail_url!);
  });

  it('a key that cannot be signed gets no URL (the web falls back to the image call)', async () => {
    const srcs = await imageSrcs(t.ctx, ['../etc/passwd', null, 'products/x.svg']);
    expect(srcs.has('../etc/passwd')).toBe(false);
    expect(srcs.get('products/x.svg')).toMatch(/^\/api\/images\/products\/x\.svg\?exp=/);
  });
});
