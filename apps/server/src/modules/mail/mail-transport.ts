import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailAttachment } from './attachments';

export interface OutgoingMail {
  /** The outbox row id: the Message-ID and the .eml file name are made from it. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  createdAt: Date;
}

export interface MailTransport {
  kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A permanent refusal (5xx from the mail server): retrying the same mail cannot help. */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function messageOf(config: Config, mail: OutgoingMail, host: string) {
  return {
    from: config.MAIL_FROM,
    ...(config.CUSTOMER_CARE_EMAIL ? { replyTo: config.CUSTOMER_CARE_EMAIL } : {}),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // Stable per outbox row: a mail client that ever got a retried copy shows it once.
    messageId: `<${mail.id}@${host}>`,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
      contentType: a.contentType,
    })),
  };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
};

/**
 * SMTP_URL set: nodemailer over SMTP (smtp:// or smtps://), with time-outs well inside the
 * sender's lease. Unset: each mail becomes DATA_DIR/outbox/<time>-<id>.eml (decisions.md › Order e-mails),
 * written atomically and named by the row id, so a repeated send overwrites, never doubles.
 */
export function createMailTransport(config: Config): MailTransport {
  const host = hostOf(config.PUBLIC_URL);
  const timeout = Math.max(1000, Math.floor(config.MAIL_LEASE_MS / 4));
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL, {
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail(messageOf(config, mail, host));
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(config.DATA_DIR, 'outbox');
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(mail) {
      const info = await stream.sendMail(messageOf(config, mail, host));
      const raw = info.message as Buffer;
      await fs.mkdir(dir, { recursive: true });
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      const tmp = `${file}.tmp`;
      await fs.writeFile(tmp, raw);
      await fs.rename(tmp, file);
    },
    close: () => stream.close(),
  };
}
