import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { productActions, cardActions } from '../product-actions';
import { productQueries } from '../../features/catalogue/catalogue.api';
import { ProductScreen } from '../../features/catalogue/product-screen';

/** /product/{slug}: the product description page. */
export function Component() {
  const { slug = '' } = useParams();
  const product = useQuery(productQueries.detail(slug));
  return (
    <ProductScreen
      product={product}
      renderActions={productActions}
      renderCardActions={cardActions}
    />
  );
}
