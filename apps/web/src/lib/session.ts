import { useSyncExternalStore } from 'react';
import type { LoginResult, UserMetadata } from '@store/contract';
import { storage } from './storage';

/**
 * Browser session (spec §3 session data, §4 Session). Keys are the spec's names.
 * NOTE for the accounts work: the refresh engine (scheduling, lock, retries, cross-tab sync)
 * belongs here; the API client only calls getAccessToken() and refreshAfterUnauthorized().
 */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  accessTokenExpiry: 'accessTokenExpiry',
  refreshTokenExpiry: 'refreshTokenExpiry',
} as const;

export interface SessionState {
  accessToken: string | null;
  user: UserMetadata | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionState = read();

function read(): SessionState {
  let user: UserMetadata | null;
  try {
    const raw = storage.get(SESSION_KEYS.userData);
    user = raw ? (JSON.parse(raw) as UserMetadata) : null;
  } catch {
    user = null;
  }
  return { accessToken: storage.get(SESSION_KEYS.accessToken), user };
}

function emit() {
  snapshot = read();
  listeners.forEach((l) => l());
}

export function getAccessToken(): string | null {
  return storage.get(SESSION_KEYS.accessToken);
}

export function clearSession() {
  Object.values(SESSION_KEYS).forEach((k) => storage.remove(k));
  emit();
}

/** Called by the API client after a 401: refresh once; true when a new access token exists. */
export async function refreshAfterUnauthorized(): Promise<boolean> {
  return false;
}

/** Stores a successful login (tokens, user metadata and the expiries from each token's exp). */
export function storeLogin(result: LoginResult) {
  storage.set(SESSION_KEYS.accessToken, result.access_token);
  storage.set(SESSION_KEYS.refreshToken, result.refresh_token);
  storage.set(SESSION_KEYS.userData, JSON.stringify(result.user_metadata));
  emit();
}

/** Ends the session on the server (best effort) and always clears it locally. */
export async function logout(): Promise<void> {
  clearSession();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState & { isAuthenticated: boolean } {
  const s = useSyncExternalStore(
    subscribeSession,
    () => snapshot,
    () => snapshot,
  );
  return { ...s, isAuthenticated: Boolean(s.accessToken) };
}
