/**
 * Buying in quantity (decisions.md › Buying in quantity, docs/decisions/190): pack sizes,
 * minimum orders and price slabs. Pure functions, no zod (the web's first screens import this
 * file as `@store/contract/quantity`), shared by the server (cart, order, invoice, later quotes)
 * and the web (the product page's preview), so both answer the same price. They work in any
 * one money unit: the server passes paise, the web rupees.
 */

export const MAX_PACK_SIZE = 1_000;
export const MAX_PRICE_SLABS = 5;
export const MAX_QUICK_ORDER_LINES = 200;

/** One price slab: from `min_quantity` units on, each unit costs `price` (GST included). */
export interface Slab {
  min_quantity: number;
  price: number;
}

export interface QuantityTerms {
  pack_size: number;
  min_order_qty: number;
}

/**
 * The unit price for `quantity`: the list price up to the first slab, then the price of the
 * highest slab whose minimum the quantity reaches. `slabs` rise by `min_quantity`.
 */
export function unitPriceAt(listPrice: number, slabs: readonly Slab[], quantity: number): number {
  let price = listPrice;
  for (const s of slabs) {
    if (quantity >= s.min_quantity) price = s.price;
    else break;
  }
  return price;
}

/** The first slab above `quantity` (what the cart line says buying more would pay), or null. */
export function nextSlabAt<S extends { min_quantity: number }>(
  slabs: readonly S[],
  quantity: number,
): S | null {
  return slabs.find((s) => s.min_quantity > quantity) ?? null;
}

/** The literal refusals of decisions.md › Buying in quantity. */
export const minimumOrderMessage = (n: number) => `The minimum order for this product is ${n}`;
export const packSizeMessage = (n: number) => `This product is sold in packs of ${n}`;

/** Why a line of `quantity` units breaks the product's terms (minimum first), or null. */
export function quantityProblem(terms: QuantityTerms, quantity: number): string | null {
  if (quantity < terms.min_order_qty) return minimumOrderMessage(terms.min_order_qty);
  if (quantity % terms.pack_size !== 0) return packSizeMessage(terms.pack_size);
  return null;
}

/**
 * The slab table as the product page shows it: "1-9: ₹450", "10-49: ₹420 each", "50+: ₹399
 * each" (rows of `from`, `to` (null for the last) and the unit price).
 */
export function slabRows(
  listPrice: number,
  terms: QuantityTerms,
  slabs: readonly Slab[],
): { from: number; to: number | null; price: number }[] {
  const rows: { from: number; to: number | null; price: number }[] = [];
  const starts = [{ min_quantity: terms.min_order_qty, price: listPrice }, ...slabs];
  starts.forEach((s, i) => {
    const next = starts[i + 1];
    rows.push({
      from: s.min_quantity,
      to: next ? next.min_quantity - terms.pack_size : null,
      price: s.price,
    });
  });
  return rows;
}

const rupees = (n: number) => `₹${Number(n.toFixed(2))}`;

/**
 * Staff input rules (the product form and the staff API): every contradiction named by its
 * field, e.g. `price_slabs.1.price`. Values in rupees; `price` is the product's list price.
 */
export function quantityTermsProblems(v: {
  price: number;
  pack_size: number;
  min_order_qty: number;
  price_slabs: readonly Slab[];
}): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  const pack = v.pack_size;
  if (v.min_order_qty % pack !== 0) {
    add('min_order_qty', `Minimum order must be a multiple of the pack size (${pack})`);
  }
  let prevQty = v.min_order_qty;
  let prevPrice = v.price;
  v.price_slabs.forEach((s, i) => {
    const at = `price_slabs.${i}`;
    if (s.min_quantity <= prevQty) {
      add(
        `${at}.min_quantity`,
        i === 0
          ? `Slab quantity must be above the minimum order (${v.min_order_qty})`
          : `Slab quantities must rise: ${s.min_quantity} is not above ${prevQty}`,
      );
    } else if (s.min_quantity % pack !== 0) {
      add(`${at}.min_quantity`, `Slab quantity must be a multiple of the pack size (${pack})`);
    }
    if (s.price >= prevPrice) {
      add(
        `${at}.price`,
        i === 0
          ? `Slab price must be below the price (${rupees(v.price)})`
          : `Slab prices must fall: ${rupees(s.price)} is not below ${rupees(prevPrice)}`,
      );
    }
    prevQty = Math.max(prevQty, s.min_quantity);
    prevPrice = Math.min(prevPrice, s.price);
  });
  return problems;
}
