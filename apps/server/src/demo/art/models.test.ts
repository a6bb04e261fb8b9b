import { describe, expect, it } from 'vitest';
import { demoProducts, type DemoProduct } from '../demo';
import { modelMarkOf } from './models';
import { productSvg, ratingPlateSvg } from './products';

const paintOf = (p: DemoProduct) => ({
  P: p.maker.primary,
  S: p.maker.secondary,
  brand: p.maker.short,
});
const mainSvg = (p: DemoProduct) =>
  productSvg(
    p.kind.art,
    paintOf(p),
    p.name,
    p.sku,
    modelMarkOf(p.variant.label, p.variantIndex, p.kind.variants.length),
  );
/** A picture without its title and its small part-number tag: what tells models apart. */
const withoutNameAndSku = (svg: string, p: DemoProduct) =>
  svg
    .replaceAll(p.name, '')
    .replaceAll(p.sku, '')
    .replace(/<rect x="12" y="368"[^>]*\/>/, '');
/** The texts printed at a font size of at least `min`. */
const largeTexts = (svg: string, min: number) =>
  [...svg.matchAll(/<text [^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)]
    .filter((m) => Number(m[1]) >= min)
    .map((m) => m[2]);

describe('model marks', () => {
  it.each([
    ['18V Brushless', 'Brushless', '18V', 'BRUSHLESS'],
    ['0.5 HP', '', '0.5 HP', ''],
    ['24 pc 1/2 inch Drive', '', '24 pc', '1/2 INCH DRIVE'],
    ['DIN 9-13', '', 'DIN 9-13', ''],
    ['SNR 31dB Helmet Mount', '', 'SNR 31dB', 'HELMET MOUNT'],
    ['200mm (8 inch)', '', '200mm', '8 INCH'],
    ['Ratchet Type', '', 'Ratchet', 'TYPE'],
  ])('%s', (label, _, rating, extra) => {
    expect(modelMarkOf(label, 1, 3)).toEqual({ rating, extra, tier: 1, tiers: 3 });
  });
});

describe('demo pictures tell models apart', () => {
  const products = demoProducts();

  it('every product has at least two different views', () => {
    for (const p of products) {
      expect(p.images.length, p.sku).toBeGreaterThanOrEqual(2);
      expect(new Set(p.images).size, p.sku).toBe(p.images.length);
    }
  });

  it("one maker's models of a kind differ in more than the part number, rating printed large", () => {
    const drills = products.filter(
      (p) => p.kind.key === 'cordless-drill' && p.maker.slug === 'deccan-power-tools',
    );
    expect(drills.map((p) => p.variant.label)).toEqual(['12V', '18V', '18V Brushless']);
    const pictures = drills.map((p) => withoutNameAndSku(mainSvg(p), p));
    expect(new Set(pictures).size).toBe(3);
    expect(largeTexts(mainSvg(drills[0]!), 28)).toContain('12V');
    expect(largeTexts(mainSvg(drills[1]!), 28)).toContain('18V');
    expect(largeTexts(mainSvg(drills[2]!), 28)).toContain('18V');
    expect(mainSvg(drills[2]!)).toContain('BRUSHLESS');
    // Higher models are drawn larger and come with accessories.
    expect(mainSvg(drills[0]!)).not.toContain('+ CASE');
    expect(mainSvg(drills[2]!)).toContain('+ SPARE');

    // Across the whole catalogue: no two models of one maker and kind share a main picture.
    const seen = new Map<string, string>();
    for (const p of products) {
      const key = `${p.maker.slug}|${p.kind.key}|${withoutNameAndSku(mainSvg(p), p)}`;
      expect(seen.get(key), `${p.name} looks like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, p.name);
    }
  });

  it("the rating plate shows the model's own rating and specifications", () => {
    const pump = products.find(
      (p) => p.kind.key === 'monoblock-pump' && p.variant.label === '2 HP',
    )!;
    const svg = ratingPlateSvg(
      paintOf(pump),
      pump.name,
      modelMarkOf(pump.variant.label, pump.variantIndex, pump.kind.variants.length),
      pump.sku,
      pump.kind.title,
      pump.variant.specs,
    );
    expect(largeTexts(svg, 48)).toEqual(['2 HP']);
    for (const [, value] of pump.variant.specs.slice(0, 3)) expect(svg).toContain(value);
    expect(svg).toContain(`<title>${pump.name} (rating plate)</title>`);
  });
});
