import { describe, expect, it } from 'vitest';
import { contentKey, keptPdfs, rememberedPdf } from './pdf-cache';

describe('documents kept by content', () => {
  it('draws a document once for the same content, again for any change', async () => {
    let drawn = 0;
    const draw = (text: string) => async () => {
      drawn += 1;
      return Buffer.from(`%PDF ${text}`);
    };
    const view = { number: 'BTW/26-27/00001', total: 1000, payment: 'PENDING' };
    const a = await rememberedPdf(contentKey('test', view), draw('a'));
    const b = await rememberedPdf(contentKey('test', { ...view }), draw('b'));
    expect(b).toBe(a);
    expect(drawn).toBe(1);
    const paid = await rememberedPdf(contentKey('test', { ...view, payment: 'PAID' }), draw('c'));
    expect(paid.toString()).toBe('%PDF c');
    expect(drawn).toBe(2);
    // the same content under another kind of document is another document
    expect(contentKey('quote', view)).not.toBe(contentKey('invoice', view));
  });

  it('does not keep a drawing that failed', async () => {
    const key = contentKey('test', { failing: true });
    await expect(
      rememberedPdf(key, async () => {
        throw new Error('no font');
      }),
    ).rejects.toThrow('no font');
    const pdf = await rememberedPdf(key, async () => Buffer.from('%PDF ok'));
    expect(pdf.toString()).toBe('%PDF ok');
  });

  it('lets the least recently used go past 32 MB', async () => {
    const big = (fill: number) => async () => Buffer.alloc(12 * 1024 * 1024, fill);
    const first = contentKey('test', { big: 1 });
    await rememberedPdf(first, big(1));
    await rememberedPdf(contentKey('test', { big: 2 }), big(2));
    await rememberedPdf(contentKey('test', { big: 3 }), big(3));
    expect(keptPdfs().bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
    let again = 0;
    await rememberedPdf(first, async () => {
      again += 1;
      return Buffer.alloc(1);
    });
    expect(again).toBe(1);
  });
});
