import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../../test/helpers';
import { createUser } from '../../../../test/fixtures';
import { createSecondInstance, multiInstanceSkipReason } from '../../../../test/multi-instance';
import { categoryImageKey, makerLogoKey } from '../../../demo/draw-pictures';
import { seedDemoCatalogue } from '../../../demo/seed';
import { ensureDemoPicturesAtStart } from '../../../demo/demo-pictures';
import { CATEGORIES, demoProducts, MAKERS } from '../../../demo/demo';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const silent = { info: () => undefined, warn: () => undefined };

const title = multiInstanceSkipReason
  ? `pictures across server processes (skipped: ${multiInstanceSkipReason})`
  : 'pictures across server processes on one PostgreSQL';

/** Asks `t` for a picture's URL, then fetches it from `t` (as a browser behind a balancer). */
async function fetchPicture(t: TestApp, key: string) {
  const call = await t.app.inject({
    method: 'GET',
    url: `/api/products/images?objectKey=${encodeURIComponent(key)}`,
  });
  expect(call.statusCode, call.body).toBe(200);
  const url = json<{ data: { presigned_url: string } }>(call).data.presigned_url;
  return t.app.inject({ method: 'GET', url });
}

describe.skipIf(Boolean(multiInstanceSkipReason))(title, () => {
  let a: TestApp;
  let b: TestApp;
  const later: TestApp[] = [];
  const dirs: string[] = [];
  // Each process has its own data dir, as on separate machines.
  const newDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'h-cluster-pictures-'));
    dirs.push(d);
    return d;
  };

  beforeAll(async () => {
    a = await createTestApp({ DATA_DIR: newDir() });
    b = await createSecondInstance(a, { DATA_DIR: newDir() });
  });
  afterAll(async () => {
    for (const t of later) await t.close();
    await b?.close();
    await a?.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('serves through one process a picture uploaded through another', async () => {
    const staff = await createUser(a, { role: 'ADMIN' });
    const boundary = '----picture';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await a.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: {
        ...bearer(staff.accessToken),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const { object_key, preview_url } = json<{
      data: { object_key: string; preview_url: string };
    }>(up).data;

    // the preview URL made by A works on B, and B's own URL for the key too
    const viaPreview = await b.app.inject({ method: 'GET', url: preview_url });
    expect(viaPreview.statusCode).toBe(200);
    expect(viaPreview.rawPayload.equals(PNG)).toBe(true);
    const viaB = await fetchPicture(b, object_key);
    expect(viaB.statusCode).toBe(200);
    expect(viaB.headers['content-type']).toBe('image/png');
    expect(viaB.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves the demo pictures from a process started after the seed', async () => {
    const seeded = await seedDemoCatalogue(a.ctx);
    expect(seeded?.products).toBeGreaterThan(300);
    const c = await createSecondInstance(a, { DATA_DIR: newDir() });
    later.push(c);
    await ensureDemoPicturesAtStart(c.ctx, silent); // what server.ts does at start
    const product = demoProducts()[7]!;
    for (const key of [
      categoryImageKey(CATEGORIES[0]!.slug),
      makerLogoKey(MAKERS[3]!.slug),
      ...product.images,
    ]) {
      const res = await fetchPicture(c, key);
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body.startsWith('<svg'), key).toBe(true);
    }
  }, 120_000);

  it('writes the demo pictures into a store that lacks them when a later process starts', async () => {
    // a process configured with its own folder (IMAGE_STORAGE=local) on the seeded database
    const dataDir = newDir();
    const d = await createSecondInstance(a, { DATA_DIR: dataDir, IMAGE_STORAGE: 'local' });
    later.push(d);
    const key = demoProducts()[11]!.images[0];
    expect((await fetchPicture(d, key)).statusCode).toBe(404);
    await ensureDemoPicturesAtStart(d.ctx, silent);
    const res = await fetchPicture(d, key);
    expect(res.statusCode).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'images', key))).toBe(true);
  }, 120_000);
});
