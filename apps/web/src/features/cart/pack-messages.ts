import { packSizeMessage } from '@store/contract/quantity';
import { formatCount } from '../../lib/format';

/**
 * What Add to Cart says it added (issue 43.7): the quantity whenever it is not one unit, and
 * the packs it makes, so a card's single press that adds a pack of 25 says so.
 */
export function addedToCartMessage(name: string, quantity: number, packSize: number): string {
  if (quantity === 1) return `${name} added to cart`;
  const packs = packSize > 1 ? quantity / packSize : 0;
  const inPacks =
    packs >= 1
      ? ` (${formatCount(packs)} ${packs === 1 ? 'pack' : 'packs'} of ${formatCount(packSize)})`
      : '';
  return `${name} added to cart: ${formatCount(quantity)}${inPacks}`;
}

/** The product card's line under Add to Cart: what one press adds when it is more than one. */
export function cardPackNote(packSize: number, minOrderQty: number): string | null {
  if (packSize > 1) {
    return minOrderQty > packSize
      ? `${packSizeMessage(packSize)}; adds ${formatCount(minOrderQty)}`
      : packSizeMessage(packSize);
  }
  return minOrderQty > 1
    ? `Minimum order ${formatCount(minOrderQty)}; adds ${formatCount(minOrderQty)}`
    : null;
}
