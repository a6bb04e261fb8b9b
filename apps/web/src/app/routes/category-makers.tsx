import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { ErrorState } from '../../components/ui/states';
import { cardActions } from '../product-actions';
import { failureText, isNotFound, makerQueries } from '../../features/catalogue/catalogue.api';
import { CategoryMakersView } from '../../features/catalogue/category-makers-view';
import { MakerGridSkeleton } from '../../features/catalogue/maker-card';
import { MakerProducts } from '../../features/catalogue/maker-products';
import { CatalogueNotFound, PageHeaderSkeleton } from '../../features/catalogue/page-header';
import type { ListingSelection } from '../../features/catalogue/product-listing';
import { useCategoryParam } from '../../features/catalogue/use-category-param';
import { useShop } from '../../lib/shop';
import { formatProductCount } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';

const withSearch = (path: string, search: URLSearchParams) => {
  const s = search.toString();
  return s ? `${path}?${s}` : path;
};

/**
 * /manufacturers/{categoryId}: the makers of a category. The search dropdown's brand links
 * use this route with a maker's slug (store-spec.md › Screens and routes), so a maker's id or slug shows that maker's
 * products here instead of Page Not Found (decisions.md › Catalogue).
 */
export function Component() {
  const { categoryId: param = '' } = useParams();
  const shop = useShop();
  const found = useCategoryParam(param);
  const maker = useQuery({ ...makerQueries.detail(param), enabled: found.missing });

  const category = found.category;
  usePageMeta(
    category
      ? `${category.name} manufacturers`
      : maker.data
        ? `${maker.data.name} products`
        : 'Manufacturers',
    category
      ? `Manufacturers of ${category.name.toLowerCase()} (${formatProductCount(category.product_count)}) at ${shop.name}, with GST-inclusive prices and delivery across India.`
      : maker.data
        ? `${maker.data.name} tools and equipment at ${shop.name}: prices in rupees, GST included.`
        : undefined,
  );

  let body;
  if (found.isPending || (found.missing && maker.isPending)) {
    body = (
      <>
        <PageHeaderSkeleton />
        <MakerGridSkeleton />
      </>
    );
  } else if (found.isError) {
    body = (
      <ErrorState
        title={failureText('Failed to load manufacturers', found.error)}
        onRetry={() => void found.refetch()}
      />
    );
  } else if (category) {
    body = <CategoryMakersView category={category} />;
  } else if (maker.data) {
    const m = maker.data;
    const hrefFor = (sel: ListingSelection, search: URLSearchParams) =>
      sel.categoryId === null && sel.manufacturerId === m.manufacturer_id
        ? withSearch(paths.categoryMakers(param), search)
        : withSearch(paths.products(sel.categoryId ?? 'all', sel.manufacturerId ?? 'all'), search);
    body = (
      <MakerProducts maker={m} category={null} hrefFor={hrefFor} renderActions={cardActions} />
    );
  } else if (isNotFound(maker.error)) {
    body = (
      <CatalogueNotFound
        title="Category not found"
        description="This category or manufacturer does not exist or is no longer available."
      />
    );
  } else {
    body = (
      <ErrorState
        title={failureText('Failed to load manufacturers', maker.error)}
        onRetry={() => void maker.refetch()}
      />
    );
  }

  return <Container className="py-8 sm:py-10">{body}</Container>;
}
