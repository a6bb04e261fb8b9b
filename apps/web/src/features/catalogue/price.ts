/** Money helpers of the catalogue screens. Prices are GST-inclusive rupees (2 decimals). */

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The saving against a compare-at price, or null when there is none. */
export function savingOf(
  price: number,
  compareAt: number | null | undefined,
): { amount: number; percent: number } | null {
  if (compareAt == null || compareAt <= price || compareAt <= 0) return null;
  const amount = (toPaise(compareAt) - toPaise(price)) / 100;
  return { amount, percent: Math.round((amount / compareAt) * 100) };
}

/** The GST share of a GST-inclusive price: price × rate / (100 + rate), rounded to the paisa. */
export function gstShareOf(price: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return Math.round((toPaise(price) * ratePercent) / (100 + ratePercent)) / 100;
}
