import type { MemberPrice, PriceSlab } from '@store/contract';
import { memberSlabPrice } from '@store/contract/price-lists';
import { slabRows, unitPriceAt } from '@store/contract/quantity';
import { clsx } from 'clsx';
import { formatCount, formatRupees, formatRupeesWhole } from '../../lib/format';

/** ₹450 for whole rupees, ₹399.50 otherwise (the slab table's short prices). */
export const slabRupees = (n: number) =>
  Number.isInteger(n) ? formatRupeesWhole(n) : formatRupees(n);

/**
 * Buying in quantity on the product page (decisions.md › Buying in quantity): "Sold in packs of
 * 10", "Minimum order 20", the slab table ("1-9: ₹450", "10-49: ₹420 each", "50+: ₹399 each")
 * with the row of the chosen quantity marked, and the price that quantity pays.
 */
export function SlabTable({
  price,
  packSize,
  minOrderQty,
  slabs,
  quantity,
  member,
}: {
  price: number;
  packSize: number;
  minOrderQty: number;
  slabs: PriceSlab[];
  /** The quantity chosen in the stepper. */
  quantity: number;
  /** A member's company price terms: each row then shows "your price" (decisions.md › §22). */
  member?: MemberPrice;
}) {
  const terms = { pack_size: packSize, min_order_qty: minOrderQty };
  const rows = slabRows(price, terms, slabs);
  const mine = (slab: number) => (member ? memberSlabPrice(slab, member) : slab);
  const unit = mine(unitPriceAt(price, slabs, quantity));
  const notes = [
    packSize > 1 ? `Sold in packs of ${formatCount(packSize)}` : null,
    minOrderQty > 1 ? `Minimum order ${formatCount(minOrderQty)}` : null,
  ].filter((n): n is string => n !== null);
  if (slabs.length === 0 && notes.length === 0) return null;
  return (
    <section
      aria-label="Price for quantity"
      className="rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
    >
      {notes.length > 0 ? (
        <p className="mb-2 flex flex-wrap gap-x-3 gap-y-1 font-medium text-slate-800 dark:text-slate-200">
          {notes.map((n) => (
            <span key={n}>{n}</span>
          ))}
        </p>
      ) : null}
      {slabs.length > 0 ? (
        <>
          <table className="w-full max-w-sm">
            <caption className="sr-only">Price slabs</caption>
            <thead>
              <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
                <th scope="col" className="py-1 font-medium">
                  Quantity
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const current = quantity >= r.from && (r.to === null || quantity <= r.to);
                return (
                  <tr
                    key={r.from}
                    aria-current={current ? 'true' : undefined}
                    className={clsx(
                      'border-t border-slate-100 dark:border-slate-800',
                      current && 'bg-brand-50 font-semibold dark:bg-slate-800',
                    )}
                  >
                    <th scope="row" className="py-1.5 pl-1 text-left font-normal tabular-nums">
                      {r.to === null
                        ? `${formatCount(r.from)}+`
                        : `${formatCount(r.from)}-${formatCount(r.to)}`}
                    </th>
                    <td className="py-1.5 pr-1 text-right tabular-nums">
                      {mine(r.price) < r.price ? (
                        <>
                          <s className="mr-1 text-slate-500 dark:text-slate-400">
                            {slabRupees(r.price)}
                          </s>
                          Your price {slabRupees(mine(r.price))}
                        </>
                      ) : (
                        slabRupees(r.price)
                      )}
                      {i > 0 ? ' each' : ''}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-2 text-slate-700 dark:text-slate-300" aria-live="polite">
            {formatCount(quantity)} × {slabRupees(unit)} ={' '}
            <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {formatRupees(Math.round(unit * quantity * 100) / 100)}
            </span>
          </p>
        </>
      ) : null}
    </section>
  );
}
