import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ActivePill } from '../../components/ui/pills';
import { formatDateTime } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { adminPaths } from '../../lib/admin-paths';
import { adminCatalogueQueries } from './admin-catalogue.api';
import { ProductForm } from './product-form';
import { BackLink, StaffDetail } from '../../components/staff/staff-detail';
import { StockCard } from './stock-card';

const backLink = <BackLink to={adminPaths.adminProducts()}>Back to products</BackLink>;

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
  return (
    <StaffDetail
      query={query}
      noun="product"
      back={backLink}
      skeleton={{ title: 'h-8 w-72', body: 'h-96 w-full' }}
    >
      {(product) => (
        <>
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
        </>
      )}
    </StaffDetail>
  );
}
