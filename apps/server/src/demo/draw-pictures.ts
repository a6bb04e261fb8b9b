import type { ImageStorage } from '../modules/catalogue/images/image-types';
import type { S3ImageStorage } from '../modules/catalogue/images/s3-storage';
import { categorySvg, CATEGORY_COLOURS, logoSvg } from './art/brand';
import { modelMarkOf } from './art/models';
import { boxSvg, productSvg, ratingPlateSvg } from './art/products';
import { CATEGORIES, demoProducts, MAKERS } from './demo';

const SVG = 'image/svg+xml';

export const categoryImageKey = (slug: string) => `categories/${slug}.svg`;
export const makerLogoKey = (slug: string) => `manufacturers/${slug}.svg`;

/** Runs `work` over items with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item as T);
    }
  });
  await Promise.all(lanes);
}

/** Draws and stores every picture of the demo catalogue (same keys, same bytes: idempotent). */
export async function storeDemoPictures(storage: ImageStorage): Promise<number> {
  if (storage.kind === 's3') await (storage as S3ImageStorage).ensureBucket();
  const pictures: { key: string; svg: () => string }[] = [];
  CATEGORIES.forEach((c, i) =>
    pictures.push({
      key: categoryImageKey(c.slug),
      svg: () => categorySvg(c.name, c.art, CATEGORY_COLOURS[i % CATEGORY_COLOURS.length]!),
    }),
  );
  for (const m of MAKERS) {
    pictures.push({
      key: makerLogoKey(m.slug),
      svg: () => logoSvg(m.name, m.primary, m.secondary),
    });
  }
  for (const p of demoProducts()) {
    const paint = { P: p.maker.primary, S: p.maker.secondary, brand: p.maker.short };
    const model = modelMarkOf(p.variant.label, p.variantIndex, p.kind.variants.length);
    pictures.push({
      key: p.images[0],
      svg: () => productSvg(p.kind.art, paint, p.name, p.sku, model),
    });
    pictures.push({
      key: p.images[1],
      svg: () => boxSvg(p.kind.art, paint, p.name, p.sku, p.kind.title),
    });
    pictures.push({
      key: p.images[2],
      svg: () => ratingPlateSvg(paint, p.name, model, p.sku, p.kind.title, p.variant.specs),
    });
  }
  const encoder = new TextEncoder();
  await eachLimited(pictures, storage.kind === 's3' ? 16 : 32, async (p) => {
    await storage.putObject(p.key, encoder.encode(p.svg()), SVG);
  });
  return pictures.length;
}
