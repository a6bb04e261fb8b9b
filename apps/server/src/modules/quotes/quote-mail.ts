import type { Quote } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { formatPaise, toPaise } from '../../lib/money';
import { queueMails } from '../mail/mail.service';
import type { MailAttachment } from '../mail/attachments';
import { renderQuotePdf } from './quote-pdf';
import { formatQuoteDay } from './quote-dates';

/**
 * The quote mails (decisions.md › Request for quote), queued in the outbox in the transaction
 * that changes the quote: staff get one for each new request (to STAFF_EMAIL), the customer
 * one when it is answered, with the quote PDF (rendered when sent, by quotePdfAttachment).
 * What the mail says is written into the payload now, as the low-stock mail does.
 */
export async function queueQuoteMail(
  tx: Tx,
  kind: 'QUOTE_REQUESTED_STAFF' | 'QUOTE_ANSWERED',
  quote: Quote,
): Promise<void> {
  if (kind === 'QUOTE_ANSWERED' && !quote.customer.email) return; // a phone-only account
  const lines = quote.lines.map(
    (l) =>
      `${l.quantity} × ${l.product_name} (${l.sku})` +
      (l.unit_price !== null
        ? `: ${formatPaise(toPaise(l.unit_price))} each, ${formatPaise(toPaise(l.total_price ?? 0))}`
        : l.target_price !== null
          ? `: target ${formatPaise(toPaise(l.target_price))} each`
          : ''),
  );
  await queueMails(tx, [
    {
      kind,
      toAddress: kind === 'QUOTE_ANSWERED' ? quote.customer.email : null,
      subject:
        kind === 'QUOTE_ANSWERED'
          ? `Your quote ${quote.number}`
          : `New request for quote ${quote.number} from ${quote.customer.name}`,
      payload: {
        quote_id: quote.quote_id,
        number: quote.number,
        customer: quote.customer.name,
        phone: quote.customer.phone,
        pincode: quote.pincode,
        needed_by: quote.needed_by ? formatQuoteDay(quote.needed_by) : null,
        note: quote.note,
        lines,
        total: quote.total_amount === null ? null : formatPaise(toPaise(quote.total_amount)),
        valid_until: quote.valid_until ? formatQuoteDay(quote.valid_until) : null,
        staff_note: quote.staff_note,
      },
    },
  ]);
}

/** The QUOTE_ANSWERED mail's attachment: the quote PDF, rendered when the mail is sent. */
export function quotePdfAttachment(
  load: (db: Db, quoteId: string, ctx: AppContext) => Promise<Quote>,
) {
  return async (db: Db, quoteId: string, ctx: AppContext): Promise<MailAttachment> => {
    const quote = await load(db, quoteId, ctx);
    return {
      filename: `quote-${quote.number.replaceAll('/', '-')}.pdf`,
      content: await renderQuotePdf(quote, ctx.config),
      contentType: 'application/pdf',
    };
  };
}
