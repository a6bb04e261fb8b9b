/**
 * Add to Cart / Add to Wishlist controls for the product page and product cards.
 * (The cart work implements these; the catalogue screens render them.)
 */
export interface AddToCartControlsProps {
  productId: string;
  productName: string;
  inStock: boolean;
  stockQuantity?: number;
  /** Compact layout for product cards. */
  compact?: boolean;
}

export function AddToCartControls(_props: AddToCartControlsProps) {
  return null;
}
