import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { imageStorageOf } from '../modules/catalogue/images/image-storage';
import { rebuildSearchIndex } from '../modules/catalogue/search/search.service';
import { seedSearchSynonyms } from '../modules/catalogue/search/search-synonyms-seed';
import { categories, manufacturers, productCategories, products } from '../db/schema/catalogue';
import { CATEGORIES, demoProducts, MAKERS } from './demo';
import { ensureDemoPictures } from './demo-pictures';
import { demoQuantityTermsOf } from './quantity-terms';
import { categoryImageKey, makerLogoKey } from './draw-pictures';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

const SEED_LOCK = 727275;

export interface SeedResult {
  categories: number;
  manufacturers: number;
  products: number;
  images: number;
}

async function catalogueIsEmpty(db: AppContext['db']): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(
    sql`select ((select count(*) from categories) + (select count(*) from manufacturers) + (select count(*) from products))::int as n`,
  );
  return Number(rows.rows[0]?.n ?? 0) === 0;
}

/**
 * Loads the demo catalogue: 13 categories, 26 makers, 500+ products with their pictures.
 * Safe when several processes start at once: one loads, the others see it loaded.
 */
export async function seedDemoCatalogue(ctx: AppContext): Promise<SeedResult | null> {
  if (!(await catalogueIsEmpty(ctx.db))) return null;
  const images = (await ensureDemoPictures(imageStorageOf(ctx))).pictures;
  const list = demoProducts();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await catalogueIsEmpty(tx as unknown as AppContext['db']))) return null;

    const categoryRows = await tx
      .insert(categories)
      .values(
        CATEGORIES.map((c, i) => ({
          name: c.name,
          slug: c.slug,
          description: c.description,
          imageKey: categoryImageKey(c.slug),
          displayOrder: (i + 1) * 10,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const makerRows = await tx
      .insert(manufacturers)
      .values(
        MAKERS.map((m, i) => ({
          name: m.name,
          slug: m.slug,
          description: `${m.description} Based in ${m.city} since ${m.founded}.`,
          logoKey: makerLogoKey(m.slug),
          displayOrder: (i + 1) * 10,
        })),
      )
      .returning({ id: manufacturers.id, slug: manufacturers.slug });
    const categoryId = new Map(categoryRows.map((r) => [r.slug, r.id]));
    const makerId = new Map(makerRows.map((r) => [r.slug, r.id]));

    // older products first, a few hours apart, so "newest" has a meaningful order
    const now = Date.now();
    const productRows = await tx
      .insert(products)
      .values(
        list.map((p, i) => ({
          name: p.name,
          slug: p.slug,
          sku: p.sku,
          skuNorm: p.sku.toUpperCase().replace(/[^A-Z0-9]/g, ''),
          manufacturerId: makerId.get(p.makerSlug)!,
          description: p.description,
          pricePaise: p.pricePaise,
          compareAtPaise: p.compareAtPaise,
          stockQuantity: p.stock,
          reorderLevel: p.reorderLevel,
          gstRate: p.gstRate,
          hsnCode: p.hsnCode,
          unit: p.unit,
          countryOfOrigin: p.countryOfOrigin,
          warranty: p.warranty,
          specifications: p.specifications,
          images: [...p.images],
          displayOrder: p.displayOrder,
          ...demoQuantityTermsOf(p.sku),
          createdAt: new Date(now - (list.length - i) * 3 * 3600_000),
          updatedAt: new Date(now - (list.length - i) * 3 * 3600_000),
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productId = new Map(productRows.map((r) => [r.slug, r.id]));
    await tx.insert(productCategories).values(
      list.flatMap((p) =>
        p.categorySlugs.map((c) => ({
          productId: productId.get(p.slug)!,
          categoryId: categoryId.get(c)!,
        })),
      ),
    );
    await rebuildSearchIndex(tx);
    await seedSearchSynonyms(tx);
    return {
      categories: categoryRows.length,
      manufacturers: makerRows.length,
      products: productRows.length,
      images,
    };
  });
}

/** At start-up (`npm start`): loads the demo catalogue into an empty database. */
export async function seedIfEmpty(ctx: AppContext, log: Log): Promise<void> {
  const started = Date.now();
  const result = await seedDemoCatalogue(ctx);
  if (result) {
    log.info({ ...result, ms: Date.now() - started }, 'demo catalogue loaded');
  }
}
