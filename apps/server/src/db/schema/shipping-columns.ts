import { text } from 'drizzle-orm/pg-core';

/**
 * The delivery address columns an order and a saved address both carry: the contract's
 * ShippingSchema fields (SHIPPING_FIELDS), one column each. Mapped to and from the contract's
 * snake_case shape by modules/addresses/shipping-mapping.ts.
 */
export const shippingColumns = () => ({
  customerName: text('customer_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  streetAddress: text('street_address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
});
