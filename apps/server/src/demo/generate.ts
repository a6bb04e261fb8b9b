/**
 * A large generated catalogue for benchmarks (`npm run seed -- --products 100000`): the demo
 * catalogue plus generated models of the same kinds and makers, inserted in batches. Pictures
 * are those of the demo product of the same kind, maker and variant (no new files).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { searchTextFor } from '../modules/catalogue/search/search-terms';
import { rebuildSearchWords } from '../modules/catalogue/search/search.service';
import { productCategories, products } from '../db/schema/catalogue';
import { rng } from './art/svg';
import { KINDS, MAKERS } from './catalogue-data';
import { describe, nicePrice, productImageKeys, slugify, specificationsOf } from './demo';

const SERIES = [
  '',
  '',
  '',
  'Pro',
  'Plus',
  'Heavy Duty',
  'Industrial',
  'Compact',
  'Kit',
  'Combo',
  'Mk II',
  'Professional',
  'Super',
  'Max',
  'Eco',
  'XL',
  'Prime',
  'Classic',
  'Site',
  'Premium',
];

/** From this many new products on, indexes are rebuilt after the load instead of kept up. */
const BULK_THRESHOLD = 5000;

/** Drops the non-unique indexes of products and product_categories; returns how to rebuild them. */
async function dropSecondaryIndexes(tx: Tx): Promise<string[]> {
  const found = await tx.execute<{ indexname: string; indexdef: string }>(sql`
    select indexname, indexdef from pg_indexes
     where schemaname = current_schema()
       and tablename in ('products', 'product_categories')
       and indexdef not like 'CREATE UNIQUE INDEX%'`);
  for (const i of found.rows) await tx.execute(sql.raw(`drop index "${i.indexname}"`));
  return found.rows.map((i) => i.indexdef);
}

export interface GenerateProgress {
  (done: number, total: number): void;
}

/**
 * Adds generated products until the catalogue holds `total` products. Needs the demo
 * catalogue (its categories, makers and pictures) in place.
 */
export async function generateProducts(
  ctx: AppContext,
  total: number,
  onProgress: GenerateProgress = () => {},
  batchSize = 1000,
): Promise<number> {
  const db = ctx.db;
  const count = async () =>
    Number(
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows[0]?.n ??
        0,
    );
  const existing = await count();
  const toAdd = total - existing;
  if (toAdd <= 0) return 0;

  const cats = (
    await db.execute<{ id: string; slug: string; name: string }>(
      sql`select id, slug, name from categories order by display_order, name`,
    )
  ).rows;
  const makers = (
    await db.execute<{ id: string; slug: string; name: string }>(
      sql`select id, slug, name from manufacturers`,
    )
  ).rows;
  const categoryBySlug = new Map(cats.map((c) => [c.slug, c]));
  const categoryOrder = new Map(cats.map((c, i) => [c.slug, i]));
  const makerBySlug = new Map(makers.map((m) => [m.slug, m]));
  const makerDefBySlug = new Map(MAKERS.map((m) => [m.slug, m]));

  // every (kind, maker, variant) of the demo catalogue, with its demo picture keys
  const combos = KINDS.flatMap((kind) =>
    kind.makers.flatMap((makerSlug) =>
      kind.variants.map((variant) => ({ kind, makerSlug, variant })),
    ),
  ).filter(
    (c) => makerBySlug.has(c.makerSlug) && c.kind.categories.every((s) => categoryBySlug.has(s)),
  );
  if (combos.length === 0) throw new Error('load the demo catalogue first');
  const demoImages = new Map<string, string[]>();
  const demoRows = (
    await db.execute<{ sku: string; images: string[]; slug: string }>(
      sql`select sku, slug, images from products`,
    )
  ).rows;
  const demoBySku = new Map(demoRows.map((r) => [r.sku, r]));

  const random = rng(7 + existing);
  const counters = new Map<string, number>();
  const now = Date.now();
  const twoYears = 2 * 365 * 24 * 3600_000;
  let added = 0;
  // One transaction: a large load drops the secondary indexes first and builds them again at
  // the end (far faster than updating them row by row); a failure leaves everything as it was.
  await db.transaction(async (tx) => {
    const rebuild = toAdd >= BULK_THRESHOLD ? await dropSecondaryIndexes(tx) : [];
    while (added < toAdd) {
      const n = Math.min(batchSize, toAdd - added);
      const rows: (typeof products.$inferInsert)[] = [];
      const links: { sku: string; categories: string[] }[] = [];
      for (let i = 0; i < n; i += 1) {
        const combo = combos[Math.floor(random() * combos.length)]!;
        const { kind, variant } = combo;
        const makerDef = makerDefBySlug.get(combo.makerSlug)!;
        const maker = makerBySlug.get(combo.makerSlug)!;
        const key = `${makerDef.code}${kind.code}${variant.num}`;
        const k = (counters.get(key) ?? existing) + 1;
        counters.set(key, k);
        const sku = `${makerDef.code}${kind.code}${makerDef.sep}${variant.num}-${k}`;
        const series = SERIES[Math.floor(random() * SERIES.length)]!;
        const name = [makerDef.short, series, kind.title, variant.label].filter(Boolean).join(' ');
        const slug = slugify(`${name} ${sku}`);
        const price = nicePrice(variant.price * (0.8 + random() * 0.5));
        const compareAt = random() < 0.3 ? nicePrice(price * (1.1 + random() * 0.25)) : null;
        const r = random();
        const stock = r < 0.08 ? 0 : Math.floor(random() * 300) + 1;
        let images = demoImages.get(key);
        if (!images) {
          const demoSku = [...demoBySku.keys()].find((s) =>
            s.startsWith(`${makerDef.code}${kind.code}`),
          );
          images = demoSku ? demoBySku.get(demoSku)!.images : productImageKeys(slug);
          demoImages.set(key, images);
        }
        const categorySlugs = [...kind.categories].sort(
          (a, b) => (categoryOrder.get(a) ?? 0) - (categoryOrder.get(b) ?? 0),
        );
        const created = new Date(now - Math.floor(random() * twoYears));
        rows.push({
          name,
          slug,
          sku,
          skuNorm: sku.toUpperCase().replace(/[^A-Z0-9]/g, ''),
          manufacturerId: maker.id,
          description: describe(kind, makerDef, variant),
          pricePaise: price * 100,
          compareAtPaise: compareAt && compareAt > price ? compareAt * 100 : null,
          stockQuantity: stock,
          gstRate: kind.gst,
          hsnCode: kind.hsn,
          unit: kind.unit,
          countryOfOrigin: 'India',
          warranty: kind.warranty,
          specifications: specificationsOf(kind, makerDef, variant, sku),
          images: [...images],
          searchText: searchTextFor(
            name,
            sku,
            maker.name,
            categorySlugs.map((s) => categoryBySlug.get(s)!.name),
            specificationsOf(kind, makerDef, variant, sku),
          ),
          displayOrder: 1000 + Math.floor(random() * 100_000),
          createdAt: created,
          updatedAt: created,
        });
        links.push({ sku, categories: categorySlugs });
      }
      const inserted = await tx
        .insert(products)
        .values(rows)
        .returning({ id: products.id, sku: products.sku });
      const idBySku = new Map(inserted.map((p) => [p.sku, p.id]));
      await tx.insert(productCategories).values(
        links.flatMap((l) =>
          l.categories.map((c) => ({
            productId: idBySku.get(l.sku)!,
            categoryId: categoryBySlug.get(c)!.id,
          })),
        ),
      );
      added += n;
      onProgress(existing + added, total);
    }
    for (const definition of rebuild) await tx.execute(sql.raw(definition));
  });
  await rebuildSearchWords(db);
  return added;
}
