import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { productActions, cardActions } from '../product-actions';
import { productQueries } from '../../features/catalogue/catalogue.api';
import { ProductScreen } from '../../features/catalogue/product-screen';

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
