import type { AppContext } from '../../../context';
import { imageStorageOf } from '../images/image-storage';
import { Vocabulary } from '../search/search-terms';
import { Synonyms } from '../search/search-synonyms';
import { queryRows } from '../../../db/query-rows';
import { readDb } from '../../../db/read-replica';

/**
 * What the catalogue snapshot holds (every category and maker with their product counts, the
 * maker/category pairs, signed picture URLs, the search vocabulary) and how it is read from
 * the database. catalogue-cache.ts decides when it is read again.
 */

export interface CategoryInfo {
  id: string;
  name: string;
  slug: string;
  description: string;
  imageKey: string | null;
  imageUrl: string | null;
  displayOrder: number;
  isActive: boolean;
  /** Active products of active makers in this category. */
  productCount: number;
  /** Active products per active maker in this category. */
  makerCounts: Map<string, number>;
}

export interface MakerInfo {
  id: string;
  name: string;
  slug: string;
  description: string;
  logoKey: string | null;
  logoUrl: string | null;
  displayOrder: number;
  isActive: boolean;
  /** Active products (0 when the maker itself is inactive). */
  productCount: number;
  /** Active categories holding its active products, in category display order. */
  categoryIds: string[];
}

export interface CatalogueSnapshot {
  loadedAt: number;
  /** All categories (active or not) in display order, then name. */
  categories: CategoryInfo[];
  categoryById: Map<string, CategoryInfo>;
  categoryBySlug: Map<string, CategoryInfo>;
  /** All makers (active or not) in display order, then name. */
  makers: MakerInfo[];
  makerById: Map<string, MakerInfo>;
  makerBySlug: Map<string, MakerInfo>;
  vocabulary: Vocabulary;
  /** The staff's search synonyms (search/search-synonyms.ts). */
  synonyms: Synonyms;
}

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  image_key: string | null;
  display_order: number;
  is_active: boolean;
}
interface MakerRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  logo_key: string | null;
  display_order: number;
  is_active: boolean;
}

const byOrderThenName = (
  a: { displayOrder: number; name: string },
  b: { displayOrder: number; name: string },
) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name, 'en');

export async function loadSnapshot(ctx: AppContext): Promise<CatalogueSnapshot> {
  const loadedAt = Date.now();
  const db = readDb(ctx);
  // PGlite runs one statement at a time anyway; on PostgreSQL these run side by side.
  const [categoryRows, makerRows, pairRows, makerCountRows, wordRows, synonymRows] = await Promise.all([
    queryRows<CategoryRow>(
      db,
      `select id, name, slug, description, image_key, display_order, is_active from categories`,
    ),
    queryRows<MakerRow>(
      db,
      `select id, name, slug, description, logo_key, display_order, is_active from manufacturers`,
    ),
    queryRows<{ category_id: string; manufacturer_id: string; n: number }>(
      db,
      `select pc.category_id, p.manufacturer_id, count(*)::int as n
         from product_categories pc join products p on p.id = pc.product_id
        where p.is_active
        group by pc.category_id, p.manufacturer_id`,
    ),
    queryRows<{ manufacturer_id: string; n: number }>(
      db,
      `select manufacturer_id, count(*)::int as n from products where is_active group by manufacturer_id`,
    ),
    queryRows<{ word: string; frequency: number }>(db, `select word, frequency from search_words`),
    queryRows<{ terms: string[]; one_way: boolean }>(
      db,
      `select terms, one_way from search_synonyms order by created_at, id`,
    ),
  ]);

  const storage = imageStorageOf(ctx);
  const urlOf = async (key: string | null) => {
    if (!key) return null;
    try {
      return (await storage.presignedUrl(key)).url;
    } catch {
      return null; // a malformed key stored by hand: show the fallback picture
    }
  };

  const makers: MakerInfo[] = await Promise.all(
    makerRows.map(async (m) => ({
      id: m.id,
      name: m.name,
      slug: m.slug,
      description: m.description,
      logoKey: m.logo_key,
      logoUrl: await urlOf(m.logo_key),
      displayOrder: m.display_order,
      isActive: m.is_active,
      productCount: 0,
      categoryIds: [],
    })),
  );
  makers.sort(byOrderThenName);
  const makerById = new Map(makers.map((m) => [m.id, m]));
  for (const r of makerCountRows) {
    const m = makerById.get(r.manufacturer_id);
    if (m?.isActive) m.productCount = r.n;
  }

  const categories: CategoryInfo[] = await Promise.all(
    categoryRows.map(async (c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      imageKey: c.image_key,
      imageUrl: await urlOf(c.image_key),
      displayOrder: c.display_order,
      isActive: c.is_active,
      productCount: 0,
      makerCounts: new Map<string, number>(),
    })),
  );
  categories.sort(byOrderThenName);
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  for (const r of pairRows) {
    const c = categoryById.get(r.category_id);
    const m = makerById.get(r.manufacturer_id);
    if (!c || !m?.isActive) continue;
    c.productCount += r.n;
    c.makerCounts.set(m.id, r.n);
  }
  for (const c of categories) {
    if (!c.isActive) continue;
    for (const makerId of c.makerCounts.keys()) makerById.get(makerId)?.categoryIds.push(c.id);
  }

  return {
    loadedAt,
    categories,
    categoryById,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    makers,
    makerById,
    makerBySlug: new Map(makers.map((m) => [m.slug, m])),
    vocabulary: new Vocabulary(wordRows),
    synonyms: new Synonyms(synonymRows.map((r) => ({ terms: r.terms, oneWay: r.one_way }))),
  };
}
