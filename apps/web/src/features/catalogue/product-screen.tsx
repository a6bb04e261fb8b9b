import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ProductDetail, ProductSummary } from '@store/contract';
import { useDeferredValue, type ReactNode } from 'react';
import { Container } from '../../components/ui/container';
import { ErrorState } from '../../components/ui/states';
import { useShop, whatsappLink } from '../../lib/shop';
import { formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { categoryQueries, failureText, isNotFound, productQueries } from './catalogue.api';
import { CatalogueNotFound } from './page-header';
import { ProductGrid } from './product-card';
import { ProductDetailSkeleton, ProductDetailView } from './product-detail';

/** Up to four more products of the same maker. */
function MoreFromMaker({
  product,
  renderActions,
}: {
  product: ProductDetail;
  renderActions?: (p: ProductSummary) => ReactNode;
}) {
  const more = useQuery({
    ...productQueries.search({ manufacturerId: product.manufacturer_id, limit: 5 }),
    placeholderData: undefined,
  });
  // It arrives after hydration: a query's answer re-renders synchronously, in one long task;
  // the deferred value renders the cards in a transition (time-sliced) instead (decision 140).
  const data = useDeferredValue(more.data);
  const others = data?.content.filter((p) => p.product_id !== product.product_id).slice(0, 4);
  if (!others || others.length === 0) return null;
  return (
    <section aria-labelledby="more-title" className="mt-14">
      <h2 id="more-title" className="mb-4 text-xl font-bold">
        More from {product.manufacturer_name}
      </h2>
      <ProductGrid products={others} renderActions={renderActions} />
    </section>
  );
}

const summaryOf = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > 155 ? `${t.slice(0, 152).trimEnd()}...` : t;
};

/**
 * The product page (/product/{slug} and /product/sku/{sku}): loading, not found and error
 * states, page title and description, and the product with the route's actions.
 */
export function ProductScreen({
  product,
  renderActions,
  renderCardActions,
}: {
  /** The route's query of the product (by slug or by part number). */
  product: UseQueryResult<ProductDetail>;
  renderActions: (product: ProductDetail) => ReactNode;
  renderCardActions?: (product: ProductSummary) => ReactNode;
}) {
  const shop = useShop();
  const categories = useQuery(categoryQueries.active());
  const p = product.data;
  usePageMeta(
    p
      ? `${p.name} (${p.manufacturer_name} ${p.sku})`
      : isNotFound(product.error)
        ? 'Product not found'
        : 'Product',
    p
      ? summaryOf(
          `${p.name} by ${p.manufacturer_name}, part number ${p.sku}: ${formatRupees(p.price)} GST included, at ${shop.name}. ${p.description || 'Delivered across India.'}`,
        )
      : undefined,
  );

  let body;
  if (product.isPending) body = <ProductDetailSkeleton />;
  else if (product.isError) {
    body = isNotFound(product.error) ? (
      <CatalogueNotFound
        title="Product not found"
        description="This product does not exist or is no longer sold. Try the search box above."
      />
    ) : (
      <>
        <h1 className="sr-only">Product</h1>
        <ErrorState
          title={failureText('Failed to load product', product.error)}
          onRetry={() => void product.refetch()}
        />
      </>
    );
  } else {
    const data = product.data;
    body = (
      <>
        <ProductDetailView
          product={data}
          categories={categories.data}
          actions={renderActions(data)}
          enquiryHref={whatsappLink(
            shop,
            `Hello ${shop.name}, I would like to enquire about ${data.name} (SKU: ${data.sku}).`,
          )}
        />
        <MoreFromMaker product={data} renderActions={renderCardActions} />
      </>
    );
  }
  return <Container className="py-6 sm:py-10">{body}</Container>;
}
