import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { EInvoiceListItem, EInvoiceStatus } from '@store/contract';
import { E_INVOICE_CANCEL_REASONS, E_INVOICE_STATUSES } from '@store/contract/einvoices';
import { Button } from '../../components/ui/button';
import { DataTable, dataRowClass } from '../../components/ui/data-table';
import { ScreenHeader } from '../../components/ui/screen-header';
import { EmptyState, ErrorState, Skeleton } from '../../components/ui/states';
import { messageOf } from '../../lib/api-client';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate, formatDateTime, formatRupees } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { showToast } from '../../lib/toast';
import {
  downloadCancelJson,
  downloadEInvoiceJson,
  downloadMonthFile,
  eInvoiceQueries,
  useCancelEInvoice,
  useImportResponse,
} from './einvoices.api';

const STATUS_LABELS: Record<EInvoiceStatus, string> = {
  PENDING: 'Pending',
  REGISTERED: 'Registered',
  CANCELLED: 'Cancelled',
};

const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

/** /admin/e-invoices: documents waiting for their IRN, registered and cancelled (decisions §21). */
export function EInvoicesScreen() {
  usePageMeta('E-invoices – Staff console');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') as EInvoiceStatus | null;
  const status: EInvoiceStatus = raw && E_INVOICE_STATUSES.includes(raw) ? raw : 'PENDING';
  const query = useQuery(eInvoiceQueries.list(status));
  const upload = useImportResponse();
  const [month, setMonth] = useState(thisMonth);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (r) => showToast(`${r.registered.length} e-invoice(s) registered`),
      onError: (e) => showToast(messageOf(e, 'The response file could not be read'), 'error'),
    });
  };

  return (
    <div>
      <ScreenHeader
        title="E-invoices"
        subtitle="Invoices and credit notes billed to a GSTIN are registered with the Invoice Registration Portal (IRP) before the goods move: download the JSON, upload it at the IRP, then record its answer here."
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <label className="text-sm">
              <span className="block text-xs text-slate-600 dark:text-slate-400">Month</span>
              <input
                type="month"
                value={month}
                onChange={(e) => setMonth(e.target.value)}
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
              />
            </label>
            <Button
              variant="secondary"
              onClick={() =>
                void downloadMonthFile(month).catch((e: unknown) =>
                  showToast(messageOf(e, 'The file could not be made'), 'error'),
                )
              }
            >
              Download the month's pending JSON
            </Button>
            <label className="cursor-pointer rounded-md bg-brand-500 px-3 py-2 text-sm font-medium text-slate-950 shadow-sm hover:bg-brand-400 focus-within:ring-2 focus-within:ring-brand-600">
              {upload.isPending ? 'Uploading…' : 'Upload IRP response'}
              <input
                type="file"
                accept="application/json,.json"
                className="sr-only"
                aria-label="Upload IRP response"
                onChange={(e) => {
                  onFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
        }
      />
      <nav aria-label="E-invoice status" className="mb-4 flex flex-wrap gap-2">
        {E_INVOICE_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            onClick={() => setParams({ status: s })}
            className={
              s === status
                ? 'rounded-full bg-brand-500 px-3 py-1.5 text-sm font-medium text-slate-950'
                : 'rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700'
            }
          >
            {STATUS_LABELS[s]}
          </button>
        ))}
      </nav>
      {upload.isError ? (
        <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-400">
          {messageOf(upload.error, 'The response file could not be read')}
        </p>
      ) : null}
      {query.isPending ? (
        <div aria-busy="true" aria-label="Loading e-invoices">
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Failed to load e-invoices"
          message={messageOf(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      ) : !query.data.enabled ? (
        <EmptyState
          title="E-invoicing is off"
          description="Set E_INVOICE_ENABLED=true when the turnover is above ₹5 crore (docs/operations.md)."
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title={`No ${STATUS_LABELS[status].toLowerCase()} e-invoices`}
          description="Invoices issued for orders billed to a GSTIN appear here."
        />
      ) : (
        <DataTable
          caption={`${STATUS_LABELS[status]} e-invoices`}
          minWidth={880}
          columns={[
            { label: 'Document' },
            { label: 'Date' },
            { label: 'Buyer' },
            { label: 'Value', align: 'right' },
            { label: 'IRN / Ack' },
            { label: 'Actions' },
          ]}
        >
          {query.data.items.map((item) => (
            <EInvoiceRow key={`${item.doc_type}-${item.doc_no}`} item={item} />
          ))}
        </DataTable>
      )}
    </div>
  );
}

function EInvoiceRow({ item }: { item: EInvoiceListItem }) {
  const cancel = useCancelEInvoice();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('2');
  const [remark, setRemark] = useState('');
  const fail = (e: unknown) => showToast(messageOf(e, 'That did not work'), 'error');
  return (
    <tr className={dataRowClass}>
      <th scope="row" className="px-4 py-3 font-medium">
        <span className="block text-xs text-slate-500">
          {item.doc_type === 'INV' ? 'Tax invoice' : 'Credit note'}
        </span>
        <Link
          to={adminPaths.adminOrder(item.order_id)}
          className="font-mono text-brand-700 hover:underline dark:text-brand-400"
        >
          {item.doc_no}
        </Link>
      </th>
      <td className="px-4 py-3">{formatDate(item.doc_date)}</td>
      <td className="px-4 py-3">
        {item.buyer_name}
        <span className="block font-mono text-xs">{item.buyer_gstin}</span>
      </td>
      <td className="px-4 py-3 text-right tabular-nums">{formatRupees(item.total_amount)}</td>
      <td className="max-w-64 px-4 py-3 text-xs">
        {item.irn ? (
          <>
            <span className="block font-mono break-all">{item.irn}</span>
            Ack {item.ack_no} · {item.ack_date ? formatDateTime(item.ack_date) : ''}
          </>
        ) : (
          <span className="text-slate-500">Waiting for the IRP</span>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void downloadEInvoiceJson(item).catch(fail)}
          >
            Download JSON
          </Button>
          {item.status === 'CANCELLED' ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => void downloadCancelJson(item).catch(fail)}
            >
              Cancel JSON
            </Button>
          ) : null}
          {item.can_cancel && !open ? (
            <Button size="sm" variant="danger" onClick={() => setOpen(true)}>
              Cancel IRN
            </Button>
          ) : null}
        </div>
        {open ? (
          <form
            className="mt-2 flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              cancel.mutate(
                { item, body: { reason_code: Number(reason), remark } },
                {
                  onSuccess: () => showToast(`IRN of ${item.doc_no} cancelled`),
                  onError: fail,
                },
              );
            }}
          >
            <label className="text-xs">
              Reason
              <select
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                className="block rounded border border-slate-300 px-1 py-1 dark:border-slate-700 dark:bg-slate-900"
              >
                {Object.entries(E_INVOICE_CANCEL_REASONS).map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-xs">
              Remark
              <input
                value={remark}
                maxLength={100}
                required
                onChange={(e) => setRemark(e.target.value)}
                className="block rounded border border-slate-300 px-1 py-1 dark:border-slate-700 dark:bg-slate-900"
              />
            </label>
            <Button size="sm" variant="danger" type="submit" disabled={cancel.isPending}>
              Cancel the IRN
            </Button>
          </form>
        ) : null}
      </td>
    </tr>
  );
}
