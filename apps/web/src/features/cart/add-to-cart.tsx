import { useId, useState, type MouseEvent } from 'react';
import { Heart, ShoppingCart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { CartType } from '@store/contract';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { MAX_LINE_QUANTITY, stockLimitMessage } from './cart.api';
import { useAddToCart } from './cart-mutations';
import { OutOfStock } from './out-of-stock';
import { addedToCartMessage, cardPackNote } from './pack-messages';
import { QuantityStepper } from './quantity-stepper';

/**
 * Add to Cart / Add to Wishlist controls for the product page and product cards.
 * Guests are sent to /login with the current location, and come back after signing in.
 */
export interface AddToCartControlsProps {
  productId: string;
  productName: string;
  inStock: boolean;
  stockQuantity?: number;
  /** Compact layout for product cards. */
  compact?: boolean;
  /** decisions.md › Buying in quantity: the stepper starts at the minimum and steps by the pack. */
  packSize?: number;
  minOrderQty?: number;
  /** The quantity, when the screen shows something that follows it (the slab table). */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
}

export function AddToCartControls({
  productId,
  productName,
  inStock,
  stockQuantity,
  compact = false,
  packSize = 1,
  minOrderQty = 1,
  quantity: controlled,
  onQuantityChange,
}: AddToCartControlsProps) {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddToCart();
  const [own, setOwn] = useState(minOrderQty);
  const quantity = Math.max(minOrderQty, controlled ?? own);
  const setQuantity = onQuantityChange ?? setOwn;
  const [busy, setBusy] = useState<CartType | null>(null);
  /** A typed quantity waits for the buyer's choice of pack: nothing is added until then. */
  const [pending, setPending] = useState(false);
  const max = Math.max(
    minOrderQty,
    Math.min(stockQuantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY),
  );
  const available = inStock && (stockQuantity === undefined || stockQuantity > 0);
  const packNoteId = useId();
  const packNote = cardPackNote(packSize, minOrderQty);

  const addTo = (cartType: CartType) => (e: MouseEvent) => {
    // Cards may sit inside a link to the product: the buttons act on their own.
    e.preventDefault();
    e.stopPropagation();
    if (!isAuthenticated) {
      void navigate(paths.login(), { state: { from: location } });
      return;
    }
    if (cartType === 'CART' && pending) return;
    setBusy(cartType);
    const added = cartType === 'CART' ? Math.min(quantity, max) : 1;
    add.mutate(
      { productId, quantity: added, cartType },
      {
        onSuccess: () =>
          showToast(
            cartType === 'CART'
              ? addedToCartMessage(productName, added, packSize)
              : `${productName} added to wishlist`,
          ),
        onSettled: () => setBusy(null),
      },
    );
  };

  if (compact) {
    return (
      <div>
        <div className="flex items-center gap-2">
          {available ? (
            <Button
              size="sm"
              className="min-w-0 flex-1 px-2 text-xs whitespace-nowrap sm:text-sm"
              disabled={busy === 'CART'}
              onClick={addTo('CART')}
              aria-describedby={packNote ? packNoteId : undefined}
              // the visible text is part of the name (axe label-content-name-mismatch)
              aria-label={`Add to cart: ${productName}`}
            >
              <ShoppingCart
                className="hidden h-4 w-4 shrink-0 min-[400px]:block"
                aria-hidden="true"
              />
              {busy === 'CART' ? 'Adding...' : 'Add to Cart'}
            </Button>
          ) : (
            <OutOfStock compact className="min-w-0 flex-1" />
          )}
          <Button
            size="sm"
            variant="outline"
            className="w-8 shrink-0 px-0"
            disabled={busy === 'WISHLIST'}
            onClick={addTo('WISHLIST')}
            aria-label={`Add ${productName} to wishlist`}
            title="Add to Wishlist"
          >
            <Heart className="h-4 w-4 shrink-0" aria-hidden="true" />
          </Button>
        </div>
        {packNote && available ? (
          <p id={packNoteId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {packNote}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {available ? (
        <div className="flex items-center gap-3">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300">Quantity</span>
          <QuantityStepper
            value={Math.min(quantity, max)}
            min={minOrderQty}
            step={packSize}
            max={max}
            onChange={setQuantity}
            onPendingChange={setPending}
            label={`Quantity of ${productName}`}
            overMaxMessage={stockLimitMessage(stockQuantity)}
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        {available ? (
          <Button
            size="lg"
            className="sm:flex-1"
            disabled={busy === 'CART' || pending}
            onClick={addTo('CART')}
          >
            <ShoppingCart className="h-5 w-5" aria-hidden="true" />
            {busy === 'CART' ? 'Adding...' : 'Add to Cart'}
          </Button>
        ) : (
          <OutOfStock className="sm:flex-1" />
        )}
        <Button
          size="lg"
          variant="outline"
          className="sm:flex-1"
          disabled={busy === 'WISHLIST'}
          onClick={addTo('WISHLIST')}
        >
          <Heart className="h-5 w-5" aria-hidden="true" />
          {busy === 'WISHLIST' ? 'Adding...' : 'Add to Wishlist'}
        </Button>
      </div>
    </div>
  );
}
