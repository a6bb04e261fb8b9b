import type { ProductDetail, ProductSummary } from '@store/contract';
import { AddToCartControls } from '../features/cart/add-to-cart';
import { NotifyMeButton } from '../features/notify/notify-me-button';
import { DeliveryCheck } from '../features/delivery/delivery-check';

/** The cart's controls for the product page (catalogue screens take them as render props). */
export const productActions = (p: ProductDetail) => (
  <>
    <AddToCartControls
      productId={p.product_id}
      productName={p.name}
      inStock={p.in_stock}
      stockQuantity={p.stock_quantity}
    />
    {!p.in_stock || p.stock_quantity <= 0 ? <NotifyMeButton productId={p.product_id} /> : null}
    <DeliveryCheck className="mt-4" amount={p.price} />
  </>
);

/** The cart's compact controls for product cards. */
export const cardActions = (p: ProductSummary) => (
  <AddToCartControls compact productId={p.product_id} productName={p.name} inStock={p.in_stock} />
);
