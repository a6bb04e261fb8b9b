import type { MailKind } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { PaymentInstructionsProvider } from './mail-views';

export interface MailAttachment {
  filename: string;
  content: Buffer | Uint8Array | string;
  contentType: string;
}

/**
 * Renders a mail's attachments when it is SENT (not when it is queued), from the order id:
 * e.g. the proforma invoice for ORDER_PLACED and the tax invoice for ORDER_SHIPPED. A provider
 * that throws makes the send fail and be retried (the mail never goes without its document).
 */
export type AttachmentProvider = (
  db: Db,
  orderId: string,
  ctx: AppContext,
) => Promise<MailAttachment | MailAttachment[] | null>;

/**
 * What the order mails carry that other modules own (decisions.md › Order e-mails): the
 * documents attached per kind of mail and the placed mail's payment instructions. Handed to
 * the sender by `buildApp` (app.ts), never registered into module state.
 */
export interface MailDocuments {
  attachments?: Partial<Record<MailKind, AttachmentProvider>>;
  paymentInstructions?: PaymentInstructionsProvider;
}

/** The attachments of one mail, rendered now. */
export async function renderAttachments(
  ctx: AppContext,
  kind: MailKind,
  orderId: string | null,
  documents: MailDocuments = {},
): Promise<MailAttachment[]> {
  const provider = documents.attachments?.[kind];
  if (!orderId || !provider) return [];
  const got = await provider(ctx.db, orderId, ctx);
  if (Array.isArray(got)) return got;
  return got ? [got] : [];
}
