import type { MailKind } from '@store/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';

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

const providers = new Map<MailKind, AttachmentProvider[]>();

/**
 * HOOK: plug in the documents of decisions.md › Order e-mails, once at start-up (bootstrap/server.ts), e.g.
 * ```ts
 * registerAttachmentProvider('ORDER_PLACED', async (db, orderId, ctx) => ({
 *   filename: `proforma-${shortOrderNumber(orderId)}.pdf`,
 *   content: await renderProformaPdf(db, orderId, ctx),
 *   contentType: 'application/pdf',
 * }));
 * ```
 * Returns a function that removes it (for tests).
 */
export function registerAttachmentProvider(
  kind: MailKind,
  provider: AttachmentProvider,
): () => void {
  const list = providers.get(kind) ?? [];
  list.push(provider);
  providers.set(kind, list);
  return () => {
    const current = providers.get(kind) ?? [];
    providers.set(
      kind,
      current.filter((p) => p !== provider),
    );
  };
}

/** The attachments of one mail, rendered now. */
export async function renderAttachments(
  ctx: AppContext,
  kind: MailKind,
  orderId: string | null,
): Promise<MailAttachment[]> {
  if (!orderId) return [];
  const out: MailAttachment[] = [];
  for (const provider of providers.get(kind) ?? []) {
    const got = await provider(ctx.db, orderId, ctx);
    if (Array.isArray(got)) out.push(...got);
    else if (got) out.push(got);
  }
  return out;
}
