import multipart from '@fastify/multipart';
import {
  AdminCategoryPageSchema,
  AdminCategoryResponseSchema,
  AdminListQuerySchema,
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
  StockAdjustmentBodySchema,
  UpdateCategoryBodySchema,
  UpdateManufacturerBodySchema,
  UpdateProductBodySchema,
  UploadedImageResponseSchema,
} from '@store/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { App } from '../../../lib/fastify';
import { ok } from '../../../lib/reply';
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
const TOO_LARGE = `The picture is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/** Staff catalogue calls (decisions.md §6 "Orders"), under /api/admin (ADMIN only; USER 403, guest 401). */
export async function catalogueAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  // ----- categories -----
  app.get(
    '/categories',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every category, inactive ones too, with search and paging',
        security,
        querystring: AdminListQuerySchema,
        response: { 200: AdminCategoryPageSchema },
      },
    },
    async (request) => ok(await listAdminCategories(ctx.db, request.query)),
  );
  app.post(
    '/categories',
    {
      schema: {
        tags: ['staff'],
        summary: 'Create a category (slug from the name when left out)',
        security,
        body: CreateCategoryBodySchema,
        response: { 201: AdminCategoryResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createCategory(ctx.db, request.body, ctx), 'Category created')),
  );
  app.patch(
    '/categories/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Change a category; is_active false hides it from the store',
        security,
        params: IdParamsSchema,
        body: UpdateCategoryBodySchema,
        response: { 200: AdminCategoryResponseSchema },
      },
    },
    async (request) =>
      ok(await updateCategory(ctx.db, request.params.id, request.body, ctx), 'Category saved'),
  );

  // ----- manufacturers -----
  app.get(
    '/manufacturers',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every manufacturer, inactive ones too, with search and paging',
        security,
        querystring: AdminListQuerySchema,
        response: { 200: AdminManufacturerPageSchema },
      },
    },
    async (request) => ok(await listAdminManufacturers(ctx.db, request.query)),
  );
  app.post(
    '/manufacturers',
    {
      schema: {
        tags: ['staff'],
        summary: 'Create a manufacturer (slug from the name when left out)',
        security,
        body: CreateManufacturerBodySchema,
        response: { 201: AdminManufacturerResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createManufacturer(ctx.db, request.body, ctx), 'Manufacturer created')),
  );
  app.patch(
    '/manufacturers/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Change a manufacturer; is_active false hides it and its products',
        security,
        params: IdParamsSchema,
        body: UpdateManufacturerBodySchema,
        response: { 200: AdminManufacturerResponseSchema },
      },
    },
    async (request) =>
      ok(
        await updateManufacturer(ctx.db, request.params.id, request.body, ctx),
        'Manufacturer saved',
      ),
  );

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
    await route.register(multipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1024,
        fieldNameSize: 100,
      },
    });
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
        const ONE_PICTURE = 'Upload one picture at a time, in the field "file"';
        let bytes: Buffer | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue; // plain fields carry nothing we use
            if (part.fieldname !== 'file' || bytes) throw new AppError('invalid_data', ONE_PICTURE);
            bytes = await part.toBuffer();
          }
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', TOO_LARGE);
          if (
            code === 'FST_FILES_LIMIT' ||
            code === 'FST_PARTS_LIMIT' ||
            code === 'FST_FIELDS_LIMIT'
          ) {
            throw new AppError('invalid_data', ONE_PICTURE);
          }
          throw err;
        }
        if (!bytes) {
          throw new AppError('invalid_data', 'Choose a picture to upload', [
            { field: 'file', message: 'Choose a picture to upload' },
          ]);
        }
        const image = await storeUploadedImage(new Uint8Array(bytes), ctx);
        return reply.status(201).send(ok(image, 'Picture uploaded'));
      },
    );
  });
}
