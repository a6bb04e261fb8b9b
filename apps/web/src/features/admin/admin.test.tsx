import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@store/contract';
import { adminCategory, adminMaker } from '../../test/fixtures/admin';
import { page } from '../../test/fixtures/orders';
import { answer, fail, on, recordRequests, server, type RecordedRequest } from '../../test/server';
import { makeAdminOrder, renderAt, signInAs, toastTexts } from './admin.testing';
import { nextStatuses } from './admin-orders.api';
import { precheckImage } from './image-picker';
import { OrderDetailScreen } from './order-detail-screen';
import { OrdersBoard } from './orders-board';
import { ProductEditorScreen } from './product-editor';

/** GET /admin/orders/{id} answers `current()` for its id. */
const serveOrder = (current: () => AdminOrder) =>
  server.use(
    on('GET', '/admin/orders/:id', ({ params }) =>
      params.id === current().order_id ? current() : fail(404, 'Order not found'),
    ),
  );
const lastQuery = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.path === path).at(-1)?.query;

describe('orders board', () => {
  it('lists orders and sends the status filter and the search to the server', async () => {
    signInAs('ADMIN');
    const order = makeAdminOrder();
    const requests = recordRequests();
    server.use(
      on('GET', '/admin/orders', ({ request }) =>
        page(new URL(request.url).searchParams.get('q') === 'nobody' ? [] : [order], 0, 20),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/admin/orders', '/admin/orders', <OrdersBoard />);
    const row = await screen.findByRole('row', { name: /#3F2A9C1D/ });
    // shown twice: under the total on a phone, in the Status column from sm up
    expect(within(row).getAllByText('PLACED').length).toBeGreaterThan(0);
    expect(within(row).getByText('₹9,198.00')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 orders')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Shipped' }));
    await waitFor(() =>
      expect(lastQuery(requests, '/admin/orders')?.get('status')).toBe('SHIPPED'),
    );
    expect(router.state.location.search).toBe('?status=SHIPPED');

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'nobody{Enter}');
    await waitFor(() => expect(lastQuery(requests, '/admin/orders')?.get('q')).toBe('nobody'));
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
  });

  it('shows the failure with Try Again', async () => {
    signInAs('ADMIN');
    server.use(
      on('GET', '/admin/orders', () =>
        fail(500, 'Something went wrong on our side. Please try again.', 'internal'),
      ),
    );
    renderAt('/admin/orders', '/admin/orders', <OrdersBoard />);
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('an order for staff', () => {
  it('confirms it with a remark and shows the result', async () => {
    signInAs('ADMIN');
    let current = makeAdminOrder();
    const requests = recordRequests();
    serveOrder(() => current);
    server.use(
      on('PATCH', '/admin/orders/:id/status', async ({ request }) => {
        const body = (await request.json()) as { status: 'CONFIRMED'; remarks?: string };
        current = {
          ...current,
          status: body.status,
          admin_remarks: body.remarks ?? null,
          status_history: [
            ...current.status_history,
            {
              status: body.status,
              changed_at: '2026-11-21T11:00:00.000Z',
              remarks: body.remarks ?? null,
            },
          ],
        };
        return answer(current, 'Order status updated to CONFIRMED');
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/orders/:orderId', `/admin/orders/${current.order_id}`, <OrderDetailScreen />);
    expect(await screen.findByRole('heading', { name: 'Order #3F2A9C1D' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent(
      '12, 4th Main, Peenya, Bengaluru, Karnataka - 560058',
    );
    await user.type(screen.getByRole('textbox', { name: 'Remark (optional)' }), 'Ships Monday');
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Order #3F2A9C1D status updated to CONFIRMED'),
    );
    await expect(requests.find((r) => r.method === 'PATCH')?.body).resolves.toEqual({
      status: 'CONFIRMED',
      remarks: 'Ships Monday',
    });
    expect(await screen.findByRole('button', { name: 'Mark as shipped' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status history' })).toHaveTextContent(
      'Ships Monday',
    );
    expect(screen.getByRole('textbox', { name: 'Remark (optional)' })).toHaveValue('');
  });

  it('cancels only with a reason, and shows a refused change', async () => {
    signInAs('ADMIN');
    const order = makeAdminOrder({ status: 'CONFIRMED' });
    serveOrder(() => order);
    server.use(
      on('PATCH', '/admin/orders/:id/status', () =>
        fail(409, 'Cannot change an order from SHIPPED to CANCELLED'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/orders/:orderId', `/admin/orders/${order.order_id}`, <OrderDetailScreen />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #3F2A9C1D?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }), '  ');
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }),
      'Out of stock',
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(toastTexts()).toContain('Cannot change an order from SHIPPED to CANCELLED'),
    );
  });

  it('ships an order above ₹50,000 with the e-way bill number it asks for (issue 43.1)', async () => {
    signInAs('ADMIN');
    const order = makeAdminOrder({ status: 'CONFIRMED', total_amount: 61_999 });
    serveOrder(() => order);
    const requests = recordRequests();
    server.use(
      on('PATCH', '/admin/orders/:id/status', () => ({ ...order, status: 'SHIPPED' as const })),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/orders/:orderId', `/admin/orders/${order.order_id}`, <OrderDetailScreen />);
    await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order #3F2A9C1D' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Courier' }), 'Delhivery');
    await user.type(
      within(dialog).getByRole('textbox', { name: /E-way bill number/ }),
      '181234567890',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Order #3F2A9C1D status updated to SHIPPED'),
    );
    await expect(requests.find((r) => r.method === 'PATCH')?.body).resolves.toEqual({
      status: 'SHIPPED',
      courier: 'Delhivery',
      eway_bill_number: '181234567890',
    });
  });

  it('offers nothing more for a delivered order', async () => {
    signInAs('ADMIN');
    const order = makeAdminOrder({ status: 'DELIVERED', can_be_cancelled_by_user: false });
    serveOrder(() => order);
    renderAt('/admin/orders/:orderId', `/admin/orders/${order.order_id}`, <OrderDetailScreen />);
    expect(
      await screen.findByText('This order is delivered: no further changes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('knows the next steps of each status (decisions.md › Orders)', () => {
    expect(nextStatuses('PLACED')).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(nextStatuses('CONFIRMED')).toEqual(['SHIPPED', 'CANCELLED']);
    expect(nextStatuses('SHIPPED')).toEqual(['DELIVERED']);
    expect(nextStatuses('DELIVERED')).toEqual([]);
    expect(nextStatuses('CANCELLED')).toEqual([]);
  });
});

describe('the product form', () => {
  const maker = adminMaker();
  const category = adminCategory();

  it("shows the contract's messages, then the server's SKU conflict on the SKU field", async () => {
    signInAs('ADMIN');
    const requests = recordRequests();
    server.use(
      on('GET', '/admin/manufacturers', () => page([maker], 0, 20)),
      on('GET', '/admin/categories', () => page([category], 0, 20)),
      on('POST', '/admin/products', () =>
        fail(409, 'A product with the SKU GSB-500 already exists', 'conflict', [
          { field: 'sku', message: 'A product with the SKU GSB-500 already exists' },
        ]),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/products/new', '/admin/products/new', <ProductEditorScreen />);
    const form = await screen.findByRole('form', { name: 'New product' });
    await user.click(within(form).getByRole('button', { name: 'Create product' }));
    for (const message of [
      'Name is required',
      'SKU is required',
      'Choose a manufacturer',
      'Choose at least one category',
      'Price is required',
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Impact Drill 500 W');
    await user.type(within(form).getByRole('textbox', { name: 'SKU' }), 'GSB-500');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Manufacturer' }), 'Bosch');
    await user.click(within(form).getByRole('checkbox', { name: 'Power Tools' }));
    await user.type(
      within(form).getByRole('spinbutton', { name: 'Price (₹, GST included)' }),
      '3499.5',
    );
    await user.click(within(form).getByRole('button', { name: 'Add specification' }));
    await user.type(within(form).getByRole('textbox', { name: 'Specification 1 name' }), 'Power');
    await user.type(within(form).getByRole('textbox', { name: 'Specification 1 value' }), '500 W');
    await user.click(within(form).getByRole('button', { name: 'Create product' }));

    const sku = within(form).getByRole('textbox', { name: 'SKU' });
    await waitFor(() => expect(sku).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(form).getByText('A product with the SKU GSB-500 already exists'),
    ).toBeInTheDocument();
    const sent = await requests.find((r) => r.method === 'POST')?.body;
    expect(sent).toMatchObject({
      name: 'Impact Drill 500 W',
      sku: 'GSB-500',
      manufacturer_id: maker.manufacturer_id,
      category_ids: [category.category_id],
      price: 3499.5,
      compare_at_price: null,
      stock_quantity: 0,
      gst_rate: 18,
      specifications: [{ name: 'Power', value: '500 W' }],
      is_active: true,
    });
    expect(sent).not.toHaveProperty('slug');
  });
});

describe('picture upload pre-check', () => {
  it('refuses what the server would refuse, before uploading', () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(precheckImage(big)).toBe('The picture is larger than 5 MB');
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    expect(precheckImage(svg)).toBe('Only JPEG, PNG or WebP pictures can be uploaded');
    expect(precheckImage(new File([], 'empty.png', { type: 'image/png' }))).toBe(
      'The file is empty',
    );
    expect(precheckImage(new File(['x'], 'ok.webp', { type: 'image/webp' }))).toBeNull();
  });
});
