import { z } from 'zod';
import { ShopPaymentDetailsSchema } from './payments';

/**
 * The shop's own details served to the web at GET /api/company (decisions.md › Company details;
 * the route keeps its name): never includes the e-mail address.
 */
export const ShopDetailsSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  enquiry_phone: z.string(),
  whatsapp_url: z.string(),
  address: z.string(),
  city: z.string(),
  gstin: z.string(),
  hours: z.string(),
  /** How to pay the shop (decisions.md › Paying for an order). */
  payment: ShopPaymentDetailsSchema,
});
export type ShopDetails = z.infer<typeof ShopDetailsSchema>;
