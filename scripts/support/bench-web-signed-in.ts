// The screens where buyers and staff work, for the web benchmark (scripts/bench-web.ts, issue
// 42): the accounts and their data made through the API of the store being measured, and a
// Chromium that Lighthouse drives with a session in its storage.
//
// A buyer with three orders and two lines in the cart; a company ADMIN whose company has an
// order, a buying list and a quote request; the staff account made before the store starts
// (STAFF). Before each Lighthouse run the browser gets a fresh session of the screen's user
// (signed in through the API, written under the spec's keys as the login screen writes them)
// and an empty HTTP cache: every run is a first visit of a signed-in user, as Lighthouse
// measures a storefront page (its own storage reset would sign the user out, so it is off).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { gstinCheckChar } from '@store/contract';
import { freePort } from './throwaway-postgres';

export const SIGNED_IN_PAGES = [
  'cart',
  'checkout',
  'my-orders',
  'order',
  'quotes',
  'company',
  'lists',
  'quick-order',
  'staff-orders',
  'staff-order',
  'reports',
] as const;

export interface Who {
  phone: string;
  password: string;
}

/** The staff account `npm run create-admin` makes before the store starts. */
export const STAFF: Who & { name: string } = {
  name: 'Bench Staff',
  phone: '9000000007',
  password: 'bench-staff-lathe-77',
};

export interface SignedInScreen {
  url: string;
  who: Who;
}

interface Envelope<T> {
  data: T;
}

async function api<T>(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(method === 'POST' && url === '/api/orders'
        ? { 'idempotency-key': crypto.randomUUID() }
        : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as Envelope<T>).data;
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  user_metadata: unknown;
}
const login = (base: string, who: Who) =>
  api<Tokens>(base, 'POST', '/api/auth/login', {
    body: { phone: who.phone, password: who.password },
  });

async function register(base: string, name: string): Promise<Who & { name: string }> {
  const who = {
    name,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: 'bench-buyer-drill-42',
  };
  await api(base, 'POST', '/api/auth/register', { body: who });
  return who;
}

const ADDRESS = {
  street_address: '14, 2nd Cross, Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
};

interface Product {
  product_id: string;
  stock_quantity: number;
  pack_size: number;
  min_order_qty: number;
}

/** Products of the demo catalogue sold one at a time, with stock to spare. */
async function products(base: string, count: number): Promise<Product[]> {
  const page = await api<{ content: { slug: string }[] }>(
    base,
    'GET',
    '/api/products/search?inStock=true&limit=60&sort=price_asc',
  );
  const found: Product[] = [];
  for (const { slug } of page.content) {
    const p = await api<Product>(base, 'GET', `/api/products/${encodeURIComponent(slug)}`);
    if (p.pack_size === 1 && p.min_order_qty === 1 && p.stock_quantity >= 10) found.push(p);
    if (found.length === count) return found;
  }
  throw new Error(`the demo catalogue has fewer than ${count} products to order`);
}

async function fillCart(base: string, token: string, lines: Product[]): Promise<string> {
  let cartId = '';
  for (const p of lines)
    cartId = (
      await api<{ cart_id: string }>(base, 'POST', '/api/cart/items', {
        token,
        body: { product_id: p.product_id, quantity: 1, cart_type: 'CART' },
      })
    ).cart_id;
  return cartId;
}

async function order(
  base: string,
  token: string,
  who: { name: string; phone: string },
  lines: Product[],
  companyId?: string,
): Promise<string> {
  const cartId = await fillCart(base, token, lines);
  const placed = await api<{ order_id: string }>(base, 'POST', '/api/orders', {
    token,
    body: {
      cart_id: cartId,
      customer_name: who.name,
      phone_number: who.phone,
      ...(companyId ? { company_id: companyId } : {}),
      ...ADDRESS,
    },
  });
  return placed.order_id;
}

/** Makes the accounts and their data; answers each screen's address and user. */
export async function setUpSignedIn(base: string): Promise<Record<string, SignedInScreen>> {
  const lines = await products(base, 4);
  const buyer = await register(base, 'Asha Buyer');
  const buyerToken = (await login(base, buyer)).access_token;
  let lastOrder = '';
  for (let i = 0; i < 3; i += 1)
    lastOrder = await order(base, buyerToken, buyer, [lines[i % 4]!, lines[(i + 1) % 4]!]);
  await fillCart(base, buyerToken, lines.slice(0, 2));

  const admin = await register(base, 'Meera Admin');
  const adminToken = (await login(base, admin)).access_token;
  const first14 = `29BENCH${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}K1Z`;
  const company = await api<{ company_id: string }>(base, 'POST', '/api/companies', {
    token: adminToken,
    body: {
      legal_name: `Bench Fabricators ${first14.slice(7, 11)} Pvt Ltd`,
      gstin: first14 + gstinCheckChar(first14),
      billing_address_parts: {
        line: 'No. 7, 1st Main, Industrial Suburb, Yeshwanthpur',
        city: 'Bengaluru',
        pincode: '560022',
      },
    },
  });
  await order(base, adminToken, admin, lines.slice(1, 3), company.company_id);
  await api(base, 'POST', '/api/lists', {
    token: adminToken,
    body: {
      name: 'Monthly shop-floor stock',
      items: lines.map((p) => ({ product_id: p.product_id, quantity: 2 })),
    },
  });
  await api(base, 'POST', '/api/quotes', {
    token: adminToken,
    body: {
      lines: lines.slice(0, 2).map((p) => ({ product_id: p.product_id, quantity: 25 })),
      pincode: '560058',
    },
  });

  return {
    cart: { url: '/cart', who: buyer },
    checkout: { url: '/checkout', who: buyer },
    'my-orders': { url: '/orders', who: buyer },
    order: { url: `/orders/${lastOrder}`, who: buyer },
    quotes: { url: '/account/quotes', who: admin },
    company: { url: '/account/company', who: admin },
    lists: { url: '/account/lists', who: admin },
    'quick-order': { url: '/quick-order', who: admin },
    'staff-orders': { url: '/admin/orders', who: STAFF },
    'staff-order': { url: `/admin/orders/${lastOrder}`, who: STAFF },
    reports: { url: '/admin/reports/gst', who: STAFF },
  };
}

const expOf = (token: string) =>
  String(
    (
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        exp: number;
      }
    ).exp,
  );

/**
 * A Chromium (Debian's, through Playwright) with a debugging port for Lighthouse. `signIn`
 * writes a fresh session of `who` for `base` and empties the HTTP cache.
 */
export async function signedInBrowser(chromePath: string, flags: string[]) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-signed-in-'));
  const port = await freePort();
  const context: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromePath,
    headless: true,
    args: [`--remote-debugging-port=${port}`, ...flags.filter((f) => !f.startsWith('--headless'))],
  });
  const page: Page = context.pages()[0] ?? (await context.newPage());
  const cdp: CDPSession = await context.newCDPSession(page);
  return {
    port,
    /** The page Lighthouse drives and a CDP session on it (scripts/profile-web-screen.ts). */
    page,
    cdp,
    async signIn(base: string, who: Who) {
      const tokens = await login(base, who);
      // a plain-text page of the store's origin: its storage, none of its scripts
      await page.goto(`${base}/robots.txt`);
      await page.evaluate(
        (entries: Record<string, string>) => {
          localStorage.clear();
          for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
        },
        {
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token,
          userData: JSON.stringify(tokens.user_metadata),
          accessTokenExpiry: expOf(tokens.access_token),
          refreshTokenExpiry: expOf(tokens.refresh_token),
        },
      );
      await cdp.send('Network.clearBrowserCache');
    },
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
