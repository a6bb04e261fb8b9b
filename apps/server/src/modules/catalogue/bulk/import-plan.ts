import { sql } from 'drizzle-orm';
import {
  CATALOGUE_CSV_COLUMNS,
  slugify,
  type CatalogueCsvColumn,
  type CatalogueImportQuery,
} from '@store/contract';
import type { DbOrTx } from '../../../db/client';
import { normaliseSku } from '../search/search-terms';
import { yieldToLoop } from '../../../lib/time';
import { freeSlug } from '../admin/admin-writes';
import { COLUMNS, type CsvValues } from './catalogue-columns';
import type { ImportErrors, ParsedRow } from './catalogue-file';
import { rowsOf, selectStoredProducts, type StoredProduct } from './catalogue-rows';
import { rowValues } from './import-row';

/*
 * The plan of an import (docs/decisions/250): every row matched with the stored product of
 * its SKU, its makers and categories by name, its slug, and the columns it changes; every
 * problem of every row in `errors` (issue 43.5). Made once without locks (the dry run, the
 * first check) and again under row locks inside the write's transaction.
 */

interface Named {
  id: string;
  name: string;
}

/** A maker or category by the file's name: an existing id, or one to create. */
export type Ref = { id: string } | { create: string };

const YIELD_ROWS = 500;
/**
 * Stored products read per statement: on the embedded database one statement holds the event
 * loop from start to end, so a large file is read in short ones (docs/decisions/303).
 */
const READ_BATCH = 1000;

export interface PlannedRow {
  row: number;
  action: 'create' | 'update';
  stored?: StoredProduct;
  values: CsvValues;
  maker: Ref;
  categories: Ref[];
  categoriesChanged: boolean;
  changes: CatalogueCsvColumn[];
}

export interface Plan {
  rows: PlannedRow[];
  unchanged: number;
  makers: Map<string, string>;
  categories: Map<string, string>;
}

const key = (name: string) => name.trim().toLowerCase();
export const jsonParam = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

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
  for (let i = 0; i < norms.length; i += READ_BATCH) {
    if (i > 0) await yieldToLoop();
    const part = norms.slice(i, i + READ_BATCH);
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
  for (let i = 0; i < unique.length; i += READ_BATCH * 4) {
    const res = await db.execute(sql`
      select slug, id::text as id from products
       where slug in (select jsonb_array_elements_text(${jsonParam(unique.slice(i, i + READ_BATCH * 4))}))`);
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

export const refKey = (r: Ref) => ('id' in r ? r.id : `new:${r.create}`);

/** What the file would do to the catalogue, row by row; errors go to `errors`. */
export async function planImport(
  db: DbOrTx,
  parsed: ParsedRow[],
  opts: CatalogueImportQuery & { lock: boolean; onChecked?: (rows: number) => void },
  errors: ImportErrors,
): Promise<Plan> {
  // one row per SKU ("DCD 776" and "DCD-776" are the same part number); a row left out for
  // its SKU is still checked, so the file shows all its errors at once
  const firstRowOf = new Map<string, number>();
  const rows: ParsedRow[] = [];
  const checkOnly: ParsedRow[] = [];
  for (const r of parsed) {
    const sku = r.draft.sku;
    if (sku === undefined) {
      if (!errors.has(r.row, 'sku')) errors.add(r.row, 'sku', 'SKU is required');
      checkOnly.push(r);
      continue;
    }
    const first = firstRowOf.get(normaliseSku(sku));
    if (first !== undefined) {
      errors.add(
        r.row,
        'sku',
        `SKU ${sku} appears more than once in the file (first on row ${first})`,
      );
      checkOnly.push(r);
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
  /** The row's maker and categories by name; a missing one is an error without the tick. */
  const groupsOf = (r: ParsedRow, v: CsvValues) => {
    const maker = resolve(
      v.maker === undefined ? [] : [v.maker],
      makers,
      newMakers,
      opts.create_missing,
    );
    const cats = resolve(v.categories ?? [], categories, newCategories, opts.create_missing);
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
    const complete = maker.refs.length === 1 && cats.refs.length > 0;
    return complete && maker.missing.length + cats.missing.length === 0 ? { maker, cats } : null;
  };
  for (const r of checkOnly) {
    groupsOf(r, rowValues(r, undefined, errors));
  }

  // slugs: those the file gives to a product that did not have them, and the ones new products
  // would get from their names (a price list of stored products asks for none: 43.21)
  const wanted = rows.flatMap((r) => {
    const current = stored.get(normaliseSku(r.draft.sku!));
    if (current) {
      const given = r.draft.slug;
      return given !== undefined && given !== current.values.slug ? [given] : [];
    }
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
  const slugTaken = (r: ParsedRow) =>
    errors.add(r.row, 'slug', `Another product already has the slug "${r.draft.slug}"`);

  const planned: PlannedRow[] = [];
  let unchanged = 0;
  const pendingSlugs: PlannedRow[] = [];
  let checked = 0;
  for (const r of rows) {
    // a turn of the event loop every YIELD_ROWS rows: other requests go on (43.21)
    if (++checked % YIELD_ROWS === 0) {
      opts.onChecked?.(checked);
      await yieldToLoop();
    }
    const current = stored.get(normaliseSku(r.draft.sku!));
    const given = r.draft.slug;
    if (given !== undefined && given !== current?.values.slug && !slugFree(given, current?.id)) {
      slugTaken(r);
    }
    const v = rowValues(r, current, errors);
    const groups = groupsOf(r, v);
    if (!v || !groups || errors.rows.has(r.row)) continue;

    const plan: PlannedRow = {
      row: r.row,
      action: current ? 'update' : 'create',
      stored: current,
      values: v,
      maker: groups.maker.refs[0]!,
      categories: groups.cats.refs,
      categoriesChanged: true,
      changes: [],
    };
    if (current) {
      if (given === undefined) v.slug = current.values.slug;
      claimed.add(v.slug);
      plan.categoriesChanged =
        [...new Set(plan.categories.map(refKey))].sort().join() !==
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
      if (given !== undefined) claimed.add(given);
      else pendingSlugs.push(plan);
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
