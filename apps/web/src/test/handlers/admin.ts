/** The staff routes (/api/admin): empty lists, and one of each thing for any id. */
import { makeAdminOrder, page } from '../fixtures/orders';
import {
  adminCategory,
  adminMaker,
  adminProduct,
  deliverySettings,
  outboxMail,
  searchSynonym,
} from '../fixtures/admin';
import { answer, on } from '../answers';

export const adminHandlers = [
  on('GET', '/admin/categories', () => page([])),
  on('POST', '/admin/categories', () => answer(adminCategory(), 'Category created', 201)),
  on('PATCH', '/admin/categories/:id', ({ params }) =>
    adminCategory({ category_id: String(params.id) }),
  ),
  on('GET', '/admin/manufacturers', () => page([])),
  on('POST', '/admin/manufacturers', () => answer(adminMaker(), 'Manufacturer created', 201)),
  on('PATCH', '/admin/manufacturers/:id', ({ params }) =>
    adminMaker({ manufacturer_id: String(params.id) }),
  ),
  on('GET', '/admin/products', () => page([])),
  on('GET', '/admin/products/:id', ({ params }) => adminProduct({ product_id: String(params.id) })),
  on('POST', '/admin/products/import', () =>
    answer(
      {
        dry_run: true,
        create: 0,
        update: 0,
        unchanged: 0,
        errors: [],
        errors_total: 0,
        makers_created: [],
        categories_created: [],
        rows: [],
      },
      'Checked: nothing was changed',
    ),
  ),
  on('POST', '/admin/products', () => answer(adminProduct(), 'Product created', 201)),
  on('PATCH', '/admin/products/:id', ({ params }) =>
    adminProduct({ product_id: String(params.id) }),
  ),
  on('POST', '/admin/products/:id/stock', ({ params }) =>
    adminProduct({ product_id: String(params.id) }),
  ),
  on('POST', '/admin/images', () =>
    answer(
      {
        object_key: 'products/upload.webp',
        content_type: 'image/webp',
        size: 1024,
        preview_url: '/api/images/products/upload.webp?sig=test',
      },
      'OK',
      201,
    ),
  ),
  on('GET', '/admin/orders', () => page([])),
  on('GET', '/admin/orders/:id', ({ params }) => makeAdminOrder({ order_id: String(params.id) })),
  on('PATCH', '/admin/orders/:id/status', ({ params }) =>
    makeAdminOrder({ order_id: String(params.id), status: 'CONFIRMED' }),
  ),
  on('PATCH', '/admin/orders/:id/payment', ({ params }) =>
    makeAdminOrder({ order_id: String(params.id) }),
  ),
  on('GET', '/admin/payments', () => ({
    ...page([]),
    counts: { AWAITING: 0, SUBMITTED: 0, REFUND_DUE: 0 },
  })),
  on('GET', '/admin/mail', () => page([])),
  on('POST', '/admin/mail/:id/resend', () =>
    answer(outboxMail(), 'The mail is queued to be sent again', 201),
  ),
  on('GET', '/admin/delivery/settings', () => deliverySettings()),
  on('PUT', '/admin/delivery/settings', () => deliverySettings()),
  on('GET', '/admin/search-synonyms', () => [searchSynonym()]),
  on('POST', '/admin/search-synonyms', () => answer(searchSynonym(), 'Synonym added', 201)),
  on('PUT', '/admin/search-synonyms/:id', ({ params }) =>
    searchSynonym({ synonym_id: String(params.id) }),
  ),
  on('DELETE', '/admin/search-synonyms/:id', ({ params }) => ({
    synonym_id: String(params.id),
  })),
];
