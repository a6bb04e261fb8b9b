import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState, ErrorState } from '../../components/ui/states';
import {
  failureText,
  makerQueries,
  MAKERS_PAGE_SIZE,
} from '../../features/catalogue/catalogue.api';
import { CategoryMakersView } from '../../features/catalogue/category-makers-view';
import { MakerGrid, MakerGridSkeleton } from '../../features/catalogue/maker-card';
import {
  CatalogueNotFound,
  PageHeader,
  PageHeaderSkeleton,
} from '../../features/catalogue/page-header';
import { useCategoryParam } from '../../features/catalogue/use-category-param';
import { useShop } from '../../lib/shop';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { formatCount } from '../../lib/format';

/** /companies/all: every maker, 50 a page (store-spec.md › Business constants and limits), in display order. */
function AllMakers() {
  const shop = useShop();
  const [search] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const makers = useQuery(makerQueries.active({ index: page - 1, limit: MAKERS_PAGE_SIZE }));
  usePageMeta(
    'All manufacturers',
    `${makers.data ? `${formatCount(makers.data.total_elements)} makers: e` : 'E'}very manufacturer sold by ${shop.name}: power tools, hand tools, welding, measuring, safety and pumps.`,
  );
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', to: paths.home() }, { label: 'All manufacturers' }]}
        eyebrow="Companies"
        title="All manufacturers"
        description={
          makers.data
            ? `${formatCount(makers.data.total_elements)} makers of industrial tools and equipment. Pick one to see its products.`
            : 'Makers of industrial tools and equipment. Pick one to see its products.'
        }
      />
      {makers.isPending ? (
        <MakerGridSkeleton />
      ) : makers.isError ? (
        <ErrorState
          title={failureText('Failed to load manufacturers', makers.error)}
          onRetry={() => void makers.refetch()}
        />
      ) : makers.data.content.length === 0 ? (
        <EmptyState title="No companies available" />
      ) : (
        <div className="space-y-8">
          <MakerGrid
            makers={makers.data.content}
            hrefOf={(m) => paths.products('all', m.manufacturer_id)}
          />
          <Pagination
            page={page}
            totalPages={makers.data.total_pages}
            hrefOf={(p) => (p === 1 ? paths.makers('all') : `${paths.makers('all')}?page=${p}`)}
            label="Manufacturer pages"
          />
        </div>
      )}
    </>
  );
}

/** /companies/{category}: the makers of that category. */
function CategoryMakers({ type }: { type: string }) {
  const shop = useShop();
  const found = useCategoryParam(type);
  usePageMeta(
    found.category ? `${found.category.name} manufacturers` : 'Manufacturers',
    found.category
      ? `Manufacturers of ${found.category.name.toLowerCase()} at ${shop.name}.`
      : undefined,
  );
  if (found.isPending) {
    return (
      <>
        <PageHeaderSkeleton />
        <MakerGridSkeleton />
      </>
    );
  }
  if (found.isError) {
    return (
      <ErrorState
        title={failureText('Failed to load manufacturers', found.error)}
        onRetry={() => void found.refetch()}
      />
    );
  }
  if (!found.category) {
    return (
      <CatalogueNotFound
        title="Category not found"
        description="This category does not exist or is no longer available."
      />
    );
  }
  return <CategoryMakersView category={found.category} />;
}

/** /companies/{type}: all makers when type is `all`, else the makers of category `type`. */
export function Component() {
  const { type = 'all' } = useParams();
  return (
    <Container className="py-8 sm:py-10">
      {type === 'all' ? <AllMakers /> : <CategoryMakers type={type} />}
    </Container>
  );
}
