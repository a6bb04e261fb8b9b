import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchPage } from '../../test/handlers/catalogue';
import { on, server } from '../../test/server';
import { ProductListing } from './product-listing';
import { productSummary, renderRoutes } from './test-support';

// Issue 16: stored text that looks like markup is shown as text on the storefront.
const PAYLOAD = '<img src=x onerror=alert(1)>';

beforeEach(() => {
  server.use(
    on('GET', '/products/search', () =>
      searchPage([
        productSummary(1, { name: PAYLOAD, manufacturer_name: '<script>alert(2)</script>' }),
      ]),
    ),
  );
});

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
