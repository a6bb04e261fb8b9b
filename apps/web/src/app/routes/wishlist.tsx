import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { CatalogueImage } from '../../features/catalogue/catalogue-image';
import { CartLine, CartLinesSkeleton } from '../../features/cart/cart-line';
import {
  CART_MESSAGES,
  cartQueries,
  useMoveCartItem,
  useRemoveCartItem,
} from '../../features/cart/cart.api';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';

/** /wishlist: saved products, each can move to the cart or be removed. */
export function Component() {
  usePageMeta('Wishlist', 'Products you saved for later.');
  const wishlist = useQuery({ ...cartQueries.detail('WISHLIST'), refetchOnMount: 'always' });
  const remove = useRemoveCartItem();
  const move = useMoveCartItem();
  const items = wishlist.data?.items ?? [];

  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">Wishlist</h1>
        {items.length > 0 ? (
          <p className="text-slate-600 dark:text-slate-400">
            {items.length} {items.length === 1 ? 'item' : 'items'}
          </p>
        ) : null}
      </div>
      <div className="mt-6">
        {wishlist.isPending ? (
          <>
            <p className="sr-only" role="status">
              Loading wishlist...
            </p>
            <CartLinesSkeleton />
          </>
        ) : wishlist.isError ? (
          <ErrorState
            title={CART_MESSAGES.fetchWishlist}
            message="Please try again."
            onRetry={() => void wishlist.refetch()}
            retryLabel="Try Again"
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<Heart className="h-10 w-10" aria-hidden="true" />}
            title="Your wishlist is empty"
            description="Save tools you are considering and move them to the cart when ready."
            action={
              <Link to={paths.home()} className={buttonClass('primary')}>
                Continue Shopping
              </Link>
            }
          />
        ) : (
          <section aria-label="Wishlist items" className="max-w-4xl">
            <ul className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {items.map((item) => (
                <CartLine
                  key={item.cart_item_id}
                  item={item}
                  cartType="WISHLIST"
                  image={
                    <CatalogueImage
                      src={item.thumbnail_url}
                      signedSrc={item.thumbnail_src}
                      alt=""
                      width={96}
                      height={96}
                      compact
                      className="w-full"
                    />
                  }
                  onRemove={() =>
                    remove.mutate(
                      { item, cartType: 'WISHLIST' },
                      { onSuccess: () => showToast(`${item.product_name} removed from wishlist`) },
                    )
                  }
                  onMove={() =>
                    move.mutate(
                      { item, from: 'WISHLIST' },
                      { onSuccess: () => showToast(`${item.product_name} moved to cart`) },
                    )
                  }
                />
              ))}
            </ul>
            <Link
              to={paths.home()}
              className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-400"
            >
              Continue Shopping
            </Link>
          </section>
        )}
      </div>
    </Container>
  );
}
