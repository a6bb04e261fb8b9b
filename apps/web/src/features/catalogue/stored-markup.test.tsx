import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductListing } from './product-listing';
import { ok, productSummary, renderRoutes } from './test-support';

// Issue 16: stored text that looks like markup is shown as text on the storefront.
const PAYLOAD = '<img src=x onerror=alert(1)>';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () =>
      ok({
        content: [
          productSummary(1, { name: PAYLOAD, manufacturer_name: '<script>alert(2)</script>' }),
        ],
        total_elements: 1,
        total_pages: 1,
        index: 0,
        limit: 24,
        number_of_elements: 1,
        facets: { manufacturers: [], categories: [], price: { min: 1, max: 2 } },
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('stored markup on the storefront', () => {
  it('a product named like an <img> tag is shown as text, never as an element', async () => {
    renderRoutes(
      [
        {
          path: 'list',
          element: (
            <ProductListing
              categoryId={null}
              manufacturerId={null}
              switchable={{ maker: true, category: true }}
              hrefFor={() => '/list'}
            />
          ),
        },
      ],
      '/list',
    );
    expect((await screen.findAllByText(PAYLOAD)).length).toBeGreaterThan(0);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });
});
