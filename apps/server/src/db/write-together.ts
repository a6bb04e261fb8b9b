import { is, SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Several writes in ONE statement (one round trip): each builder becomes a data-modifying
 * CTE of `with w0 as (insert … returning …), w1 as (…) select …`, and the rows each one
 * returned come back as JSON and are mapped through the builder's own returning fields, so
 * the caller gets the same typed rows as from awaiting the builders one by one
 * (docs/decisions/150). All parts see the same snapshot and are checked (constraints, foreign
 * keys) at the end of the statement, so a part may refer to a row another part inserts, but
 * must not read it. A builder without `.returning()` is run and answers an empty array; an
 * undefined part is skipped and answers an empty array. A part may also be raw SQL (a
 * data-modifying statement with a `returning` list, or a select): its rows come back as plain
 * JSON objects, undecoded, and a select part runs only because its rows are read.
 */

interface ReturningField {
  path: string[];
  field: unknown;
}

/** What this needs of a drizzle insert, update or delete builder (its SQL and returning list). */
export interface WriteBuilder<R = unknown> extends PromiseLike<R> {
  getSQL(): SQL;
}

/** A part: a drizzle builder, or raw SQL whose rows come back as JSON objects. */
export type WritePart = WriteBuilder | SQL;

type Rows<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends SQL
    ? Record<string, unknown>[]
    : NonNullable<T[K]> extends WriteBuilder<infer R>
      ? R extends unknown[]
        ? R
        : never[]
      : never;
};

const columnNameOf = (field: unknown): string => {
  const f = field as { name?: unknown; fieldAlias?: unknown };
  if (typeof f.fieldAlias === 'string') return f.fieldAlias;
  if (typeof f.name === 'string') return f.name;
  throw new Error('writeTogether: returning fields must be columns or aliased SQL');
};

/** A returned value decoded as the driver's would be (the column's or the SQL's decoder). */
function decode(field: unknown, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const f = field as {
    mapFromDriverValue?: (v: unknown) => unknown;
    decoder?: { mapFromDriverValue(v: unknown): unknown };
    sql?: { decoder?: { mapFromDriverValue(v: unknown): unknown } };
  };
  if (typeof f.mapFromDriverValue === 'function') return f.mapFromDriverValue(value);
  const decoder = f.decoder ?? f.sql?.decoder;
  return decoder ? decoder.mapFromDriverValue(value) : value;
}

function rowOf(fields: ReturningField[], obj: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const { path, field } of fields) {
    let node = row;
    path.slice(0, -1).forEach((p) => {
      node = (node[p] ??= {}) as Record<string, unknown>;
    });
    node[path[path.length - 1]!] = decode(field, obj[columnNameOf(field)]);
  }
  return row;
}

export async function writeTogether<T extends Record<string, WritePart | undefined>>(
  tx: DbOrTx,
  parts: T,
): Promise<Rows<T>> {
  const out: Record<string, unknown[]> = {};
  const keys = Object.keys(parts).filter((k) => {
    if (parts[k] === undefined) out[k] = [];
    return parts[k] !== undefined;
  });
  const raw = keys.map((k) => is(parts[k], SQL));
  const fieldsOf = keys.map((k, i) =>
    raw[i]
      ? undefined
      : (parts[k] as unknown as { config?: { returning?: ReturningField[] } }).config?.returning,
  );
  const ctes = keys.map((k, i) => sql`${sql.raw(`w${i}`)} as (${parts[k]!.getSQL()})`);
  const selected = keys.flatMap((_, i) =>
    fieldsOf[i] || raw[i]
      ? [sql.raw(`(select coalesce(json_agg(w${i}), '[]'::json) from w${i}) as w${i}`)]
      : [],
  );
  const result = await tx.execute(
    sql`with ${sql.join(ctes, sql`, `)} select ${selected.length ? sql.join(selected, sql`, `) : sql`1`}`,
  );
  const row = ((result as unknown as { rows?: Record<string, unknown>[] }).rows ?? [])[0] ?? {};
  keys.forEach((k, i) => {
    const fields = fieldsOf[i];
    if (!fields && !raw[i]) {
      out[k] = [];
      return;
    }
    const json = row[`w${i}`];
    const list = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>[];
    out[k] = fields ? list.map((obj) => rowOf(fields, obj)) : list;
  });
  return out as Rows<T>;
}
