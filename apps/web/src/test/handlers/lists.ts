/** Buying lists (decisions.md › §23): none unless a test says otherwise. */
import type { BuyingList, ListLine } from '@store/contract';
import { answer, on } from '../answers';
import { cartOf } from './cart';

export const listLine = (n: number, over: Partial<ListLine> = {}): ListLine => ({
  product_id: `20000000-0000-4000-8000-00000000000${n}`,
  quantity: 10,
  name: `Product ${n}`,
  slug: `product-${n}`,
  sku: `SKU-${n}`,
  pack_size: 10,
  min_order_qty: 10,
  unit_price: 20,
  list_price: 20,
  stock_quantity: 100,
  available: true,
  ...over,
});

export const makeList = (over: Partial<BuyingList> = {}): BuyingList => {
  const lines = over.lines ?? [listLine(1)];
  return {
    list_id: '60000000-0000-4000-8000-000000000001',
    name: 'Weekly consumables',
    shared: false,
    owner_name: 'Asha Rao',
    can_edit: true,
    updated_at: '2026-11-20T10:00:00.000Z',
    items: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
    lines,
    ...over,
  };
};

export const listHandlers = [
  on('GET', '/lists', () => []),
  on('POST', '/lists', () => answer(makeList(), 'List saved', 201)),
  on('GET', '/lists/:id', () => makeList()),
  on('PATCH', '/lists/:id', () => makeList()),
  on('DELETE', '/lists/:id', () => null),
  on('POST', '/lists/:id/to-cart', () => ({ cart: cartOf(), added: [], rejected: [] })),
];
