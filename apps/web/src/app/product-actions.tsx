import type { ProductDetail, ProductSummary } from '@store/contract';
import { AddToCartControls } from '../features/cart/add-to-cart';
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
    <DeliveryCheck className="mt-4" />
  </>
);

/** The cart's compact controls for product cards. */
export const cardActions = (p: ProductSummary) => (
  <AddToCartControls compact productId={p.product_id} productName={p.name} inStock={p.in_stock} />
);
