import { formatRupees } from '../../lib/format';

/*
 * The parts of a product line that the cart and an order's details show alike. The rows
 * around them differ (the cart's line carries actions, an order's line is one link), so each
 * screen keeps its own row and composes these.
 */

/** The maker and the SKU, under the product's name. */
export function LineItemMaker({ maker, sku }: { maker: string; sku: string }) {
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">{maker}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">SKU {sku}</p>
    </>
  );
}

/** The price column: the line's amount and, when given, the unit price under it. */
export function LineItemPrice({ amount, each }: { amount: number; each?: number }) {
  return (
    <>
      <p className="font-semibold tabular-nums">{formatRupees(amount)}</p>
      {each === undefined ? null : (
        <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
          {formatRupees(each)} each
        </p>
      )}
    </>
  );
}
