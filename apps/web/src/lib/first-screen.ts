import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A failed call's answer as the server puts it in the page (a product that does not exist). */
export interface FirstScreenError {
  status: number;
  message: string;
  code?: string;
}
/**
 * One query's answer: its key and its data, as the server puts them in the page; or its key,
 * null and the API's refusal (the server rendered the screen's "not found").
 */
export type FirstScreenEntry = [QueryKey, unknown] | [QueryKey, null, FirstScreenError];

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

/**
 * Puts well-formed entries in the cache; returns how many. A refusal is kept as the query's
 * error and not asked again on mount (the server rendered it so: hydration must match).
 */
export function seedQueryCache(client: QueryClient, entries: unknown): number {
  if (!Array.isArray(entries)) return 0;
  let seeded = 0;
  for (const entry of entries) {
    if (!Array.isArray(entry) || !Array.isArray(entry[0])) continue;
    const [key, data, failed] = entry as [QueryKey, unknown, FirstScreenError?];
    if (failed && typeof failed.status === 'number') {
      client.setQueryDefaults(key, { retryOnMount: false });
      client
        .getQueryCache()
        .build(client, { queryKey: key })
        .setState({
          status: 'error',
          fetchStatus: 'idle',
          error: new ApiError(failed.status, failed.message, failed.code as never),
          errorUpdatedAt: Date.now(),
        });
    } else if (entry.length === 2 && data !== undefined && data !== null) {
      client.setQueryData(key, data);
    } else continue;
    seeded += 1;
  }
  return seeded;
}
