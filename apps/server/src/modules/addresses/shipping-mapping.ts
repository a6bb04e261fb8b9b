import type { Shipping } from '@store/contract';

/** The delivery address columns (db/schema/shipping-columns.ts) as a row holds them. */
export interface ShippingColumns {
  customerName: string;
  phoneNumber: string;
  streetAddress: string;
  city: string;
  state: string;
  pincode: string;
}

/** The contract's shipping fields → the columns of an order or a saved address. */
export const shippingToColumns = (s: Shipping): ShippingColumns => ({
  customerName: s.customer_name,
  phoneNumber: s.phone_number,
  streetAddress: s.street_address,
  city: s.city,
  state: s.state,
  pincode: s.pincode,
});

/** A row's delivery address columns → the contract's shipping fields. */
export const shippingFromColumns = (r: ShippingColumns): Shipping => ({
  customer_name: r.customerName,
  phone_number: r.phoneNumber,
  street_address: r.streetAddress,
  city: r.city,
  state: r.state,
  pincode: r.pincode,
});
