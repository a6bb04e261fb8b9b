import type { ProductDetail, ProductSummary } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AddToCartControls } from '../../features/cart/add-to-cart';
import { productQueries } from '../../features/catalogue/catalogue.api';
import { ProductScreen } from '../../features/catalogue/product-screen';

const productActions = (p: ProductDetail) => (
  <AddToCartControls
    productId={p.product_id}
    productName={p.name}
    inStock={p.in_stock}
    stockQuantity={p.stock_quantity}
  />
);
const cardActions = (p: ProductSummary) => (
  <AddToCartControls compact productId={p.product_id} productName={p.name} inStock={p.in_stock} />
);

/** /product/sku/{sku}: the product page found by part number (any case, spacing or hyphens). */
export function Component() {
  const { sku = '' } = useParams();
  const product = useQuery(productQueries.bySku(sku));
  return (
    <ProductScreen
      product={product}
      renderActions={productActions}
      renderCardActions={cardActions}
    />
  );
}
