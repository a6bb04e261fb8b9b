import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  ADDRESS_LIMIT_MESSAGE,
  MAX_SAVED_ADDRESSES,
  SHIPPING_FIELDS,
  type AddressBody,
  type SavedAddress,
} from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { addresses } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { shippingFromColumns, shippingToColumns } from './shipping-mapping';

type Row = typeof addresses.$inferSelect;
const addressNotFound = () => notFound('Address not found');

/** One address per customer however it was typed: lower case, single spaces, no edge blanks. */
export function fingerprintOf(a: AddressBody): string {
  const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return SHIPPING_FIELDS.map((field) => fold(a[field])).join('|');
}

const columnsOf = (a: AddressBody) => ({ ...shippingToColumns(a), fingerprint: fingerprintOf(a) });

const toAddress = (r: Row): SavedAddress => ({
  address_id: r.id,
  ...shippingFromColumns(r),
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt.toISOString(),
});

/** The customer's saved addresses, most recently used first. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.lastUsedAt), desc(addresses.createdAt), desc(addresses.id))
    .limit(MAX_SAVED_ADDRESSES);
  return rows.map(toAddress);
}

async function findOwn(db: DbOrTx, userId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw addressNotFound();
  return row;
}

export async function getAddress(db: DbOrTx, userId: string, id: string): Promise<SavedAddress> {
  return toAddress(await findOwn(db, userId, id));
}

/**
 * Saves an address typed on the profile. The same address again answers the saved one
 * (`created: false`); a new one beyond MAX_SAVED_ADDRESSES is refused (409).
 */
export async function createAddress(
  db: DbOrTx,
  userId: string,
  input: AddressBody,
): Promise<{ address: SavedAddress; created: boolean }> {
  const [same] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.fingerprint, fingerprintOf(input))));
  if (same) return { address: toAddress(same), created: false };
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  if (count >= MAX_SAVED_ADDRESSES) throw conflict(ADDRESS_LIMIT_MESSAGE);
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...columnsOf(input) })
    .onConflictDoUpdate({
      target: [addresses.userId, addresses.fingerprint],
      set: { lastUsedAt: sql`${addresses.lastUsedAt}` },
    })
    .returning();
  return { address: toAddress(row!), created: true };
}

/** Edits a saved address; editing it into another saved one is refused (409). */
export async function updateAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  input: AddressBody,
): Promise<SavedAddress> {
  await findOwn(db, userId, id);
  const fingerprint = fingerprintOf(input);
  const [other] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.fingerprint, fingerprint)));
  if (other && other.id !== id) throw conflict('This address is already saved');
  const [row] = await db
    .update(addresses)
    .set(columnsOf(input))
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw addressNotFound();
  return toAddress(row);
}

export async function deleteAddress(db: DbOrTx, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (gone.length === 0) throw addressNotFound();
}

/**
 * Called by placeOrder inside its transaction: remembers the delivery address (or marks a
 * saved one as just used) and keeps only the MAX_SAVED_ADDRESSES most recently used.
 */
export async function rememberAddress(
  db: DbOrTx,
  userId: string,
  input: AddressBody,
): Promise<void> {
  const [saved] = await rememberAddressWrite(db, userId, input);
  if (saved?.inserted) await keepRecentAddresses(db, userId);
}

/**
 * The upsert rememberAddress runs, for a caller that runs it beside other writes
 * (writeTogether); `inserted` is true for a new address, which must then be followed by
 * keepRecentAddresses.
 */
export function rememberAddressWrite(db: DbOrTx, userId: string, input: AddressBody) {
  return (
    db
      .insert(addresses)
      .values({ userId, ...columnsOf(input) })
      .onConflictDoUpdate({
        target: [addresses.userId, addresses.fingerprint],
        set: { lastUsedAt: sql`now()` },
      })
      // xmax = 0 on a freshly inserted row: only a new address can push an old one out.
      .returning({ inserted: sql<boolean>`(xmax = 0)`.as('inserted') })
  );
}

/** Keeps only the MAX_SAVED_ADDRESSES most recently used addresses of a customer. */
export async function keepRecentAddresses(db: DbOrTx, userId: string): Promise<void> {
  const keep = db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.lastUsedAt), desc(addresses.createdAt), desc(addresses.id))
    .limit(MAX_SAVED_ADDRESSES);
  await db
    .delete(addresses)
    .where(and(eq(addresses.userId, userId), notInArray(addresses.id, keep)));
}
