import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../../test/helpers';
import { isValidObjectKey, newUploadKey, urlExpiry } from './image-keys';
import { imageStorageOf, type ImageStorage } from './image-storage';
import { signedImagePath } from './local-storage';
import { createS3ImageStorage, type S3ImageStorage } from './s3-storage';

// A tiny valid PNG (1 x 1), and just enough bytes of JPEG and WebP for content types.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'binary');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');

function tempDir(name: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `h-cat-server-${name}-`));
}

describe('object keys', () => {
  it.each([
    ['products/deccan-dcd-776.svg', true],
    ['uploads/4f1c2e.webp', true],
    ['a.png', true],
    ['photo.jpeg', true],
    ['../jwt-secret.svg', false],
    ['products/../../x.svg', false],
    ['/etc/passwd.png', false],
    ['products/.hidden.svg', false],
    ['products/A.SVG', false],
    ['products/x.gif', false],
    ['products/x', false],
    ['products//x.svg', false],
    ['products\\x.svg', false],
    ['products/x y.svg', false],
    [`${'a'.repeat(300)}.svg`, false],
  ])('%s valid: %s', (key, valid) => {
    expect(isValidObjectKey(key)).toBe(valid);
  });

  it('makes fresh upload keys for accepted picture types only', () => {
    expect(newUploadKey('image/png')).toMatch(/^uploads\/[0-9a-f-]{36}\.png$/);
    expect(newUploadKey('image/jpeg')).toMatch(/\.jpg$/);
    expect(newUploadKey('image/webp', 'products')).toMatch(/^products\/.+\.webp$/);
    expect(() => newUploadKey('image/gif')).toThrow(/Only JPEG, PNG, WebP or SVG/);
  });

  it('gives URLs at least the configured lifetime, stable within the hour', () => {
    const now = Date.UTC(2025, 0, 1, 10, 59, 59);
    const a = urlExpiry(3600, now);
    expect(a.expiresAt.getTime() - now).toBeGreaterThanOrEqual(3600_000);
    expect(urlExpiry(3600, Date.UTC(2025, 0, 1, 10, 0, 0)).expiresAt).toEqual(a.expiresAt);
  });
});

describe('local image store', () => {
  let t: TestApp;
  let storage: ImageStorage;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir('images');
    t = await createTestApp({ DATA_DIR: dataDir, IMAGE_STORAGE: 'local' });
    storage = imageStorageOf(t.ctx);
    await storage.putObject('tests/dot.png', PNG, 'image/png');
    await storage.putObject('tests/photo.jpg', JPEG, 'image/jpeg');
    await storage.putObject('tests/photo.webp', WEBP, 'image/webp');
    await storage.putObject('tests/icon.svg', SVG, 'image/svg+xml');
    fs.writeFileSync(path.join(dataDir, 'secret.svg'), '<svg>secret</svg>');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function urlFor(key: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/images?objectKey=${encodeURIComponent(key)}`,
    });
    expect(res.statusCode).toBe(200);
    return json<{ data: { presigned_url: string } }>(res).data.presigned_url;
  }

  it.each([
    ['tests/dot.png', 'image/png', PNG],
    ['tests/photo.jpg', 'image/jpeg', JPEG],
    ['tests/photo.webp', 'image/webp', WEBP],
    ['tests/icon.svg', 'image/svg+xml', SVG],
  ])('serves %s as %s with long caching', async (key, type, bytes) => {
    const url = await urlFor(key);
    expect(url).toMatch(
      new RegExp(`^/api/images/${key.replace('.', '\\.')}\\?exp=\\d+&sig=[\\w-]{43}$`),
    );
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
    expect(res.rawPayload.equals(bytes)).toBe(true);
    // HEAD works too (browsers and proxies use it)
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
  });

  it('refuses a wrong, missing or expired signature with 403', async () => {
    const url = await urlFor('tests/dot.png');
    const tampered = url.replace(
      /sig=.(.*)$/,
      (_m, rest: string) => `sig=${rest.startsWith('A') ? 'B' : 'A'}A${rest.slice(1)}`,
    );
    const bad = await t.app.inject({ method: 'GET', url: tampered });
    expect(bad.statusCode).toBe(403);
    expect(json(bad)).toMatchObject({
      success: false,
      code: 'forbidden',
      message: 'This image link is not valid',
    });
    // a valid signature for another key does not open this one
    const other = (await urlFor('tests/photo.jpg')).split('?')[1];
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/images/tests/dot.png?${other}` })).statusCode,
    ).toBe(403);
    // moving the expiry breaks the signature
    const later = url.replace(/exp=(\d+)/, (_m, e: string) => `exp=${Number(e) + 3600}`);
    expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images/tests/dot.png' })).statusCode,
    ).toBe(403);
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await t.app.inject({
      method: 'GET',
      url: signedImagePath(t.ctx.secretKey, 'tests/dot.png', past),
    });
    expect(expired.statusCode).toBe(403);
    expect(json(expired).message).toBe('This image link has expired');
  });

  it('never leaves the image folder, even with a valid signature', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    for (const key of [
      '../secret.svg',
      '..%2fsecret.svg',
      '%2e%2e/secret.svg',
      'tests/../../secret.svg',
      '/secret.svg',
    ]) {
      const raw = signedImagePath(t.ctx.secretKey, decodeURIComponent(key), exp).replace(
        `/api/images/${decodeURIComponent(key)}`,
        `/api/images/${key}`,
      );
      const res = await t.app.inject({ method: 'GET', url: raw });
      expect([400, 403, 404], key).toContain(res.statusCode);
      expect(res.body).not.toContain('secret</svg>');
    }
    await expect(storage.putObject('../escape.svg', SVG, 'image/svg+xml')).rejects.toThrow(
      /Invalid image key/,
    );
    expect(fs.existsSync(path.join(dataDir, 'escape.svg'))).toBe(false);
  });

  it('answers 404 for a signed key with no picture', async () => {
    const url = await urlFor('tests/missing.png');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ code: 'not_found', message: 'Image not found' });
    expect(await storage.exists('tests/missing.png')).toBe(false);
    expect(await storage.exists('tests/dot.png')).toBe(true);
    expect(await storage.getObject('tests/missing.png')).toBeNull();
  });
});

async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

describe('S3-compatible store (s3rver, offline)', () => {
  let server: S3rver;
  let t: TestApp;
  let storage: S3ImageStorage;
  let dir: string;
  let endpoint: string;
  beforeAll(async () => {
    dir = tempDir('s3rver');
    const port = await freePort(3320 + (process.pid % 10), 3349);
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: dir });
    await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'store-images',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'ap-south-1',
    });
    storage = imageStorageOf(t.ctx) as S3ImageStorage;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    storage?.client.destroy();
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads and presigns pictures', async () => {
    expect(storage.kind).toBe('s3');
    await storage.ensureBucket();
    await storage.ensureBucket(); // idempotent
    await storage.putObject('products/dot.png', PNG, 'image/png');
    expect(await storage.exists('products/dot.png')).toBe(true);
    expect(await storage.exists('products/none.png')).toBe(false);
    const back = await storage.getObject('products/dot.png');
    expect(back?.contentType).toBe('image/png');
    expect(Buffer.from(back!.bytes).equals(PNG)).toBe(true);
    expect(await storage.getObject('products/none.png')).toBeNull();

    const { url, expiresAt } = await storage.presignedUrl('products/dot.png');
    expect(url.startsWith(`${endpoint}/store-images/products/dot.png?`)).toBe(true);
    expect(url).toContain('X-Amz-Signature=');
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 3600_000);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    // the same URL all hour long (browsers cache it)
    expect((await storage.presignedUrl('products/dot.png')).url).toBe(url);
    // signed at the start of the hour, valid past the configured lifetime
    const q = new URL(url).searchParams;
    expect(q.get('X-Amz-Date')).toMatch(/^\d{8}T\d{2}0000Z$/);
    expect(Number(q.get('X-Amz-Expires'))).toBe(t.ctx.config.IMAGE_URL_TTL_S + 3600);
  });

  it('lets three processes create a new bucket at once (whoever wins, all go on)', async () => {
    const config = { ...t.ctx.config, S3_BUCKET: 'store-images-new' };
    const three = [1, 2, 3].map(() => createS3ImageStorage(config));
    // The race made certain: between the first process's HEAD (no bucket) and its CREATE,
    // the second process creates the bucket.
    let raced = false;
    three[0]!.client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'CreateBucketCommand' && !raced) {
          raced = true;
          await three[1]!.ensureBucket();
        }
        return next(args);
      },
      { step: 'initialize' },
    );
    try {
      await Promise.all(three.map((s) => s.ensureBucket()));
      expect(raced).toBe(true);
      await three[2]!.putObject('products/dot.png', PNG, 'image/png');
      expect(await three[0]!.exists('products/dot.png')).toBe(true);
    } finally {
      for (const s of three) s.client.destroy();
    }
  });

  it("answers the image call with the store's presigned URL", async () => {
    await storage.putObject('products/icon.svg', SVG, 'image/svg+xml');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/images?objectKey=products/icon.svg',
    });
    expect(res.statusCode).toBe(200);
    const { presigned_url } = json<{ data: { presigned_url: string } }>(res).data;
    expect(presigned_url.startsWith(endpoint)).toBe(true);
    const picture = await fetch(presigned_url);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toBe(SVG.toString());
  });
});
