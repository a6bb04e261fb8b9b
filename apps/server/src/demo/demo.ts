/**
 * Turns the definitions of catalogue-data.ts into rows: deterministic (a fixed random seed),
 * so every fresh store shows the same demo catalogue.
 */
import type { Specification } from '../db/schema/catalogue';
import {
  CATEGORIES,
  KINDS,
  MAKERS,
  type KindDef,
  type MakerDef,
  type Variant,
} from './catalogue-data';
import { hashString, rng } from './art/svg';

export interface DemoProduct {
  name: string;
  slug: string;
  sku: string;
  makerSlug: string;
  categorySlugs: string[];
  kind: KindDef;
  maker: MakerDef;
  description: string;
  specifications: Specification[];
  pricePaise: number;
  compareAtPaise: number | null;
  stock: number;
  /** Staff reorder at or below this stock; 0: not watched (reorderLevelOf). */
  reorderLevel: number;
  gstRate: number;
  hsnCode: string;
  unit: string;
  countryOfOrigin: string;
  warranty: string;
  /** Object keys: the product picture, its box, then its rating plate (record 121). */
  images: [string, string, string];
  /** Which model of its kind this is: the 0-based position of its variant. */
  variantIndex: number;
  variant: Variant;
  displayOrder: number;
}

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** A price that looks like a shop's: ₹2,499, ₹349, ₹12,999. */
export function nicePrice(rupees: number): number {
  if (rupees < 200) return Math.max(49, Math.round(rupees / 10) * 10 - 1);
  if (rupees < 2000) return Math.round(rupees / 50) * 50 - 1;
  if (rupees < 20000) return Math.round(rupees / 100) * 100 - 1;
  return Math.round(rupees / 500) * 500 - 1;
}

/** Makers price their goods a little differently (±12%), always the same for one maker. */
const makerFactor = (m: MakerDef) => 0.88 + (hashString(m.slug) % 25) / 100;

const ELECTRONIC = new Set([
  'digital-caliper',
  'digital-multimeter',
  'clamp-meter',
  'laser-distance-meter',
  'welding-helmet',
  'led-flood-light',
]);

function originOf(kind: KindDef, maker: MakerDef): string {
  if (ELECTRONIC.has(kind.key) && hashString(maker.slug + kind.key) % 3 === 0) return 'China';
  if (kind.key === 'outside-micrometer' && maker.slug === 'indus-precision') return 'Japan';
  if (kind.key === 'air-impact-wrench' && hashString(maker.slug) % 2 === 0) return 'Taiwan';
  return 'India';
}

/** Part number: maker letters, kind letters, the maker's separator, a model number. */
export function partNumber(maker: MakerDef, kind: KindDef, num: number, salt = 0): string {
  const makerIndex = MAKERS.indexOf(maker);
  const base = num < 100 ? num * 10 + ((makerIndex + salt) % 9) + 1 : num + salt;
  return `${maker.code}${kind.code}${maker.sep}${base}`;
}

export function describe(kind: KindDef, maker: MakerDef, variant: Variant): string {
  const article = /^(8|11|18|[aeio])/i.test(variant.label) ? 'An' : 'A';
  const blurb = kind.blurb
    .replace('A {variant}', `${article} {variant}`)
    .replace('{maker}', maker.name)
    .replace('{variant}', variant.label);
  return (
    `${blurb} ${maker.name} (${maker.city}, since ${maker.founded}): ${maker.description.replace(/\.$/, '')}. ` +
    `Sold with a GST invoice and the maker's warranty; dispatched from Bengaluru.`
  );
}

export function specificationsOf(
  kind: KindDef,
  maker: MakerDef,
  variant: Variant,
  sku: string,
): Specification[] {
  const rows: [string, string][] = [
    ['Brand', maker.name],
    ['Model', sku],
    ...variant.specs,
    ...kind.common,
  ];
  const seen = new Set<string>();
  return rows
    .filter(([name]) => (seen.has(name) ? false : (seen.add(name), true)))
    .map(([name, value]) => ({ name, value }));
}

/**
 * About one product in sixteen (some 30) is watched with a reorder level a store would set: dozens for
 * cheap consumables, a handful for machines. Taken from the SKU's hash, not the shared random
 * stream, so every other value of the demo catalogue stays as it was; with the demo stock a
 * few of them are at or below it, so the staff Low stock screen has something to show.
 */
export function reorderLevelOf(sku: string, pricePaise: number): number {
  const h = hashString(`reorder:${sku}`);
  if (h % 16 !== 0) return 0;
  const pick = h >>> 4;
  const rupees = pricePaise / 100;
  if (rupees < 1_000) return 20 + (pick % 4) * 10; // 20, 30, 40, 50
  if (rupees < 10_000) return 8 + (pick % 3) * 2; // 8, 10, 12
  return 3 + (pick % 3); // 3, 4, 5
}

export function productImageKeys(slug: string): [string, string, string] {
  return [`products/${slug}.svg`, `products/${slug}-box.svg`, `products/${slug}-plate.svg`];
}

/** The 300-odd products of the demo catalogue. */
export function demoProducts(): DemoProduct[] {
  const random = rng(20250101);
  const makerBySlug = new Map(MAKERS.map((m) => [m.slug, m]));
  const skus = new Set<string>();
  const out: DemoProduct[] = [];
  for (const kind of KINDS) {
    for (const makerSlug of kind.makers) {
      const maker = makerBySlug.get(makerSlug);
      if (!maker) throw new Error(`unknown maker ${makerSlug} in ${kind.key}`);
      for (const [variantIndex, variant] of kind.variants.entries()) {
        let salt = 0;
        let sku = partNumber(maker, kind, variant.num);
        while (skus.has(sku)) sku = partNumber(maker, kind, variant.num, (salt += 1));
        skus.add(sku);
        const name = `${maker.short} ${kind.title} ${variant.label}`;
        const slug = slugify(`${name} ${sku}`);
        const price = nicePrice(variant.price * makerFactor(maker));
        const onSale = random() < 0.35;
        const compareAt = onSale ? nicePrice(price * (1.1 + random() * 0.25)) : null;
        const r = random();
        const drawn =
          r < 0.08 ? 0 : r < 0.2 ? 1 + Math.floor(random() * 5) : 6 + Math.floor(random() * 240);
        const stock = drawn * (kind.stockPer ?? 1);
        out.push({
          name,
          slug,
          sku,
          makerSlug,
          categorySlugs: kind.categories,
          kind,
          maker,
          description: describe(kind, maker, variant),
          specifications: specificationsOf(kind, maker, variant, sku),
          pricePaise: price * 100,
          compareAtPaise: compareAt && compareAt > price ? compareAt * 100 : null,
          stock,
          reorderLevel: reorderLevelOf(sku, price * 100),
          gstRate: kind.gst,
          hsnCode: kind.hsn,
          unit: kind.unit,
          countryOfOrigin: originOf(kind, maker),
          warranty: kind.warranty,
          images: productImageKeys(slug),
          variantIndex,
          variant,
          displayOrder: out.length,
        });
      }
    }
  }
  return out;
}

export { CATEGORIES, KINDS, MAKERS };
