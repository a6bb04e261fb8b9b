import crypto from 'node:crypto';
import pg from 'pg';
import { namedStatementsAllowed, type Db } from './client';

/**
 * Runs one parameterised statement straight on the driver, bypassing the query builder:
 * the hot paths use it (the catalogue's listing, product page and search; the session check
 * of every signed-in request). On PostgreSQL each distinct text becomes a named prepared
 * statement, parsed and planned once per connection; on PGlite it is an ordinary
 * extended-protocol query.
 *
 * Type notes, the same on both drivers: cast counts to int and numerics to float8 in SQL.
 */
interface PgliteLike {
  query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
}

const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `cat_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

export async function queryRows<T>(db: Db, text: string, values: unknown[] = []): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const res = await client.query<T & pg.QueryResultRow>({
      name: namedStatementsAllowed(client) ? statementName(text) : undefined,
      text,
      values,
    });
    return res.rows;
  }
  const res = await (client as PgliteLike).query<T>(text, values);
  return res.rows;
}
