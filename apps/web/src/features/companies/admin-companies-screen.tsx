import { adminPaths } from '../../lib/admin-paths';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminCompany } from '@store/contract';
import { CREDIT_DAYS } from '@store/contract/companies';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/form-controls';
import { ScreenHeader } from '../../components/ui/screen-header';
import { StaffList } from '../../components/staff/staff-list';
import { cardClass } from '../../components/ui/surface';
import { messageOf } from '../../lib/api-client';
import { formatDate, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { showToast } from '../../lib/toast';
import { companyQueries, useCreditTerms, useMarkPaid } from './companies.api';
import { CompanyAccountPanel } from './company-account-panel';

/** /admin/companies: credit terms, outstanding and overdue per company, mark invoices paid (§16). */
export function AdminCompaniesScreen({
  companyExtra,
}: {
  /** What the route adds under each company (its price lists, decisions.md › §22). */
  companyExtra?: (companyId: string) => ReactNode;
} = {}) {
  usePageMeta('Companies – Staff console');
  const [params, setParams] = useSearchParams();
  const index = Math.max(0, Number(params.get('page') ?? '1') - 1) || 0;
  const query = useQuery(companyQueries.admin(index));
  return (
    <div>
      <ScreenHeader
        title="Companies"
        subtitle="Business accounts: give credit terms, see what each owes and what is overdue, and mark credit invoices paid."
      />
      <StaffList
        query={query}
        noun="companies"
        skeleton={{ rows: 3, rowClass: 'h-12 w-full' }}
        empty={{
          title: 'No companies yet',
          description: 'Customers create a company on their account page.',
        }}
        params={{ update: ({ index: i }) => setParams({ page: String(i + 1) }) }}
      >
        {(companies) => (
          <ul className="space-y-4">
            {companies.map((c) => (
              <CompanyCard key={c.company_id} company={c} extra={companyExtra?.(c.company_id)} />
            ))}
          </ul>
        )}
      </StaffList>
    </div>
  );
}

function CompanyCard({ company: c, extra }: { company: AdminCompany; extra?: ReactNode }) {
  const terms = useCreditTerms();
  const paid = useMarkPaid();
  const [days, setDays] = useState(c.credit_days ? String(c.credit_days) : '');
  const [limit, setLimit] = useState(c.credit_limit !== null ? String(c.credit_limit) : '');
  const fail = (err: unknown) => showToast(messageOf(err, 'Could not save'), 'error');
  return (
    <li className={`${cardClass} p-5`} aria-label={c.legal_name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold">{c.legal_name}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span className="font-mono">{c.gstin}</span> · {c.billing_state} · {c.members} member
            {c.members === 1 ? '' : 's'}
          </p>
        </div>
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Outstanding</dt>
            <dd className="font-semibold tabular-nums">{formatRupees(c.outstanding)}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Overdue</dt>
            <dd
              className={`font-semibold tabular-nums ${c.overdue > 0 ? 'text-red-700 dark:text-red-400' : ''}`}
            >
              {formatRupees(c.overdue)}
              {c.overdue_days > 0 ? ` (${c.overdue_days} days)` : ''}
            </dd>
          </div>
        </dl>
      </div>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-label={`Credit terms of ${c.legal_name}`}
        onSubmit={(e) => {
          e.preventDefault();
          terms.mutate(
            {
              companyId: c.company_id,
              credit_days: days ? (Number(days) as 7 | 15 | 30 | 45 | 60) : null,
              credit_limit: limit.trim() ? Number(limit) : null,
            },
            { onSuccess: () => showToast('Credit terms saved', 'success'), onError: fail },
          );
        }}
      >
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Credit days
          <Select value={days} onChange={(e) => setDays(e.target.value)}>
            <option value="">No credit</option>
            {CREDIT_DAYS.map((d) => (
              <option key={d} value={d}>
                {d} days
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Credit limit (₹)
          <input
            className="h-11 w-40 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            inputMode="decimal"
            placeholder="No limit"
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={terms.isPending}>
          Save terms
        </Button>
      </form>
      <CompanyAccountPanel companyId={c.company_id} legalName={c.legal_name} gstin={c.gstin} />
      {c.unpaid.length > 0 ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm whitespace-nowrap">
            <caption className="sr-only">Unpaid credit invoices of {c.legal_name}</caption>
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th className="py-2 font-medium">Invoice</th>
                <th className="py-2 font-medium">PO number</th>
                <th className="py-2 font-medium">Due</th>
                <th className="py-2 text-right font-medium">Amount</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {c.unpaid.map((u) => (
                <tr key={u.order_id}>
                  <td className="py-2">
                    <Link
                      to={adminPaths.adminOrder(u.order_id)}
                      className="text-brand-700 hover:underline dark:text-brand-400"
                    >
                      {u.invoice_number ?? 'Not invoiced yet'}
                    </Link>
                  </td>
                  <td className="py-2">{u.po_number ?? '—'}</td>
                  <td
                    className={`py-2 ${u.days_overdue > 0 ? 'text-red-700 dark:text-red-400' : ''}`}
                  >
                    {u.due_date ? formatDate(u.due_date) : '—'}
                    {u.days_overdue > 0 ? ` · ${u.days_overdue} days overdue` : ''}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatRupees(u.amount)}</td>
                  <td className="py-2 text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={paid.isPending}
                      onClick={() =>
                        paid.mutate(u.order_id, {
                          onSuccess: () => showToast('Marked paid', 'success'),
                          onError: fail,
                        })
                      }
                    >
                      Mark paid
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {extra}
    </li>
  );
}
