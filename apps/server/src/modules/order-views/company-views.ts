/** The India date (YYYY-MM-DD) `days` after an instant: an invoice's due date (decisions.md › §16). */
export function dueDateOf(issuedAt: Date | string, days: number): string {
  const t = new Date(issuedAt).getTime() + 330 * 60_000 + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
