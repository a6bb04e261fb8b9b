import { z } from 'zod';
import { envelope } from './common';

/**
 * What the policy pages need from configuration (decisions.md › Policies and legal pages; the Consumer Protection
 * (E-Commerce) Rules, 2020): the seller's legal identity, customer care and the grievance officer.
 */
export const LegalInfoSchema = z.object({
  trade_name: z.string(),
  legal_name: z.string(),
  address: z.string(),
  gstin: z.string(),
  /** Phone only: the shop's contact e-mail address is never shown (decisions.md › Company details). */
  customer_care: z.object({ phone: z.string(), hours: z.string() }),
  /** The officer's own mailbox is the one e-mail address the site shows (docs/decisions/183). */
  grievance_officer: z.object({
    name: z.string(),
    designation: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  /** A complaint is acknowledged within this many hours … */
  acknowledgement_hours: z.number().int(),
  /** … and redressed within one month. */
  redress_days: z.number().int(),
});
export type LegalInfo = z.infer<typeof LegalInfoSchema>;
export const LegalInfoResponseSchema = envelope(LegalInfoSchema);

export const GRIEVANCE_ACK_HOURS = 48;
export const GRIEVANCE_REDRESS_DAYS = 30;
