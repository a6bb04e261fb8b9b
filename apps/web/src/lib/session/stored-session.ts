import type { UserMetadata } from '@store/contract';
import { SESSION_KEYS, SESSION_TIMING as T } from './constants';
import { readTokenExpiry } from './jwt';
import type { KeyValueStorage } from './types';

/**
 * The session as it sits in storage under the spec's keys (store-spec.md › States and transitions
 * › Session): reading tokens, their expiry and the user, and writing them back. No timers here.
 */

export type SessionKey = keyof typeof SESSION_KEYS;

export function parseUser(raw: string | null): UserMetadata | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as UserMetadata).user_id === 'string') {
      return value as UserMetadata;
    }
  } catch {
    /* unreadable: treated as absent */
  }
  return null;
}

export function createStoredSession(storage: KeyValueStorage, now: () => number) {
  const nowS = () => now() / 1000;
  const get = (key: SessionKey) => storage.get(SESSION_KEYS[key]);

  function expiryFromToken(token: string): number {
    return readTokenExpiry(token) ?? Math.floor(nowS()) + T.fallbackExpiryS;
  }
  /** Stored expiry (epoch s); else the token's exp; else now + 10 minutes (store-spec.md › Business constants and limits). */
  function expiryOf(kind: 'access' | 'refresh'): number | null {
    const token = get(kind === 'access' ? 'accessToken' : 'refreshToken');
    if (!token) return null;
    const stored = Number(get(kind === 'access' ? 'accessTokenExpiry' : 'refreshTokenExpiry'));
    if (Number.isFinite(stored) && stored > 0) return stored;
    return expiryFromToken(token);
  }
  const secondsLeft = (expiry: number | null) => (expiry === null ? -Infinity : expiry - nowS());
  /** A token counts as expired within 30 s of its exp (store-spec.md › Business constants and limits). */
  const isExpired = (expiry: number | null) => secondsLeft(expiry) <= T.expirySkewS;

  return {
    get,
    expiryOf,
    secondsLeft,
    isExpired,
    hasAny: () => Boolean(get('accessToken') || get('refreshToken')),
    hasBoth: () => Boolean(get('accessToken') && get('refreshToken')),
    user: () => parseUser(get('userData')),
    setUser(user: UserMetadata) {
      storage.set(SESSION_KEYS.userData, JSON.stringify(user));
    },
    /** Stores a token and its expiry (read from the token, else now + 10 minutes). */
    setToken(kind: 'access' | 'refresh', token: string) {
      const [tokenKey, expiryKey] =
        kind === 'access'
          ? [SESSION_KEYS.accessToken, SESSION_KEYS.accessTokenExpiry]
          : [SESSION_KEYS.refreshToken, SESSION_KEYS.refreshTokenExpiry];
      storage.set(tokenKey, token);
      storage.set(expiryKey, String(expiryFromToken(token)));
    },
    clear() {
      for (const key of Object.values(SESSION_KEYS)) storage.remove(key);
    },
    /** True for the storage keys of the session (null: the whole storage was cleared). */
    isSessionKey: (key: string | null) =>
      key === null || (Object.values(SESSION_KEYS) as string[]).includes(key),
  };
}

export type StoredSession = ReturnType<typeof createStoredSession>;
