import { z } from 'zod';
import {
  CategoryListSchema,
  CategoryResponseSchema,
  ErrorEnvelopeSchema,
  IdOrSlugParamsSchema,
  ImageQuerySchema,
  ImageResponseSchema,
  ManufacturerListSchema,
  ManufacturerPageSchema,
  ManufacturerResponseSchema,
  ManufacturersQuerySchema,
  ProductResponseSchema,
  ProductSearchQuerySchema,
  ProductSearchResponseSchema,
  ProductSlugParamsSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SkuParamsSchema,
} from '@store/contract';
import type { AppContext } from '../../../context';
import type { App } from '../../../lib/fastify';
import { ok } from '../../../lib/reply';
import {
  getCategory,
  getManufacturer,
  getProductDetail,
  imageUrlFor,
  listActiveCategories,
  listActiveManufacturers,
  listCategoryManufacturers,
  searchProducts,
} from './catalogue.service';
import { sendRemembered } from './cached-reply';
import { readSignedImage } from '../images/image-delivery';
import { searchIndexOf } from '../search/search-index-keeper';
import { searchCatalogue } from '../search/search.service';

const tags = ['catalogue'];
/** How long start-up waits for the search index before answering without it. */
const INDEX_START_WAIT_MS = 5_000;
const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

export async function catalogueRoutes(app: App, ctx: AppContext): Promise<void> {
  // The search index is built as the process starts (docs/decisions/155). Start-up waits for it
  // a few seconds at most (Fastify bounds start-up hooks at 10 s); a large catalogue finishes
  // building in the background while the SQL path answers. A failed build leaves the SQL path.
  app.addHook('onReady', async () => {
    const built = searchIndexOf(ctx)
      .build()
      .catch(() => undefined);
    await Promise.race([
      built,
      new Promise((resolve) => setTimeout(resolve, INDEX_START_WAIT_MS).unref()),
    ]);
  });
  app.get(
    '/categories/active',
    {
      schema: {
        tags,
        summary: 'Active categories in display order',
        response: { 200: CategoryListSchema },
      },
    },
    async () => ok({ content: await listActiveCategories(ctx) }, 'Categories fetched'),
  );

  app.get(
    '/categories/:idOrSlug',
    {
      schema: {
        tags,
        summary: 'One active category by id or slug',
        params: IdOrSlugParamsSchema,
        response: { 200: CategoryResponseSchema, ...errors },
      },
    },
    async (request) => ok(await getCategory(ctx, request.params.idOrSlug), 'Category fetched'),
  );

  app.get(
    '/categories/:idOrSlug/manufacturers',
    {
      schema: {
        tags,
        summary: 'Makers with active products in a category',
        params: IdOrSlugParamsSchema,
        response: { 200: ManufacturerListSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        { content: await listCategoryManufacturers(ctx, request.params.idOrSlug) },
        'Manufacturers fetched',
      ),
  );

  app.get(
    '/manufacturers/active',
    {
      schema: {
        tags,
        summary: 'Active makers, paged',
        querystring: ManufacturersQuerySchema,
        response: { 200: ManufacturerPageSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await listActiveManufacturers(ctx, request.query), 'Manufacturers fetched'),
  );

  app.get(
    '/manufacturers/:idOrSlug',
    {
      schema: {
        tags,
        summary: 'One active maker by id or slug',
        params: IdOrSlugParamsSchema,
        response: { 200: ManufacturerResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await getManufacturer(ctx, request.params.idOrSlug), 'Manufacturer fetched'),
  );

  app.get(
    '/products/search',
    {
      schema: {
        tags,
        summary: 'Product listing: filters, sort, paging and facets',
        querystring: ProductSearchQuerySchema,
        response: { 200: ProductSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendRemembered(
        reply,
        ProductSearchResponseSchema,
        await searchProducts(ctx, request.query),
        'Products fetched',
      ),
  );

  app.get(
    '/products/images',
    {
      schema: {
        tags,
        summary: 'A URL serving a picture, valid at least an hour',
        querystring: ImageQuerySchema,
        response: { 200: ImageResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await imageUrlFor(ctx, request.query.objectKey), 'Image URL created'),
  );

  app.get(
    '/products/sku/:sku',
    {
      schema: {
        tags,
        summary: 'One product by part number (any case, spacing or hyphens)',
        params: SkuParamsSchema,
        response: { 200: ProductResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendRemembered(
        reply,
        ProductResponseSchema,
        await getProductDetail(ctx, { sku: request.params.sku }),
        'Product fetched',
      ),
  );

  app.get(
    '/products/:slug',
    {
      schema: {
        tags,
        summary: 'One product by slug',
        params: ProductSlugParamsSchema,
        response: { 200: ProductResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendRemembered(
        reply,
        ProductResponseSchema,
        await getProductDetail(ctx, { slug: request.params.slug }),
        'Product fetched',
      ),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search products, makers and categories',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { q, type, index, limit } = request.query;
      // which path answers (the benchmark waits for "index" before its first look)
      void reply.header('x-search-index', searchIndexOf(ctx).fresh() ? 'ready' : 'building');
      return ok(await searchCatalogue(ctx, { q, type, index, limit }), 'Search results');
    },
  );

  // Pictures of the local store, at the signed URLs /products/images hands out.
  app.get(
    '/images/*',
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          exp: z.coerce.number().int().optional(),
          sig: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const image = await readSignedImage(ctx, request.params['*'], request.query);
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  );
}
