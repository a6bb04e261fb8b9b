import { useSyncExternalStore } from 'react';
import type { LoginResult, UserMetadata } from '@store/contract';
import { createSessionEngine } from './session/engine';
import type { SessionSnapshot } from './session/types';
import { storage } from './storage';
import { showToast } from './toast';

/**
 * The browser session (store-spec.md › Entities and their fields (session data), store-spec.md › States and transitions › Session, store-spec.md › Business constants and limits): one engine per page, wired to
 * localStorage, window.fetch, real timers and the `storage` event of other tabs. The rules
 * live in ./session/engine.ts (unit-tested with a fake clock); this file is the app's door.
 */
export { SESSION_KEYS, SESSION_MESSAGES, SESSION_TIMING } from './session/constants';
export { SessionError, type SessionSnapshot, type SessionStatus } from './session/types';

const engine = createSessionEngine({
  storage,
  fetch: (input, init) => globalThis.fetch(input, init),
  subscribeStorage: (onChange) => {
    const handler = (event: StorageEvent) => onChange(event.key);
    window.addEventListener('storage', handler);
    return () => window.removeEventListener('storage', handler);
  },
  notify: (message) => {
    showToast(message, 'error');
  },
  // The Web Locks API: one refresh at a time across tabs, granted atomically by the browser.
  locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
});
if (typeof window !== 'undefined') engine.start();

/** The stored access token (sent as the bearer token by the API client). */
export function getAccessToken(): string | null {
  return engine.getAccessToken();
}

/** Clears every stored session value, without calling the server. */
export function clearSession(): void {
  engine.clear();
}

/** After a 401 (called once by the API client): refresh; true when a new access token exists. */
export function refreshAfterUnauthorized(): Promise<boolean> {
  return engine.refreshAfterUnauthorized();
}

/** Stores a successful login (tokens, user metadata, expiries from each token's exp) and schedules the refresh. */
export function storeLogin(result: LoginResult): void {
  engine.storeLogin(result);
}

/** Keeps the stored user metadata in step after a profile change (name, e-mail). */
export function updateSessionUser(changes: Partial<UserMetadata>): void {
  engine.updateUser(changes);
}

/** Ends the session on the server (best effort) and always clears it locally. */
export function logout(): Promise<void> {
  return engine.logout();
}

export function subscribeSession(listener: () => void): () => void {
  return engine.subscribe(listener);
}

export function getSessionSnapshot(): SessionSnapshot {
  return engine.getSnapshot();
}

/** The server renders as a guest (docs/decisions/140): hydration starts from this, then the stored session. */
const GUEST: SessionSnapshot = Object.freeze({
  accessToken: null,
  user: null,
  isAuthenticated: false,
  status: 'ready',
});
const guestSnapshot = () => GUEST;
/**
 * The engine's snapshot, or GUEST itself when it says the same: a guest's page then needs no
 * re-render after hydration (a changed external store re-renders synchronously, one long task).
 */
const clientSnapshot = (): SessionSnapshot => {
  const s = engine.getSnapshot();
  return !s.accessToken && !s.user && !s.isAuthenticated && s.status === GUEST.status ? GUEST : s;
};

/** `{ accessToken, user, isAuthenticated, status }`, re-rendering on every change. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(engine.subscribe, clientSnapshot, guestSnapshot);
}
