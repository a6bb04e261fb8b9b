import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Building2 } from 'lucide-react';
import type { Order } from '@store/contract';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { messageOf } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { companyQueries, useApproval, useCompanyUser } from './companies.api';
import { approverNames, useCompanyApprovers } from './company-approvers';

/**
 * A company order's company, buyer, PO number and due date, and, while it waits for approval,
 * the approver's Approve / Reject (decisions.md › §16). Nothing for a personal order.
 */
export function CompanyOrderPanel({ order, className }: { order: Order; className?: string }) {
  const userId = useCompanyUser();
  const mine = useQuery(companyQueries.mine(order.company ? userId : null));
  const approval = useApproval();
  const approvers = useCompanyApprovers(Boolean(order.company));
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const c = order.company;
  if (!c) return null;
  const canDecide = order.status === 'PENDING_APPROVAL' && mine.data?.my_role === 'ADMIN';
  const fail = (err: unknown) => showToast(messageOf(err, 'Could not save your decision'), 'error');
  return (
    <section aria-labelledby="company-order-heading" className={className}>
      <h2 id="company-order-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Building2 className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        Company order
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-500 dark:text-slate-400">For</dt>
          <dd className="font-medium">{c.legal_name}</dd>
        </div>
        {c.branch ? (
          <div className="flex gap-2">
            <dt className="text-slate-500 dark:text-slate-400">Branch</dt>
            <dd>
              {c.branch.name}
              {c.branch.gstin ? <span className="ml-1 font-mono">({c.branch.gstin})</span> : null}
            </dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="text-slate-500 dark:text-slate-400">Placed by</dt>
          <dd>{c.placed_by}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500 dark:text-slate-400">PO number</dt>
          <dd>{c.po_number ?? '—'}</dd>
        </div>
        {c.credit_days ? (
          <div className="flex gap-2">
            <dt className="text-slate-500 dark:text-slate-400">Credit</dt>
            <dd>
              {c.credit_days} days
              {c.due_date ? ` · due ${formatDate(c.due_date)}` : ' from the invoice date'}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.status === 'PENDING_APPROVAL' ? (
        <p className="mt-3 rounded-lg bg-orange-50 p-3 text-sm text-orange-900 dark:bg-orange-950/50 dark:text-orange-200">
          This order is above the buyer’s limit and is waiting for approval by a company ADMIN
          {approvers.length > 0 ? ` (${approverNames(approvers)})` : ''}. Its stock is held; payment
          is asked for once it is approved.
        </p>
      ) : null}
      {canDecide ? (
        <div className="mt-3 space-y-3">
          {rejecting ? (
            <form
              className="space-y-2"
              onSubmit={(e) => {
                e.preventDefault();
                approval.mutate(
                  { orderId: order.order_id, approve: false, reason },
                  { onSuccess: () => showToast('Order rejected', 'success'), onError: fail },
                );
              }}
            >
              <TextField
                label="Reason for rejecting"
                required
                maxLength={200}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <div className="flex gap-2">
                <Button type="submit" variant="danger" disabled={approval.isPending}>
                  Reject order
                </Button>
                <Button variant="ghost" onClick={() => setRejecting(false)}>
                  Back
                </Button>
              </div>
            </form>
          ) : (
            <div className="flex gap-2">
              <Button
                disabled={approval.isPending}
                onClick={() =>
                  approval.mutate(
                    { orderId: order.order_id, approve: true },
                    { onSuccess: () => showToast('Order approved', 'success'), onError: fail },
                  )
                }
              >
                Approve
              </Button>
              <Button variant="outline" onClick={() => setRejecting(true)}>
                Reject
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
