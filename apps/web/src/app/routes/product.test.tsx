import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { category, productDetail, renderRoutes } from '../../features/catalogue/test-support';
import { searchPage } from '../../test/handlers/catalogue';
import { fail, on, server } from '../../test/server';
import { Component as Product } from './product';
import { Component as ProductBySku } from './product-by-sku';

beforeEach(() => {
  server.use(
    on('GET', '/products/:slug', ({ params }) =>
      params.slug === 'gone' ? fail(404, 'Product not found') : productDetail(),
    ),
    on('GET', '/products/sku/:sku', ({ params }) =>
      params.sku === 'gsb 600' ? productDetail() : fail(404, 'Product not found'),
    ),
    on('GET', '/categories/active', () => ({ content: [category(1, { name: 'Power Tools' })] })),
    on('GET', '/products/search', () => searchPage([])),
    on('GET', '/company', () => fail(404, 'Not found')),
  );
});

const show = (entry: string) =>
  renderRoutes(
    [
      { path: 'product/sku/:sku', element: <ProductBySku /> },
      { path: 'product/:slug', element: <Product /> },
      { path: '*', element: null },
    ],
    entry,
  );

describe('/product/{slug}', () => {
  it('shows price, saving, GST share, HSN, stock, specifications, cart buttons and the enquiry link', async () => {
    show('/product/bosch-gsb-600');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bosch GSB 600 Impact Drill' }),
    ).toBeInTheDocument();
    // name, maker and part number (decisions §20)
    expect(document.title).toBe(
      'Bosch GSB 600 Impact Drill (Maker 1 GSB-600) – Bangalore Tool Works',
    );
    expect(screen.getByText('₹2,950.00')).toBeInTheDocument();
    expect(screen.getByText('₹3,500.00')).toBeInTheDocument();
    expect(screen.getByText('You save ₹550.00 (16%)')).toBeInTheDocument();
    expect(screen.getByText('Includes ₹450.00 GST (18%)')).toBeInTheDocument();
    expect(screen.getByText(/Only 7 left/)).toBeInTheDocument();
    const specs = screen.getByRole('table');
    expect(within(specs).getByRole('row', { name: 'Power 600 W' })).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: 'HSN code 8467' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Quantity/ })).toHaveValue('1');
    const enquiry = screen.getByRole('link', { name: 'Enquire about this product' });
    const text = decodeURIComponent(enquiry.getAttribute('href') ?? '');
    expect(text).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(text).toContain('Bosch GSB 600 Impact Drill (SKU: GSB-600)');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Power Tools');
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(2);
  });

  it('says Out of stock when none is left', async () => {
    server.use(
      on('GET', '/products/:slug', () => productDetail({ in_stock: false, stock_quantity: 0 })),
    );
    show('/product/bosch-gsb-600');
    expect(await screen.findByText('Out of stock', { selector: 'p' })).toBeInTheDocument();
  });

  it('says Product not found for an unknown slug', async () => {
    show('/product/gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Product not found – Bangalore Tool Works');
  });

  it('finds the product by its part number', async () => {
    show('/product/sku/gsb%20600');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bosch GSB 600 Impact Drill' }),
    ).toBeInTheDocument();
  });
});
