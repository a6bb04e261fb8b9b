/**
 * The embedded database's statement count (docs/decisions/391).
 *
 * PGlite is one connection in this process, and no other process opens its data folder (the
 * data-folder lock, decision 111). So a value read from it stays true until this process runs
 * another statement: every statement, read or write, by any module, script or test that uses
 * the client, goes through `query`, `exec`, `sql`, `transaction`, `describeQuery`, `listen` or
 * `unlisten`, and each moves the count when it starts and again when it ends. A read that
 * runs through `quietQuery` does not move it; whatever it read stays true while the count is
 * the one taken before it ran (and still the same after: nothing started or ended meanwhile).
 *
 * What relies on it must be a read whose answer can change only through a statement (the
 * session check: the clock's part is kept apart, see sessions.service.ts).
 */

interface PgliteLike {
  query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
}

interface Watched {
  count: number;
  /** The client's own `query`, which does not move the count. */
  quiet: PgliteLike['query'];
}

const watched = new WeakMap<object, Watched>();

const COUNTED = [
  'query',
  'exec',
  'sql',
  'transaction',
  'describeQuery',
  'listen',
  'unlisten',
] as const;

/** Makes every statement through `client` move its count. Called once, when it is opened. */
export function countPgliteStatements(client: object): void {
  if (watched.has(client)) return;
  const target = client as Record<string, unknown>;
  const original = target.query as PgliteLike['query'];
  const state: Watched = { count: 0, quiet: original.bind(client) };
  for (const name of COUNTED) {
    const fn = target[name];
    if (typeof fn !== 'function') continue;
    const bound = (fn as (...args: unknown[]) => Promise<unknown>).bind(client);
    target[name] = async (...args: unknown[]) => {
      state.count++;
      try {
        return await bound(...args);
      } finally {
        state.count++;
      }
    };
  }
  watched.set(client, state);
}

/** The client's statement count, or undefined for a client that is not counted. */
export function pgliteStatementCount(client: unknown): number | undefined {
  return typeof client === 'object' && client !== null ? watched.get(client)?.count : undefined;
}

/** Runs a read on a counted client without moving its count. */
export function quietQuery<T>(
  client: object,
  text: string,
  values?: unknown[],
): Promise<{ rows: T[] }> {
  const state = watched.get(client);
  if (!state) throw new Error('quietQuery: the client is not counted');
  return state.quiet<T>(text, values);
}
