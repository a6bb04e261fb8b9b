import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Field, TextArea } from '../../components/ui/form-controls';
import { Modal } from '../../components/ui/modal';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { quotePaths } from './quote-paths';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { QuoteLinesTable } from './quote-lines';
import { formatQuoteDate, QuoteStatusBadge } from './quote-status-badge';
import { downloadQuotePdf, quoteQueries, useQuoteAction } from './quotes.api';

const card =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** /account/quotes/:quoteId: lines, prices, validity, GST, the PDF; place the order or decline. */
export function QuoteDetailScreen() {
  const { quoteId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const quote = useQuery(quoteQueries.detail(user?.user_id ?? null, quoteId));
  const action = useQuoteAction(user?.user_id ?? null, quoteId);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  usePageMeta(quote.data ? `Quote ${quote.data.number}` : 'Quote', 'Your quote.');

  if (quote.isPending) {
    return (
      <Container className="py-8">
        <div role="status" aria-label="Loading the quote">
          <Skeleton className="h-64" />
        </div>
      </Container>
    );
  }
  if (quote.isError) {
    return (
      <Container className="py-8">
        <ErrorState
          title="Quote not found"
          message={messageOf(quote.error, 'Failed to load the quote')}
        >
          <Link to={quotePaths.accountQuotes()} className={buttonClass('primary')}>
            My quotes
          </Link>
        </ErrorState>
      </Container>
    );
  }
  const q = quote.data;
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex items-start gap-3">
        <Link
          to={quotePaths.accountQuotes()}
          aria-label="Back to my quotes"
          className="mt-0.5 rounded-full p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-mono text-xl font-bold sm:text-2xl">Quote {q.number}</h1>
            <QuoteStatusBadge status={q.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Asked {formatDateTime(q.created_at)} · delivery to {q.pincode}
            {q.needed_by ? ` · needed by ${formatQuoteDate(q.needed_by)}` : ''}
          </p>
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section className={card} aria-label="Lines">
          <QuoteLinesTable quote={q} />
          {q.note ? (
            <p className="mt-4 text-sm">
              <span className="font-medium">Your note:</span> {q.note}
            </p>
          ) : null}
          {q.staff_note ? (
            <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
              <span className="font-medium">From our team:</span> {q.staff_note}
            </p>
          ) : null}
          {q.reason ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              <span className="font-medium">Reason:</span> {q.reason}
            </p>
          ) : null}
        </section>
        <aside className={`${card} h-fit space-y-3`}>
          {q.status === 'REQUESTED' ? (
            <p className="text-sm">
              Our team is preparing your prices. We will mail you when the quote is ready.
            </p>
          ) : null}
          {q.status === 'QUOTED' ? (
            <>
              <Link
                to={quotePaths.quoteCheckout(q.quote_id)}
                className={buttonClass('primary', 'lg', 'w-full')}
              >
                Place order
              </Link>
              <Button variant="outline" className="w-full" onClick={() => setDeclining(true)}>
                Decline
              </Button>
            </>
          ) : null}
          {q.status === 'ACCEPTED' && q.order_id ? (
            <Link to={paths.order(q.order_id)} className={buttonClass('primary', 'md', 'w-full')}>
              View the order
            </Link>
          ) : null}
          {q.status === 'EXPIRED' || q.status === 'DECLINED' || q.status === 'REJECTED' ? (
            <Button
              className="w-full"
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'request-again' },
                  {
                    onSuccess: (n) => {
                      showToast(`Quote request ${n.number} sent`);
                      void navigate(quotePaths.accountQuote(n.quote_id));
                    },
                    onError: (err) => showToast(messageOf(err, 'Failed to ask again'), 'error'),
                  },
                )
              }
            >
              Request again
            </Button>
          ) : null}
          {q.total_amount !== null ? (
            <Button
              variant="ghost"
              className="w-full"
              onClick={() =>
                void downloadQuotePdf('customer', q.quote_id, q.number).catch((err: unknown) =>
                  showToast(messageOf(err, 'Failed to download the quote'), 'error'),
                )
              }
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              Quote PDF
            </Button>
          ) : null}
        </aside>
      </div>
      <Modal
        open={declining}
        onOpenChange={setDeclining}
        title="Decline this quote"
        description="Tell us why, so we can do better next time."
      >
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            action.mutate(
              { kind: 'decline', reason: reason.trim() },
              {
                onSuccess: () => {
                  setDeclining(false);
                  showToast('Quote declined');
                },
                onError: (err) => showToast(messageOf(err, 'Failed to decline'), 'error'),
              },
            );
          }}
        >
          <Field label="Reason">
            {(ids) => (
              <TextArea
                id={ids.id}
                required
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={action.isPending || !reason.trim()}>
              Decline quote
            </Button>
          </div>
        </form>
      </Modal>
    </Container>
  );
}
