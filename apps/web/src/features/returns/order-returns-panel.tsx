import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { Order, Return } from '@store/contract';
import { RETURN_REASON_LABELS } from '@store/contract/returns';
import { Button } from '../../components/ui/button';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format';
import { CreditNoteDownload } from './credit-note-download';
import { ReturnRequestDialog } from './return-request-dialog';
import { ReturnStatusBadge } from './return-status-badge';
import { returnQueries } from './returns.api';

const daysLeftText = (days: number) =>
  days <= 0 ? 'last day to return' : days === 1 ? '1 day left' : `${days} days left`;

function ReturnCard({ ret }: { ret: Return }) {
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-sm font-semibold">{ret.number}</p>
        <ReturnStatusBadge status={ret.status} />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Requested {formatDateTime(ret.created_at)} · {RETURN_REASON_LABELS[ret.reason]}
      </p>
      <ul className="text-sm">
        {ret.lines.map((l) => (
          <li key={l.return_line_id}>
            {l.quantity} × {l.product_name}
          </li>
        ))}
      </ul>
      {ret.remarks ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span className="font-medium">Note from us:</span> {ret.remarks}
        </p>
      ) : null}
      {ret.refund_amount !== null ? (
        <p className="text-sm">
          Refund {ret.status === 'REFUNDED' ? 'sent' : 'due'}:{' '}
          <span className="font-semibold tabular-nums">{formatRupees(ret.refund_amount)}</span>
          {ret.refund_reference ? (
            <span className="text-slate-500 dark:text-slate-400">
              {' '}
              · ref {ret.refund_reference}
            </span>
          ) : null}
        </p>
      ) : null}
      <CreditNoteDownload ret={ret} />
    </li>
  );
}

/**
 * Order Details' Returns panel: "Return items" inside the window (with the days left), and
 * each return's status, refund and credit note.
 */
export function OrderReturnsPanel({
  order,
  userId,
  className,
}: {
  order: Order;
  userId: string | null;
  className?: string;
}) {
  const delivered = order.status === 'DELIVERED';
  const returns = useQuery({
    ...returnQueries.forOrder(userId, order.order_id),
    enabled: delivered,
  });
  const eligibility = useQuery({
    ...returnQueries.eligibility(userId, order.order_id),
    enabled: delivered,
  });
  const [open, setOpen] = useState(false);
  if (!delivered) return null;
  const e = eligibility.data;
  const list = returns.data ?? [];
  return (
    <section aria-labelledby="returns-heading" className={className}>
      <h2 id="returns-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Undo2 className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        Returns
      </h2>
      <div className="mt-3 space-y-3 text-sm">
        {e?.open ? (
          <>
            <p className="text-slate-600 dark:text-slate-400">
              You can return items until {e.window_ends_at ? formatDate(e.window_ends_at) : ''} (
              {daysLeftText(e.days_left ?? 0)}).
            </p>
            <Button variant="outline" onClick={() => setOpen(true)}>
              <Undo2 className="h-4 w-4" aria-hidden="true" />
              Return items
            </Button>
            <ReturnRequestDialog
              open={open}
              onOpenChange={setOpen}
              order={order}
              eligibility={e}
              userId={userId}
            />
          </>
        ) : e?.closed_reason ? (
          <p className="text-slate-600 dark:text-slate-400">{e.closed_reason}.</p>
        ) : null}
        {list.length > 0 ? (
          <ul className="divide-y divide-slate-100 border-t border-slate-100 pt-4 dark:divide-slate-800 dark:border-slate-800">
            {list.map((r) => (
              <ReturnCard key={r.return_id} ret={r} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
