import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { Mail, RefreshCw, Send } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { MailStatus, OutboxMail } from '@store/contract';
import { MAIL_KIND_LABELS, MAIL_STATUSES } from '@store/contract/mail';
import { Button } from '../../components/ui/button';
import { LoadingBlock } from '../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { adminMailQueries, useResendMail } from './admin-mail.api';

type Filter = MailStatus | 'ALL';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'QUEUED', label: 'Queued' },
  { value: 'SENDING', label: 'Sending' },
  { value: 'SENT', label: 'Sent' },
  { value: 'FAILED', label: 'Failed' },
];

const STATUS_STYLE: Record<MailStatus, string> = {
  QUEUED: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  SENDING: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  SENT: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  FAILED: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

/** The filter and page live in the URL (?status=FAILED&page=2), so Back returns to the view. */
function useOutboxParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = (MAIL_STATUSES as readonly string[]).includes(raw ?? '')
    ? (raw as MailStatus)
    : undefined;
  const index = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const go = (next: { status?: Filter; index?: number }) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next.status !== undefined) {
        if (next.status === 'ALL') p.delete('status');
        else p.set('status', next.status);
      }
      const page = next.index ?? 0;
      if (page > 0) p.set('page', String(page + 1));
      else p.delete('page');
      return p;
    });
  return { status, index, go };
}

function MailRow({ mail }: { mail: OutboxMail }) {
  const resend = useResendMail();
  const canResend = mail.status === 'SENT' || mail.status === 'FAILED';
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{mail.subject}</p>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {MAIL_KIND_LABELS[mail.kind]} · to {mail.to_address ?? 'staff (STAFF_EMAIL)'}
          </p>
        </div>
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            STATUS_STYLE[mail.status],
          )}
        >
          {mail.status.charAt(0) + mail.status.slice(1).toLowerCase()}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-3 dark:text-slate-400">
        <div>
          <dt className="inline font-medium text-slate-800 dark:text-slate-200">Queued </dt>
          <dd className="inline">{formatDateTime(mail.created_at)}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-800 dark:text-slate-200">Attempts </dt>
          <dd className="inline">{mail.attempts}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-800 dark:text-slate-200">
            {mail.sent_at ? 'Sent ' : mail.status === 'QUEUED' ? 'Next try ' : 'Last change '}
          </dt>
          <dd className="inline">{formatDateTime(mail.sent_at ?? mail.next_attempt_at)}</dd>
        </div>
      </dl>
      {mail.last_error ? (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 font-mono text-xs break-words text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {mail.last_error}
        </p>
      ) : null}
      {canResend ? (
        <Button
          variant="outline"
          className="mt-3"
          disabled={resend.isPending}
          aria-busy={resend.isPending}
          aria-label={`Resend ${mail.subject}`}
          onClick={() =>
            resend.mutate(mail.mail_id, {
              onSuccess: (res) => showToast(res.message),
              onError: (err) =>
                showToast(err instanceof ApiError ? err.message : 'Could not resend', 'error'),
            })
          }
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          {resend.isPending ? 'Resending...' : 'Resend'}
        </Button>
      ) : null}
    </li>
  );
}

/** /admin/mail: the mail outbox: what waits, what went, what failed and why; resend. */
export function OutboxScreen() {
  const { status, index, go } = useOutboxParams();
  const list = useQuery(adminMailQueries.list(status, index));
  const data = list.data;
  return (
    <section aria-labelledby="outbox-title">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="outbox-title" className="text-xl font-bold tracking-tight">
            Mail outbox
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Order e-mails wait here until the mail server accepts them; failed ones can be resent.
          </p>
        </div>
        <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <div
        role="group"
        aria-label="Mail status"
        className="mb-5 flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-slate-50 p-1 dark:border-slate-800 dark:bg-slate-900"
      >
        {FILTERS.map((f) => {
          const active = (status ?? 'ALL') === f.value;
          return (
            <button
              key={f.value}
              type="button"
              aria-pressed={active}
              onClick={() => go({ status: f.value })}
              className={clsx(
                'rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
                active
                  ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:text-white dark:ring-slate-700'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              {f.label}
            </button>
          );
        })}
      </div>
      {list.isPending ? (
        <LoadingBlock label="Loading mails..." />
      ) : list.isError ? (
        <ErrorState
          title="The outbox could not be loaded"
          message={list.error instanceof ApiError ? list.error.message : undefined}
          onRetry={() => void list.refetch()}
        />
      ) : !data || data.content.length === 0 ? (
        <EmptyState
          icon={<Mail className="h-10 w-10" aria-hidden="true" />}
          title={status ? `No ${status.toLowerCase()} mails` : 'No mails yet'}
          description="Mails appear here when orders are placed or change status."
        />
      ) : (
        <>
          <ul className="space-y-3">
            {data.content.map((m) => (
              <MailRow key={m.mail_id} mail={m} />
            ))}
          </ul>
          <nav aria-label="Outbox pages" className="mt-5 flex items-center justify-between gap-3">
            <Button
              variant="outline"
              disabled={index === 0}
              onClick={() => go({ status: status ?? 'ALL', index: index - 1 })}
            >
              Previous
            </Button>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Page {index + 1} of {Math.max(1, data.total_pages)} · {data.total_elements} mails
            </p>
            <Button
              variant="outline"
              disabled={index + 1 >= data.total_pages}
              onClick={() => go({ status: status ?? 'ALL', index: index + 1 })}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
