import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/**
 * Runs one statement written with `$1..$n` placeholders: as a named prepared statement on the
 * pool (`queryRows`), or inside a transaction through the query builder.
 */
export async function rowsOfStatement<T>(
  db: DbOrTx,
  text: string,
  values: unknown[],
): Promise<T[]> {
  if ((db as unknown as { $client?: unknown }).$client)
    return queryRows<T>(db as never, text, values);
  const chunks: SQL[] = [];
  const parts = text.split(/\$(\d+)/);
  for (let i = 0; i < parts.length; i++) {
    chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${sql.param(values[Number(parts[i]) - 1])}`);
  }
  const res = (await db.execute(sql.join(chunks))) as unknown as { rows: T[] };
  return res.rows;
}
