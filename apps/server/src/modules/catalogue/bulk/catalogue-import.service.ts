import { sql } from 'drizzle-orm';
import {
  CATALOGUE_CSV_COLUMNS,
  quantityTermsProblems,
  slugify,
  type CatalogueCsvColumn,
  type CatalogueImportQuery,
  type ImportProgress,
  type ImportReport,
  type ImportRowResult,
} from '@store/contract';
import type { AppContext } from '../../../context';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { normaliseSku } from '../search/search-terms';
import { notifyCatalogueChanged, refreshProductsSearch } from '../search/search.service';
import { freeSlug, writing } from '../admin/admin-writes';
import { COLUMNS, type CsvValues } from './catalogue-columns';
import { ImportErrors, readCatalogueFile, type ParsedRow } from './catalogue-file';
import { rowsOf, selectStoredProducts, type StoredProduct } from './catalogue-rows';

/*
 * POST /admin/products/import (decisions.md › The catalogue in bulk; docs/decisions/250):
 * read the file, compare every row with the stored product of its SKU, then either answer
 * what would change (dry run) or write it all in one transaction, or nothing when any row
 * has an error.
 */

/** Rows per statement when writing (one JSON parameter each). */
const CHUNK = 1000;

interface Named {
  id: string;
  name: string;
}

/** A maker or category by the file's name: an existing id, or one to create. */
type Ref = { id: string } | { create: string };

interface PlannedRow {
  row: number;
  action: 'create' | 'update';
  stored?: StoredProduct;
  values: CsvValues;
  maker: Ref;
  categories: Ref[];
  categoriesChanged: boolean;
  changes: CatalogueCsvColumn[];
}

interface Plan {
  rows: PlannedRow[];
  unchanged: number;
  makers: Map<string, string>;
  categories: Map<string, string>;
}

const key = (name: string) => name.trim().toLowerCase();
const jsonParam = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

async function namesOf(db: DbOrTx, table: 'manufacturers' | 'categories') {
  const res = await db.execute(
    sql`select id::text as id, name from ${sql.identifier(table)} order by display_order, name, id`,
  );
  const byName = new Map<string, string>();
  for (const r of rowsOf<Named>(res)) if (!byName.has(key(r.name))) byName.set(key(r.name), r.id);
  return byName;
}

/** The stored products of the file's SKUs, by normalised SKU (an exact spelling first). */
async function storedBySku(db: DbOrTx, skus: string[], lock: boolean) {
  const bySku = new Map<string, StoredProduct>();
  const exact = new Set(skus);
  const norms = [...new Set(skus.map(normaliseSku))];
  for (let i = 0; i < norms.length; i += 5000) {
    const part = norms.slice(i, i + 5000);
    const found = await selectStoredProducts(
      db,
      sql`p.sku_norm in (select jsonb_array_elements_text(${jsonParam(part)}))`,
      part.length * 2,
      { lock },
    );
    for (const p of found) {
      const norm = normaliseSku(p.values.sku);
      if (!bySku.has(norm) || exact.has(p.values.sku)) bySku.set(norm, p);
    }
  }
  return bySku;
}

/** Slugs among `candidates` that products other than the file's own rows already use. */
async function takenSlugs(db: DbOrTx, candidates: string[]): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  const unique = [...new Set(candidates.filter(Boolean))];
  for (let i = 0; i < unique.length; i += 5000) {
    const res = await db.execute(sql`
      select slug, id::text as id from products
       where slug in (select jsonb_array_elements_text(${jsonParam(unique.slice(i, i + 5000))}))`);
    for (const r of rowsOf<{ slug: string; id: string }>(res)) taken.set(r.slug, r.id);
  }
  return taken;
}

function resolve(
  names: string[],
  known: Map<string, string>,
  creating: Map<string, string>,
  createMissing: boolean,
): { refs: Ref[]; missing: string[] } {
  const refs: Ref[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const id = known.get(key(name));
    if (id) refs.push({ id });
    else if (createMissing) {
      if (!creating.has(key(name))) creating.set(key(name), name.trim());
      refs.push({ create: key(name) });
    } else missing.push(name);
  }
  return { refs, missing };
}

const refKey = (r: Ref) => ('id' in r ? r.id : `new:${r.create}`);

/** What the file would do to the catalogue, row by row; errors go to `errors`. */
async function planImport(
  db: DbOrTx,
  parsed: ParsedRow[],
  opts: CatalogueImportQuery & { lock: boolean },
  errors: ImportErrors,
): Promise<Plan> {
  // one row per SKU ("DCD 776" and "DCD-776" are the same part number)
  const firstRowOf = new Map<string, number>();
  const rows: ParsedRow[] = [];
  for (const r of parsed) {
    const sku = r.draft.sku;
    if (sku === undefined) {
      if (!errors.rows.has(r.row)) errors.add(r.row, 'sku', 'SKU is required');
      continue;
    }
    const first = firstRowOf.get(normaliseSku(sku));
    if (first !== undefined) {
      errors.add(
        r.row,
        'sku',
        `SKU ${sku} appears more than once in the file (first on row ${first})`,
      );
      continue;
    }
    firstRowOf.set(normaliseSku(sku), r.row);
    rows.push(r);
  }

  const stored = await storedBySku(
    db,
    rows.map((r) => r.draft.sku!),
    opts.lock,
  );
  const makers = await namesOf(db, 'manufacturers');
  const categories = await namesOf(db, 'categories');
  const newMakers = new Map<string, string>();
  const newCategories = new Map<string, string>();

  // slugs: those named by the file and the ones new products would get from their names
  const wanted = rows.flatMap((r) => {
    const name = r.draft.name ?? '';
    return [
      r.draft.slug ?? '',
      slugify(name),
      slugify(`${name} ${r.draft.sku}`),
      slugify(r.draft.sku!),
    ];
  });
  const taken = await takenSlugs(db, wanted);
  const claimed = new Set<string>();
  const slugFree = (slug: string, ownId?: string) => {
    const owner = taken.get(slug);
    return !claimed.has(slug) && (owner === undefined || owner === ownId);
  };

  const planned: PlannedRow[] = [];
  let unchanged = 0;
  const pendingSlugs: PlannedRow[] = [];
  for (const r of rows) {
    const current = stored.get(normaliseSku(r.draft.sku!));
    const values = {} as Record<CatalogueCsvColumn, unknown>;
    let bad = errors.rows.has(r.row);
    for (const column of CATALOGUE_CSV_COLUMNS) {
      const spec = COLUMNS[column];
      const given = r.draft[column];
      if (given !== undefined) values[column] = given;
      else if (current && spec.keepWhenEmpty) values[column] = current.values[column];
      else if (spec.fallback !== undefined) values[column] = spec.fallback;
      else if (column !== 'slug' && !bad) {
        const label = column === 'categories' ? 'At least one category' : `${column} is required`;
        errors.add(r.row, column, column === 'categories' ? `${label} is required` : label);
        bad = true;
      }
    }
    if (bad) continue;
    const v = values as unknown as CsvValues;
    if (v.compare_at_price !== null && v.compare_at_price <= v.price) {
      errors.add(r.row, 'compare_at_price', 'Compare-at price must be more than the price');
      continue;
    }
    // the product form's rules between price, pack size, minimum order and slabs
    const terms = quantityTermsProblems({
      price: v.price / 100,
      pack_size: v.pack_size,
      min_order_qty: v.min_order_qty,
      price_slabs: v.slabs.map((s) => ({ min_quantity: s.min_qty, price: s.price_paise / 100 })),
    });
    for (const p of terms) {
      errors.add(r.row, p.field === 'min_order_qty' ? 'min_order_qty' : 'slabs', p.message);
    }
    if (terms.length > 0) continue;
    const maker = resolve([v.maker], makers, newMakers, opts.create_missing);
    const cats = resolve(v.categories, categories, newCategories, opts.create_missing);
    for (const m of maker.missing) {
      errors.add(
        r.row,
        'maker',
        `No maker is named "${m}" (allow creating missing makers and categories to add it)`,
      );
    }
    for (const c of cats.missing) {
      errors.add(
        r.row,
        'categories',
        `No category is named "${c}" (allow creating missing makers and categories to add it)`,
      );
    }
    if (maker.missing.length + cats.missing.length > 0) continue;

    const plan: PlannedRow = {
      row: r.row,
      action: current ? 'update' : 'create',
      stored: current,
      values: v,
      maker: maker.refs[0]!,
      categories: cats.refs,
      categoriesChanged: true,
      changes: [],
    };
    if (current) {
      if (r.draft.slug === undefined || r.draft.slug === current.values.slug) {
        v.slug = current.values.slug;
      } else if (!slugFree(r.draft.slug, current.id)) {
        errors.add(r.row, 'slug', `Another product already has the slug "${r.draft.slug}"`);
        continue;
      }
      claimed.add(v.slug);
      plan.categoriesChanged =
        [...new Set(cats.refs.map(refKey))].sort().join() !==
        [...current.categoryIds].sort().join();
      plan.changes = CATALOGUE_CSV_COLUMNS.filter((c) => {
        if (c === 'maker') return refKey(plan.maker) !== current.manufacturerId;
        if (c === 'categories') return plan.categoriesChanged;
        const same = (COLUMNS[c].same ?? ((a: unknown, b: unknown) => a === b)) as (
          a: unknown,
          b: unknown,
        ) => boolean;
        return !same(v[c], current.values[c]);
      });
      if (plan.changes.length === 0) {
        unchanged += 1;
        continue;
      }
    } else {
      plan.changes = CATALOGUE_CSV_COLUMNS.filter((c) => r.draft[c] !== undefined);
      if (r.draft.slug !== undefined) {
        if (!slugFree(r.draft.slug)) {
          errors.add(r.row, 'slug', `Another product already has the slug "${r.draft.slug}"`);
          continue;
        }
        claimed.add(r.draft.slug);
      } else {
        pendingSlugs.push(plan);
      }
    }
    planned.push(plan);
  }
  // new products without a slug: from the name, else the name and SKU, else numbered
  for (const plan of pendingSlugs) {
    const v = plan.values;
    const byName = slugify(v.name);
    const choices = [byName, slugify(`${v.name} ${v.sku}`)].filter(Boolean);
    let slug = choices.find((s) => slugFree(s));
    slug ??= await freeSlug(
      async (s) => !slugFree(s) || (await takenSlugs(db, [s])).has(s),
      choices[1] ?? slugify(v.sku),
      'product',
    );
    claimed.add(slug);
    v.slug = slug;
  }
  return { rows: planned, unchanged, makers: newMakers, categories: newCategories };
}

/** Creates the makers or categories the plan names; answers their ids by lower-case name. */
async function createGroups(
  tx: Tx,
  table: 'manufacturers' | 'categories',
  names: Map<string, string>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [k, name] of names) {
    const slug = await freeSlug(
      async (s) =>
        rowsOf(
          await tx.execute(sql`select 1 from ${sql.identifier(table)} where slug = ${s} limit 1`),
        ).length > 0,
      slugify(name),
      table === 'manufacturers' ? 'maker' : 'category',
    );
    const res = await tx.execute(
      sql`insert into ${sql.identifier(table)} (name, slug) values (${name}, ${slug}) returning id::text as id`,
    );
    ids.set(k, rowsOf<{ id: string }>(res)[0]!.id);
  }
  return ids;
}

/** The columns a product row is written with (the table's own names). */
function productRecord(p: PlannedRow, makerId: string) {
  const v = p.values;
  return {
    id: p.stored?.id ?? null,
    name: v.name,
    slug: v.slug,
    sku: v.sku,
    sku_norm: normaliseSku(v.sku),
    manufacturer_id: makerId,
    description: v.description,
    price_paise: v.price,
    compare_at_paise: v.compare_at_price,
    stock_quantity: v.stock,
    gst_rate: v.gst_rate,
    hsn_code: v.hsn_code,
    unit: v.unit,
    reorder_level: v.reorder_level,
    pack_size: v.pack_size,
    min_order_qty: v.min_order_qty,
    price_slabs: v.slabs.map((s) => ({ min_quantity: s.min_qty, price_paise: s.price_paise })),
    country_of_origin: v.country_of_origin,
    warranty: v.warranty,
    specifications: v.specifications,
    is_active: v.active,
  };
}

const RECORD_COLUMNS = sql.raw(`id uuid, name text, slug text, sku text, sku_norm text,
  manufacturer_id uuid, description text, price_paise int, compare_at_paise int,
  stock_quantity int, gst_rate numeric, hsn_code text, unit text, reorder_level int,
  pack_size int, min_order_qty int, price_slabs jsonb, country_of_origin text, warranty text, specifications jsonb, is_active boolean`);

async function writePlan(
  tx: Tx,
  plan: Plan,
  onProgress: (p: ImportProgress) => void,
): Promise<void> {
  const total = plan.rows.length;
  let written = 0;
  const wrote = (n: number) => {
    written += n;
    onProgress({ step: 'writing', done: written, total });
  };
  onProgress({ step: 'writing', done: 0, total });
  const newMakers = await createGroups(tx, 'manufacturers', plan.makers);
  const newCategories = await createGroups(tx, 'categories', plan.categories);
  const idOf = (r: Ref, created: Map<string, string>) =>
    'id' in r ? r.id : created.get(r.create)!;

  const touched: string[] = [];
  const touchedSkus: string[] = [];
  const links: { product_id: string; category_id: string }[] = [];
  const relinked: string[] = [];
  const creates = plan.rows.filter((p) => p.action === 'create');
  const updates = plan.rows.filter((p) => p.action === 'update');

  for (let i = 0; i < creates.length; i += CHUNK) {
    const part = creates.slice(i, i + CHUNK);
    const records = part.map((p) => productRecord(p, idOf(p.maker, newMakers)));
    const res = await tx.execute(sql`
      insert into products (name, slug, sku, sku_norm, manufacturer_id, description, price_paise,
        compare_at_paise, stock_quantity, gst_rate, hsn_code, unit, reorder_level,
        pack_size, min_order_qty, price_slabs, country_of_origin, warranty, specifications,
        is_active)
      select name, slug, sku, sku_norm, manufacturer_id, description, price_paise,
        compare_at_paise, stock_quantity, gst_rate, hsn_code, unit, reorder_level,
        pack_size, min_order_qty, price_slabs, country_of_origin, warranty, specifications,
        is_active
        from jsonb_to_recordset(${jsonParam(records)}) as v(${RECORD_COLUMNS})
      returning id::text as id, sku`);
    wrote(part.length);
    const idBySku = new Map(rowsOf<{ id: string; sku: string }>(res).map((r) => [r.sku, r.id]));
    for (const p of part) {
      const id = idBySku.get(p.values.sku)!;
      touched.push(id);
      touchedSkus.push(p.values.sku);
      for (const c of p.categories)
        links.push({ product_id: id, category_id: idOf(c, newCategories) });
    }
  }
  for (let i = 0; i < updates.length; i += CHUNK) {
    const part = updates.slice(i, i + CHUNK);
    const records = part.map((p) => productRecord(p, idOf(p.maker, newMakers)));
    await tx.execute(sql`
      update products p set name = v.name, slug = v.slug, sku = v.sku, sku_norm = v.sku_norm,
        manufacturer_id = v.manufacturer_id, description = v.description,
        price_paise = v.price_paise, compare_at_paise = v.compare_at_paise,
        stock_quantity = v.stock_quantity, gst_rate = v.gst_rate, hsn_code = v.hsn_code,
        unit = v.unit, reorder_level = v.reorder_level, pack_size = v.pack_size,
        min_order_qty = v.min_order_qty, price_slabs = v.price_slabs,
        country_of_origin = v.country_of_origin,
        warranty = v.warranty, specifications = v.specifications, is_active = v.is_active,
        updated_at = now()
        from jsonb_to_recordset(${jsonParam(records)}) as v(${RECORD_COLUMNS})
       where p.id = v.id`);
    wrote(part.length);
    for (const p of part) {
      const id = p.stored!.id;
      touched.push(id);
      touchedSkus.push(p.values.sku);
      if (!p.categoriesChanged) continue;
      relinked.push(id);
      for (const c of p.categories)
        links.push({ product_id: id, category_id: idOf(c, newCategories) });
    }
  }
  for (let i = 0; i < relinked.length; i += CHUNK * 5) {
    await tx.execute(sql`
      delete from product_categories
       where product_id in (select jsonb_array_elements_text(${jsonParam(relinked.slice(i, i + CHUNK * 5))})::uuid)`);
  }
  for (let i = 0; i < links.length; i += CHUNK * 5) {
    await tx.execute(sql`
      insert into product_categories (product_id, category_id)
      select distinct product_id, category_id
        from jsonb_to_recordset(${jsonParam(links.slice(i, i + CHUNK * 5))}) as l(product_id uuid, category_id uuid)
      on conflict do nothing`);
  }
  // what search reads changes only with a product's words (a price list changes none)
  const SEARCHED = new Set<CatalogueCsvColumn>(['sku', 'name', 'maker', 'categories']);
  const reindex = new Set(
    plan.rows
      .filter((p) => p.action === 'create' || p.changes.some((c) => SEARCHED.has(c)))
      .map((p) => p.values.sku),
  );
  const ids = touched.filter((_, i) => reindex.has(touchedSkus[i]!));
  if (ids.length > 0) await refreshProductsSearch(tx, ids);
  else await notifyCatalogueChanged(tx);
}

function reportOf(plan: Plan, errors: ImportErrors, written: boolean): ImportReport {
  const failed = errors.total > 0;
  const rows: ImportRowResult[] = failed
    ? []
    : plan.rows.map((p) => ({
        row: p.row,
        sku: p.values.sku,
        action: p.action,
        changes: p.changes,
      }));
  return {
    dry_run: !written,
    create: plan.rows.filter((p) => p.action === 'create').length,
    update: plan.rows.filter((p) => p.action === 'update').length,
    unchanged: plan.unchanged,
    errors: errors.sorted(),
    errors_total: errors.total,
    makers_created: [...plan.makers.values()],
    categories_created: [...plan.categories.values()],
    rows,
  };
}

/**
 * Reads the file and answers what it does; without `dry_run` writes it in one transaction
 * (row locks on the products it changes; caches and search indexes of every process follow
 * at commit), or writes nothing when any row has an error.
 */
export async function importCatalogue(
  db: Db,
  bytes: Buffer,
  opts: CatalogueImportQuery,
  ctx: AppContext,
  onProgress: (p: ImportProgress) => void = () => undefined,
): Promise<ImportReport> {
  const errors = new ImportErrors();
  onProgress({ step: 'reading', done: 0, total: bytes.length });
  const parsed = await readCatalogueFile(bytes, errors, onProgress);
  onProgress({ step: 'checking', done: 0, total: parsed.length });
  // the first plan, without locks, lives only in here: the write makes it again under locks
  const answered = await (async () => {
    const plan = await planImport(db, parsed, { ...opts, lock: false }, errors);
    onProgress({ step: 'checking', done: parsed.length, total: parsed.length });
    return opts.dry_run || errors.total > 0 || plan.rows.length === 0
      ? reportOf(plan, errors, false)
      : null;
  })();
  if (answered) return answered;
  return writing(db, ctx, async (tx) => {
    // again under row locks: what an order changed meanwhile is compared, not overwritten blindly
    const locked = new ImportErrors();
    const final = await planImport(tx, parsed, { ...opts, lock: true }, locked);
    if (locked.total > 0) return reportOf(final, locked, false);
    await writePlan(tx, final, onProgress);
    return reportOf(final, locked, true);
  });
}
