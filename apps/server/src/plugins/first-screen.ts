import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppContext } from '../context';
import {
  firstScreenData,
  type FirstScreenData,
  type FirstScreenEntry,
} from '../modules/catalogue/storefront/first-screen-data';
import { pageHead, withPageHead } from '../modules/seo/page-head';
import { ABOVE_THE_FOLD_CARDS } from '@store/contract/constants';

/**
 * The first screen in the first answer (docs/decisions/132, 140). index.html is sent with, for
 * the storefront screen the URL names:
 * - `<link rel="modulepreload">` of that screen's chunks (from Vite's manifest), so they load
 *   with the entry instead of after it;
 * - `<link rel="preload" as="image" fetchpriority="high">` of its largest picture above the
 *   fold (a ready signed URL), so the picture loads with the HTML's first wave;
 * - the catalogue answers that screen asks for first, as a JSON data block
 *   (`<script type="application/json" id="first-screen">`, never executed: the CSP's
 *   script-src stays 'self') that the web puts in its query cache before the first render.
 * - for every storefront screen (docs/decisions/260; not the `client` routes of the router), the
 *   screen's HTML inside `<div id="root" data-ssr>`, rendered by the web's SSR bundle
 *   (apps/web/dist-ssr/entry-server.js, `vite build --ssr`) from the same answers as the data
 *   block (plus what the renderer asked the API for), as a guest, with its status (404 for
 *   Page Not Found) and its own head (modules/seo/page-head.ts, decision 261); the web
 *   hydrates it. Such a page names its modules in
 *   `<meta name="app-modules">` instead of loading them from the HTML: they load after the page
 *   (`public/page-init.js`, which keeps early taps until hydration).
 * Anything that fails leaves the plain index.html: the web then asks as usual.
 * Which answers each screen needs is the catalogue's (modules/catalogue/storefront/
 * first-screen-data.ts); this file turns them into the page.
 */

/** Vite's manifest: source path → chunk file, its static imports (manifest keys). */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

interface FirstScreen extends FirstScreenData {
  /** the screen's route module (Vite manifest key), for its chunk preloads */
  route: string;
}

/** The web's server renderer (apps/web/src/entry-server.tsx). */
export interface SsrRenderer {
  render(
    url: string,
    entries: FirstScreenEntry[],
    signal?: AbortSignal,
  ): Promise<{
    html: string;
    status: number;
    /** what the screen said about itself while rendering */
    page?: { title?: string; description?: string; noindex: boolean };
    /** every answer the render read (the given ones and those it asked the API for) */
    entries?: FirstScreenEntry[];
  } | null>;
  /** how the renderer reaches the API for what a screen needs beyond the given answers */
  setApiFetch?(get: (url: string) => Promise<{ status: number; body: string }>): void;
  /** the flags of the routes a URL matches: rendered in the browser only, not indexed */
  routeFlags?(url: string): { client?: true; noindex?: true };
}

/** A page as sent: its HTML and its HTTP status (404: Page Not Found). */
export interface FirstScreenPage {
  html: string;
  status: number;
}

/** Each storefront screen's route module (Vite manifest key), for its chunks. */
const ROUTES: { pattern: RegExp; chunk: string }[] = [
  { pattern: /^\/$/, chunk: 'src/app/routes/home.tsx' },
  { pattern: /^\/category\/[^/]+$/, chunk: 'src/app/routes/category.tsx' },
  { pattern: /^\/product\/sku\/[^/]+$/, chunk: 'src/app/routes/product-by-sku.tsx' },
  { pattern: /^\/product\/[^/]+$/, chunk: 'src/app/routes/product.tsx' },
  { pattern: /^\/search-results$/, chunk: 'src/app/routes/search-results.tsx' },
  { pattern: /^\/products\/[^/]+\/[^/]+$/, chunk: 'src/app/routes/products.tsx' },
  { pattern: /^\/manufacturers\/[^/]+$/, chunk: 'src/app/routes/category-makers.tsx' },
  { pattern: /^\/companies\/[^/]+$/, chunk: 'src/app/routes/makers.tsx' },
  { pattern: /^\/about$/, chunk: 'src/app/routes/about.tsx' },
  { pattern: /^\/contact$/, chunk: 'src/app/routes/contact.tsx' },
  { pattern: /^\/(terms|privacy|returns|shipping|grievance)$/, chunk: 'src/app/routes/legal.tsx' },
  { pattern: /^\/login$/, chunk: 'src/app/routes/login.tsx' },
  { pattern: /^\/register$/, chunk: 'src/app/routes/register.tsx' },
];
/** Page Not Found's chunk: named on a page that answers 404. */
const NOT_FOUND_CHUNK = 'src/app/routes/not-found.tsx';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON safe inside a <script> data block: no "</script>", no "<!--". */
const jsonForScript = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html without its module script and modulepreloads, and with the app's modules named
 * in `<meta name="app-modules">` instead (entry first, then every chunk, then `extra`):
 * `public/page-init.js` imports them all at once after the page's `load`, so on a
 * server-rendered page the JavaScript (which only hydrates) never competes with the HTML, the
 * stylesheet and the largest picture (docs/decisions/140).
 */
function deferredScripts(html: string, extra: string[]): string {
  const modules: string[] = [];
  const stripped = html
    .replace(MODULE_SCRIPT, (_, src: string) => {
      modules.unshift(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_, href: string) => {
      modules.push(href);
      return '';
    });
  const all = [...modules, ...extra.map((f) => `/${f}`)];
  return stripped.replace(
    '</head>',
    `<meta name="app-modules" content="${escapeAttr(all.join(' '))}"></head>`,
  );
}

export interface FirstScreenHtml {
  /** index.html for a request path (with its query string), and its status. */
  htmlFor(url: string, onError?: (err: unknown) => void): Promise<FirstScreenPage>;
}

/** Where `vite build --ssr` puts the web's server renderer, beside the web's dist. */
export const ssrEntryFor = (webDistDir: string) =>
  path.resolve(webDistDir, '..', 'dist-ssr', 'entry-server.js');

/** Imports the web's server renderer; null when it is not built (the client renders). */
export async function loadSsrRenderer(entry: string): Promise<SsrRenderer | null> {
  if (!fs.existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as Partial<SsrRenderer>;
  return typeof mod.render === 'function' ? (mod as SsrRenderer) : null;
}

/** Reads index.html and the manifest once; null when the web is not built. */
export function createFirstScreenHtml(
  ctx: AppContext,
  webDistDir: string,
  ssr: SsrRenderer | null = null,
): FirstScreenHtml | null {
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
  const chunkFiles = new Map<string, string[]>(
    [...ROUTES.map((r) => r.chunk), NOT_FOUND_CHUNK].map((c) => [c, chunksOf(c)]),
  );
  const chunkLinks = (route: string) =>
    (chunkFiles.get(route) ?? [])
      .map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}">`)
      .join('');

  async function firstScreen(pathname: string, search: URLSearchParams): Promise<FirstScreen> {
    const match = ROUTES.find((r) => r.pattern.test(pathname));
    const found = await firstScreenData(ctx, pathname, search);
    return { ...found, route: match?.chunk ?? '' };
  }

  return {
    async htmlFor(url, onError) {
      const u = new URL(url, 'http://x');
      const flags = ssr?.routeFlags?.(`${u.pathname}${u.search}`) ?? {};
      let screen: FirstScreen;
      try {
        screen = await firstScreen(u.pathname, u.searchParams);
      } catch (err) {
        onError?.(err);
        return { html: index, status: 200 };
      }
      let rendered: Awaited<ReturnType<SsrRenderer['render']>> = null;
      if (ssr && screen.ssr && !flags.client) {
        try {
          rendered = await ssr.render(
            `${u.pathname}${u.search}`,
            screen.data,
            AbortSignal.timeout(10_000),
          );
        } catch (err) {
          // today's client render, and a line in the log
          onError?.(err);
        }
      }
      const data = rendered?.entries ?? screen.data;
      const images = screen.images.length > 0 ? screen.images : picturesAboveTheFold(data);
      const pictures = images
        .map(
          (src) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(src)}">`,
        )
        .join('');
      const body =
        data.length > 0
          ? `<script type="application/json" id="first-screen">${jsonForScript(data)}</script>`
          : '';
      if (rendered === null) {
        const noindex = flags.noindex ? '<meta name="robots" content="noindex">' : '';
        return {
          html: index
            .replace('</head>', `${noindex}${pictures}${chunkLinks(screen.route)}</head>`)
            .replace('</body>', `${body}</body>`),
          status: 200,
        };
      }
      const head = pageHead(ctx.config.PUBLIC_URL, {
        url: `${u.pathname}${u.search}`,
        status: rendered.status,
        title: rendered.page?.title,
        description: rendered.page?.description,
        noindex: !!(rendered.page?.noindex ?? flags.noindex),
        entries: data,
      });
      const chunks = [
        ...(chunkFiles.get(screen.route) ?? []),
        ...(rendered.status === 404 ? (chunkFiles.get(NOT_FOUND_CHUNK) ?? []) : []),
      ];
      const app = rendered.html;
      // The HTML paints by itself: the JavaScript (it only hydrates) loads after the page.
      const html = deferredScripts(
        withPageHead(index, head).replace('</head>', `${pictures}</head>`),
        [...new Set(chunks)],
      )
        .replace('</body>', `${body}</body>`)
        .replace('<div id="root"></div>', () => `<div id="root" data-ssr>${app}</div>`);
      return { html, status: rendered.status };
    },
  };
}

/**
 * The pictures to preload when the screen's answers came from the renderer: a product's first
 * picture, or a listing's first row (the same cards the grids load at once).
 */
function picturesAboveTheFold(entries: readonly FirstScreenEntry[]): string[] {
  const product = entries.find(
    ([k, d]) => d && k[0] === 'products' && (k[1] === 'detail' || k[1] === 'sku'),
  )?.[1] as { images_src?: (string | null)[]; thumbnail_src?: string | null } | undefined;
  if (product) {
    const first = product.images_src?.find(Boolean) ?? product.thumbnail_src;
    return first ? [first] : [];
  }
  const listing = entries.find(([k, d]) => d && k[0] === 'products' && k[1] === 'search')?.[1] as
    { content?: { thumbnail_src?: string | null }[] } | undefined;
  return (listing?.content ?? [])
    .slice(0, ABOVE_THE_FOLD_CARDS)
    .flatMap((p) => (p.thumbnail_src ? [p.thumbnail_src] : []));
}
