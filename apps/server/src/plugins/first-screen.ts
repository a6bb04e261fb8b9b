import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context';
import {
  getProductDetail,
  listActiveCategories,
  searchProducts,
} from '../modules/catalogue/storefront/catalogue.service';

/**
 * The first screen in the first answer (docs/decisions/132). index.html is sent with, for the
 * storefront screen the URL names:
 * - `<link rel="modulepreload">` of that screen's chunks (from Vite's manifest), so they load
 *   with the entry instead of after it;
 * - `<link rel="preload" as="image" fetchpriority="high">` of its largest picture above the
 *   fold (a ready signed URL), so the picture loads with the HTML's first wave;
 * - the catalogue answers that screen asks for first, as a JSON data block
 *   (`<script type="application/json" id="first-screen">`, never executed: the CSP's
 *   script-src stays 'self') that the web puts in its query cache before the first render.
 * Anything that fails leaves the plain index.html: the web then asks as usual.
 */

/** Vite's manifest: source path → chunk file, its static imports (manifest keys). */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The listing's first page as the web asks for it (features/catalogue: PRODUCTS_PAGE_SIZE). */
const LISTING_PAGE_SIZE = 24;
/** Pictures of the first row of a listing on a phone (two columns). */
const LISTING_PRELOADS = 2;

type QueryKey = readonly unknown[];
interface FirstScreen {
  route: string;
  images: string[];
  data: [QueryKey, unknown][];
}

const ROUTES: { pattern: RegExp; chunk: string }[] = [
  { pattern: /^\/$/, chunk: 'src/app/routes/home.tsx' },
  { pattern: /^\/category\/[^/]+$/, chunk: 'src/app/routes/category.tsx' },
  { pattern: /^\/product\/sku\/[^/]+$/, chunk: 'src/app/routes/product-by-sku.tsx' },
  { pattern: /^\/product\/[^/]+$/, chunk: 'src/app/routes/product.tsx' },
  { pattern: /^\/search-results$/, chunk: 'src/app/routes/search-results.tsx' },
  { pattern: /^\/products\/[^/]+\/[^/]+$/, chunk: 'src/app/routes/products.tsx' },
  { pattern: /^\/manufacturers\/[^/]+$/, chunk: 'src/app/routes/category-makers.tsx' },
  { pattern: /^\/companies\/[^/]+$/, chunk: 'src/app/routes/companies.tsx' },
];

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON safe inside a <script> data block: no "</script>", no "<!--". */
const jsonForScript = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface FirstScreenHtml {
  /** index.html for a request path (with its query string). */
  htmlFor(url: string, onError?: (err: unknown) => void): Promise<string>;
}

/** Reads index.html and the manifest once; null when the web is not built. */
export function createFirstScreenHtml(ctx: AppContext, webDistDir: string): FirstScreenHtml | null {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const index = fs.readFileSync(indexFile, 'utf8');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    /* an older build without a manifest: no chunk preloads */
  }

  /** Chunk files a screen needs that index.html does not already load. */
  const chunksOf = (key: string): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const walk = (k: string) => {
      if (seen.has(k)) return;
      seen.add(k);
      const entry = manifest[k];
      if (!entry || entry.isEntry) return;
      if (!index.includes(`/${entry.file}"`)) files.push(entry.file);
      for (const i of entry.imports ?? []) walk(i);
    };
    walk(key);
    return files;
  };
  const chunkLinks = new Map<string, string>(
    ROUTES.map((r) => [
      r.chunk,
      chunksOf(r.chunk)
        .map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}">`)
        .join(''),
    ]),
  );

  async function firstScreen(pathname: string, search: URLSearchParams): Promise<FirstScreen> {
    const route = ROUTES.find((r) => r.pattern.test(pathname))?.chunk ?? '';
    const out: FirstScreen = { route, images: [], data: [] };
    if (!route) return out;
    // Home's largest paint is its heading: its data (category cards, makers strip) would only
    // put more painting before it, so home gets its chunk and nothing else (measured: 132).
    if (pathname === '/') return out;
    const categories = await listActiveCategories(ctx);
    out.data.push([['categories', 'active'], categories]);
    if (pathname.startsWith('/category/') && [...search.keys()].length === 0) {
      const slug = decodeURIComponent(pathname.slice('/category/'.length)).toLowerCase();
      const category = categories.find((c) => c.slug === slug || c.category_id === slug);
      if (category) {
        const params = {
          categoryId: category.category_id,
          sort: 'relevance',
          index: 0,
          limit: LISTING_PAGE_SIZE,
        } as const;
        const page = await searchProducts(ctx, params);
        out.data.push([['products', 'search', params], page]);
        for (const p of page.content.slice(0, LISTING_PRELOADS)) {
          if (p.thumbnail_src) out.images.push(p.thumbnail_src);
        }
      }
    } else if (pathname.startsWith('/product/') && !pathname.startsWith('/product/sku/')) {
      const slug = decodeURIComponent(pathname.slice('/product/'.length));
      const product = await getProductDetail(ctx, { slug }).catch(() => null);
      if (product) {
        out.data.push([['products', 'detail', slug], product]);
        const first = product.images_src?.[0] ?? product.thumbnail_src;
        if (first) out.images.push(first);
      }
    }
    return out;
  }

  return {
    async htmlFor(url, onError) {
      const u = new URL(url, 'http://x');
      let screen: FirstScreen;
      try {
        screen = await firstScreen(u.pathname, u.searchParams);
      } catch (err) {
        onError?.(err);
        return index;
      }
      const head = [
        ...screen.images.map(
          (src) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(src)}">`,
        ),
        chunkLinks.get(screen.route) ?? '',
      ].join('');
      const body =
        screen.data.length > 0
          ? `<script type="application/json" id="first-screen">${jsonForScript(screen.data)}</script>`
          : '';
      return index.replace('</head>', `${head}</head>`).replace('</body>', `${body}</body>`);
    },
  };
}
