import { useQuery } from '@tanstack/react-query';
import type { Category } from '@store/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { paths } from '../../lib/paths';
import { categoryQueries, failureText } from './catalogue.api';
import { CatalogueImage } from './catalogue-image';
import { CategoryArt } from './category-art';
import { MakerGrid, MakerGridSkeleton } from './maker-card';
import { PageHeader } from './page-header';
import { formatCount } from '../../lib/format';

/** The manufacturers of one category (spec route /manufacturers/{categoryId}). */
export function CategoryMakersView({ category }: { category: Category }) {
  const makers = useQuery(categoryQueries.makers(category.category_id));
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', to: paths.home() },
          { label: 'All manufacturers', to: paths.makers('all') },
          { label: category.name },
        ]}
        eyebrow="Manufacturers"
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
        <div className="flex flex-wrap items-center gap-3">
          <Link to={paths.category(category.slug)} className={buttonClass('primary', 'md')}>
            View all {formatCount(category.product_count)} products
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
          {makers.data ? (
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {formatCount(makers.data.length)}{' '}
              {makers.data.length === 1 ? 'manufacturer' : 'manufacturers'}
            </span>
          ) : null}
        </div>
      </PageHeader>
      {makers.isPending ? (
        <MakerGridSkeleton />
      ) : makers.isError ? (
        <ErrorState
          title={failureText('Failed to load manufacturers', makers.error)}
          onRetry={() => void makers.refetch()}
        />
      ) : makers.data.length === 0 ? (
        <EmptyState
          title="No manufacturers available"
          description={`No maker has products in ${category.name} yet.`}
          action={
            <Link to={paths.makers('all')} className={buttonClass('outline')}>
              See all manufacturers
            </Link>
          }
        />
      ) : (
        <MakerGrid
          makers={makers.data}
          hrefOf={(m) => paths.products(category.category_id, m.manufacturer_id)}
        />
      )}
    </>
  );
}
