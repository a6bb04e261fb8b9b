import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DataTable, dataRowClass } from '../../components/ui/data-table';
import { Pager } from '../../components/ui/pager';
import { ScreenHeader } from '../../components/ui/screen-header';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { messageOf } from '../../lib/api-client';
import { formatCount } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { adminPaths } from '../../lib/admin-paths';
import { reportQueries } from './reports.api';
import { ReportsNav } from './reports-nav';

/** /admin/reports/low-stock: products at or below their reorder level, emptiest first. */
export function LowStockScreen() {
  usePageMeta('Low stock – Staff console');
  const [params, setParams] = useSearchParams();
  const index = Math.max(0, Number(params.get('page') ?? '1') - 1) || 0;
  const query = useQuery(reportQueries.lowStock(index));
  return (
    <div>
      <ReportsNav />
      <ScreenHeader
        title="Low stock"
        subtitle="Products whose stock is at or below their reorder level (set on the product form). Staff get this list by mail once a day."
      />
      {query.isPending ? (
        <div aria-busy="true" aria-label="Loading low stock" className="space-y-3">
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Failed to load low stock"
          message={messageOf(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      ) : query.data.content.length === 0 ? (
        <EmptyState
          title="Nothing is low on stock"
          description="Every product with a reorder level has more in stock than it."
        />
      ) : (
        <>
          <DataTable
            caption="Products at or below their reorder level"
            minWidth={640}
            columns={[
              { label: 'Product' },
              { label: 'SKU' },
              { label: 'Maker' },
              { label: 'In stock', align: 'right' },
              { label: 'Reorder level', align: 'right' },
            ]}
          >
            {query.data.content.map((p) => (
              <tr key={p.product_id} className={dataRowClass}>
                <th scope="row" className="px-4 py-3 font-medium">
                  <Link
                    to={adminPaths.adminProduct(p.product_id)}
                    className="text-brand-700 hover:underline dark:text-brand-400"
                  >
                    {p.name}
                  </Link>
                </th>
                <td className="px-4 py-3 font-mono text-xs">{p.sku}</td>
                <td className="px-4 py-3">{p.manufacturer}</td>
                <td
                  className={`px-4 py-3 text-right font-semibold tabular-nums ${p.stock === 0 ? 'text-red-700 dark:text-red-400' : ''}`}
                >
                  {formatCount(p.stock)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatCount(p.reorder_level)}
                </td>
              </tr>
            ))}
          </DataTable>
          <Pager
            index={query.data.index}
            totalPages={query.data.total_pages}
            totalElements={query.data.total_elements}
            shown={query.data.number_of_elements}
            onChange={(i) => setParams(i > 0 ? { page: String(i + 1) } : {})}
            noun="products"
          />
        </>
      )}
    </div>
  );
}
