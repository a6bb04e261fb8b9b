/** The cart, wishlist and stock-alert routes: empty lists unless a test says otherwise. */
import type { Cart, CartItem, CartType } from '@store/contract';
import { on } from '../answers';

export const cartItem = (n: number, over: Partial<CartItem> = {}): CartItem => ({
  cart_item_id: `40000000-0000-4000-8000-00000000000${n}`,
  product_id: `20000000-0000-4000-8000-00000000000${n}`,
  product_name: `Product ${n}`,
  product_slug: `product-${n}`,
  sku: `SKU-${n}`,
  manufacturer_name: 'Maker 1',
  thumbnail_url: null,
  quantity: 1,
  unit_price: 1000 + n,
  total_price: 1000 + n,
  in_stock: true,
  stock_quantity: 10,
  pack_size: 1,
  min_order_qty: 1,
  next_slab: null,
  ...over,
});

export const cartOf = (items: CartItem[] = [], cart_type: CartType = 'CART'): Cart => ({
  cart_id:
    cart_type === 'CART'
      ? '50000000-0000-4000-8000-000000000001'
      : '50000000-0000-4000-8000-000000000002',
  cart_type,
  total_amount: items.reduce((n, i) => n + i.total_price, 0),
  total_items: items.reduce((n, i) => n + i.quantity, 0),
  items,
});

export const cartHandlers = [
  on('GET', '/cart/:cartType', ({ params }) => cartOf([], params.cartType as CartType)),
  on('POST', '/cart/items', () => cartOf([cartItem(1)])),
  on('PUT', '/cart/items/:id', () => cartOf([cartItem(1)])),
  on('DELETE', '/cart/items/:id', () => cartOf([])),
  on('GET', '/stock-alerts/:id', ({ params }) => ({
    product_id: String(params.id),
    subscribed: false,
  })),
  on('PUT', '/stock-alerts/:id', ({ params }) => ({
    product_id: String(params.id),
    subscribed: true,
  })),
  on('DELETE', '/stock-alerts/:id', ({ params }) => ({
    product_id: String(params.id),
    subscribed: false,
  })),
];
