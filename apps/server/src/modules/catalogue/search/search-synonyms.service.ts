import { asc, eq, sql } from 'drizzle-orm';
import type { Synonym, SynonymBody } from '@store/contract';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { searchSynonyms } from '../../../db/schema/search-synonyms';
import { invalid, notFound } from '../../../lib/errors';
import { catalogueCacheOf } from '../storefront/catalogue-cache';
import { SYNONYMS_CHANNEL } from '../storefront/catalogue-channels';

/**
 * Staff editing of the search synonyms (docs/decisions/267). Every change sends NOTIFY
 * search_synonyms_changed in its transaction: every process drops its catalogue snapshot and
 * remembered answers when it commits (catalogue-cache.ts), so the next search reads the new
 * synonyms; this process drops them at once, before the answer is sent. The search index
 * needs no rebuild: synonyms only change how a query is read.
 */

type Row = typeof searchSynonyms.$inferSelect;

const toSynonym = (r: Row): Synonym => ({
  synonym_id: r.id,
  terms: r.terms,
  one_way: r.oneWay,
  updated_at: r.updatedAt.toISOString(),
});

/** Phrases as stored: lower case, single spaces, each once; at least two. */
function phrasesOf(body: SynonymBody): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of body.terms) {
    const phrase = t.toLowerCase().replace(/\s+/g, ' ').trim();
    const key = phrase
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join(' ');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(phrase);
  }
  if (out.length < 2) {
    throw invalid('Give at least two different phrases', [
      { field: 'terms', message: 'Give at least two different phrases' },
    ]);
  }
  return out;
}

const notify = (db: DbOrTx) => db.execute(sql`select pg_notify(${SYNONYMS_CHANNEL}, '')`);

/** After a committed change: this process reads the new synonyms at once. */
function changed(ctx: AppContext): void {
  catalogueCacheOf(ctx).invalidate();
}

/** Every synonym, by its first phrase (the order staff look them up in). */
export async function listSynonyms(db: DbOrTx): Promise<Synonym[]> {
  const rows = await db
    .select()
    .from(searchSynonyms)
    .orderBy(sql`${searchSynonyms.terms}[1]`, asc(searchSynonyms.id));
  return rows.map(toSynonym);
}

export async function createSynonym(ctx: AppContext, body: SynonymBody): Promise<Synonym> {
  const terms = phrasesOf(body);
  const row = await ctx.db.transaction(async (tx) => {
    const [r] = await tx.insert(searchSynonyms).values({ terms, oneWay: body.one_way }).returning();
    await notify(tx);
    return r!;
  });
  changed(ctx);
  return toSynonym(row);
}

export async function updateSynonym(
  ctx: AppContext,
  id: string,
  body: SynonymBody,
): Promise<Synonym> {
  const terms = phrasesOf(body);
  const row = await ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .update(searchSynonyms)
      .set({ terms, oneWay: body.one_way, updatedAt: new Date() })
      .where(eq(searchSynonyms.id, id))
      .returning();
    if (!r) throw notFound('Synonym not found');
    await notify(tx);
    return r;
  });
  changed(ctx);
  return toSynonym(row);
}

export async function deleteSynonym(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(searchSynonyms)
      .where(eq(searchSynonyms.id, id))
      .returning({ id: searchSynonyms.id });
    if (gone.length === 0) throw notFound('Synonym not found');
    await notify(tx);
  });
  changed(ctx);
}
