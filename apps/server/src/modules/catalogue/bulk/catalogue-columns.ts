import { z } from 'zod';
import {
  AdminSpecificationSchema,
  GroupNameSchema,
  MAX_PRICE_SLABS,
  ProductFieldsSchema,
  SlugSchema,
  type CatalogueCsvColumn,
} from '@store/contract';
import type { Specification } from '../../../db/schema/index';
import {
  paiseOf,
  readBoolean,
  readNumber,
  rupeesText,
  unescapeFormula,
  type CellRead,
} from './csv-cells';

/*
 * The catalogue file's columns as ONE table (docs/decisions/250): for each column how the
 * export writes it, how the import reads it back, what a new product gets when the cell is
 * empty (none: the column is required) and when two values are the same. A column added to
 * products gets one entry here (and one line in catalogue-rows.ts), nothing else.
 */

/** A price slab: from `min_qty` units on, each costs `price_paise`. */
export interface Slab {
  min_qty: number;
  price_paise: number;
}

/** One product as the file sees it, keyed by the column names; prices in paise. */
export interface CsvValues {
  sku: string;
  name: string;
  slug: string;
  maker: string;
  categories: string[];
  price: number;
  compare_at_price: number | null;
  stock: number;
  gst_rate: number;
  hsn_code: string;
  unit: string;
  pack_size: number;
  min_order_qty: number;
  slabs: Slab[];
  reorder_level: number;
  country_of_origin: string;
  warranty: string;
  description: string;
  specifications: Specification[];
  active: boolean;
}

export interface ColumnSpec<T> {
  /** The cell the export writes (formula escaping is added by the writer for every cell). */
  write: (value: T) => string;
  /** The cell read back: a value, an error, or undefined for an empty cell. */
  read: (cell: string) => CellRead<T>;
  /** What an empty cell gives a new product; without it the column is required. */
  fallback?: T;
  /** An empty cell of an existing product keeps its value (else it takes `fallback`). */
  keepWhenEmpty?: boolean;
  same?: (a: T, b: T) => boolean;
}

type Columns = { [K in CatalogueCsvColumn]: ColumnSpec<CsvValues[K]> };

/** The first message zod gives for a value, or the parsed value. */
function check<T>(schema: z.ZodType<T>, value: unknown): { value: T } | { error: string } {
  const res = schema.safeParse(value);
  return res.success ? { value: res.data } : { error: res.error.issues[0]?.message ?? 'Invalid' };
}

/** A text column: the export's formula escape removed, then the contract's field schema. */
function text(schema: z.ZodType<string>, emptyIsValue: boolean): ColumnSpec<string> {
  return {
    write: (v) => v,
    read: (cell) => {
      if (cell.trim() === '') return emptyIsValue ? { value: '' } : undefined;
      const raw = unescapeFormula(cell);
      return 'error' in raw ? raw : check(schema, raw.value);
    },
  };
}

/** A whole-number column (stock, reorder level, pack size). */
function whole(label: string, schema: z.ZodType<number>): ColumnSpec<number> {
  return {
    write: (v) => String(v),
    read: (cell) => {
      if (cell.trim() === '') return undefined;
      const n = readNumber(cell, label);
      return 'error' in n ? n : check(schema, n.value);
    },
  };
}

/** A rupee amount kept in paise; `nullable`: an empty cell means none. */
function rupees(label: string, schema: z.ZodType<number>): ColumnSpec<number> {
  return {
    write: rupeesText,
    read: (cell) => {
      if (cell.trim() === '') return undefined;
      const n = readNumber(cell, label);
      if ('error' in n) return n;
      const ok = check(schema, n.value);
      return 'error' in ok ? ok : { value: paiseOf(ok.value) };
    },
  };
}

/** Pack size and minimum order (decisions.md › Buying in quantity): 1 when never given. */
const quantityColumn = (label: string, schema: z.ZodType<number>): ColumnSpec<number> => ({
  ...whole(label, schema),
  fallback: 1,
  keepWhenEmpty: true,
});

const SLAB = /^\s*(\d+)\s*:\s*(\d+(?:\.\d+)?)\s*$/;

/** "10:420|50:399": from 10 units ₹420 each, from 50 units ₹399 each. */
export function readSlabs(cell: string): { value: Slab[] } | { error: string } {
  if (cell.trim() === '') return { value: [] };
  const slabs: Slab[] = [];
  for (const part of cell.split('|')) {
    const m = SLAB.exec(part);
    if (!m) return { error: `Slabs must look like 10:420|50:399 (quantity:price in rupees)` };
    const qty = Number(m[1]);
    const price = check(ProductFieldsSchema.shape.price, Number(m[2]));
    if ('error' in price) return { error: `Slab ${part.trim()}: ${price.error}` };
    if (qty < 2) return { error: `Slab ${part.trim()}: the quantity must be 2 or more` };
    const q = check(ProductFieldsSchema.shape.price_slabs.element.shape.min_quantity, qty);
    if ('error' in q) return { error: `Slab ${part.trim()}: ${q.error}` };
    if (slabs.length === MAX_PRICE_SLABS) return { error: `At most ${MAX_PRICE_SLABS} slabs` };
    slabs.push({ min_qty: qty, price_paise: paiseOf(price.value) });
  }
  slabs.sort((a, b) => a.min_qty - b.min_qty);
  for (let i = 1; i < slabs.length; i += 1) {
    const [a, b] = [slabs[i - 1]!, slabs[i]!];
    if (a.min_qty === b.min_qty) return { error: `Slabs name the quantity ${a.min_qty} twice` };
    if (b.price_paise >= a.price_paise) {
      return {
        error: `Slabs contradict each other: ${b.min_qty} units at ₹${rupeesText(b.price_paise)} must cost less each than ${a.min_qty} units at ₹${rupeesText(a.price_paise)}`,
      };
    }
  }
  return { value: slabs };
}

export const writeSlabs = (slabs: Slab[]) =>
  slabs.map((s) => `${s.min_qty}:${rupeesText(s.price_paise)}`).join('|');

const SpecificationsSchema = z
  .array(AdminSpecificationSchema, {
    error: 'Specifications must be a JSON list like [{"name":"Power","value":"710 W"}]',
  })
  .max(50, 'At most 50 specifications');

const compareAt = rupees('Compare-at price', ProductFieldsSchema.shape.compare_at_price.unwrap());
const sameJson = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
const f = ProductFieldsSchema.shape;

export const COLUMNS: Columns = {
  sku: text(f.sku, false),
  name: text(f.name, false),
  slug: { ...text(SlugSchema, false), keepWhenEmpty: true },
  maker: text(GroupNameSchema, false),
  categories: {
    write: (names) => names.join('|'),
    read: (cell) => {
      if (cell.trim() === '') return undefined;
      const raw = unescapeFormula(cell);
      if ('error' in raw) return raw;
      const names = [
        ...new Set(
          raw.value
            .split('|')
            .map((n) => n.trim())
            .filter(Boolean),
        ),
      ];
      if (names.length === 0) return undefined;
      if (names.length > 20) return { error: 'At most 20 categories' };
      for (const name of names) {
        const ok = check(GroupNameSchema, name);
        if ('error' in ok) return { error: `Category "${name}": ${ok.error}` };
      }
      return { value: names };
    },
    same: (a, b) => sameJson([...a].sort(), [...b].sort()),
  },
  price: rupees('Price', f.price),
  compare_at_price: {
    write: (v) => (v == null ? '' : rupeesText(v)),
    read: (cell) => (cell.trim() === '' ? { value: null } : compareAt.read(cell)),
    fallback: null,
  },
  stock: { ...whole('Stock', f.stock_quantity), fallback: 0, keepWhenEmpty: true },
  gst_rate: {
    write: (v) => String(v),
    read: (cell) => {
      if (cell.trim() === '') return undefined;
      const n = readNumber(cell, 'GST rate');
      return 'error' in n ? n : check(f.gst_rate, n.value);
    },
    fallback: 18,
    keepWhenEmpty: true,
  },
  hsn_code: { ...text(f.hsn_code, true), fallback: '' },
  unit: { ...text(f.unit, false), fallback: 'piece', keepWhenEmpty: true },
  pack_size: quantityColumn('Pack size', f.pack_size),
  min_order_qty: quantityColumn('Minimum order', f.min_order_qty),
  slabs: {
    write: writeSlabs,
    read: readSlabs,
    fallback: [],
    same: sameJson,
  },
  reorder_level: { ...whole('Reorder level', f.reorder_level), fallback: 0, keepWhenEmpty: true },
  country_of_origin: {
    ...text(f.country_of_origin, false),
    fallback: 'India',
    keepWhenEmpty: true,
  },
  warranty: { ...text(f.warranty, true), fallback: '' },
  description: { ...text(f.description, true), fallback: '' },
  specifications: {
    write: (specs) => (specs.length === 0 ? '' : JSON.stringify(specs)),
    read: (cell) => {
      if (cell.trim() === '') return { value: [] };
      let json: unknown;
      try {
        json = JSON.parse(cell);
      } catch {
        return {
          error: 'Specifications must be a JSON list like [{"name":"Power","value":"710 W"}]',
        };
      }
      return check(SpecificationsSchema, json);
    },
    fallback: [],
    same: sameJson,
  },
  active: {
    write: (v) => (v ? 'true' : 'false'),
    read: (cell) => (cell.trim() === '' ? undefined : readBoolean(cell, 'Active')),
    fallback: true,
    keepWhenEmpty: true,
  },
};
