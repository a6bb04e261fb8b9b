import { z } from 'zod';
import { ErrorEnvelopeSchema, ProductSlugParamsSchema } from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { App } from '../../lib/fastify';
import { notFound } from '../../lib/errors';
import { getProductDetail } from '../catalogue/storefront/catalogue.service';
import { listSitemapItems, type SitemapItem } from '../catalogue/storefront/sitemap-entries';
import { buildSitemap, robotsTxt, sitemapUrls } from './sitemap';

/**
 * Found by search engines and shared links (decisions.md › Found by search engines and shared
 * links; docs/decisions/261): /robots.txt, /sitemap.xml (an index above 50,000 addresses, its
 * parts at /sitemap-<n>.xml), and a product's picture at an address that never expires, for
 * the Open Graph and Twitter tags of its page.
 */

/** The sitemap's files, built once per list of items (the list is remembered by the catalogue). */
const built = new WeakMap<readonly SitemapItem[], ReturnType<typeof buildSitemap>>();
async function sitemapOf(ctx: AppContext) {
  const items = await listSitemapItems(ctx);
  let files = built.get(items);
  if (!files) {
    files = buildSitemap(ctx.config.PUBLIC_URL, sitemapUrls(ctx.config.PUBLIC_URL, items));
    built.set(items, files);
  }
  return files;
}

/** Served at the site's root, beside the pages (no envelope: plain text and XML). */
export async function seoRootRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(ctx.config.PUBLIC_URL)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send((await sitemapOf(ctx)).main),
  );
  app.get<{ Params: { n: string } }>(
    '/sitemap-:n(^\\d{1,4}).xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const part = (await sitemapOf(ctx)).parts[Number(request.params.n) - 1];
      if (part === undefined) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(part);
    },
  );
}

/**
 * GET /api/products/{slug}/picture: the product's first picture at an address that does not
 * expire (shared links are opened days later): a redirect to a freshly signed picture URL.
 */
export async function seoRoutes(app: App, ctx: AppContext) {
  app.get(
    '/products/:slug/picture',
    {
      schema: {
        tags: ['Catalogue'],
        summary: "A product's first picture at a stable address (redirects to a signed URL)",
        params: ProductSlugParamsSchema,
        response: {
          302: z.null().describe('Location: the signed picture URL'),
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const product = await getProductDetail(ctx, { slug: request.params.slug });
      const src = product.images_src?.find(Boolean) ?? product.thumbnail_src;
      if (!src) throw notFound('This product has no picture');
      return reply.header('cache-control', 'public, max-age=600').redirect(src, 302);
    },
  );
}
