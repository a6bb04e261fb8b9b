import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { ErrorState } from '../../components/ui/states';
import { cardActions } from '../product-actions';
import { failureText, isNotFound, makerQueries } from '../../features/catalogue/catalogue.api';
import { MakerProducts } from '../../features/catalogue/maker-products';
import {
  CatalogueNotFound,
  PageHeader,
  PageHeaderSkeleton,
} from '../../features/catalogue/page-header';
import { ProductGridSkeleton } from '../../features/catalogue/product-card';
import { ProductListing, type ListingSelection } from '../../features/catalogue/product-listing';
import { useCategoryParam } from '../../features/catalogue/use-category-param';
import { useShop } from '../../lib/shop';
import { formatProductCount } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';

/** The listing's links: /products/{category or all}/{maker or all}?filters. */
const hrefFor = (sel: ListingSelection, search: URLSearchParams) => {
  const path = paths.products(sel.categoryId ?? 'all', sel.manufacturerId ?? 'all');
  const s = search.toString();
  return s ? `${path}?${s}` : path;
};

/**
 * /products/{type}/{companyId} (the spec's name; `makerId` here): the products of maker
 * `makerId` in category `type` (`all` for every category; `all` as the maker lists every
 * maker's products of the category),
 * with maker, category, price and stock filters, sort and paging in the URL.
 */
export function Component() {
  const { type = 'all', makerId = 'all' } = useParams();
  const shop = useShop();
  const allCategories = type === 'all';
  const allMakers = makerId === 'all';
  const found = useCategoryParam(allCategories ? '' : type);
  const maker = useQuery({ ...makerQueries.detail(makerId), enabled: !allMakers });
  const category = allCategories ? null : found.category;

  const title = [maker.data?.name, category?.name].filter(Boolean).join(' · ') || 'All products';
  usePageMeta(
    maker.data || category ? `${title} products` : 'Products',
    `${maker.data && !category ? `${formatProductCount(maker.data.product_count)}: ` : category && !maker.data ? `${formatProductCount(category.product_count)}: ` : ''}${title} at ${shop.name}: GST-inclusive prices in rupees, delivered across India.`,
  );

  let body;
  if ((!allCategories && found.isPending) || (!allMakers && maker.isPending)) {
    body = (
      <>
        <PageHeaderSkeleton />
        <ProductGridSkeleton />
      </>
    );
  } else if (!allCategories && found.isError) {
    body = (
      <ErrorState
        title={failureText('Failed to load categories', found.error)}
        onRetry={() => void found.refetch()}
      />
    );
  } else if (!allMakers && maker.isError) {
    body = isNotFound(maker.error) ? (
      <CatalogueNotFound
        title="Manufacturer not found"
        description="This manufacturer does not exist or is no longer available."
      />
    ) : (
      <ErrorState
        title={failureText('Failed to load manufacturers', maker.error)}
        onRetry={() => void maker.refetch()}
      />
    );
  } else if (!allCategories && !category) {
    body = (
      <CatalogueNotFound
        title="Category not found"
        description="This category does not exist or is no longer available."
      />
    );
  } else if (maker.data) {
    body = (
      <MakerProducts
        maker={maker.data}
        category={category}
        hrefFor={hrefFor}
        renderActions={cardActions}
      />
    );
  } else {
    body = (
      <>
        <PageHeader
          crumbs={[
            { label: 'Home', to: paths.home() },
            ...(category
              ? [{ label: category.name, to: paths.categoryMakers(category.category_id) }]
              : []),
            { label: 'All manufacturers' },
          ]}
          eyebrow={category ? 'Category' : 'Catalogue'}
          title={category ? category.name : 'All products'}
          description={category?.description || undefined}
        />
        <ProductListing
          categoryId={category?.category_id ?? null}
          manufacturerId={null}
          switchable={{ maker: true, category: true }}
          place={{ categoryId: category?.category_id ?? null, manufacturerId: null }}
          hrefFor={hrefFor}
          renderActions={cardActions}
        />
      </>
    );
  }

  return <Container className="py-8 sm:py-10">{body}</Container>;
}
