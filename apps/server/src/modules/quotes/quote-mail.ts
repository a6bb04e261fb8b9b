import type { Tx } from '../../db/client';

/**
 * The quote mails (staff on a new request, the customer when answered), queued in the
 * transaction that changes the quote. Not wired to the outbox yet (see the issue 26 report).
 */
export async function queueQuoteMail(
  _tx: Tx,
  _mail: { kind: 'QUOTE_REQUESTED_STAFF' | 'QUOTE_ANSWERED'; quoteId: string },
): Promise<void> {
  // TODO(issue 26): write an outbox row like LOW_STOCK_STAFF / RETURN_UPDATE (mail-views.ts).
}
