import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { imageStorageOf, type ImageStorage } from '../modules/catalogue/images/image-storage';
import type { S3ImageStorage } from '../modules/catalogue/images/s3-storage';
import { CATEGORIES, MAKERS } from './demo';
import { storeDemoPictures } from './draw-pictures';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface Picture {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Every picture of the demo catalogue, drawn in memory (about 0.3 s, a few MB). */
export async function drawDemoPictures(): Promise<Picture[]> {
  const pictures: Picture[] = [];
  const recorder: ImageStorage = {
    kind: 'local',
    async putObject(key, bytes, contentType) {
      pictures.push({ key, bytes, contentType });
    },
    async getObject() {
      return null;
    },
    async exists() {
      return false;
    },
    async presignedUrl() {
      throw new Error('not a real store');
    },
  };
  await storeDemoPictures(recorder);
  return pictures.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The key of the marker written after the last demo picture: it names a digest of every key
 * and every byte, so a store holds a complete, current set exactly when it holds the marker
 * (new drawings or a new view per product give a new marker, and the pictures are written
 * again).
 */
export function demoPictureMarkerKey(pictures: Picture[]): string {
  const hash = crypto.createHash('sha256');
  for (const p of pictures) {
    hash.update(p.key).update('\0').update(p.contentType).update('\0').update(p.bytes);
  }
  return `seed/demo-pictures-${hash.digest('hex').slice(0, 20)}.svg`;
}

const MARKER_SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><title>Demo pictures stored</title></svg>',
);

/**
 * Makes sure the configured store holds every demo picture: one `exists` call on the marker
 * when it does; otherwise writes them all (same keys, same bytes: several processes may do it
 * at once) and then the marker.
 */
export async function ensureDemoPictures(
  storage: ImageStorage,
  /** Tests pass a few; by default every demo picture. */
  only?: Picture[],
): Promise<{ pictures: number; written: boolean }> {
  const pictures = only ?? (await drawDemoPictures());
  const marker = demoPictureMarkerKey(pictures);
  if (storage.kind === 's3') await (storage as S3ImageStorage).ensureBucket();
  if (await storage.exists(marker)) return { pictures: pictures.length, written: false };
  let next = 0;
  const lane = async () => {
    while (next < pictures.length) {
      const p = pictures[next]!;
      next += 1;
      await storage.putObject(p.key, p.bytes, p.contentType);
    }
  };
  await Promise.all(Array.from({ length: storage.kind === 'local' ? 32 : 16 }, lane));
  await storage.putObject(marker, MARKER_SVG, 'image/svg+xml');
  return { pictures: pictures.length, written: true };
}

/** True when the database holds the demo catalogue (or part of it): a demo category or maker. */
export async function demoCatalogueExists(db: AppContext['db']): Promise<boolean> {
  const categorySlugs = CATEGORIES.map((c) => c.slug);
  const makerSlugs = MAKERS.map((m) => m.slug);
  const rows = await db.execute<{ found: boolean }>(sql`
    select exists (select 1 from categories where slug in ${categorySlugs})
        or exists (select 1 from manufacturers where slug in ${makerSlugs}) as found`);
  return Boolean(rows.rows[0]?.found);
}

/**
 * At start-up, whatever SEED_DEMO says: where the demo catalogue exists, its pictures exist in
 * the configured store (a process started later, a switch of store, a new S3 bucket).
 */
export async function ensureDemoPicturesAtStart(ctx: AppContext, log: Log): Promise<void> {
  if (!(await demoCatalogueExists(ctx.db))) return;
  const started = Date.now();
  const storage = imageStorageOf(ctx);
  try {
    const { pictures, written } = await ensureDemoPictures(storage);
    if (written) {
      log.info(
        { pictures, storage: storage.kind, ms: Date.now() - started },
        'demo pictures stored',
      );
    }
  } catch (err) {
    // The store serves orders without pictures; the next start tries again.
    log.warn({ err, storage: storage.kind }, 'could not check or store the demo pictures');
  }
}
