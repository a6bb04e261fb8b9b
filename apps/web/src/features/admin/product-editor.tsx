import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { ApiError, messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { adminCatalogueQueries } from './admin-catalogue.api';
import { ActivePill } from '../../components/ui/pills';
import { ProductForm } from './product-form';
import { StockCard } from './stock-card';

const backLink = (
  <Link
    to={paths.adminProducts()}
    className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
  >
    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
    Back to products
  </Link>
);

/** /admin/products/new and /admin/products/{id}: the product form (and stock for an existing one). */
export function ProductEditorScreen() {
  const { productId } = useParams();
  const creating = !productId || productId === 'new';
  const query = useQuery({
    ...adminCatalogueQueries.product(productId ?? ''),
    enabled: !creating,
  });
  const product = query.data;
  usePageMeta(
    creating ? 'New product – Staff console' : `${product?.name ?? 'Product'} – Staff console`,
  );

  if (creating) {
    return (
      <div className="space-y-4">
        {backLink}
        <h2 className="text-xl font-bold">New product</h2>
        <ProductForm />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading product">
        {backLink}
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (query.isError || !product) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        {backLink}
        <ErrorState
          title={missing ? 'Product not found' : 'Failed to load the product'}
          message={missing ? undefined : messageOf(query.error, 'Please try again.')}
          onRetry={missing ? undefined : () => void query.refetch()}
          retryLabel="Try Again"
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {backLink}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold">{product.name}</h2>
        <ActivePill active={product.is_active} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        SKU {product.sku} · Last changed {formatDateTime(product.updated_at)}
      </p>
      <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
        <ProductForm key={product.product_id} product={product} />
        <aside className="order-first space-y-5 lg:order-none">
          <StockCard product={product} />
        </aside>
      </div>
    </div>
  );
}
