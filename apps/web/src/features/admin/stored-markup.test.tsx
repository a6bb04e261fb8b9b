import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProductRow } from '@store/contract';
import { page } from '../../test/fixtures/orders';
import { on, server } from '../../test/server';
import { renderAt, signInAs } from './admin.testing';
import { ProductsScreen } from './products-screen';

// Issue 16: stored text that looks like markup is shown as text in the staff console.
const PAYLOAD = '<img src=x onerror=alert(1)>';

const row: AdminProductRow = {
  product_id: '20000000-0000-4000-8000-000000000001',
  name: PAYLOAD,
  slug: 'payload',
  sku: 'XSS-1',
  manufacturer_id: '30000000-0000-4000-8000-000000000001',
  manufacturer_name: `<script>alert(2)</script>`,
  category_names: [PAYLOAD],
  thumbnail_url: null,
  price: 100,
  compare_at_price: null,
  stock_quantity: 3,
  is_active: true,
  updated_at: '2026-11-21T10:00:00.000Z',
};

describe('stored markup in the staff console', () => {
  it('a product named like an <img> tag is shown as text, never as an element', async () => {
    signInAs('ADMIN');
    server.use(on('GET', '/admin/products', () => page([row], 0, 20)));
    const { container } = renderAtProducts();
    expect((await screen.findAllByText(PAYLOAD)).length).toBeGreaterThan(0);
    expect(screen.getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('img[src="x"]')).toBeNull();
    expect(container.ownerDocument.querySelector('script')).toBeNull();
  });
});

function renderAtProducts() {
  renderAt('/admin/products', '/admin/products', <ProductsScreen />);
  return { container: document.body };
}
