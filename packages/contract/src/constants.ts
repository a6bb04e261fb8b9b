/*
 * Constants the storefront's first screens read (the pincode box, the delivery promise, the
 * notify-me button), with no zod: the web imports them from `@store/contract/constants` so a
 * listing or a product page does not load the schemas and zod (docs/decisions/140). The
 * contract's index re-exports them, so `@store/contract` still has everything.
 */

/** A 6-digit Indian pincode (decisions.md › Delivery). */
export const PINCODE_RE = /^\d{6}$/;

/* Delivery across India (decisions.md › Delivery). */
export const PINCODE_NOT_FOUND_MESSAGE = 'We could not find this pincode';
export const UNSERVICEABLE_MESSAGE = 'We do not deliver to this pincode yet';
export const MALFORMED_PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode';

/* Back-in-stock alerts (docs/decisions/092). */
export const NOTIFY_ME_LABEL = 'Notify me when back in stock';
export const STOCK_ALERT_SUBSCRIBED_MESSAGE = 'We will e-mail you when it is back in stock';
export const STOCK_ALERT_REMOVED_MESSAGE = 'You will not be notified about this product';
export const STOCK_ALERT_NEEDS_EMAIL_MESSAGE =
  'Add an e-mail address to your profile to be notified';

/** Dates as customers and mails read them: India time, en-IN ("22 Nov 2026"). */
export const INDIA_DATE: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
/** With the time of day: "22 Nov 2026, 3:05 pm". */
export const INDIA_DATE_TIME: Intl.DateTimeFormatOptions = {
  ...INDIA_DATE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};

/**
 * Product cards whose picture is above the fold on a phone (the first row of two): the server
 * preloads them at high priority and the listing and search grids load them at once, not lazily
 * (docs/decisions/140).
 */
export const ABOVE_THE_FOLD_CARDS = 2;

/** The most of one product a cart line or an order line holds (decisions.md › Buying in quantity). */
export const MAX_LINE_QUANTITY = 10_000;
