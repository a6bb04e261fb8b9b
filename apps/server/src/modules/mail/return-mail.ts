import type { ReturnStatus } from '@store/contract';
import { formatPaise, toPaise } from '../../lib/money';
import { mailText as str } from './mail-format';

/**
 * A return's mails (decisions.md › Returns and credit notes; docs/decisions/312): one kind,
 * RETURN_UPDATE, whose payload names the return and the status it reached. Each step's
 * subject says what happened, so the five mails of one return are told apart in an inbox.
 */
const RETURN_SUBJECTS: Record<
  ReturnStatus,
  (p: { number: string; short: string; creditNote: string | null }) => string
> = {
  REQUESTED: (p) => `Return ${p.number} requested for order #${p.short}`,
  APPROVED: (p) => `Return ${p.number} approved for order #${p.short}`,
  REJECTED: (p) => `Return ${p.number} not accepted for order #${p.short}`,
  RECEIVED: (p) =>
    `Return ${p.number} received for order #${p.short}` +
    (p.creditNote ? `: credit note ${p.creditNote} issued` : ''),
  REFUNDED: (p) => `Refund sent for return ${p.number} of order #${p.short}`,
};

/** What a return's mail says (the rest of its view is the order mail's). */
export interface ReturnMailWords {
  preheader: string;
  heading: string;
  paragraphs: string[];
}

/** The subject of a return's mail, from its payload (the status it reached). */
export function returnMailSubject(payload: Record<string, unknown>, short: string): string {
  const status = str(payload.return_status);
  const subject =
    status && status in RETURN_SUBJECTS
      ? RETURN_SUBJECTS[status as ReturnStatus]
      : RETURN_SUBJECTS.REQUESTED;
  return subject({
    number: str(payload.return_number) ?? '',
    short,
    creditNote: str(payload.credit_note_number),
  });
}

/** The words of a return's mail at each step (decisions.md › Returns and credit notes). */
export function returnMailText(
  payload: Record<string, unknown>,
  name: string,
  short: string,
): ReturnMailWords {
  const number = str(payload.return_number) ?? '';
  const amount = typeof payload.amount === 'number' ? formatPaise(toPaise(payload.amount)) : null;
  const creditNote = str(payload.credit_note_number);
  const reference = str(payload.reference);
  switch (str(payload.return_status)) {
    case 'APPROVED':
      return {
        preheader: `Your return ${number} is approved.`,
        heading: 'Your return is approved',
        paragraphs: [
          `Hello ${name}, we have approved your return ${number} for order #${short}.`,
          'Please pack the items securely with their accessories; our courier partner will collect them, or send them to our address below quoting the return number.',
        ],
      };
    case 'REJECTED':
      return {
        preheader: `We could not accept your return ${number}.`,
        heading: 'We could not accept your return',
        paragraphs: [
          `Hello ${name}, we are sorry: we could not accept your return ${number} for order #${short}.`,
          'The reason is given below. If you disagree, reply to this mail or call customer care.',
        ],
      };
    case 'RECEIVED':
      return {
        preheader: `We have received your return ${number}.`,
        heading: 'We have received your return',
        paragraphs: [
          `Hello ${name}, we have received the items of your return ${number} for order #${short}.`,
          creditNote
            ? `We have issued credit note ${creditNote}${amount ? ` for ${amount}` : ''}; you can download it from your order page.`
            : 'Your credit note is on your order page.',
          'Any refund due is sent to the account or UPI ID you paid from within 5 to 7 working days.',
        ],
      };
    case 'REFUNDED':
      return {
        preheader: `Your refund for return ${number} has been sent.`,
        heading: 'Your refund has been sent',
        paragraphs: [
          `Hello ${name}, we have sent the refund${amount ? ` of ${amount}` : ''} for your return ${number} (order #${short})${reference ? `, reference ${reference}` : ''}.`,
          'It usually reaches your account within 2 to 3 working days.',
        ],
      };
    default:
      return {
        preheader: `We have received your return request ${number}.`,
        heading: 'We have received your return request',
        paragraphs: [
          `Hello ${name}, we have received your request ${number} to return items of order #${short}.`,
          'Our team will check it within 2 working days and e-mail you whether it is approved.',
        ],
      };
  }
}
