import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../../test/helpers';
import {
  demoCatalogueExists,
  demoPictureMarkerKey,
  drawDemoPictures,
  ensureDemoPictures,
  ensureDemoPicturesAtStart,
} from '../../../demo/demo-pictures';
import { loadConfig } from '../../../config';
import { createImageStorage, imageStorageKind, imageStorageOf } from './image-storage';
import { copyLocalPicturesToSharedStore, IMPORTED_MARKER } from './import-local';
import { signedImagePath } from './local-storage';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const silent = { info: () => undefined, warn: () => undefined };

describe('which picture store the configuration picks', () => {
  const pick = (over: Record<string, unknown>) =>
    imageStorageKind(loadConfig({}, { DATA_DIR: '/tmp/unused', ...over }));

  it('keeps pictures in PostgreSQL with a server, in the data dir on the embedded database', () => {
    expect(pick({ DATABASE_URL: 'postgres://x@h/db', IMAGE_STORAGE: 'auto' })).toBe('database');
    expect(pick({ DATABASE_URL: undefined, IMAGE_STORAGE: 'auto' })).toBe('local');
    expect(pick({ DATABASE_URL: 'postgres://x@h/db', IMAGE_STORAGE: 'local' })).toBe('local');
    expect(pick({ DATABASE_URL: undefined, IMAGE_STORAGE: 'database' })).toBe('database');
    const s3 = { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(pick({ ...s3, S3_ENDPOINT: 'http://s3', IMAGE_STORAGE: 'database' })).toBe('s3');
  });
});

describe('picture store in the database (image_objects)', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h-cluster-db-images-'));
    t = await createTestApp({ IMAGE_STORAGE: 'database', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores, reads and serves a picture at a signed URL', async () => {
    const storage = imageStorageOf(t.ctx);
    expect(storage.kind).toBe('database');
    await storage.putObject('uploads/dot.png', PNG, 'image/png');
    expect(await storage.exists('uploads/dot.png')).toBe(true);
    expect(await storage.exists('uploads/none.png')).toBe(false);
    expect(await storage.getObject('uploads/none.png')).toBeNull();
    const back = await storage.getObject('uploads/dot.png');
    expect(back?.contentType).toBe('image/png');
    expect(Buffer.from(back!.bytes).equals(PNG)).toBe(true);

    const call = await t.app.inject({
      method: 'GET',
      url: '/api/products/images?objectKey=uploads/dot.png',
    });
    const url = json<{ data: { presigned_url: string } }>(call).data.presigned_url;
    expect(url).toMatch(/^\/api\/images\/uploads\/dot\.png\?exp=\d+&sig=[\w-]{43}$/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // a key unknown to the store, rightly signed: 404
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    const missing = await t.app.inject({
      method: 'GET',
      url: signedImagePath(t.ctx.secretKey, 'uploads/none.png', exp),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is shared: a second store object on the same database (another process) reads it', async () => {
    const other = createImageStorage(t.ctx);
    await imageStorageOf(t.ctx).putObject('uploads/shared.png', PNG, 'image/png');
    expect(Buffer.from((await other.getObject('uploads/shared.png'))!.bytes).equals(PNG)).toBe(
      true,
    );
    // writing the same key again changes nothing and does not fail
    await other.putObject('uploads/shared.png', PNG, 'image/png');
    const [row] = (
      await t.ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from image_objects where key = 'uploads/shared.png'`,
      )
    ).rows;
    expect(row?.n).toBe(1);
  });

  it('writes the demo pictures once, then only checks the marker; writes them again when missing', async () => {
    const storage = imageStorageOf(t.ctx);
    // a slice of the set keeps this quick on PGlite (the whole set: multi-instance test)
    const some = (await drawDemoPictures()).filter((_, i) => i % 50 === 0);
    const marker = demoPictureMarkerKey(some);
    expect(marker).toMatch(/^seed\/demo-pictures-[0-9a-f]{20}\.svg$/);
    expect(await ensureDemoPictures(storage, some)).toEqual({
      pictures: some.length,
      written: true,
    });
    expect(await storage.exists(marker)).toBe(true);
    const count = async () =>
      (
        await t.ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from image_objects where key not like 'uploads/%'`,
        )
      ).rows[0]!.n;
    expect(await count()).toBe(some.length + 1); // and the marker
    expect(await ensureDemoPictures(storage, some)).toEqual({
      pictures: some.length,
      written: false,
    });

    // a store that lost them (a new bucket, another folder): written again
    await t.ctx.db.execute(sql`delete from image_objects where key not like 'uploads/%'`);
    expect((await ensureDemoPictures(createImageStorage(t.ctx), some)).written).toBe(true);
    expect(await count()).toBe(some.length + 1);
    // other drawings (or one more view per product): another marker, written again
    const changed = [...some, { ...some[0]!, key: 'products/one-more-view.svg' }];
    expect(demoPictureMarkerKey(changed)).not.toBe(marker);
    expect((await ensureDemoPictures(storage, changed)).written).toBe(true);
  });

  it('copies the pictures of a one-process shop (DATA_DIR/images) into the shared store, once', async () => {
    const dir = path.join(t.ctx.config.DATA_DIR, 'images');
    fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'uploads', 'before-the-move.png'), PNG);
    fs.writeFileSync(path.join(dir, 'uploads', 'not a key.png'), PNG);
    expect(await copyLocalPicturesToSharedStore(t.ctx, silent)).toBe(1);
    const back = await imageStorageOf(t.ctx).getObject('uploads/before-the-move.png');
    expect(Buffer.from(back!.bytes).equals(PNG)).toBe(true);
    expect(fs.existsSync(path.join(dir, IMPORTED_MARKER))).toBe(true);
    fs.writeFileSync(path.join(dir, 'uploads', 'later.png'), PNG);
    expect(await copyLocalPicturesToSharedStore(t.ctx, silent)).toBe(0); // once
  });

  it('at start-up, does nothing without the demo catalogue', async () => {
    await t.ctx.db.execute(sql`delete from image_objects`);
    expect(await demoCatalogueExists(t.ctx.db)).toBe(false);
    await ensureDemoPicturesAtStart(t.ctx, silent);
    const [row] = (
      await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from image_objects`)
    ).rows;
    expect(row?.n).toBe(0);
  });
});
