import { describe, expect, it } from 'vitest';
import {
  CreateCategoryBodySchema,
  CreateProductBodySchema,
  slugify,
  StockAdjustmentBodySchema,
  UpdateProductBodySchema,
} from './admin';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('staff catalogue schemas', () => {
  it('makes slugs from names', () => {
    expect(slugify('Heavy Duty Drills & Drivers')).toBe('heavy-duty-drills-and-drivers');
    expect(slugify('  Épée / 13 mm  ')).toBe('epee-13-mm');
    expect(slugify('***')).toBe('');
  });

  it('says what is missing in words a person reads', () => {
    expect(messages(CreateCategoryBodySchema.safeParse({}))).toEqual(['Name is required']);
    expect(messages(CreateProductBodySchema.safeParse({}))).toEqual([
      'Name is required',
      'SKU is required',
      'Choose a manufacturer',
      'Choose at least one category',
      'Price is required',
    ]);
  });

  it('keeps a compare-at price above the price and refuses an empty change', () => {
    const base = {
      name: 'Drill',
      sku: 'D-1',
      manufacturer_id: '00000000-0000-4000-8000-000000000001',
      category_ids: ['00000000-0000-4000-8000-000000000002'],
      price: 100,
    };
    expect(CreateProductBodySchema.safeParse({ ...base, compare_at_price: 120 }).success).toBe(
      true,
    );
    expect(messages(CreateProductBodySchema.safeParse({ ...base, compare_at_price: 100 }))).toEqual(
      ['Compare-at price must be more than the price'],
    );
    expect(messages(UpdateProductBodySchema.safeParse({}))).toEqual(['Nothing to change']);
    expect(UpdateProductBodySchema.safeParse({ is_active: false }).success).toBe(true);
  });

  it('takes either a stock delta or a new count', () => {
    expect(StockAdjustmentBodySchema.safeParse({ delta: -3 }).success).toBe(true);
    expect(StockAdjustmentBodySchema.safeParse({ set: 0 }).success).toBe(true);
    expect(messages(StockAdjustmentBodySchema.safeParse({ delta: 1, set: 2 }))).toEqual([
      'Give either delta or set',
    ]);
    expect(messages(StockAdjustmentBodySchema.safeParse({ delta: 0 }))).toEqual([
      'Change must not be 0',
    ]);
  });
});
