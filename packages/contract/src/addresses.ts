import { z } from 'zod';
import { envelope, IsoDateSchema } from './common';
import { SHIPPING_FIELDS, ShippingSchema, type Shipping, type ShippingField } from './orders';

/**
 * Saved delivery addresses (docs/decisions/120-saved-addresses.md): a customer's earlier
 * delivery addresses, remembered when an order is placed and managed under /api/addresses.
 */

/** The most addresses a customer keeps; placing an order with a new one forgets the oldest. */
export const MAX_SAVED_ADDRESSES = 20;
export const ADDRESS_LIMIT_MESSAGE = `You can keep at most ${MAX_SAVED_ADDRESSES} saved addresses`;
export const NUL_MESSAGE = 'Must not contain a NUL character';

/** The checkout's shipping fields, with NUL refused in every one of them. */
export const AddressBodySchema = z.object(
  Object.fromEntries(
    Object.entries(ShippingSchema.shape).map(([k, s]) => [
      k,
      s.refine((v) => !v.includes('\u0000'), NUL_MESSAGE),
    ]),
  ) as typeof ShippingSchema.shape,
);
export type AddressBody = z.infer<typeof AddressBodySchema>;

/**
 * The shipping fields as answers carry them: stored values, plain strings (the input rules are
 * ShippingSchema's). Derived from SHIPPING_FIELDS so a new field reaches every answer.
 */
export const StoredShippingShape = Object.fromEntries(
  SHIPPING_FIELDS.map((field) => [field, z.string()]),
) as Record<ShippingField, z.ZodString>;

/** The six shipping fields of anything that carries them (a saved address, an order). */
export const shippingOf = (a: Shipping): Shipping =>
  Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, a[field]])) as Shipping;

export const SavedAddressSchema = z.object({
  address_id: z.string(),
  ...StoredShippingShape,
  created_at: IsoDateSchema,
  last_used_at: IsoDateSchema,
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const SavedAddressResponseSchema = envelope(SavedAddressSchema);
/** GET /addresses: most recently used first. */
export const SavedAddressListSchema = z.object({ content: z.array(SavedAddressSchema) });
export type SavedAddressList = z.infer<typeof SavedAddressListSchema>;
export const SavedAddressListResponseSchema = envelope(SavedAddressListSchema);
