import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { healthChecks } from '../../db/schema/index';
import { STORAGE_PROBLEM_TEXT, storageProblem } from '../../plugins/log-redaction';

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export type WriteCheck = { ok: true } | { ok: false; problem: string };

/**
 * Whether the database takes a write (issue 23: on a full disk orders failed while health said
 * ok): one row of `health_checks` is written and committed. What went wrong is said in words
 * (disk full, read-only, I/O errors), never with the failing statement's data.
 */
export async function writesWork(db: Db): Promise<WriteCheck> {
  try {
    await db
      .insert(healthChecks)
      .values({ id: 1 })
      .onConflictDoUpdate({ target: healthChecks.id, set: { checkedAt: sql`now()` } });
    return { ok: true };
  } catch (err) {
    const kind = storageProblem(err);
    const code = (err as { cause?: { code?: unknown } }).cause?.code;
    return {
      ok: false,
      problem: kind
        ? `The database refuses writes: ${STORAGE_PROBLEM_TEXT[kind]}. Orders cannot be placed until it is fixed.`
        : `The database refuses writes${typeof code === 'string' ? ` (error ${code})` : ''}. Orders cannot be placed until it is fixed.`,
    };
  }
}
