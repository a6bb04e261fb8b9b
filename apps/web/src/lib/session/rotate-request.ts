import { SESSION_TIMING as T } from './constants';
import type { SessionDeps, TimerId } from './types';

/** What one `POST /auth/rotate-tokens` came to; the engine decides what each means. */
export type RotateOutcome =
  | { kind: 'ok'; accessToken: string; refreshToken: string | null }
  /** No answer (offline, aborted after the request timeout). */
  | { kind: 'network' }
  /** 401/403: the refresh token was refused. */
  | { kind: 'auth'; message: string | null }
  /** Any other failure status. */
  | { kind: 'server'; message: string | null }
  /** 2xx without an access token. */
  | { kind: 'invalid' };

export async function requestRotation(
  deps: Pick<SessionDeps, 'fetch'> & {
    apiBase: string;
    later: (fn: () => void, ms: number) => TimerId;
    cancel: (id: TimerId) => void;
  },
  refreshToken: string,
): Promise<RotateOutcome> {
  let res: Response;
  const abort = new AbortController();
  const timeout = deps.later(() => abort.abort(), T.requestTimeoutMs);
  try {
    res = await deps.fetch(`${deps.apiBase}/auth/rotate-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refresh_token_value: refreshToken }),
      signal: abort.signal,
    });
  } catch {
    return { kind: 'network' };
  } finally {
    deps.cancel(timeout);
  }
  let body: { message?: unknown; data?: { access_token?: unknown; refresh_token?: unknown } };
  try {
    body = ((await res.json()) ?? {}) as typeof body;
  } catch {
    body = {};
  }
  const message = typeof body.message === 'string' && body.message ? body.message : null;
  if (res.status === 401 || res.status === 403) return { kind: 'auth', message };
  if (!res.ok) return { kind: 'server', message };
  const accessToken = body.data?.access_token;
  const nextRefresh = body.data?.refresh_token;
  if (typeof accessToken !== 'string' || !accessToken) return { kind: 'invalid' };
  return {
    kind: 'ok',
    accessToken,
    refreshToken: typeof nextRefresh === 'string' && nextRefresh ? nextRefresh : null,
  };
}
