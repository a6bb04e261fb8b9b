import { ADMIN, expect, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import { apiToken, stockedProducts } from './support/orders';
import { gstinOf, randomPan, shotBoth, shotDark } from './support/shots';

test('a buyer saves the cart as a shared list, a colleague adds it all to the cart and is told what was not added (decisions.md › §23)', async ({
  page,
  request,
  browser,
}) => {
  const buyer = await registerCustomer(request, 'Bala Kumar');
  const colleague = await registerCustomer(request, 'Kiran Shetty');
  const buyerToken = await apiToken(request, buyer);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const made = await request.post('/api/companies', {
    headers: auth(buyerToken),
    data: {
      legal_name: `Pune Tools ${randomPan().slice(5, 9)} Pvt Ltd`,
      gstin: gstinOf('29', randomPan()),
      billing_address_parts: { line: '1, Peenya', city: 'Bengaluru', pincode: '560058' },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const member = await request.post('/api/companies/mine/members', {
    headers: auth(buyerToken),
    data: { phone: colleague.phone, role: 'BUYER' },
  });
  expect(member.status()).toBe(201);

  const [kept, gone, third] = await stockedProducts(request, 20, 3);
  for (const p of [kept!, gone!]) {
    const added = await request.post('/api/cart/items', {
      headers: auth(buyerToken),
      data: { product_id: p.product_id, quantity: 2, cart_type: 'CART' },
    });
    expect(added.ok()).toBe(true);
  }

  // The buyer saves the cart as a list shared with the company ...
  await signInAs(page, buyer);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Save cart as list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save cart as list' });
  await dialog.getByRole('textbox', { name: 'List name' }).fill('Pune weekly');
  await dialog.getByRole('checkbox', { name: 'Share with my company' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Saved to Pune weekly' }),
  ).toBeVisible();
  // ... and adds one more product from its page.
  await page.goto(`/product/${third!.slug}`);
  await page.getByRole('button', { name: 'Add to list' }).click();
  const pick = page.getByRole('dialog', { name: 'Add to list' });
  await expect(pick.getByRole('combobox', { name: 'List' })).toHaveValue(/.+/);
  await pick.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Saved to Pune weekly' }),
  ).toBeVisible();

  // One of its products runs out before the colleague orders.
  const staffToken = await apiToken(request, ADMIN);
  const out = await request.post(`/api/admin/products/${gone!.product_id}/stock`, {
    headers: auth(staffToken),
    data: { set: 0 },
  });
  expect(out.ok(), await out.text()).toBe(true);
  try {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/');
    await signInAs(other, colleague);
    await other.goto('/account/lists');
    await expect(other.getByText('Shared with company')).toBeVisible();
    await other.getByRole('link', { name: 'Pune weekly' }).click();
    await expect(other.getByRole('heading', { name: 'Pune weekly' })).toBeVisible();
    await expect(other.getByText('Out of stock')).toBeVisible();
    await expect(other.getByText(/each today/)).toHaveCount(3);
    await shotBoth(other, 'buying-lists-list');
    await other.getByRole('button', { name: 'Add all to cart' }).click();
    const said = other.getByRole('status').filter({ hasText: 'added to your cart' });
    await expect(said).toContainText('2 products added to your cart');
    await expect(said).toContainText('This product is out of stock');
    await shotBoth(other, 'buying-lists-added');
    await shotDark(other, 'buying-lists-added');
    const cart = (await (
      await request.get('/api/cart/CART', { headers: auth(await apiToken(request, colleague)) })
    ).json()) as { data: { items: { product_id: string; quantity: number }[] } };
    expect(cart.data.items.map((i) => i.product_id).sort()).toEqual(
      [kept!.product_id, third!.product_id].sort(),
    );
    await context.close();
  } finally {
    await request.post(`/api/admin/products/${gone!.product_id}/stock`, {
      headers: auth(staffToken),
      data: { set: gone!.stock_quantity },
    });
  }
});
