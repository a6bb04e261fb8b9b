import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, test } from './fixtures';
import { secondBrowserPage } from './support/admin';
import { registerCustomer, signInAs } from './support/auth';
import { apiToken, shortIdOf, staffSetStatus, stockedProducts } from './support/orders';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a pincode typed once shows the delivery date, fills the checkout address; staff shipment is tracked', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const customer = await registerCustomer(request, 'Bhaskar Das');
  const [product] = await stockedProducts(request, 5, 1);
  await signInAs(page, customer);

  // Product page: the pincode box answers with a date and cash on delivery.
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  const box = page.getByRole('region', { name: 'Delivery to your pincode' });
  await box.getByRole('textbox', { name: 'Check delivery to your pincode' }).fill('781001');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(box.getByText(/^Delivery by \w{3}, \d{1,2} \w{3}/)).toBeVisible();
  await expect(box.getByText('to Guwahati, Assam 781001')).toBeVisible();
  await expect(box.getByText('Cash on delivery not available here')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toast(page, `${product!.name} added to cart`)).toBeVisible();

  // Cart: the remembered pincode's date, without typing it again.
  await page.goto('/cart');
  await expect(
    page.getByRole('region', { name: 'Delivery to your pincode' }).getByText(/^Delivery by /),
  ).toBeVisible();

  // Checkout: the remembered pincode fills city and state; another pincode refills them.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const pincode = page.getByRole('textbox', { name: /pincode/i });
  await expect(pincode).toHaveValue('781001');
  await expect(page.getByRole('textbox', { name: /city/i })).toHaveValue('Guwahati');
  await expect(page.getByRole('combobox', { name: /state/i })).toHaveValue('Assam');
  await pincode.fill('560058');
  await expect(page.getByRole('textbox', { name: /city/i })).toHaveValue('Bengaluru');
  await expect(page.getByRole('combobox', { name: /state/i })).toHaveValue('Karnataka');
  const promise = page.getByTestId('pincode-delivery');
  await expect(promise.getByText(/^Delivery by /)).toBeVisible();
  await expect(promise.getByText('Cash on delivery available')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: /street address/i }).fill('14, 2nd Cross, Peenya');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByTestId('order-delivery')).toContainText('Estimated delivery:');
  const orderId = page.url().split('/').pop()!;
  const short = shortIdOf(orderId);

  // Staff confirm it, then ship it from the console with a courier and tracking number.
  const adminToken = await apiToken(request, ADMIN);
  await staffSetStatus(request, adminToken, orderId, 'CONFIRMED');
  const staff = await secondBrowserPage(browser, baseURL);
  await signInAs(staff.page, ADMIN);
  await staff.page.goto(`/admin/orders/${orderId}`);
  await staff.page.getByRole('button', { name: 'Mark as shipped' }).click();
  const dialog = staff.page.getByRole('dialog', { name: `Ship order #${short}` });
  await dialog.getByRole('combobox', { name: 'Courier' }).fill('Blue Dart');
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('50012345678');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(staff.page, `Order #${short} status updated to SHIPPED`)).toBeVisible();
  await expect(staff.page.getByTestId('order-delivery')).toContainText('50012345678');
  expect(await staff.done()).toEqual([]);

  // Order Details: the courier, the number and the courier's tracking link.
  await page.goto(`/orders/${orderId}`);
  const delivery = page.getByTestId('order-delivery');
  await expect(delivery).toContainText('by Blue Dart');
  await expect(delivery).toContainText('50012345678');
  await expect(delivery.getByRole('link', { name: /Track parcel/ })).toHaveAttribute(
    'href',
    'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=50012345678',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/delivery-order-details-phone.png', fullPage: true });
});
