import type { AppContext } from '../../../context';
import { catalogueCacheOf } from '../storefront/catalogue-cache';
import type { CatalogueSnapshot } from '../storefront/catalogue-snapshot';
import { countProducts } from '../storefront/catalogue.queries';
import { searchIndexOf } from './search-index-keeper';
import { parseQuery, withTerms, type ParsedQuery } from './search-terms';
import { readDb } from '../../../db/read-replica';

/**
 * What a text query searches for, the same for the search dropdown, the results page and the
 * listing's `q` (docs/decisions/268): the query read as buyers type it (search-terms.ts), and
 * when no product matches every word, relaxed: the words that match nothing are dropped, then
 * sizes (a size alone names no product: "3m dust mask"), then the word matching fewest
 * products, one at a time, until something matches. `showingFor` is
 * then the words kept ("drill" for "bosh drill"), shown as "Showing results for".
 */
export interface ResolvedQuery {
  parsed: ParsedQuery;
  showingFor: string | null;
}

/** How many visible products match a query: from the index when fresh, else from SQL. */
export async function countMatches(ctx: AppContext, q: ParsedQuery): Promise<number> {
  if (q.terms.length === 0 && !q.sku) return 0;
  const index = searchIndexOf(ctx).fresh();
  if (index) return index.search(q, 0, 0).total;
  return countProducts(readDb(ctx), { query: q });
}

async function relax(ctx: AppContext, parsed: ParsedQuery): Promise<ResolvedQuery> {
  const asTyped = { parsed, showingFor: null };
  if (parsed.terms.length < 2 || (await countMatches(ctx, parsed)) > 0) return asTyped;
  const counts = await Promise.all(
    parsed.terms.map((t) => countMatches(ctx, withTerms(parsed, [t]))),
  );
  const kept = parsed.terms.map((t, i) => ({ t, n: counts[i] ?? 0 })).filter((x) => x.n > 0);
  while (kept.length > 0) {
    const q = withTerms(
      parsed,
      kept.map((x) => x.t),
    );
    if (kept.length === 1 || (await countMatches(ctx, q)) > 0)
      return { parsed: q, showingFor: q.text };
    // drop a size first, else the word matching fewest products (the later one of equals)
    const size = kept.findIndex((x) => x.t.kind === 'unit');
    let least = 0;
    for (let i = 1; i < kept.length; i += 1) if (kept[i]!.n <= kept[least]!.n) least = i;
    kept.splice(size >= 0 && kept.length > 1 ? size : least, 1);
  }
  return asTyped;
}

export async function resolveQuery(
  ctx: AppContext,
  text: string,
  snap: CatalogueSnapshot,
): Promise<ResolvedQuery> {
  const parsed = parseQuery(text, snap.vocabulary, snap.synonyms);
  if (parsed.terms.length < 2) return { parsed, showingFor: null };
  // remembered per process until the catalogue or the synonyms change
  return catalogueCacheOf(ctx).remember(`resolve:${parsed.tsquery}:${parsed.sku}`, () =>
    relax(ctx, parsed),
  );
}
