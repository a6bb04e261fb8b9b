/** Money is integer paise inside the server and rupees (2 decimals) at the edge. */
export const toRupees = (paise: number): number => Math.round(paise) / 100;
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** The GST share of a GST-inclusive price, in paise: price × rate / (100 + rate). */
export const gstShareOf = (pricePaise: number, ratePercent: number): number =>
  Math.round((pricePaise * ratePercent) / (100 + ratePercent));
