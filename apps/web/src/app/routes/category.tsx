import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { ErrorState } from '../../components/ui/states';
import { cardActions } from '../product-actions';
import { categoryQueries, failureText } from '../../features/catalogue/catalogue.api';
import { CatalogueImage } from '../../features/catalogue/catalogue-image';
import { CategoryArt } from '../../features/catalogue/category-art';
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

/** Quick links to the category's makers. */
function MakerChips({ categoryId }: { categoryId: string }) {
  const makers = useQuery(categoryQueries.makers(categoryId));
  if (!makers.data || makers.data.length === 0) return null;
  return (
    <ul
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      aria-label="Manufacturers in this category"
    >
      {makers.data.map((m) => (
        <li key={m.manufacturer_id}>
          <Link
            to={paths.products(categoryId, m.manufacturer_id)}
            className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-400 hover:text-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-600 dark:hover:text-brand-300"
          >
            {m.name}
            <span className="text-xs text-slate-500 dark:text-slate-400">{m.product_count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /category/{slug}: every product of a category (the search dropdown's category links). */
export function Component() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const shop = useShop();
  const found = useCategoryParam(slug);
  const category = found.category;
  usePageMeta(
    category ? category.name : 'Category',
    category
      ? `${formatProductCount(category.product_count)} in ${category.name} at ${shop.name}: GST-inclusive prices in rupees, delivered across India. ${category.description}`.trim()
      : undefined,
  );

  if (found.isPending) {
    return (
      <Container className="py-8 sm:py-10">
        <PageHeaderSkeleton />
        <ProductGridSkeleton />
      </Container>
    );
  }
  if (found.isError) {
    return (
      <Container className="py-8 sm:py-10">
        <ErrorState
          title={failureText('Failed to load categories', found.error)}
          onRetry={() => void found.refetch()}
        />
      </Container>
    );
  }
  if (!category) {
    return (
      <Container className="py-8 sm:py-10">
        <CatalogueNotFound
          title="Category not found"
          description="This category does not exist or is no longer available."
        />
      </Container>
    );
  }

  // The maker filter lives in ?maker= so the page stays /category/{slug}.
  const makerId = search.get('maker');
  const hrefFor = (sel: ListingSelection, next: URLSearchParams) => {
    const params = new URLSearchParams(next);
    if (sel.manufacturerId) params.set('maker', sel.manufacturerId);
    else params.delete('maker');
    const s = params.toString();
    const path = paths.category(category.slug);
    return s ? `${path}?${s}` : path;
  };

  return (
    <Container className="py-8 sm:py-10">
      <PageHeader
        crumbs={[{ label: 'Home', to: paths.home() }, { label: category.name }]}
        eyebrow="Category"
        title={category.name}
        description={category.description || undefined}
        media={
          <CatalogueImage
            src={category.imageUrl}
            alt=""
            width={400}
            height={300}
            className="rounded-xl"
            fallback={<CategoryArt name={category.name} />}
          />
        }
      >
        <MakerChips categoryId={category.category_id} />
      </PageHeader>
      <ProductListing
        categoryId={category.category_id}
        manufacturerId={makerId}
        switchable={{ maker: true, category: false }}
        hrefFor={hrefFor}
        renderActions={cardActions}
      />
    </Container>
  );
}
