import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { orderMailDocuments } from '../modules/invoices/invoice-mail';
import { createMailSender, type MailSender } from '../modules/mail/mail-sender';
import { quotePdfAttachment } from '../modules/quotes/quote-mail';
import { getQuote } from '../modules/quotes/quotes.service';

/**
 * The store's mail sender, with the documents its mails carry: the order mails' invoices and
 * payment instructions (invoices) and the answered quote's PDF (quotes). The mail module
 * knows neither; they meet here, above both.
 */
export function createStoreMailSender(ctx: AppContext, logger: FastifyBaseLogger): MailSender {
  const orderDocuments = orderMailDocuments();
  return createMailSender(ctx, {
    logger,
    documents: {
      ...orderDocuments,
      attachments: {
        ...orderDocuments.attachments,
        QUOTE_ANSWERED: quotePdfAttachment((db, quoteId, c) => getQuote(db, { quoteId }, c)),
      },
    },
  });
}
