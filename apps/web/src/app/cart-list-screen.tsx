import { useQuery } from '@tanstack/react-query';
import type { Cart, CartType } from '@store/contract';
import { Heart, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { EmptyState, ErrorState } from '../components/ui/states';
import { CartLine, CartLinesSkeleton } from '../features/cart/cart-line';
import { CART_MESSAGES, cartQueries } from '../features/cart/cart.api';
import {
  useMoveCartItem,
  useRemoveCartItem,
  useUpdateCartQuantity,
} from '../features/cart/cart-mutations';
import { CatalogueImage } from '../features/catalogue/catalogue-image';
import { paths } from '../lib/paths';
import { showToast } from '../lib/toast';

export const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

const NAMES = { CART: 'cart', WISHLIST: 'wishlist' } as const;
const OTHER: Record<CartType, CartType> = { CART: 'WISHLIST', WISHLIST: 'CART' };
const TITLES = { CART: 'Shopping Cart', WISHLIST: 'Wishlist' } as const;
const EMPTY = {
  CART: {
    icon: <ShoppingCart className="h-10 w-10" aria-hidden="true" />,
    title: 'Your cart is empty',
    description: 'Browse our tools and equipment and add what you need.',
  },
  WISHLIST: {
    icon: <Heart className="h-10 w-10" aria-hidden="true" />,
    title: 'Your wishlist is empty',
    description: 'Save tools you are considering and move them to the cart when ready.',
  },
} as const;

/**
 * The cart and wishlist screens' common body: the heading with the count, loading, failure and
 * empty states, and the lines (remove, move to the other list; quantities on the cart only).
 * `aside` adds a panel beside the lines (the cart's order summary).
 */
export function CartListScreen({
  cartType,
  aside,
}: {
  cartType: CartType;
  aside?: (cart: Cart) => ReactNode;
}) {
  const empty = EMPTY[cartType];
  const list = useQuery({ ...cartQueries.detail(cartType), refetchOnMount: 'always' });
  const update = useUpdateCartQuantity();
  const remove = useRemoveCartItem();
  const move = useMoveCartItem();
  const name = NAMES[cartType];
  const items = list.data?.items ?? [];
  // The cart counts units, the wishlist its lines.
  const count = cartType === 'CART' ? (list.data?.total_items ?? 0) : items.length;

  const lines = (
    <section
      aria-label={cartType === 'CART' ? 'Cart items' : 'Wishlist items'}
      className={aside ? undefined : 'max-w-4xl'}
    >
      <ul className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {items.map((item) => (
          <CartLine
            key={item.cart_item_id}
            item={item}
            cartType={cartType}
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
            onQuantity={
              cartType === 'CART'
                ? (quantity) => update.mutate({ item, quantity, cartType })
                : undefined
            }
            onRemove={() =>
              remove.mutate(
                { item, cartType },
                { onSuccess: () => showToast(`${item.product_name} removed from ${name}`) },
              )
            }
            onMove={() =>
              move.mutate(
                { item, from: cartType },
                {
                  onSuccess: () =>
                    showToast(`${item.product_name} moved to ${NAMES[OTHER[cartType]]}`),
                },
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
  );

  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{TITLES[cartType]}</h1>
        {items.length > 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{itemsLabel(count)}</p>
        ) : null}
      </div>
      <div className="mt-6">
        {list.isPending ? (
          <>
            <p className="sr-only" role="status">
              Loading {name}...
            </p>
            <CartLinesSkeleton />
          </>
        ) : list.isError ? (
          <ErrorState
            title={cartType === 'CART' ? CART_MESSAGES.fetchCart : CART_MESSAGES.fetchWishlist}
            message="Please try again."
            onRetry={() => void list.refetch()}
            retryLabel="Try Again"
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            description={empty.description}
            action={
              <Link to={paths.home()} className={buttonClass('primary')}>
                Continue Shopping
              </Link>
            }
          />
        ) : aside ? (
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            {lines}
            {aside(list.data)}
          </div>
        ) : (
          lines
        )}
      </div>
    </Container>
  );
}
