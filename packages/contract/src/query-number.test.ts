import { describe, expect, it } from 'vitest';
import { ProductSearchQuerySchema } from './catalogue';
import { PagingQuerySchema } from './common';

// Issue 23: query numbers were parsed loosely (`index=0x10` was 16, `index=1e3` 1000, an empty
// `maxPrice=` 0, which answered an empty listing).
describe('numbers in a query string', () => {
  it.each([['0x10'], ['1e3'], [''], [' 1'], ['Infinity'], ['1.5'], ['0b1'], ['+1']])(
    'refuses index=%j',
    (index) => {
      expect(PagingQuerySchema.safeParse({ index }).success).toBe(false);
    },
  );

  it('refuses an empty, hex or exponent price filter', () => {
    for (const maxPrice of ['', '1e3', '0x10', ' ', 'NaN']) {
      const parsed = ProductSearchQuerySchema.safeParse({ maxPrice });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Must be a number in digits');
    }
  });

  it('takes plain digits, decimals for prices and numbers from code', () => {
    expect(PagingQuerySchema.parse({ index: '3', limit: '50' })).toEqual({ index: 3, limit: 50 });
    expect(PagingQuerySchema.parse({ index: 2 })).toEqual({ index: 2, limit: 20 });
    expect(ProductSearchQuerySchema.parse({ maxPrice: '99.50' }).maxPrice).toBe(99.5);
    expect(PagingQuerySchema.safeParse({ index: '-1' }).error?.issues[0]?.message).toBe(
      'index must be 0 or more',
    );
  });
});
