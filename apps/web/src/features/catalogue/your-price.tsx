import type { MemberPrice } from '@store/contract';
import { formatRupees } from '../../lib/format';

/** "Your price ₹410" beside the struck list price, for a member of a company (decisions.md › §22). */
export function YourPrice({ price, list }: { price: number; list: number }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-semibold text-emerald-700 dark:text-emerald-400">
        Your price <span className="text-lg font-bold tabular-nums">{formatRupees(price)}</span>
      </span>
      <s className="text-slate-500 tabular-nums dark:text-slate-400">
        <span className="sr-only">List price </span>
        {formatRupees(list)}
      </s>
    </span>
  );
}

/** The company price when it is below the list price, else null. */
export const betterPrice = (m: MemberPrice | undefined) => (m && m.price < m.list_price ? m : null);
