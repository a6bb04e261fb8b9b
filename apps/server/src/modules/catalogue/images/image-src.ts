import type { AppContext } from '../../../context';
import { isValidObjectKey } from './image-keys';
import { imageStorageOf, type ImageStorage } from './image-storage';

/**
 * Ready signed URLs for product pictures, sent beside their object keys (`thumbnail_src`,
 * `images_src`) so the web shows a picture without first asking GET /products/images for its
 * address (docs/decisions/130).
 *
 * Every URL of one key made within the same clock hour is the same URL (decisions 012: signed
 * at the start of the hour, valid ≥ 60 minutes from any moment of that hour), so the URLs are
 * remembered per store for the current hour and signing costs one map lookup; the memory is
 * emptied when the hour turns (or when it grows past MAX_REMEMBERED keys).
 */
const MAX_REMEMBERED = 50_000;
const HOUR_MS = 3_600_000;

interface Memo {
  hour: number;
  urls: Map<string, string | null>;
}
const memos = new WeakMap<ImageStorage, Memo>();

function memoOf(storage: ImageStorage): Memo {
  const hour = Math.floor(Date.now() / HOUR_MS);
  let memo = memos.get(storage);
  if (!memo || memo.hour !== hour || memo.urls.size > MAX_REMEMBERED) {
    memo = { hour, urls: new Map() };
    memos.set(storage, memo);
  }
  return memo;
}

/**
 * Signed URLs of the given object keys (null, duplicate and unusable keys skipped): key → URL.
 * A key that cannot be signed (an old or malformed key) is simply absent: the web falls back
 * to GET /products/images and shows "No image available" if that fails too.
 */
export async function imageSrcs(
  ctx: Pick<AppContext, 'config' | 'secretKey' | 'db'>,
  keys: Iterable<string | null | undefined>,
): Promise<Map<string, string>> {
  const storage = imageStorageOf(ctx);
  const memo = memoOf(storage);
  const out = new Map<string, string>();
  const missing: string[] = [];
  for (const key of keys) {
    if (!key || out.has(key)) continue;
    const known = memo.urls.get(key);
    if (known !== undefined) {
      if (known !== null) out.set(key, known);
    } else if (!missing.includes(key)) {
      missing.push(key);
    }
  }
  await Promise.all(
    missing.map(async (key) => {
      let url: string | null = null;
      if (isValidObjectKey(key)) {
        try {
          url = (await storage.presignedUrl(key)).url;
        } catch {
          url = null;
        }
      }
      memo.urls.set(key, url);
      if (url !== null) out.set(key, url);
    }),
  );
  return out;
}

/** The items with `thumbnail_src` set beside their `thumbnail_url` object key. */
export async function withThumbnailSrcs<T extends { thumbnail_url: string | null }>(
  ctx: Pick<AppContext, 'config' | 'secretKey' | 'db'>,
  items: readonly T[],
): Promise<(T & { thumbnail_src: string | null })[]> {
  const srcs = await imageSrcs(
    ctx,
    items.map((i) => i.thumbnail_url),
  );
  return items.map((i) => ({
    ...i,
    thumbnail_src: i.thumbnail_url ? (srcs.get(i.thumbnail_url) ?? null) : null,
  }));
}

/** A cart or wishlist with `thumbnail_src` beside every line's picture key. */
export async function withCartImageSrcs<C extends { items: { thumbnail_url: string | null }[] }>(
  ctx: Pick<AppContext, 'config' | 'secretKey' | 'db'>,
  cart: C,
): Promise<C> {
  return { ...cart, items: await withThumbnailSrcs(ctx, cart.items) };
}
