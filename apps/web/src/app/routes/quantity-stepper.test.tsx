import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@store/contract';
import { renderRoutes } from '../../features/orders/orders.testing';
import { AddToCartControls } from '../../features/cart/add-to-cart';
import { CartLine } from '../../features/cart/cart-line';
import { QuantityStepper } from '../../features/cart/quantity-stepper';

function Controlled({ max, onChange }: { max: number; onChange: (n: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={(n) => {
        onChange(n);
        setValue(n);
      }}
      overMaxMessage={`Only ${max} in stock`}
    />
  );
}

describe('Quantity above the stock', () => {
  it('says "Only 69 in stock" beside the stepper while 999 is typed and after it becomes 69', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Controlled max={69} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.clear(field);
    await user.type(field, '999');
    expect(screen.getByRole('status')).toHaveTextContent('Only 69 in stock');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(69);
    expect(field).toHaveValue('69');
    expect(screen.getByRole('status')).toHaveTextContent('Only 69 in stock');
    // Going down again clears it.
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says nothing for a quantity within the stock', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled max={69} onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '12{Enter}');
    expect(field).toHaveValue('12');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("the cart line's stepper says it", async () => {
    const item: CartItem = {
      cart_item_id: 'c0000000-0000-4000-8000-000000000001',
      product_id: 'b0000000-0000-4000-8000-000000000001',
      product_name: 'Angle Grinder 100mm',
      product_slug: 'angle-grinder-100mm',
      sku: 'AG-100',
      manufacturer_name: 'Deccan',
      thumbnail_url: null,
      quantity: 1,
      unit_price: 2499,
      total_price: 2499,
      in_stock: true,
      stock_quantity: 69,
      pack_size: 1,
      min_order_qty: 1,
      next_slab: null,
    };
    const onQuantity = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderRoutes([
      {
        path: '/',
        element: (
          <ul>
            <CartLine
              item={item}
              cartType="CART"
              image={null}
              onQuantity={onQuantity}
              onRemove={() => undefined}
              onMove={() => undefined}
            />
          </ul>
        ),
      },
    ]);
    const field = await screen.findByRole('textbox', { name: 'Quantity of Angle Grinder 100mm' });
    await user.clear(field);
    await user.type(field, '999');
    expect(screen.getByRole('status')).toHaveTextContent('Only 69 in stock');
    await user.keyboard('{Enter}');
    expect(onQuantity).toHaveBeenCalledWith(69);
  });

  it("the product page's stepper says it", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes([
      {
        path: '/',
        element: (
          <AddToCartControls
            productId="b0000000-0000-4000-8000-000000000001"
            productName="Angle Grinder 100mm"
            inStock
            stockQuantity={69}
          />
        ),
      },
    ]);
    const field = await screen.findByRole('textbox', { name: 'Quantity of Angle Grinder 100mm' });
    await user.clear(field);
    await user.type(field, '999{Enter}');
    expect(field).toHaveValue('69');
    expect(screen.getByRole('status')).toHaveTextContent('Only 69 in stock');
  });
});
