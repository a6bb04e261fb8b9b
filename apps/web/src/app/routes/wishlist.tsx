import { Heart } from 'lucide-react';
import { usePageMeta } from '../../lib/page-meta';
import { CartListScreen } from '../cart-list-screen';

/** /wishlist: saved products, each can move to the cart or be removed. */
export function Component() {
  usePageMeta('Wishlist', 'Products you saved for later.');
  return (
    <CartListScreen
      cartType="WISHLIST"
      title="Wishlist"
      empty={{
        icon: <Heart className="h-10 w-10" aria-hidden="true" />,
        title: 'Your wishlist is empty',
        description: 'Save tools you are considering and move them to the cart when ready.',
      }}
    />
  );
}
