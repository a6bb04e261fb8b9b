import { usePageMeta } from '../../lib/page-meta';
import { CartListScreen } from '../cart-list-screen';

/** /wishlist: saved products, each can move to the cart or be removed. */
export function Component() {
  usePageMeta('Wishlist', 'Products you saved for later.');
  return <CartListScreen cartType="WISHLIST" />;
}
