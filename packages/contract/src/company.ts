import { z } from 'zod';
import { CompanyPaymentDetailsSchema } from './payments';

/** Company details served to the web (decisions.md › Company details); never includes the e-mail address. */
export const CompanySchema = z.object({
  name: z.string(),
  tagline: z.string(),
  enquiry_phone: z.string(),
  whatsapp_url: z.string(),
  address: z.string(),
  city: z.string(),
  gstin: z.string(),
  hours: z.string(),
  /** How to pay the company (decisions.md › Paying for an order). */
  payment: CompanyPaymentDetailsSchema,
});
export type Company = z.infer<typeof CompanySchema>;
