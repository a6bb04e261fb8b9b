import { rememberedPincode } from '../features/delivery/delivery.api';
import { useState } from 'react';
import type { ProductDetail, ProductSummary } from '@store/contract';
import { AddToCartControls } from '../features/cart/add-to-cart';
import { SlabTable } from '../features/catalogue/slab-table';
import { useMemberPrices } from '../lib/member-prices';
import { NotifyMeButton } from '../features/notify/notify-me-button';
import { DeliveryCheck } from '../features/delivery/delivery-check';
import { RequestQuoteButton } from '../features/quotes/request-quote';
import { SaveToListButton } from '../features/lists/save-to-list';

/**
 * The product page's buying box: the slab table follows the quantity the cart's stepper
 * chooses (decisions.md › Buying in quantity), so the screen owns that quantity.
 */
function ProductBuyBox({ p }: { p: ProductDetail }) {
  const [quantity, setQuantity] = useState(p.min_order_qty);
  const member = useMemberPrices([p.product_id])?.get(p.product_id);
  return (
    <>
      <SlabTable
        price={p.price}
        packSize={p.pack_size}
        minOrderQty={p.min_order_qty}
        slabs={p.price_slabs}
        quantity={Math.max(quantity, p.min_order_qty)}
        member={member}
      />
      <AddToCartControls
        productId={p.product_id}
        productName={p.name}
        inStock={p.in_stock}
        stockQuantity={p.stock_quantity}
        packSize={p.pack_size}
        minOrderQty={p.min_order_qty}
        quantity={quantity}
        onQuantityChange={setQuantity}
      />
      <RequestQuoteButton
        defaultPincode={rememberedPincode}
        className="mt-3"
        lines={[
          {
            product_id: p.product_id,
            product_name: p.name,
            quantity: Math.max(quantity, p.min_order_qty),
            pack_size: p.pack_size,
            min_order_qty: p.min_order_qty,
          },
        ]}
      />
      <SaveToListButton
        className="mt-3"
        lines={[{ product_id: p.product_id, quantity: Math.max(quantity, p.min_order_qty) }]}
      />
    </>
  );
}

/** The cart's controls for the product page (catalogue screens take them as render props). */
export const productActions = (p: ProductDetail) => (
  <>
    <ProductBuyBox key={p.product_id} p={p} />
    {!p.in_stock || p.stock_quantity <= 0 ? <NotifyMeButton productId={p.product_id} /> : null}
    <DeliveryCheck className="mt-4" amount={p.price} />
  </>
);

/** The cart's compact controls for product cards: one press adds the minimum order. */
export const cardActions = (p: ProductSummary) => (
  <AddToCartControls
    compact
    productId={p.product_id}
    productName={p.name}
    inStock={p.in_stock}
    packSize={p.pack_size}
    minOrderQty={p.min_order_qty}
  />
);
