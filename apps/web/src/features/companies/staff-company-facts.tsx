import type { Order } from '@store/contract';
import { formatDate } from '../../lib/format';

/** The staff order screen's company facts: company, buyer, PO number, credit and due date (§16). */
export function StaffCompanyFacts({ order }: { order: Order }) {
  const c = order.company;
  if (!c) return null;
  const rows: [string, string][] = [
    ['Company', `${c.legal_name} (${c.gstin})`],
    ...(c.branch
      ? ([['Branch', `${c.branch.name}${c.branch.gstin ? ` (${c.branch.gstin})` : ''}`]] as [
          string,
          string,
        ][])
      : []),
    ['Placed by', c.placed_by],
    ['PO number', c.po_number ?? '—'],
    ['Credit', c.credit_days ? `${c.credit_days} days` : 'No (paid as usual)'],
  ];
  if (c.due_date) rows.push(['Due date', formatDate(c.due_date)]);
  return (
    <>
      <dl className="space-y-1.5 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex gap-2">
            <dt className="text-slate-500 dark:text-slate-400">{k}</dt>
            <dd className="font-medium">{v}</dd>
          </div>
        ))}
      </dl>
      {order.status === 'PENDING_APPROVAL' ? (
        <p className="mt-3 rounded-lg bg-orange-50 p-3 text-sm text-orange-900 dark:bg-orange-950/50 dark:text-orange-200">
          Waiting for the company’s approval: it cannot be confirmed or shipped before.
        </p>
      ) : null}
    </>
  );
}
