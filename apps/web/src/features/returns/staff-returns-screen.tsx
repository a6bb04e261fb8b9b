import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import type { AdminReturn, ChangeReturnBody, ReturnStatus } from '@store/contract';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
} from '@store/contract/returns';
import { Button } from '../../components/ui/button';
import { Field, TextInput } from '../../components/ui/form-controls';
import { Segmented } from '../../components/ui/segmented';
import { StaffList } from '../../components/staff/staff-list';
import { messageOf } from '../../lib/api-client';
import { formatDateTime, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { adminPaths } from '../../lib/admin-paths';
import { showToast } from '../../lib/toast';
import { CreditNoteDownload } from './credit-note-download';
import { ReturnStatusBadge } from './return-status-badge';
import { returnQueries, useChangeReturn } from './returns.api';

type Filter = ReturnStatus | 'ALL';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  ...RETURN_STATUSES.map((s) => ({ value: s, label: s.charAt(0) + s.slice(1).toLowerCase() })),
];

const card =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900';

/** The actions a return's status allows, with remarks, per-line damage and the refund reference. */
function ReturnActions({ ret }: { ret: AdminReturn }) {
  const change = useChangeReturn();
  const [remarks, setRemarks] = useState('');
  const [reference, setReference] = useState('');
  const [damaged, setDamaged] = useState<Record<string, boolean>>({});
  const move = (body: ChangeReturnBody) =>
    change.mutate(
      { returnId: ret.return_id, body },
      {
        onSuccess: (r) => {
          showToast(`Return ${r.number}: ${RETURN_STATUS_LABELS[r.status]}`);
          setRemarks('');
          setReference('');
        },
        onError: (err) => showToast(messageOf(err, 'Failed to update the return'), 'error'),
      },
    );
  const busy = change.isPending;
  const remarksField = (
    <Field label="Remarks" className="min-w-0 flex-1">
      {(ids) => (
        <TextInput
          id={`${ids.id}-${ret.return_id}`}
          value={remarks}
          maxLength={500}
          onChange={(e) => setRemarks(e.target.value)}
          placeholder={ret.status === 'REQUESTED' ? 'Needed to reject' : 'Optional'}
        />
      )}
    </Field>
  );
  if (ret.status === 'REQUESTED') {
    return (
      <div className="flex flex-wrap items-end gap-2">
        {remarksField}
        <Button
          disabled={busy}
          onClick={() => move({ status: 'APPROVED', remarks: remarks || undefined })}
        >
          Approve
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          className="text-red-700 dark:text-red-400"
          onClick={() => move({ status: 'REJECTED', remarks: remarks || undefined })}
        >
          Reject
        </Button>
      </div>
    );
  }
  if (ret.status === 'APPROVED') {
    return (
      <div className="space-y-3">
        <fieldset>
          <legend className="text-sm font-medium">On receipt, each line goes</legend>
          <ul className="mt-1 space-y-1 text-sm">
            {ret.lines.map((l) => (
              <li key={l.return_line_id}>
                <label className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-600"
                    checked={damaged[l.return_line_id] ?? false}
                    onChange={(e) =>
                      setDamaged((d) => ({ ...d, [l.return_line_id]: e.target.checked }))
                    }
                  />
                  {l.quantity} × {l.product_name}: damaged, write off (else back to stock)
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="flex flex-wrap items-end gap-2">
          {remarksField}
          <Button
            disabled={busy}
            onClick={() =>
              move({
                status: 'RECEIVED',
                remarks: remarks || undefined,
                lines: ret.lines.map((l) => ({
                  return_line_id: l.return_line_id,
                  damaged: damaged[l.return_line_id] ?? false,
                })),
              })
            }
          >
            Mark received
          </Button>
        </div>
      </div>
    );
  }
  if (ret.status === 'RECEIVED') {
    return (
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Refund reference" className="min-w-0 flex-1">
          {(ids) => (
            <TextInput
              id={`${ids.id}-${ret.return_id}`}
              value={reference}
              maxLength={40}
              onChange={(e) => setReference(e.target.value)}
              placeholder="UTR or NEFT reference"
            />
          )}
        </Field>
        <Button
          disabled={busy}
          onClick={() => move({ status: 'REFUNDED', reference: reference || undefined })}
        >
          Mark refunded
        </Button>
      </div>
    );
  }
  return null;
}

function StaffReturnCard({ ret }: { ret: AdminReturn }) {
  return (
    <li className={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-mono font-semibold">{ret.number}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Link
              to={adminPaths.adminOrder(ret.order_id)}
              className="font-medium text-brand-700 hover:underline dark:text-brand-400"
            >
              Order #{ret.order_number}
            </Link>{' '}
            · {ret.customer_name} · {ret.customer_phone}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {formatDateTime(ret.created_at)} · {RETURN_REASON_LABELS[ret.reason]}
          </p>
        </div>
        <ReturnStatusBadge status={ret.status} />
      </div>
      <ul className="mt-3 text-sm">
        {ret.lines.map((l) => (
          <li key={l.return_line_id}>
            {l.quantity} × {l.product_name}{' '}
            <span className="text-slate-500 dark:text-slate-400">({l.product_sku})</span>
            {l.damaged === true ? (
              <span className="ml-1 text-red-700 dark:text-red-400">· written off</span>
            ) : l.damaged === false ? (
              <span className="ml-1 text-emerald-700 dark:text-emerald-400">· back in stock</span>
            ) : null}
          </li>
        ))}
      </ul>
      {ret.note ? (
        <p className="mt-2 text-sm">
          <span className="font-medium">Customer:</span> {ret.note}
        </p>
      ) : null}
      {ret.photos.length > 0 ? (
        <div className="mt-2 flex gap-2">
          {ret.photos.map((p) =>
            p.url ? (
              <a key={p.object_key} href={p.url} target="_blank" rel="noreferrer">
                <img
                  src={p.url}
                  alt="Customer's picture"
                  className="h-16 w-16 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
                />
              </a>
            ) : null,
          )}
        </div>
      ) : null}
      {ret.remarks ? (
        <p className="mt-2 text-sm">
          <span className="font-medium">Staff:</span> {ret.remarks}
        </p>
      ) : null}
      {ret.refund_amount !== null ? (
        <p className="mt-2 text-sm">
          Refund {ret.status === 'REFUNDED' ? 'sent' : 'due'}:{' '}
          <span className="font-semibold tabular-nums">{formatRupees(ret.refund_amount)}</span>
          {ret.refund_reference ? ` · ref ${ret.refund_reference}` : ''}
        </p>
      ) : null}
      <div className="mt-3 empty:hidden">
        <CreditNoteDownload ret={ret} scope="staff" />
      </div>
      <div className="mt-3 border-t border-slate-100 pt-3 empty:hidden dark:border-slate-800">
        <ReturnActions ret={ret} />
      </div>
    </li>
  );
}

/** /admin/returns: requested first, then approved and received; each with its next step. */
export function StaffReturnsScreen() {
  usePageMeta('Returns – Staff console');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'ALL';
  const status: Filter = FILTERS.some((f) => f.value === raw) ? (raw as Filter) : 'ALL';
  const index = Math.max(0, Number(params.get('page') ?? '1') - 1) || 0;
  const query = useQuery(returnQueries.adminList(status, index));
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">Returns</h2>
      <Segmented
        label="Return status"
        options={FILTERS}
        value={status}
        onChange={(s) => setParams(s === 'ALL' ? {} : { status: s })}
      />
      <StaffList
        query={query}
        noun="returns"
        skeleton={{ rows: 3, rowClass: 'h-12 w-full' }}
        empty={{ title: 'No returns here', description: 'Nothing to do here right now.' }}
        params={{
          update: ({ index: i }) =>
            setParams({
              ...(status === 'ALL' ? {} : { status }),
              ...(i > 0 ? { page: String(i + 1) } : {}),
            }),
        }}
      >
        {(returns) => (
          <ul className="space-y-3">
            {returns.map((r) => (
              <StaffReturnCard key={r.return_id} ret={r} />
            ))}
          </ul>
        )}
      </StaffList>
    </div>
  );
}
