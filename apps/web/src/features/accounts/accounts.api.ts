import type { LoginBody, LoginResult, RegisterBody } from '@store/contract';
import { api, ApiError } from '../../lib/api-client';
import { SESSION_MESSAGES } from '../../lib/session';

/** POST /auth/login: the tokens and user metadata (stored by the caller with storeLogin). */
export async function loginRequest(body: LoginBody): Promise<LoginResult> {
  const res = await api.post<LoginResult>('/auth/login', body, { auth: false });
  return res.data;
}

/** POST /auth/register: answers the server's message ('Registration successful'). */
export async function registerRequest(body: RegisterBody): Promise<string> {
  const res = await api.post<null>('/auth/register', body, { auth: false });
  return res.message;
}

/** store-spec.md › Error catalogue: the server's message when it gave one (not for a server fault), else the fallback. */
export function authErrorMessage(
  error: unknown,
  fallback: string = SESSION_MESSAGES.loginFailed,
): string {
  return error instanceof ApiError && error.status < 500 && error.message
    ? error.message
    : fallback;
}

/** Where to go after signing in: the location the guard kept (never /login itself), else home. */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)
    ?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/';
  if (from.pathname.startsWith('//') || /^\/(login|register)\b/.test(from.pathname)) return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
