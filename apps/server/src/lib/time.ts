export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString();
export const isoNow = () => new Date().toISOString();

/**
 * Lets the event loop answer other requests (I/O, timers) before long work goes on: the
 * catalogue import calls it between batches of rows (issue 43.21).
 */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
