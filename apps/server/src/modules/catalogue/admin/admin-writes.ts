import { sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery } from '@store/contract';
import type { AppContext } from '../../../context';
import type { Db, Tx } from '../../../db/client';
import { AppError, invalid } from '../../../lib/errors';
import { catalogueChanged } from '../storefront/catalogue-cache';
import { imageStorageOf } from '../images/image-storage';
import { isValidObjectKey } from '../images/image-keys';

/*
 * Staff catalogue writes (decisions.md › Orders). Every write runs in one transaction that also keeps
 * the search data in step (refresh*Search) and notifies every server process, so caches
 * reload when it commits. Uniqueness (SKU, slugs) is checked first for a clear message, and
 * the unique indexes catch the rare race between two staff members.
 */

export const fieldConflict = (field: string, message: string) =>
  new AppError('conflict', message, [{ field, message }]);
export const fieldInvalid = (field: string, message: string) =>
  invalid(message, [{ field, message }]);

/** `%`, `_` and `\` are wildcards in LIKE: a search for "50%" means the text "50%". */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
export const containing = (q: string) => `%${likeEscape(q)}%`;

export function activeCondition(column: SQL, filter: AdminListQuery['active']): SQL | undefined {
  if (filter === 'active') return sql`${column}`;
  if (filter === 'inactive') return sql`not ${column}`;
  return undefined;
}

/** The constraint a unique violation names (drizzle wraps the driver's error), else null. */
function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return null;
}

const UNIQUE_MESSAGES: Record<string, [string, string]> = {
  products_sku_uq: ['sku', 'A product with this SKU already exists'],
  products_slug_uq: ['slug', 'A product with this slug already exists'],
  categories_slug_uq: ['slug', 'A category with this slug already exists'],
  manufacturers_slug_uq: ['slug', 'A manufacturer with this slug already exists'],
};

/**
 * Runs a write; a unique-index race becomes the same 409 the pre-checks give. `announce:
 * false` (one batch of a large import, docs/decisions/303) leaves this process's caches and
 * search index to the last batch, so they are rebuilt once, not after every batch.
 */
export async function writing<T>(
  db: Db,
  ctx: AppContext,
  work: (tx: Tx) => Promise<T>,
  opts: { announce?: boolean } = {},
): Promise<T> {
  try {
    const result = await db.transaction(work);
    // this process at once; the others hear the NOTIFY
    if (opts.announce !== false) catalogueChanged(ctx);
    return result;
  } catch (err) {
    const constraint = uniqueViolation(err);
    const known = constraint === null ? undefined : UNIQUE_MESSAGES[constraint];
    if (known) throw fieldConflict(known[0], known[1]);
    throw err;
  }
}

/**
 * Picture keys must be well formed and point to a stored picture (uploaded first through
 * POST /admin/images). Keys the row already had are not checked again.
 */
export async function checkImageKeys(
  ctx: AppContext,
  field: string,
  keys: (string | null | undefined)[],
  already: readonly (string | null)[] = [],
): Promise<void> {
  const storage = imageStorageOf(ctx);
  for (const key of keys) {
    if (!key || already.includes(key)) continue;
    if (!isValidObjectKey(key)) throw fieldInvalid(field, `Invalid image key: ${key}`);
    if (!(await storage.exists(key))) {
      throw fieldInvalid(field, 'Picture not found: upload it first');
    }
  }
}

/** A free slug: the wanted one, or with -2, -3... when taken. */
export async function freeSlug(
  taken: (slug: string) => Promise<boolean>,
  wanted: string,
  fallback: string,
): Promise<string> {
  const base = (wanted || fallback).slice(0, 110).replace(/-+$/, '') || fallback;
  if (!(await taken(base))) return base;
  for (let n = 2; n < 1000; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}
