/**
 * The head of a server-rendered storefront page (decisions.md › Found by search engines and
 * shared links; docs/decisions/261): its own title and description (what the screen said
 * while rendering), the canonical link, Open Graph and Twitter card tags (a product's picture
 * at its stable address, GET /api/products/{slug}/picture), and schema.org JSON-LD: `Product`
 * with its `Offer` and a `BreadcrumbList` on product pages, `Organization` on the home page.
 * Built from the answers the page was rendered from, so it says what the page shows.
 */

type Entry = [readonly unknown[], unknown, unknown?];

export interface PageFacts {
  /** the requested path and query string */
  url: string;
  status: number;
  title?: string;
  description?: string;
  noindex: boolean;
  entries: readonly Entry[];
}

interface ProductFacts {
  name: string;
  slug: string;
  sku: string;
  manufacturer_name: string;
  description: string;
  price: number;
  in_stock: boolean;
  category_ids: string[];
  images_src?: (string | null)[];
  thumbnail_src?: string | null;
}
interface CategoryFacts {
  category_id: string;
  slug: string;
  name: string;
}
interface ShopFacts {
  name: string;
  enquiry_phone: string;
  address: string;
  city: string;
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a non-executed <script> block: nothing can end it. */
const jsonBlock = (v: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;

const dataOf = <T>(entries: readonly Entry[], match: (key: readonly unknown[]) => boolean) =>
  entries.find(([key, data]) => data != null && match(key))?.[1] as T | undefined;

/** The page's canonical address: its path, and only what makes it another page (page, q). */
export function canonicalOf(publicUrl: string, url: string, product?: ProductFacts): string {
  const u = new URL(url, 'http://x');
  if (product) return `${publicUrl}/product/${encodeURIComponent(product.slug)}`;
  const keep = new URLSearchParams();
  const page = Math.floor(Number(u.searchParams.get('page')));
  if (u.pathname === '/search-results' && u.searchParams.get('q'))
    keep.set('q', u.searchParams.get('q')!);
  if (page > 1) keep.set('page', String(page));
  const qs = keep.toString();
  return `${publicUrl}${u.pathname}${qs ? `?${qs}` : ''}`;
}

/** The tags to put in `<head>`, and the title (null: keep index.html's). */
export function pageHead(
  publicUrl: string,
  facts: PageFacts,
): { title: string | null; description: string | null; tags: string } {
  const { entries } = facts;
  const path = new URL(facts.url, 'http://x').pathname;
  const product =
    path.startsWith('/product/') && facts.status === 200
      ? dataOf<ProductFacts>(
          entries,
          (k) => k[0] === 'products' && (k[1] === 'detail' || k[1] === 'sku'),
        )
      : undefined;
  const shop = dataOf<ShopFacts>(entries, (k) => k[0] === 'company' && k.length === 1);
  const categories =
    dataOf<CategoryFacts[]>(entries, (k) => k[0] === 'categories' && k[1] === 'active') ?? [];
  const tags: string[] = [];
  if (facts.noindex) tags.push('<meta name="robots" content="noindex">');
  const canonical = canonicalOf(publicUrl, facts.url, product);
  if (facts.status === 200 && !facts.noindex)
    tags.push(`<link rel="canonical" href="${attr(canonical)}">`);

  const title = facts.title ?? null;
  const description = facts.description ?? null;
  const siteName = shop?.name ?? 'Bangalore Tool Works';
  const picture = product
    ? `${publicUrl}/api/products/${encodeURIComponent(product.slug)}/picture`
    : null;
  const og: [string, string | null][] = [
    ['og:site_name', siteName],
    ['og:type', product ? 'product' : 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', canonical],
    ['og:locale', 'en_IN'],
    ['og:image', picture],
    ['product:price:amount', product ? product.price.toFixed(2) : null],
    ['product:price:currency', product ? 'INR' : null],
  ];
  for (const [property, content] of og)
    if (content) tags.push(`<meta property="${property}" content="${attr(content)}">`);
  const twitter: [string, string | null][] = [
    ['twitter:card', picture ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', picture],
  ];
  for (const [name, content] of twitter)
    if (content) tags.push(`<meta name="${name}" content="${attr(content)}">`);

  if (product) {
    const category = categories.find((c) => product.category_ids.includes(c.category_id));
    tags.push(
      jsonBlock({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: product.sku,
        mpn: product.sku,
        description: product.description || undefined,
        image: [picture],
        brand: { '@type': 'Brand', name: product.manufacturer_name },
        category: category?.name,
        offers: {
          '@type': 'Offer',
          url: canonical,
          priceCurrency: 'INR',
          price: product.price.toFixed(2),
          availability: product.in_stock
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: siteName },
        },
      }),
      jsonBlock({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: 'Home', item: `${publicUrl}/` },
          ...(category
            ? [
                {
                  name: category.name,
                  item: `${publicUrl}/category/${encodeURIComponent(category.slug)}`,
                },
              ]
            : []),
          { name: product.name, item: canonical },
        ].map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, ...crumb })),
      }),
    );
  } else if (path === '/' && shop) {
    tags.push(
      jsonBlock({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: shop.name,
        url: `${publicUrl}/`,
        logo: `${publicUrl}/favicon.svg`,
        telephone: shop.enquiry_phone || undefined,
        address: shop.address
          ? {
              '@type': 'PostalAddress',
              streetAddress: shop.address,
              addressLocality: shop.city || undefined,
              addressCountry: 'IN',
            }
          : undefined,
      }),
    );
  }
  return { title, description, tags: tags.join('') };
}

/** index.html with the page's own title, description and head tags (added when it has none). */
export function withPageHead(
  html: string,
  head: { title: string | null; description: string | null; tags: string },
): string {
  let out = html;
  let extra = '';
  const TITLE = /<title>[^<]*<\/title>/;
  const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  if (head.title) {
    const tag = `<title>${attr(head.title)}</title>`;
    if (TITLE.test(out)) out = out.replace(TITLE, () => tag);
    else extra += tag;
  }
  if (head.description) {
    const tag = `<meta name="description" content="${attr(head.description)}">`;
    if (DESCRIPTION.test(out)) out = out.replace(DESCRIPTION, () => tag);
    else extra += tag;
  }
  return out.replace('</head>', () => `${extra}${head.tags}</head>`);
}
