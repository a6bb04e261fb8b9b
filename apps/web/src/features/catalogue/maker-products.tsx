import type { Category, Manufacturer, ProductSummary } from '@store/contract';
import type { ReactNode } from 'react';
import type { Crumb } from '../../components/ui/breadcrumbs';
import { paths } from '../../lib/paths';
import { MakerLogo } from './maker-card';
import { PageHeader } from './page-header';
import { ProductListing, type ListingSelection } from './product-listing';

/**
 * A maker's products, optionally within one category: the header of the maker and the
 * listing with filters (spec route /products/{type}/{companyId}; also a maker's own page).
 */
export function MakerProducts({
  maker,
  category,
  hrefFor,
  renderActions,
}: {
  maker: Manufacturer;
  category: Category | null;
  hrefFor: (selection: ListingSelection, search: URLSearchParams) => string;
  renderActions?: (product: ProductSummary) => ReactNode;
}) {
  const crumbs: Crumb[] = [{ label: 'Home', to: paths.home() }];
  if (category)
    crumbs.push({ label: category.name, to: paths.categoryMakers(category.category_id) });
  else crumbs.push({ label: 'All manufacturers', to: paths.makers('all') });
  crumbs.push({ label: maker.name });
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        eyebrow={category ? `Manufacturer · ${category.name}` : 'Manufacturer'}
        title={maker.name}
        description={
          maker.description ||
          (maker.category_names.length > 0 ? maker.category_names.join(' · ') : undefined)
        }
        media={
          <MakerLogo
            maker={maker}
            className="w-full border border-slate-200 dark:border-slate-800"
          />
        }
      />
      <ProductListing
        categoryId={category?.category_id ?? null}
        manufacturerId={maker.manufacturer_id}
        switchable={{ maker: true, category: true }}
        place={{
          categoryId: category?.category_id ?? null,
          manufacturerId: maker.manufacturer_id,
        }}
        hrefFor={hrefFor}
        renderActions={renderActions}
      />
    </>
  );
}
