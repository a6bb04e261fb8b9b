import { minimumOrderMessage, packSizeMessage } from '@store/contract/quantity';

/** Why a typed quantity cannot be bought as it is, and the quantities the buyer may choose. */
export interface QuantityOffer {
  message: string;
  choices: number[];
}

/**
 * A typed quantity against the product's terms (decisions.md › Buying in quantity, issue
 * 43.7): below the minimum, the minimum is offered; off the pack, the packs either side that
 * fit within the stock. Null when the quantity is fine as typed (or the pack is 1 and the
 * minimum 1: 0 simply becomes 1).
 */
export function quantityOffer(
  typed: number,
  min: number,
  max: number,
  pack: number,
): QuantityOffer | null {
  if (typed < min) return min > 1 ? { message: minimumOrderMessage(min), choices: [min] } : null;
  if (pack <= 1 || typed % pack === 0) return null;
  const below = Math.floor(typed / pack) * pack;
  const choices = [below, below + pack].filter((n) => n >= min && n <= max);
  return { message: packSizeMessage(pack), choices };
}
