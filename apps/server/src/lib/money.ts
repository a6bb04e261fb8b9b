/** Money is integer paise inside the server and rupees (2 decimals) at the edge. */
export const toRupees = (paise: number): number => Math.round(paise) / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** The GST share of a GST-inclusive price, in paise: price × rate / (100 + rate). */
export const gstShareOf = (pricePaise: number, ratePercent: number): number =>
  Math.round((pricePaise * ratePercent) / (100 + ratePercent));

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Paise written as rupees the Indian way: 1234550 → "₹12,345.50" (₹1,23,456.00). The server's
 * one money formatter (mails, invoice PDFs); the web's `formatRupees` takes rupees.
 */
export const formatPaise = (paise: number): string => inr.format(Math.round(paise) / 100);
