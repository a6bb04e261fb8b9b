import {
  AdminCategoryPageSchema,
  AdminCategoryResponseSchema,
  AdminListQuerySchema,
  type AdminListQuery,
  AdminManufacturerPageSchema,
  AdminManufacturerResponseSchema,
  AdminProductPageSchema,
  AdminProductResponseSchema,
  AdminProductsQuerySchema,
  CreateCategoryBodySchema,
  CreateManufacturerBodySchema,
  CreateProductBodySchema,
  IdParamsSchema,
  MAX_UPLOAD_BYTES,
  type Envelope,
  type Page,
  StockAdjustmentBodySchema,
  UpdateCategoryBodySchema,
  UpdateManufacturerBodySchema,
  UpdateProductBodySchema,
  UploadedImageResponseSchema,
} from '@store/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../context';
import type { App } from '../../../lib/fastify';
import { ok } from '../../../lib/reply';
import { acceptSingleFile, readSingleFile } from '../../../lib/upload';
import { storeUploadedImage } from '../images/uploads.service';
import { adjustStock } from '../stock/stock-adjust.service';
import { createCategory, listAdminCategories, updateCategory } from './categories.service';
import {
  createManufacturer,
  listAdminManufacturers,
  updateManufacturer,
} from './manufacturers.service';
import {
  createProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from './products.service';

const security = [{ bearer: [] }];
/** A picture upload (staff pictures; customers' return photos take the same rules). */
const PICTURE_UPLOAD = {
  maxBytes: MAX_UPLOAD_BYTES,
  tooLarge: `The picture is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`,
  oneFile: 'Upload one picture at a time, in the field "file"',
  choose: 'Choose a picture to upload',
};

/** The three staff calls of a kind of group (categories, manufacturers): list, create, change. */
function groupRoutes<Dto, Create, Update>(
  app: App,
  ctx: AppContext,
  g: {
    path: '/categories' | '/manufacturers';
    noun: 'Category' | 'Manufacturer';
    /** What is_active false does, for the docs. */
    hiding: string;
    pageSchema: z.ZodType<Envelope<Page<Dto>>>;
    responseSchema: z.ZodType<Envelope<Dto>>;
    createBody: z.ZodType<Create>;
    updateBody: z.ZodType<Update>;
    list: (db: Db, q: AdminListQuery) => Promise<Page<Dto>>;
    create: (db: Db, body: Create, ctx: AppContext) => Promise<Dto>;
    update: (db: Db, id: string, body: Update, ctx: AppContext) => Promise<Dto>;
  },
): void {
  const one = g.noun.toLowerCase();
  // The body schemas above validated the bodies; the type provider cannot see through a
  // generic schema, so the bodies are named here.
  app.get(
    g.path,
    {
      schema: {
        tags: ['staff'],
        summary: `Every ${one}, inactive ones too, with search and paging`,
        security,
        querystring: AdminListQuerySchema,
        response: { 200: g.pageSchema },
      },
    },
    async (request) => ok(await g.list(ctx.db, request.query)),
  );
  app.post(
    g.path,
    {
      schema: {
        tags: ['staff'],
        summary: `Create a ${one} (slug from the name when left out)`,
        security,
        body: g.createBody,
        response: { 201: g.responseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await g.create(ctx.db, request.body as Create, ctx), `${g.noun} created`)),
  );
  app.patch(
    `${g.path}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: `Change a ${one}; is_active false ${g.hiding}`,
        security,
        params: IdParamsSchema,
        body: g.updateBody,
        response: { 200: g.responseSchema },
      },
    },
    async (request) =>
      ok(await g.update(ctx.db, request.params.id, request.body as Update, ctx), `${g.noun} saved`),
  );
}

/** Staff catalogue calls (decisions.md › Orders), under /api/admin (ADMIN only; USER 403, guest 401). */
export async function catalogueAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  groupRoutes(app, ctx, {
    path: '/categories',
    noun: 'Category',
    hiding: 'hides it from the store',
    pageSchema: AdminCategoryPageSchema,
    responseSchema: AdminCategoryResponseSchema,
    createBody: CreateCategoryBodySchema,
    updateBody: UpdateCategoryBodySchema,
    list: listAdminCategories,
    create: createCategory,
    update: updateCategory,
  });
  groupRoutes(app, ctx, {
    path: '/manufacturers',
    noun: 'Manufacturer',
    hiding: 'hides it and its products',
    pageSchema: AdminManufacturerPageSchema,
    responseSchema: AdminManufacturerResponseSchema,
    createBody: CreateManufacturerBodySchema,
    updateBody: UpdateManufacturerBodySchema,
    list: listAdminManufacturers,
    create: createManufacturer,
    update: updateManufacturer,
  });

  // ----- products -----
  app.get(
    '/products',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every product, inactive ones too: search by name, SKU, maker or category',
        security,
        querystring: AdminProductsQuerySchema,
        response: { 200: AdminProductPageSchema },
      },
    },
    async (request) => ok(await listAdminProducts(ctx.db, request.query)),
  );
  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One product, active or not, with every field staff edit',
        security,
        params: IdParamsSchema,
        response: { 200: AdminProductResponseSchema },
      },
    },
    async (request) => ok(await getAdminProduct(ctx.db, request.params.id, ctx)),
  );
  app.post(
    '/products',
    {
      schema: {
        tags: ['staff'],
        summary: 'Create a product (prices in rupees, GST included; SKU and slug unique)',
        security,
        body: CreateProductBodySchema,
        response: { 201: AdminProductResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createProduct(ctx.db, request.body, ctx), 'Product created')),
  );
  app.patch(
    '/products/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Change any fields of a product; stock_quantity sets the stock outright',
        security,
        params: IdParamsSchema,
        body: UpdateProductBodySchema,
        response: { 200: AdminProductResponseSchema },
      },
    },
    async (request) =>
      ok(await updateProduct(ctx.db, request.params.id, request.body, ctx), 'Product saved'),
  );
  app.post(
    '/products/:id/stock',
    {
      schema: {
        tags: ['staff'],
        summary: 'Adjust stock: { delta } adds or removes units atomically, { set } replaces it',
        security,
        params: IdParamsSchema,
        body: StockAdjustmentBodySchema,
        response: { 200: AdminProductResponseSchema },
      },
    },
    async (request) => {
      const product = await adjustStock(ctx.db, request.params.id, request.body, ctx);
      return ok(product, `Stock updated: ${product.stock_quantity} in stock`);
    },
  );

  // ----- picture uploads: multipart is parsed only in this child scope -----
  await app.register(async (uploads) => {
    const route = uploads.withTypeProvider<ZodTypeProvider>();
    await acceptSingleFile(route, PICTURE_UPLOAD);
    route.post(
      '/images',
      {
        schema: {
          tags: ['staff'],
          summary: 'Upload a picture (multipart field "file"): JPEG, PNG or WebP, at most 5 MB',
          description:
            'The type is decided by the file content, not the declared type. Answers the object ' +
            'key to put in a product, category or manufacturer, and a URL to preview it.',
          security,
          consumes: ['multipart/form-data'],
          response: { 201: UploadedImageResponseSchema },
        },
      },
      async (request, reply) => {
        const bytes = await readSingleFile(request, PICTURE_UPLOAD);
        const image = await storeUploadedImage(new Uint8Array(bytes), ctx);
        return reply.status(201).send(ok(image, 'Picture uploaded'));
      },
    );
  });
}
