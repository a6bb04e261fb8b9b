import type { Envelope, ErrorCode, FieldError } from '@store/contract';
import { getAccessToken, refreshAfterUnauthorized } from './session';

export { ApiError, messageOf, NetworkError } from './api-errors';
import { ApiError, NetworkError } from './api-errors';

export type { Envelope };

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer token (default true when one exists). */
  auth?: boolean;
  signal?: AbortSignal;
}

export const API_BASE = '/api';

/**
 * Tests only: src/test/contract-check.ts sets this to check every answer against the
 * contract's schema for its route. Guarded by `import.meta.env.MODE === 'test'`, so builds
 * drop it with the call below (docs/decisions/160-web-tests-on-shared-handlers.md).
 */
export type AnswerCheck = (method: string, path: string, status: number, body: unknown) => void;
let answerCheck: AnswerCheck | undefined;
export function setAnswerCheck(check: AnswerCheck | undefined) {
  if (import.meta.env.MODE === 'test') answerCheck = check;
}

/** The server renderer's way to the API (entry-server.tsx: in-process, as a guest). */
let serverFetch: typeof fetch | undefined;
export function setServerFetch(f: typeof fetch) {
  serverFetch = f;
}

function urlOf(path: string, query?: Query) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  }
  const s = qs.toString();
  return `${API_BASE}${path}${s ? `?${s}` : ''}`;
}

async function send<T>(
  method: string,
  path: string,
  opts: RequestOptions,
  retried: boolean,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const token = opts.auth === false ? null : getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await (serverFetch ?? fetch)(urlOf(path, opts.query), {
      method,
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }
  if (res.status === 401 && token && !retried && opts.auth !== false) {
    if (await refreshAfterUnauthorized()) return send<T>(method, path, opts, true);
  }
  let json: (Envelope<T> & { code?: ErrorCode; errors?: FieldError[] }) | undefined;
  try {
    json = (await res.json()) as Envelope<T> & { code?: ErrorCode; errors?: FieldError[] };
  } catch {
    if (!res.ok) throw new ApiError(res.status, `Request failed (${res.status})`);
    throw new NetworkError('Invalid response format');
  }
  if (import.meta.env.MODE === 'test') answerCheck?.(method, path, res.status, json);
  if (!res.ok || json.success === false) {
    throw new ApiError(
      res.status,
      json.message || `Request failed (${res.status})`,
      json.code,
      json.errors,
    );
  }
  return json;
}

/** The one typed client for `/api`; answers are the server's envelope. */
export const api = {
  get: <T>(path: string, opts: RequestOptions = {}) => send<T>('GET', path, opts, false),
  post: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    send<T>('POST', path, { ...opts, body }, false),
  put: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    send<T>('PUT', path, { ...opts, body }, false),
  patch: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    send<T>('PATCH', path, { ...opts, body }, false),
  delete: <T>(path: string, opts: RequestOptions = {}) => send<T>('DELETE', path, opts, false),
};

/**
 * GET a file (e.g. an invoice PDF) with the bearer token: the body as a Blob, or the server's
 * error envelope as an ApiError. One refresh-and-retry on 401, like every other call.
 */
export async function getFile(path: string, retried = false): Promise<Blob> {
  const token = getAccessToken();
  let res: Response;
  try {
    res = await fetch(urlOf(path), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new NetworkError();
  }
  if (res.status === 401 && token && !retried && (await refreshAfterUnauthorized())) {
    return getFile(path, true);
  }
  if (!res.ok) {
    let message = `Request failed (${res.status})`;
    let code: ErrorCode | undefined;
    try {
      const json = (await res.json()) as { message?: string; code?: ErrorCode };
      message = json.message || message;
      code = json.code;
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiError(res.status, message, code);
  }
  return res.blob();
}
