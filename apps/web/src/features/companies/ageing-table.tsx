import type { Ageing } from '@store/contract';
import { AGEING_BUCKETS, AGEING_LABELS } from '@store/contract/receipts';
import { formatRupees } from '../../lib/format';

/** What is owed by days past its due date: not due, 1-30, 31-60, 61-90, over 90 (§24). */
export function AgeingTable({ ageing, caption }: { ageing: Ageing; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-500 dark:text-slate-400">
          <tr>
            {AGEING_BUCKETS.map((b) => (
              <th key={b} scope="col" className="py-1.5 text-right font-medium">
                {AGEING_LABELS[b]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {AGEING_BUCKETS.map((b) => (
              <td
                key={b}
                className={`py-1.5 text-right font-semibold tabular-nums ${
                  b !== 'not_due' && ageing[b] > 0 ? 'text-red-700 dark:text-red-400' : ''
                }`}
              >
                {formatRupees(ageing[b])}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
