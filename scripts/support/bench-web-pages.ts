// The storefront pages the web benchmark (scripts/bench-web.ts) measures, found in the demo
// catalogue of the store being measured: a listing with products, its first product and maker.

async function getJson<T>(base: string, url: string): Promise<T> {
  const res = await fetch(base + url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

export async function pageUrls(base: string): Promise<Record<string, string>> {
  const cats = (
    await getJson<{ content: { category_id: string; slug: string; product_count?: number }[] }>(
      base,
      '/api/categories/active',
    )
  ).content;
  let listing = '';
  let product = '';
  let sku = '';
  let category = '';
  for (const c of cats) {
    const page = await getJson<{ content: { slug: string; sku: string }[] }>(
      base,
      `/api/products/search?categoryId=${c.category_id}`,
    );
    if (page.content.length > 0) {
      category = c.slug;
      listing = `/category/${c.slug}`;
      product = `/product/${page.content[0]!.slug}`;
      sku = page.content[0]!.sku;
      break;
    }
  }
  if (!listing) throw new Error('the demo catalogue has no listed product');
  const cat = cats.find((c) => c.slug === category)!;
  const makers = await getJson<{ content: { slug: string }[] }>(
    base,
    `/api/categories/${cat.category_id}/manufacturers`,
  );
  const maker = makers.content[0]?.slug ?? 'all';
  return {
    home: '/',
    listing,
    maker: `/products/all/${maker}`,
    'category-maker': `/products/${category}/${maker}`,
    'category-makers': `/manufacturers/${category}`,
    makers: '/companies/all',
    product,
    'product-sku': `/product/sku/${encodeURIComponent(sku)}`,
    search: '/search-results?q=drill',
    policy: '/terms',
    'not-found': '/no-such-page',
  };
}
