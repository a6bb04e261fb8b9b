import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The catalogue answers the server put in index.html for the requested screen
 * (`<script type="application/json" id="first-screen">`, docs/decisions/132) go into the query
 * cache before the first render, so that screen renders without waiting for its calls.
 * A missing or malformed block is ignored (the screen then asks as usual).
 */
export function seedFirstScreen(client: QueryClient, doc: Document = document): number {
  const el = doc.getElementById('first-screen');
  if (!el) return 0;
  el.remove();
  let entries: unknown;
  try {
    entries = JSON.parse(el.textContent ?? '');
  } catch {
    return 0;
  }
  if (!Array.isArray(entries)) return 0;
  let seeded = 0;
  for (const entry of entries) {
    if (!Array.isArray(entry) || entry.length !== 2 || !Array.isArray(entry[0])) continue;
    const [key, data] = entry as [QueryKey, unknown];
    if (data === undefined || data === null) continue;
    client.setQueryData(key, data);
    seeded += 1;
  }
  return seeded;
}
