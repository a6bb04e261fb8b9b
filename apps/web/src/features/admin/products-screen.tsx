import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PackageSearch, Plus } from 'lucide-react';

import { Link } from 'react-router';
import type { AdminProductRow } from '@store/contract';
import { ACTIVE_FILTERS } from '@store/contract/admin';
import { buttonClass, Button } from '../../components/ui/button';
import { messageOf } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { adminPaths } from '../../lib/admin-paths';
import { showToast } from '../../lib/toast';
import { adminCatalogueQueries, useUpdateProduct } from './admin-catalogue.api';
import { AdminImage } from './admin-image';
import { useListParams } from '../../components/staff/use-list-params';
import { ActivePill } from '../../components/ui/pills';
import { ScreenHeader } from '../../components/ui/screen-header';
import { dataRowClass, type Column } from '../../components/ui/data-table';
import { ListFilters, StaffList } from '../../components/staff/staff-list';
import { ACTIVE_OPTIONS } from './active-filter';

const PRODUCT_COLUMNS: Column[] = [
  { label: 'Product' },
  { label: 'Maker' },
  { label: 'Price', align: 'right' },
  { label: 'Stock', align: 'right' },
  { label: 'State' },
  { label: 'Actions', hidden: true },
];

function ActiveToggle({ product }: { product: AdminProductRow }) {
  const update = useUpdateProduct();
  const next = !product.is_active;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={update.isPending}
      aria-label={`${next ? 'Activate' : 'Deactivate'} ${product.name}`}
      onClick={() =>
        update.mutate(
          { id: product.product_id, body: { is_active: next } },
          {
            onSuccess: () => showToast(`${product.name} is now ${next ? 'active' : 'inactive'}`),
            onError: (err) => showToast(messageOf(err, 'Failed to save the product'), 'error'),
          },
        )
      }
    >
      {next ? 'Activate' : 'Deactivate'}
    </Button>
  );
}

/**
 * Staff product list: every product, inactive ones too, searchable by name or SKU.
 * `extraActions` go beside "New product" (the route composes the CSV export and import).
 */
export function ProductsScreen({ extraActions }: { extraActions?: ReactNode } = {}) {
  usePageMeta('Products – Staff console');
  const list = useListParams('active', ACTIVE_FILTERS, 'all');
  const { filter: active, q, index } = list;
  const query = useQuery(adminCatalogueQueries.products({ q: q || undefined, active, index }));

  return (
    <section>
      <ScreenHeader
        title="Products"
        subtitle="Edit prices, stock, pictures and specifications; hide products from the store."
        actions={
          <>
            {extraActions}
            <Link to={adminPaths.adminNewProduct()} className={buttonClass('primary')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              New product
            </Link>
          </>
        }
      />
      <ListFilters
        options={ACTIVE_OPTIONS}
        params={list}
        searchLabel="Search products"
        placeholder="Name, SKU, maker or category"
      />
      <StaffList
        query={query}
        noun="products"
        skeleton={{ rows: 6, rowClass: 'h-12 w-full' }}
        empty={{
          icon: <PackageSearch className="h-10 w-10" aria-hidden="true" />,
          title: q || active !== 'all' ? 'No products match' : 'No products yet',
          description: q ? 'Try another name or SKU.' : undefined,
        }}
        table={{
          caption: 'Products',
          minWidth: 680,
          columns: PRODUCT_COLUMNS,
        }}
        params={list}
      >
        {(products) => (
          <>
            {products.map((p) => (
              <tr key={p.product_id} className={dataRowClass}>
                <td className="px-4 py-2.5">
                  <div className="flex items-center gap-3">
                    <AdminImage objectKey={p.thumbnail_url} alt={p.name} size={44} />
                    <div className="min-w-0">
                      <Link
                        to={adminPaths.adminProduct(p.product_id)}
                        className="font-medium text-slate-900 hover:underline dark:text-slate-100"
                      >
                        {p.name}
                      </Link>
                      <div className="text-xs text-slate-500 dark:text-slate-400">SKU {p.sku}</div>
                    </div>
                  </div>
                </td>
                <td className="px-4 py-2.5">{p.manufacturer_name}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatRupees(p.price)}</td>
                <td
                  className={`px-4 py-2.5 text-right font-medium tabular-nums ${p.stock_quantity === 0 ? 'text-red-700 dark:text-red-400' : ''}`}
                >
                  {p.stock_quantity}
                </td>
                <td className="px-4 py-2.5">
                  <ActivePill active={p.is_active} />
                </td>
                <td className="px-4 py-2.5 text-right whitespace-nowrap">
                  <Link
                    to={adminPaths.adminProduct(p.product_id)}
                    aria-label={`Edit ${p.name}`}
                    className={buttonClass('outline', 'sm')}
                  >
                    Edit
                  </Link>{' '}
                  <ActiveToggle product={p} />
                </td>
              </tr>
            ))}
          </>
        )}
      </StaffList>
    </section>
  );
}
