import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pincodes } from '../../../db/schema/index';

type PincodeRow = typeof pincodes.$inferSelect;

/**
 * Directory rows read by this process, per database. The directory only changes when a new
 * file version is loaded (at start): a load in this process clears the cache, and entries
 * expire after TTL_MS so a load by another process sharing the database is seen too.
 * Unknown pincodes are remembered as null; the map is emptied past MAX_ENTRIES.
 */
const TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 30_000;
const caches = new WeakMap<object, Map<string, { row: PincodeRow | null; at: number }>>();

export async function readPincodeRow(db: DbOrTx, pincode: string): Promise<PincodeRow | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(pincode);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.row;
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(pincode, { row: row ?? null, at: Date.now() });
  return row ?? null;
}

export function forgetPincodeRows(db: DbOrTx): void {
  caches.delete(db);
}
