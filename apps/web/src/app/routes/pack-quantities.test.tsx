import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItem } from '../../test/handlers/cart';
import { recordRequests } from '../../test/server';
import { renderRoutes, signIn, signOut, toastTexts } from '../../features/orders/orders.testing';
import { AddToCartControls } from '../../features/cart/add-to-cart';
import { CartLine } from '../../features/cart/cart-line';

/** Off-pack quantities are said and chosen, never changed unseen (issue 43.7). */
const NAME = 'Hex Bolt M12 x 50';
const PRODUCT_ID = 'b0000000-0000-4000-8000-000000000001';

const productPage = (minOrderQty = 25) =>
  renderRoutes([
    {
      path: '/',
      element: (
        <AddToCartControls
          productId={PRODUCT_ID}
          productName={NAME}
          inStock
          stockQuantity={500}
          packSize={25}
          minOrderQty={minOrderQty}
        />
      ),
    },
  ]);

async function cartBody(requests: ReturnType<typeof recordRequests>, method: string) {
  const call = requests.find((r) => r.method === method && r.path.startsWith('/cart/items'));
  return call ? call.body : undefined;
}

describe('Quantities off the pack (packs of 25)', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('the product page keeps a typed 30, says the pack and adds what the buyer chooses', async () => {
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    productPage();
    const field = await screen.findByRole('textbox', { name: `Quantity of ${NAME}` });
    await user.clear(field);
    await user.type(field, '30{Enter}');
    expect(field).toHaveValue('30');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('This product is sold in packs of 25');
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    const choices = screen.getByRole('group', { name: 'Choose a quantity' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Make it 25', 'Make it 50']);
    await user.click(within(choices).getByRole('button', { name: 'Make it 50' }));
    expect(field).toHaveValue('50');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(add);
    await waitFor(() =>
      expect(toastTexts()).toContain(`${NAME} added to cart: 50 (2 packs of 25)`),
    );
    await expect(cartBody(requests, 'POST')).resolves.toMatchObject({ quantity: 50 });
  });

  it('a typed 130 is not added as 125: Add to Cart waits for the choice', async () => {
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    productPage();
    const field = await screen.findByRole('textbox', { name: `Quantity of ${NAME}` });
    await user.clear(field);
    await user.type(field, '130');
    // pressing Add to Cart straight from the field: the field's blur shows the choice first
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(field).toHaveValue('130');
    expect(screen.getByRole('button', { name: 'Make it 125' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make it 150' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/cart/items'))).toEqual([]);
  });

  it('a quantity below the minimum offers the minimum', async () => {
    const user = userEvent.setup({ delay: null });
    productPage(100);
    const field = await screen.findByRole('textbox', { name: `Quantity of ${NAME}` });
    await user.clear(field);
    await user.type(field, '50{Enter}');
    expect(field).toHaveValue('50');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The minimum order for this product is 100',
    );
    expect(screen.getByRole('button', { name: 'Make it 100' })).toBeInTheDocument();
  });

  it.each([
    ['180', ['Make it 175', 'Make it 200'], 'Make it 200', 200],
    ['160', ['Make it 150', 'Make it 175'], 'Make it 175', 175],
  ])('the cart keeps a typed %s until a pack is chosen', async (typed, offered, pick, chosen) => {
    const onQuantity = vi.fn();
    const user = userEvent.setup({ delay: null });
    const item = cartItem(1, {
      product_name: NAME,
      quantity: 150,
      pack_size: 25,
      min_order_qty: 25,
      stock_quantity: 500,
    });
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
    const field = await screen.findByRole('textbox', { name: `Quantity of ${NAME}` });
    await user.clear(field);
    await user.type(field, `${typed}{Enter}`);
    expect(field).toHaveValue(typed);
    expect(onQuantity).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('This product is sold in packs of 25');
    const choices = screen.getByRole('group', { name: 'Choose a quantity' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(offered);
    await user.click(within(choices).getByRole('button', { name: pick }));
    expect(onQuantity).toHaveBeenCalledWith(chosen);
  });

  it('the listing card says its Add to Cart adds a pack of 25, and the toast says what it added', async () => {
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    renderRoutes([
      {
        path: '/',
        element: (
          <AddToCartControls
            compact
            productId={PRODUCT_ID}
            productName={NAME}
            inStock
            packSize={25}
            minOrderQty={25}
          />
        ),
      },
    ]);
    const add = await screen.findByRole('button', { name: `Add to cart: ${NAME}` });
    expect(add).toHaveAccessibleDescription('This product is sold in packs of 25');
    expect(screen.getByText('This product is sold in packs of 25')).toBeVisible();
    await user.click(add);
    await waitFor(() => expect(toastTexts()).toContain(`${NAME} added to cart: 25 (1 pack of 25)`));
    await expect(cartBody(requests, 'POST')).resolves.toMatchObject({ quantity: 25 });
  });
});
