import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One query's answer: its key and its data, as the server puts them in the page. */
export type FirstScreenEntry = [QueryKey, unknown];

/**
 * The catalogue answers the server put in the page for the requested screen
 * (`<script type="application/json" id="first-screen">`, docs/decisions/132 and 140) go into
 * the query cache before the first render, so that screen renders without waiting for its
 * calls — and, when the server rendered the screen from the same answers, the first client
 * render matches the server's HTML (hydration). A missing or malformed block is ignored (the
 * screen then asks as usual).
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
  return seedQueryCache(client, entries);
}

/** Puts well-formed `[key, data]` entries in the cache; returns how many. */
export function seedQueryCache(client: QueryClient, entries: unknown): number {
  if (!Array.isArray(entries)) return 0;
  let seeded = 0;
  for (const entry of entries) {
    if (!Array.isArray(entry) || entry.length !== 2 || !Array.isArray(entry[0])) continue;
    const [key, data] = entry as FirstScreenEntry;
    if (data === undefined || data === null) continue;
    client.setQueryData(key, data);
    seeded += 1;
  }
  return seeded;
}
