// What scripts/bench-routes.ts measures the routes on, made through the API as a customer and
// staff would: a customer with an address, a wishlist, three orders (one delivered with a
// received return and its credit note, one cancelled after its invoice, one placed), a quoted
// quote, and a company with an order; and a sample for every path parameter.
import crypto from 'node:crypto';
import { gstinCheckChar } from '../../packages/contract/src/gst';

export const STAFF = { name: 'Bench Staff', phone: '9000000009', password: 'lathe-chuck-key-77' };
const SHIPPING = {
  customer_name: 'Bench Customer',
  phone_number: '9876543210',
  street_address: '42, 3rd Cross, Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
};

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

function api(base: string) {
  return async function call<T>(
    method: string,
    url: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as Envelope<T>).data;
  };
}

interface Product {
  product_id: string;
  slug: string;
  sku: string;
  price: number;
  min_order_qty: number;
  in_stock: boolean;
  thumbnail_url: string;
}

/** What the routes read, made through the API as a customer and staff would. */
export async function makeWhatRoutesRead(base: string): Promise<{
  customer: string;
  /** A customer who owns a company (the /companies/mine routes). */
  owner: string;
  staff: string;
  params: Record<string, string>;
}> {
  const call = api(base);
  const login = async (phone: string, password: string) =>
    (await call<{ access_token: string }>('POST', '/auth/login', { body: { phone, password } }))
      .access_token;
  const register = async (name: string, phone: string) => {
    const password = 'bench-route-password-1';
    await call('POST', '/auth/register', { body: { name, phone, password } });
    return login(phone, password);
  };
  const run = String(Date.now()).slice(-5);
  const customer = await register('Bench Customer', `98${run}001`);
  const owner = await register('Bench Buyer', `98${run}002`);
  const staff = await login(STAFF.phone, STAFF.password);

  const categories = (
    await call<{ content: { category_id: string; slug: string }[] }>('GET', '/categories/active')
  ).content;
  const makers = (
    await call<{ content: { manufacturer_id: string; slug: string }[] }>(
      'GET',
      '/manufacturers/active',
    )
  ).content;
  // cheap products in stock, so no order needs an e-way bill or runs out
  const buyable: Product[] = [];
  for (const c of categories) {
    const page = await call<{ content: Product[] }>(
      'GET',
      `/products/search?categoryId=${c.category_id}&limit=48`,
    );
    buyable.push(...page.content.filter((p) => p.in_stock && p.price < 5000));
    if (buyable.length >= 3) break;
  }
  if (buyable.length < 3) throw new Error('the demo catalogue has too few cheap products in stock');
  buyable.sort((a, b) => a.price - b.price);
  const quantityOf = (p: Product) => p.min_order_qty;

  const address = await call<{ address_id: string }>('POST', '/addresses', {
    token: customer,
    body: SHIPPING,
  });
  const cart = await call<{ cart_id: string }>('GET', '/cart/CART', { token: customer });
  const place = async (p: Product) => {
    await call('POST', '/cart/items', {
      token: customer,
      body: { product_id: p.product_id, quantity: quantityOf(p), cart_type: 'CART' },
    });
    return call<{ order_id: string; order_items: { order_item_id: string }[] }>('POST', '/orders', {
      token: customer,
      body: { cart_id: cart.cart_id, ...SHIPPING },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
  };
  const delivered = await place(buyable[0]!);
  const cancelled = await place(buyable[1]!);
  await place(buyable[2]!); // and one just placed, for the lists
  // a cart and a wishlist with something in them
  await call('POST', '/cart/items', {
    token: customer,
    body: {
      product_id: buyable[0]!.product_id,
      quantity: quantityOf(buyable[0]!),
      cart_type: 'CART',
    },
  });
  await call('POST', '/cart/items', {
    token: customer,
    body: { product_id: buyable[1]!.product_id, quantity: 1, cart_type: 'WISHLIST' },
  });

  const pay = (id: string) =>
    call('PATCH', `/admin/orders/${id}/payment`, {
      token: staff,
      body: { status: 'PAID', reference: String(100000000000 + Math.floor(Math.random() * 1e11)) },
    });
  const move = (id: string, status: string) =>
    call('PATCH', `/admin/orders/${id}/status`, { token: staff, body: { status } });
  await pay(delivered.order_id);
  for (const s of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) await move(delivered.order_id, s);
  await pay(cancelled.order_id);
  await move(cancelled.order_id, 'CONFIRMED');
  // its tax invoice issued early, so cancelling it makes a credit note (decision 235)
  await call('POST', `/admin/orders/${cancelled.order_id}/invoice`, { token: staff });
  await move(cancelled.order_id, 'CANCELLED');

  const ret = await call<{ return_id: string }>('POST', `/orders/${delivered.order_id}/returns`, {
    token: customer,
    body: {
      lines: [{ order_item_id: delivered.order_items[0]!.order_item_id, quantity: 1 }],
      reason: 'NO_LONGER_NEEDED',
    },
  });
  await call('PATCH', `/admin/returns/${ret.return_id}`, {
    token: staff,
    body: { status: 'APPROVED' },
  });
  await call('PATCH', `/admin/returns/${ret.return_id}`, {
    token: staff,
    body: { status: 'RECEIVED' },
  });

  const quote = await call<{ quote_id: string; lines: { quote_line_id: string }[] }>(
    'POST',
    '/quotes',
    {
      token: customer,
      body: {
        lines: [{ product_id: buyable[0]!.product_id, quantity: quantityOf(buyable[0]!) * 10 }],
        pincode: SHIPPING.pincode,
      },
    },
  );
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await call('PATCH', `/admin/quotes/${quote.quote_id}`, {
    token: staff,
    body: {
      lines: quote.lines.map((l) => ({
        quote_line_id: l.quote_line_id,
        unit_price: Math.floor(buyable[0]!.price * 0.9),
      })),
      valid_until: validUntil,
    },
  });
  const company = await call<{ company_id: string }>('POST', '/companies', {
    token: owner,
    body: {
      legal_name: 'Bench Fabricators Pvt Ltd',
      gstin: `29AABCB${run.slice(0, 4)}L1Z${gstinCheckChar(`29AABCB${run.slice(0, 4)}L1Z`)}`,
      billing_address: '12, 1st Main, Peenya, Bengaluru 560058',
    },
  });
  // a company order, so the company's orders list reads one
  await call('POST', '/cart/items', {
    token: owner,
    body: {
      product_id: buyable[2]!.product_id,
      quantity: quantityOf(buyable[2]!),
      cart_type: 'CART',
    },
  });
  const ownerCart = await call<{ cart_id: string }>('GET', '/cart/CART', { token: owner });
  await call('POST', '/orders', {
    token: owner,
    body: {
      cart_id: ownerCart.cart_id,
      ...SHIPPING,
      company_id: company.company_id,
      po_number: 'PO-1',
    },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  return {
    customer,
    owner,
    staff,
    params: {
      // a parameter is filled from the sample of the path up to it ('/api/orders/{id}' for
      // '/api/orders/{id}/invoice'), or from a sample of the whole path
      '/api/addresses/{id}': address.address_id,
      '/api/admin/orders/{id}/credit-note': cancelled.order_id,
      '/api/orders/{id}/credit-note': cancelled.order_id,
      '/api/admin/orders/{id}': delivered.order_id,
      '/api/orders/{id}': delivered.order_id,
      '/api/admin/quotes/{id}': quote.quote_id,
      '/api/quotes/{id}': quote.quote_id,
      '/api/admin/returns/{id}': ret.return_id,
      '/api/returns/{id}': ret.return_id,
      '/api/admin/products/{id}': buyable[0]!.product_id,
      '/api/cart/{cartType}': 'CART',
      '/api/categories/{idOrSlug}': categories[0]!.slug,
      '/api/manufacturers/{idOrSlug}': makers[0]!.slug,
      '/api/products/sku/{sku}': buyable[0]!.sku,
      '/api/products/{slug}': buyable[0]!.slug,
      '/api/pincodes/{pincode}': SHIPPING.pincode,
      '/api/stock-alerts/{id}': buyable[0]!.product_id,
      // query strings of routes that need one
      '?/api/products/search': `categoryId=${categories[0]!.category_id}&limit=24`,
      '?/api/search': 'q=drill',
      '?/api/companies/mine/prices': `product_ids=${buyable.map((b) => b.product_id).join(',')}`,
      '?/api/products/images': `objectKey=${encodeURIComponent(buyable[0]!.thumbnail_url)}`,
      '?/api/admin/reports/sales': `from=${monthAgo}&to=${today}`,
      '?/api/admin/reports/sales.csv': `from=${monthAgo}&to=${today}`,
      '?/api/admin/reports/gstr1': `month=${new Date().toISOString().slice(0, 7)}`,
      '?/api/admin/reports/gstr1/summary': `month=${new Date().toISOString().slice(0, 7)}`,
    },
  };
}
