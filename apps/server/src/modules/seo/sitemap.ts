import type { SitemapItem } from '../catalogue/storefront/sitemap-entries';

/**
 * robots.txt and the sitemap (decisions.md › Found by search engines and shared links;
 * docs/decisions/261): absolute URLs from PUBLIC_URL; one sitemap up to SITEMAP_MAX_URLS
 * addresses, above that a sitemap index naming /sitemap-1.xml, /sitemap-2.xml, ...
 */

/** The protocol's limit per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The storefront's fixed pages: home, the makers, About, Contact and the policy pages. */
const FIXED_PATHS = [
  '/',
  '/companies/all',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/returns',
  '/shipping',
  '/grievance',
];

/** Where search engines must not go: staff, a customer's own pages, the cart and the API. */
const DISALLOWED = [
  '/admin',
  '/account',
  '/cart',
  '/checkout',
  '/wishlist',
  '/orders',
  '/profile',
  '/order-confirmation',
  '/api/',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    // the pictures a product page and its shared link show
    'Allow: /api/images/',
    'Allow: /api/products/',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** Every address of the sitemap, in order: fixed pages, categories, makers, products. */
export function sitemapUrls(publicUrl: string, items: readonly SitemapItem[]): SitemapUrl[] {
  const newest = items.reduce((m, i) => (i.lastmod > m ? i.lastmod : m), '');
  const urls: SitemapUrl[] = FIXED_PATHS.map((p) => ({
    loc: `${publicUrl}${p}`,
    lastmod: newest || undefined,
  }));
  const pathOf = (i: SitemapItem) =>
    i.kind === 'category'
      ? `/category/${encodeURIComponent(i.slug)}`
      : i.kind === 'maker'
        ? `/products/all/${encodeURIComponent(i.slug)}`
        : `/product/${encodeURIComponent(i.slug)}`;
  for (const i of items) urls.push({ loc: `${publicUrl}${pathOf(i)}`, lastmod: i.lastmod });
  return urls;
}

function urlset(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${xmlText(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * The files of the sitemap: `sitemap.xml` (the addresses, or the index above
 * SITEMAP_MAX_URLS) and, when split, `parts[n - 1]` for /sitemap-n.xml.
 */
export function buildSitemap(
  publicUrl: string,
  urls: readonly SitemapUrl[],
  maxUrls = SITEMAP_MAX_URLS,
): { main: string; parts: string[] } {
  if (urls.length <= maxUrls) return { main: urlset(urls), parts: [] };
  const parts: string[] = [];
  const entries: string[] = [];
  for (let i = 0; i < urls.length; i += maxUrls) {
    const chunk = urls.slice(i, i + maxUrls);
    parts.push(urlset(chunk));
    const lastmod = chunk.reduce((m, u) => (u.lastmod && u.lastmod > m ? u.lastmod : m), '');
    entries.push(
      `<sitemap><loc>${xmlText(`${publicUrl}/sitemap-${parts.length}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
    );
  }
  const main = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return { main, parts };
}
