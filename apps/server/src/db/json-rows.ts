import crypto from 'node:crypto';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client';
import { queryRows } from './query-rows';

/**
 * Rows read as JSON inside one statement (docs/decisions/370): a read that used to send one
 * statement per table (an order with its items, history, billing, delivery, company) sends one
 * that builds the parts with `to_json(row)` and `json_agg`, and these helpers turn the parts
 * back into the rows the query builder would have given, so the answers come from the same
 * mappings as before.
 */

/** A JSON value as the driver gives it (node-postgres parses json, PGlite too; text if cast). */
export function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * `to_json(row)` of `table` (snake_case keys, timestamps as ISO text) as the query builder's
 * row (camelCase keys, Dates, numbers), by the table's own column mappings.
 */
export function rowFromJson<T extends PgTable>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}

export interface PgliteLike {
  query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * Runs one statement written with `$1..$n` placeholders: on PostgreSQL as a named prepared
 * statement of the pool (`queryRows`), on PGlite as a prepared statement of its one
 * connection (`preparedOnPglite`), inside a transaction through the query builder.
 */
export async function rowsOfStatement<T>(
  db: DbOrTx,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return queryRows<T>(db as never, text, values);
  if (client) return preparedOnPglite<T>(client as PgliteLike, text, values);
  const chunks: SQL[] = [];
  const parts = text.split(/\$(\d+)/);
  for (let i = 0; i < parts.length; i++) {
    chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${sql.param(values[Number(parts[i]) - 1])}`);
  }
  const res = (await db.execute(sql.join(chunks))) as unknown as { rows: T[] };
  return res.rows;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value written into EXECUTE: only uuids, lists of uuids and integers; else null. */
function literalOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && UUID.test(value)) return `'${value}'`;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' && UUID.test(v))) {
    return `'{${value.join(',')}}'`;
  }
  return null;
}

const preparedBy = new WeakMap<PgliteLike, Map<string, Promise<string>>>();

/**
 * On PGlite a statement's text is planned again on every run (its protocol has no named
 * statements), and planning one of these reads costs more than running it (a one-order read:
 * planning 17 ms, execution 7 ms, measured with EXPLAIN ANALYZE under load). So the text is
 * PREPAREd once on the embedded database's one connection and run with EXECUTE; after five
 * runs PostgreSQL keeps a generic plan. The values go into EXECUTE as literals, so only
 * uuids, lists of uuids and integers are taken (checked here); any other value runs the text
 * as an ordinary parameterised query.
 */
export async function preparedOnPglite<T>(
  client: PgliteLike,
  text: string,
  values: unknown[],
  /** How the statements are sent (quietQuery: without moving the statement count). */
  run: <R>(text: string, values?: unknown[]) => Promise<{ rows: R[] }> = (t, v) =>
    client.query(t, v),
): Promise<T[]> {
  const literals = values.map(literalOf);
  if (literals.some((l) => l === null)) return (await run<T>(text, values)).rows;
  let names = preparedBy.get(client);
  if (!names) {
    names = new Map();
    preparedBy.set(client, names);
  }
  let name = names.get(text);
  if (!name) {
    const id = `rd_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    name = run(`prepare ${id} as ${text}`).then(() => id);
    names.set(text, name);
    name.catch(() => names.delete(text));
  }
  const ready = await name;
  return (await run<T>(`execute ${ready}(${literals.join(', ')})`)).rows;
}
