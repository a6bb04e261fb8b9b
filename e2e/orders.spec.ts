import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { registerCustomer, signInAs } from './support/auth';
import {
  ADDRESS,
  apiToken,
  placeOrderViaApi,
  shortIdOf,
  staffSetStatus,
  stockedProducts,
} from './support/orders';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Axe on the page once the toasts have gone: a toast fading in or out has blended colours that
 * axe reads as low contrast (a settled toast passes; the toaster is the root layout's).
 */
async function accessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

test('product → cart → checkout → confirmation → My Orders → details → cancel → Order Again', async ({
  page,
  request,
}) => {
  test.slow(); // the longest journey: seven accessibility scans, each after the toasts have gone
  const customer = await registerCustomer(request, 'Ravi Kumar');
  const [product, other] = await stockedProducts(request, 10, 2);
  // An earlier order, to order again at the end of the journey.
  const token = await apiToken(request, customer);
  const earlier = await placeOrderViaApi(request, token, customer, other!.product_id, 1);
  await signInAs(page, customer);

  // Product page: add two to the cart and one to the wishlist; the badges follow at once.
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await accessible(page);
  await page.getByRole('button', { name: 'Increase quantity' }).first().click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, `${product!.name} added to cart`)).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cart (2 items)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(banner.getByRole('link', { name: 'Wishlist (1 item)' })).toBeVisible();

  // Cart: the line, its quantity, the totals.
  await banner.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('region', { name: 'Cart items' });
  await expect(lines.getByRole('link', { name: product!.name })).toBeVisible();
  await expect(lines.getByRole('textbox', { name: `Quantity of ${product!.name}` })).toHaveValue(
    '2',
  );
  await accessible(page);
  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();

  // Checkout: a validation error first, then the order.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(/^2 items · ₹/)).toBeVisible();
  await accessible(page);
  const name = page.getByRole('textbox', { name: /full name/i });
  await expect(name).toHaveValue('Ravi Kumar');
  await name.fill('');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, 'Please fill in customer name')).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill('Ravi Kumar');
  await expect(page.getByRole('textbox', { name: /phone number/i })).toHaveValue(customer.phone);
  await page.getByRole('textbox', { name: /street address/i }).fill(ADDRESS.street_address);
  await page.getByRole('textbox', { name: /city/i }).fill(ADDRESS.city);
  await page.getByRole('combobox', { name: /state/i }).selectOption(ADDRESS.state);
  await page.getByRole('textbox', { name: /pincode/i }).fill('56005');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, 'Please enter a valid 6-digit pincode')).toBeVisible();
  await page.getByRole('textbox', { name: /pincode/i }).fill(ADDRESS.pincode);
  await page.getByRole('button', { name: 'Place Order' }).click();

  // Confirmation.
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const orderId = page.url().split('/order-confirmation/')[1]!;
  const short = shortIdOf(orderId);
  await expect(page.getByText(`#${short}`)).toBeVisible();
  await expect(page.getByRole('main').getByText(product!.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What happens next' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await accessible(page);

  // My Orders: the new order first, then the earlier one.
  await page.getByRole('link', { name: 'View All Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByText('2 orders')).toBeVisible();
  const card = page.getByRole('article', { name: `Order #${short}` });
  await expect(card.getByText('Status: Placed')).toBeVisible();
  await expect(card.getByText('2 items')).toBeVisible();
  await accessible(page);

  // Order Details, then cancel with a reason.
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${short}` })).toBeVisible();
  const status = page.getByRole('region', { name: 'Order Status' });
  await expect(status.locator('[aria-current="step"]')).toContainText('Order Placed');
  await expect(page.getByRole('region', { name: 'Delivery Information' })).toContainText(
    `${ADDRESS.city}, ${ADDRESS.state} - ${ADDRESS.pincode}`,
  );
  await accessible(page);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  const confirm = dialog.getByRole('button', { name: 'Cancel Order' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('Ordered the wrong size');
  await expect(dialog.getByText('22/200')).toBeVisible();
  await accessible(page);
  await confirm.click();
  await expect(toast(page, 'Order cancelled successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(status.locator('[aria-current="step"]')).toContainText('Order Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  // Back to My Orders: the cancelled one cannot be ordered again; the earlier one can.
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  const cancelled = page.getByRole('article', { name: `Order #${short}` });
  await expect(cancelled.getByText('Status: Cancelled')).toBeVisible();
  await expect(cancelled.getByRole('button', { name: /Order Again/ })).toBeDisabled();
  const again = page.getByRole('article', { name: `Order #${shortIdOf(earlier.order_id)}` });
  await again.getByRole('button', { name: /Order Again/ }).click();
  const modal = page.getByRole('dialog', { name: 'Order Placed Successfully' });
  await expect(modal).toBeVisible();
  await accessible(page);
  await modal.getByRole('link', { name: 'View Order Details' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(earlier.order_id);
  await expect(page.getByRole('region', { name: 'Items Ordered' })).toContainText(other!.name);
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page.getByText('3 orders')).toBeVisible();
});

test('My Orders shows a staff status change live, and Order Details shows the note', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Meena Iyer');
  const [product] = await stockedProducts(request, 10, 1);
  const token = await apiToken(request, customer);
  const order = await placeOrderViaApi(request, token, customer, product!.product_id, 1);
  const short = shortIdOf(order.order_id);
  await signInAs(page, customer);

  const firstPoll = page.waitForResponse(
    (r) => r.url().includes('/api/polling/user/events') && r.status() === 200,
  );
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order #${short}` });
  await expect(card.getByText('Status: Placed')).toBeVisible();
  await firstPoll;

  const adminToken = await apiToken(request, ADMIN);
  await staffSetStatus(request, adminToken, order.order_id, 'CONFIRMED', 'Packed and ready');
  await expect(toast(page, `Order #${short} status updated to CONFIRMED`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(card.getByText('Status: Confirmed')).toBeVisible();

  await card.getByRole('link', { name: /View Details/ }).click();
  const status = page.getByRole('region', { name: 'Order Status' });
  await expect(status.locator('[aria-current="step"]')).toContainText('Order Confirmed');
  await expect(status.getByText('Note:')).toBeVisible();
  await expect(status).toContainText('Note: Packed and ready');
  await accessible(page);
});

test('guests are sent to /login from the cart icons and the add buttons', async ({ page }) => {
  await page.goto('/about');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/login');
  await expect(banner.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/login');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Please login to continue')).toBeVisible();
});
