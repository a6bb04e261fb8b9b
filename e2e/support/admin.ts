import zlib from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

/**
 * A real PNG picture (solid amber, `size`×`size`), made here so nothing is downloaded: what the
 * staff upload in the journeys.
 */
export function amberPng(size = 32): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0)]);
  for (let x = 0; x < size; x += 1) row.set([0xf5, 0x9e, 0x0b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A page in a separate browser context (a second person on another device), failing the test
 * on console errors like the `page` fixture does. Call `done()` at the end.
 */
export async function secondBrowserPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return {
    page,
    errors,
    async done() {
      await context.close();
      return errors;
    },
  };
}

interface Envelope<T> {
  data: T;
}

/**
 * A product of its own for a journey (so parallel journeys never race for its stock), made
 * through the staff API with the first maker and category of the catalogue.
 */
export async function createStaffProduct(
  request: APIRequestContext,
  adminToken: string,
  opts: { name: string; stock: number; price?: number },
) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const first = async (kind: 'manufacturers' | 'categories') => {
    const res = await request.get(`/api/admin/${kind}`, { headers, params: { limit: 1 } });
    if (!res.ok()) throw new Error(`${kind}: ${res.status()} ${await res.text()}`);
    const page = (await res.json()) as Envelope<{ content: Record<string, string>[] }>;
    const row = page.data.content[0];
    if (!row) throw new Error(`no ${kind} in the catalogue`);
    return row;
  };
  const maker = await first('manufacturers');
  const category = await first('categories');
  const res = await request.post('/api/admin/products', {
    headers,
    data: {
      name: opts.name,
      sku: `E2E-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1e4)}`,
      manufacturer_id: maker.manufacturer_id,
      category_ids: [category.category_id],
      price: opts.price ?? 2499,
      stock_quantity: opts.stock,
    },
  });
  if (res.status() !== 201) throw new Error(`create product: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as Envelope<{ product_id: string; slug: string; name: string }>).data;
}

/** The stock of a product as the store shows it. */
export async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/products/${encodeURIComponent(slug)}`);
  if (!res.ok()) throw new Error(`product ${slug}: ${res.status()}`);
  return ((await res.json()) as Envelope<{ stock_quantity: number }>).data.stock_quantity;
}
