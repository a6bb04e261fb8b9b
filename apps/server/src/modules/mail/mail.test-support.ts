import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

export interface CapturedMail {
  raw: string;
  to: string[];
}

/**
 * A real SMTP server for tests (the smtp-server package), on 127.0.0.1. It keeps every
 * message it accepts; `waitFor` resolves when a condition over them holds (no sleeping).
 * `rejectRecipients` answers 550 for those addresses (a permanent refusal).
 */
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  readonly rejectRecipients = new Set<string>();
  private server: SMTPServer | null = null;
  private waiters: { check: () => boolean; resolve: () => void }[] = [];
  port = 0;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.rejectRecipients.has(address.address)) {
          const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(err);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.mails.push({
            raw: Buffer.concat(chunks).toString('utf8'),
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
          this.check();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const addr = server.server.address();
    this.port = typeof addr === 'object' && addr ? addr.port : port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  waitFor(check: (mails: CapturedMail[]) => boolean): Promise<void> {
    if (check(this.mails)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ check: () => check(this.mails), resolve }));
  }

  private check() {
    this.waiters = this.waiters.filter((w) => {
      if (!w.check()) return true;
      w.resolve();
      return false;
    });
  }

  async parsed(): Promise<ParsedMail[]> {
    return Promise.all(this.mails.map((m) => simpleParser(m.raw)));
  }

  /** Parsed mails whose subject contains `text`. */
  async withSubject(text: string): Promise<ParsedMail[]> {
    return (await this.parsed()).filter((m) => (m.subject ?? '').includes(text));
  }
}

export async function setEmail(db: Db, userId: string, email: string | null) {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}
