import type { AppContext } from '../../../context';
import { queryRows } from '../../../db/query-rows';
import { catalogueCacheOf } from './catalogue-cache';
import { readDb } from '../../../db/read-replica';

/**
 * What the sitemap lists from the catalogue (decisions.md › Found by search engines): every
 * active category and maker, and every product a customer can open (active, of an active
 * maker), each with the time it last changed. Remembered like the catalogue's other derived
 * answers: dropped at once by every catalogue write (NOTIFY catalogue_changed), recomputed in
 * the background after SITEMAP_TTL_MS (docs/decisions/261).
 */
export interface SitemapItem {
  kind: 'category' | 'maker' | 'product';
  slug: string;
  lastmod: string;
}

const SITEMAP_TTL_MS = 5 * 60_000;

export function listSitemapItems(ctx: AppContext): Promise<SitemapItem[]> {
  return catalogueCacheOf(ctx).remember(
    'sitemap-items',
    async () => {
      const rows = await queryRows<{ kind: SitemapItem['kind']; slug: string; lastmod: Date }>(
        readDb(ctx),
        `select 'category' as kind, slug, updated_at as lastmod from categories where is_active
         union all
         select 'maker', slug, updated_at from manufacturers where is_active
         union all
         select 'product', p.slug, p.updated_at
           from products p join manufacturers m on m.id = p.manufacturer_id
          where p.is_active and m.is_active
         order by 1, 3 desc, 2`,
      );
      return rows.map((r) => ({
        kind: r.kind,
        slug: r.slug,
        lastmod: new Date(r.lastmod).toISOString(),
      }));
    },
    (items) => Math.ceil(items.length / 10),
    SITEMAP_TTL_MS,
  );
}
