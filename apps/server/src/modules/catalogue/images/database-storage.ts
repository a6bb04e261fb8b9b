import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { imageObjects } from '../../../db/schema/images';
import { assertValidObjectKey, contentTypeOfKey, urlExpiry } from './image-keys';
import type { ImageStorage, StoredObject } from './image-types';
import { signedImagePath } from './local-storage';

/** Pictures this process keeps in memory after reading them (keys are immutable). */
const CACHE_BYTES = 32 * 1024 * 1024;
/** Larger pictures are not cached (a few of them would push everything else out). */
const CACHE_MAX_OBJECT = 1024 * 1024;

/**
 * Pictures in a PostgreSQL table (`image_objects`), served by every server process at the same
 * signed, expiring URLs as the local store (`/api/images/{key}?exp=&sig=`). A key's bytes never
 * change, so each process keeps recently served pictures in a small in-memory cache.
 */
export function createDatabaseImageStorage(
  ctx: Pick<AppContext, 'config' | 'secretKey' | 'db'>,
): ImageStorage {
  const db = ctx.db;
  const cache = new Map<string, StoredObject>();
  let cachedBytes = 0;
  const forget = (key: string) => {
    const old = cache.get(key);
    if (!old) return;
    cache.delete(key);
    cachedBytes -= old.bytes.length;
  };
  const remember = (key: string, obj: StoredObject) => {
    if (obj.bytes.length > CACHE_MAX_OBJECT || cache.has(key)) return;
    cache.set(key, obj);
    cachedBytes += obj.bytes.length;
    for (const [k, v] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      cache.delete(k);
      cachedBytes -= v.bytes.length;
    }
  };
  return {
    kind: 'database',
    async putObject(key, bytes, contentType) {
      assertValidObjectKey(key);
      const type = contentType || contentTypeOfKey(key) || 'application/octet-stream';
      // Uploads get fresh keys, so a key is written once; the demo pictures are written again
      // (same keys) when their drawings change, and a row is only touched when its bytes differ.
      await db
        .insert(imageObjects)
        .values({ key, contentType: type, size: bytes.length, bytes })
        .onConflictDoUpdate({
          target: imageObjects.key,
          set: { contentType: type, size: bytes.length, bytes },
          setWhere: sql`${imageObjects.bytes} is distinct from excluded.bytes or ${imageObjects.contentType} is distinct from excluded.content_type`,
        });
      forget(key);
    },
    async getObject(key) {
      assertValidObjectKey(key);
      const hit = cache.get(key);
      if (hit) {
        // most recently used last
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const [row] = await db
        .select({ bytes: imageObjects.bytes, contentType: imageObjects.contentType })
        .from(imageObjects)
        .where(eq(imageObjects.key, key));
      if (!row) return null;
      const obj = { bytes: row.bytes, contentType: row.contentType };
      remember(key, obj);
      return obj;
    },
    async exists(key) {
      assertValidObjectKey(key);
      if (cache.has(key)) return true;
      const rows = await db.execute(sql`select 1 from image_objects where key = ${key}`);
      return rows.rows.length > 0;
    },
    async presignedUrl(key) {
      assertValidObjectKey(key);
      const { expiresAt } = urlExpiry(ctx.config.IMAGE_URL_TTL_S);
      const exp = Math.floor(expiresAt.getTime() / 1000);
      return { url: signedImagePath(ctx.secretKey, key, exp), expiresAt };
    },
  };
}
