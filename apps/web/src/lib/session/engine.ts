import type { LoginResult, UserMetadata } from '@store/contract';
import { REFRESH_LOCK_KEY, SESSION_KEYS, SESSION_MESSAGES, SESSION_TIMING } from './constants';
import { readTokenExpiry } from './jwt';

/**
 * The browser session of store-spec.md §4 "States and transitions" (Session) and §9: tokens in storage under the spec's keys,
 * a refresh scheduled before the access token expires, one refresh at a time (across tabs),
 * retries, sign-out when the refresh token is gone, periodic checks and cross-tab re-sync.
 * Everything it touches (storage, clock, timers, fetch, storage events) is injected, so unit
 * tests drive it with a fake clock; lib/session.ts wires it to the browser.
 */

export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

type TimerId = ReturnType<typeof setTimeout>;

export interface SessionDeps {
  storage: KeyValueStorage;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Milliseconds since the epoch. */
  now?: () => number;
  setTimeout?: (fn: () => void, ms: number) => TimerId;
  clearTimeout?: (id: TimerId) => void;
  setInterval?: (fn: () => void, ms: number) => TimerId;
  clearInterval?: (id: TimerId) => void;
  /** Subscribes to storage changes made by other tabs (the `storage` event); returns unsubscribe. */
  subscribeStorage?: (onChange: (key: string | null) => void) => () => void;
  /** Where the spec's warning (refresh token ending within 24 h) and logout failures go. */
  warn?: (message: string) => void;
  /** Tells the user they were signed out involuntarily ('Session expired'). */
  notify?: (message: string) => void;
  apiBase?: string;
  /** Identifies this tab in the cross-tab refresh lock. */
  tabId?: string;
}

export type SessionStatus = 'loading' | 'ready';

export interface SessionSnapshot {
  accessToken: string | null;
  user: UserMetadata | null;
  isAuthenticated: boolean;
  /** 'loading' while the stored session is being verified at start-up (an expired access token is refreshed). */
  status: SessionStatus;
}

export type SessionErrorKind = 'auth' | 'network' | 'server' | 'invalid';

/** A failed refresh; `kind` 'auth' means the session has ended and was cleared. */
export class SessionError extends Error {
  constructor(
    message: string,
    readonly kind: SessionErrorKind,
  ) {
    super(message);
    this.name = 'SessionError';
  }
}

export interface SessionEngine {
  start(): void;
  stop(): void;
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  getAccessToken(): string | null;
  storeLogin(result: LoginResult): void;
  updateUser(changes: Partial<UserMetadata>): void;
  /** Refreshes the access token; skipped (answering the current one) when more than 300 s remain, unless forced. */
  refresh(opts?: { force?: boolean }): Promise<string | null>;
  /** After a 401: a forced refresh; true when a (new) access token is available. */
  refreshAfterUnauthorized(): Promise<boolean>;
  /** Ends the session on the server (best effort) and always clears it here. */
  logout(): Promise<void>;
  /** Clears every stored session value (no server call). */
  clear(): void;
  /** The periodic auth check (every 30 s); exposed for tests. */
  check(): void;
}

const T = SESSION_TIMING;
const MAX_TIMER_MS = 2 ** 31 - 1;

function parseUser(raw: string | null): UserMetadata | null {
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

export function createSessionEngine(deps: SessionDeps): SessionEngine {
  const { storage } = deps;
  const now = deps.now ?? (() => Date.now());
  const later = deps.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const cancel = deps.clearTimeout ?? ((id: TimerId) => globalThis.clearTimeout(id));
  const every =
    deps.setInterval ?? ((fn: () => void, ms: number) => globalThis.setInterval(fn, ms));
  const stopEvery = deps.clearInterval ?? ((id: TimerId) => globalThis.clearInterval(id));
  const warn = deps.warn ?? ((m: string) => console.warn(m));
  const notify = deps.notify ?? (() => undefined);
  const apiBase = deps.apiBase ?? '/api';
  const tabId = deps.tabId ?? `${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

  const listeners = new Set<() => void>();
  let status: SessionStatus = 'ready';
  let refreshTimer: TimerId | null = null;
  let syncTimer: TimerId | null = null;
  let intervals: TimerId[] = [];
  let unsubscribeStorage: (() => void) | null = null;
  let inFlight: Promise<string | null> | null = null;
  let warnedFor: string | null = null;
  let started = false;

  // ---- reading ------------------------------------------------------------------------------
  const nowS = () => now() / 1000;
  const get = (key: keyof typeof SESSION_KEYS) => storage.get(SESSION_KEYS[key]);
  let snapshot: SessionSnapshot = buildSnapshot();
  let snapshotKey = keyOf();

  /** Stored expiry (epoch s); else the token's exp; else now + 10 minutes (store-spec.md §9 "Business constants and limits"). */
  function expiryOf(kind: 'access' | 'refresh'): number | null {
    const token = get(kind === 'access' ? 'accessToken' : 'refreshToken');
    if (!token) return null;
    const stored = Number(get(kind === 'access' ? 'accessTokenExpiry' : 'refreshTokenExpiry'));
    if (Number.isFinite(stored) && stored > 0) return stored;
    return expiryFromToken(token);
  }
  function expiryFromToken(token: string): number {
    return readTokenExpiry(token) ?? Math.floor(nowS()) + T.fallbackExpiryS;
  }
  const secondsLeft = (expiry: number | null) => (expiry === null ? -Infinity : expiry - nowS());
  /** A token counts as expired within 30 s of its exp (store-spec.md §9 "Business constants and limits"). */
  const isExpired = (expiry: number | null) => secondsLeft(expiry) <= T.expirySkewS;

  function keyOf() {
    return [get('accessToken'), get('refreshToken'), get('userData'), status].join('\u0000');
  }
  function buildSnapshot(): SessionSnapshot {
    const accessToken = get('accessToken');
    return {
      accessToken,
      user: parseUser(get('userData')),
      isAuthenticated: Boolean(accessToken),
      status,
    };
  }
  /** The snapshot always mirrors storage (a write this tab did not make shows at once). */
  function current(): SessionSnapshot {
    const key = keyOf();
    if (key !== snapshotKey) {
      snapshotKey = key;
      snapshot = buildSnapshot();
    }
    return snapshot;
  }
  function emit() {
    current();
    for (const l of [...listeners]) l();
  }

  // ---- writing ------------------------------------------------------------------------------
  function clearStorage() {
    for (const key of Object.values(SESSION_KEYS)) storage.remove(key);
  }
  function stopRefreshTimer() {
    if (refreshTimer !== null) cancel(refreshTimer);
    refreshTimer = null;
  }
  function setStatus(next: SessionStatus) {
    if (status !== next) {
      status = next;
      emit();
    }
  }
  /** Involuntary end (refresh token expired or refused): everything is cleared. */
  function signOut() {
    const had = Boolean(get('accessToken') || get('refreshToken'));
    stopRefreshTimer();
    clearStorage();
    warnedFor = null;
    status = 'ready';
    emit();
    if (had) notify(SESSION_MESSAGES.sessionExpired);
  }

  function warnIfRefreshEndingSoon() {
    const token = get('refreshToken');
    if (!token || warnedFor === token) return;
    const left = secondsLeft(expiryOf('refresh'));
    if (left < T.refreshWarningS) {
      warnedFor = token;
      warn(
        `Your session ends in ${Math.max(0, Math.round(left / 3600))} h: the refresh token has less than 24 h left.`,
      );
    }
  }

  // ---- scheduling ---------------------------------------------------------------------------
  function runLater(fn: () => void, ms: number) {
    stopRefreshTimer();
    refreshTimer = later(
      () => {
        refreshTimer = null;
        fn();
      },
      Math.min(Math.max(0, ms), MAX_TIMER_MS),
    );
  }
  /** 120 s before the access token expires, or about 100 ms from now when 60 s or less remain. */
  function scheduleRefresh() {
    if (!get('accessToken') || !get('refreshToken')) {
      stopRefreshTimer();
      return;
    }
    const left = secondsLeft(expiryOf('access'));
    const delayMs =
      left <= T.immediateRefreshBelowS
        ? T.immediateRefreshDelayMs
        : Math.max(T.immediateRefreshDelayMs, (left - T.refreshBeforeExpiryS) * 1000);
    runLater(() => void refresh().catch(() => undefined), delayMs);
  }

  // ---- the cross-tab lock ---------------------------------------------------------------------
  function lockHolder(): { owner: string; until: number } | null {
    const raw = storage.get(REFRESH_LOCK_KEY);
    if (!raw) return null;
    const [owner, until] = raw.split('|');
    const untilMs = Number(until);
    if (!owner || !Number.isFinite(untilMs) || untilMs <= now()) return null;
    return { owner, until: untilMs };
  }
  const sleep = (ms: number) => new Promise<void>((resolve) => later(resolve, ms));
  async function acquireLock() {
    for (;;) {
      const holder = lockHolder();
      if (!holder || holder.owner === tabId) break;
      await sleep(T.lockPollMs);
    }
    storage.set(REFRESH_LOCK_KEY, `${tabId}|${now() + T.lockStaleMs}`);
  }
  function releaseLock() {
    if (lockHolder()?.owner === tabId) storage.remove(REFRESH_LOCK_KEY);
  }

  // ---- refresh --------------------------------------------------------------------------------
  function retryLater(force: boolean) {
    runLater(() => void refresh({ force }).catch(() => undefined), T.networkRetryMs);
  }

  async function rotate(force: boolean, tokenBefore: string | null): Promise<string | null> {
    await acquireLock();
    try {
      const accessToken = get('accessToken');
      const refreshToken = get('refreshToken');
      if (!refreshToken) {
        signOut();
        throw new SessionError(SESSION_MESSAGES.noRefreshToken, 'auth');
      }
      if (isExpired(expiryOf('refresh'))) {
        signOut();
        throw new SessionError(SESSION_MESSAGES.refreshTokenExpired, 'auth');
      }
      const accessExpiry = expiryOf('access');
      if (!force && accessToken && secondsLeft(accessExpiry) > T.skipRefreshAboveS) {
        scheduleRefresh();
        return accessToken;
      }
      // Another tab refreshed while this one waited for the lock: use its token.
      if (accessToken && accessToken !== tokenBefore && !isExpired(accessExpiry)) {
        scheduleRefresh();
        return accessToken;
      }

      let res: Response;
      const abort = new AbortController();
      const timeout = later(() => abort.abort(), T.requestTimeoutMs);
      try {
        res = await deps.fetch(`${apiBase}/auth/rotate-tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ refresh_token_value: refreshToken }),
          signal: abort.signal,
        });
      } catch {
        retryLater(force);
        throw new SessionError(SESSION_MESSAGES.refreshFailed, 'network');
      } finally {
        cancel(timeout);
      }
      let body: { message?: unknown; data?: { access_token?: unknown; refresh_token?: unknown } };
      try {
        body = ((await res.json()) ?? {}) as typeof body;
      } catch {
        body = {};
      }
      const serverMessage = typeof body.message === 'string' && body.message ? body.message : null;
      if (res.status === 401 || res.status === 403) {
        signOut();
        throw new SessionError(serverMessage ?? SESSION_MESSAGES.rotationFailed, 'auth');
      }
      if (!res.ok) {
        retryLater(force);
        throw new SessionError(serverMessage ?? SESSION_MESSAGES.rotationFailed, 'server');
      }
      const nextAccess = body.data?.access_token;
      const nextRefresh = body.data?.refresh_token;
      if (typeof nextAccess !== 'string' || !nextAccess) {
        retryLater(force);
        throw new SessionError(SESSION_MESSAGES.invalidResponse, 'invalid');
      }
      // The user may have signed out (or another tab may have) while the request ran.
      if (get('refreshToken') !== refreshToken) return get('accessToken');
      storage.set(SESSION_KEYS.accessToken, nextAccess);
      storage.set(SESSION_KEYS.accessTokenExpiry, String(expiryFromToken(nextAccess)));
      if (typeof nextRefresh === 'string' && nextRefresh) {
        storage.set(SESSION_KEYS.refreshToken, nextRefresh);
        storage.set(SESSION_KEYS.refreshTokenExpiry, String(expiryFromToken(nextRefresh)));
      }
      scheduleRefresh();
      warnIfRefreshEndingSoon();
      emit();
      return nextAccess;
    } finally {
      releaseLock();
    }
  }

  /** One refresh at a time: callers in this tab share it, other tabs wait for the lock. */
  function refresh(opts: { force?: boolean } = {}): Promise<string | null> {
    if (inFlight) return inFlight;
    const tokenBefore = get('accessToken');
    inFlight = rotate(Boolean(opts.force), tokenBefore).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function refreshAfterUnauthorized(): Promise<boolean> {
    const before = get('accessToken');
    if (!before && !get('refreshToken')) return false;
    try {
      const token = await refresh({ force: true });
      return Boolean(token);
    } catch {
      return false;
    }
  }

  // ---- checks ---------------------------------------------------------------------------------
  /** Every 30 s: re-read storage, end a session whose refresh token expired, refresh an expired access token. */
  function check() {
    const seen = snapshot;
    if (current() !== seen) emit(); // storage was written without an event (or by this tab's devtools)
    if (!get('accessToken') && !get('refreshToken')) {
      stopRefreshTimer();
      return;
    }
    if (!get('refreshToken') || isExpired(expiryOf('refresh'))) {
      signOut();
      return;
    }
    warnIfRefreshEndingSoon();
    if (isExpired(expiryOf('access'))) {
      void refresh({ force: true }).catch(() => undefined);
    } else if (refreshTimer === null && !inFlight) {
      scheduleRefresh();
    }
  }

  /** Every 120 s: refresh when under 180 s remain (covers timers a sleeping tab missed). */
  function fallbackCheck() {
    if (!get('accessToken') || !get('refreshToken')) return;
    if (secondsLeft(expiryOf('access')) < T.fallbackRefreshBelowS) {
      void refresh().catch(() => undefined);
    }
  }

  /** Another tab changed the session: pick it up 100 ms later. */
  function onStorageChange(key: string | null) {
    const ours = key === null || (Object.values(SESSION_KEYS) as string[]).includes(key);
    if (!ours) return;
    if (syncTimer !== null) cancel(syncTimer);
    syncTimer = later(() => {
      syncTimer = null;
      if (get('accessToken') && get('refreshToken')) scheduleRefresh();
      else stopRefreshTimer();
      warnedFor = null;
      emit();
    }, T.storageSyncDelayMs);
  }

  // ---- public ---------------------------------------------------------------------------------
  function start() {
    if (started) return;
    started = true;
    intervals = [every(check, T.periodicCheckMs), every(fallbackCheck, T.fallbackCheckMs)];
    unsubscribeStorage = deps.subscribeStorage?.(onStorageChange) ?? null;
    if (!get('accessToken') && !get('refreshToken')) return;
    if (!get('refreshToken') || isExpired(expiryOf('refresh'))) {
      signOut();
      return;
    }
    warnIfRefreshEndingSoon();
    if (isExpired(expiryOf('access'))) {
      // Verify the stored session before guarded pages render ('Verifying your access...').
      setStatus('loading');
      void refresh({ force: true })
        .catch(() => undefined)
        .finally(() => setStatus('ready'));
    } else {
      scheduleRefresh();
    }
  }

  function stop() {
    started = false;
    intervals.forEach(stopEvery);
    intervals = [];
    stopRefreshTimer();
    if (syncTimer !== null) cancel(syncTimer);
    syncTimer = null;
    unsubscribeStorage?.();
    unsubscribeStorage = null;
  }

  function storeLogin(result: LoginResult) {
    storage.set(SESSION_KEYS.accessToken, result.access_token);
    storage.set(SESSION_KEYS.refreshToken, result.refresh_token);
    storage.set(SESSION_KEYS.userData, JSON.stringify(result.user_metadata));
    storage.set(SESSION_KEYS.accessTokenExpiry, String(expiryFromToken(result.access_token)));
    storage.set(SESSION_KEYS.refreshTokenExpiry, String(expiryFromToken(result.refresh_token)));
    warnedFor = null;
    status = 'ready';
    scheduleRefresh();
    warnIfRefreshEndingSoon();
    emit();
  }

  function updateUser(changes: Partial<UserMetadata>) {
    const user = parseUser(get('userData'));
    if (!user) return;
    storage.set(SESSION_KEYS.userData, JSON.stringify({ ...user, ...changes }));
    emit();
  }

  function clear() {
    stopRefreshTimer();
    clearStorage();
    warnedFor = null;
    status = 'ready';
    emit();
  }

  async function logout() {
    const accessToken = get('accessToken');
    const refreshToken = get('refreshToken');
    clear();
    if (!accessToken && !refreshToken) return;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    try {
      const res = await deps.fetch(`${apiBase}/auth/logout`, {
        method: 'POST',
        headers,
        body: JSON.stringify(refreshToken ? { refresh_token_value: refreshToken } : {}),
      });
      if (!res.ok) warn(SESSION_MESSAGES.logoutFailed);
    } catch {
      warn(SESSION_MESSAGES.logoutFailed);
    }
  }

  return {
    start,
    stop,
    getSnapshot: current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getAccessToken: () => get('accessToken'),
    storeLogin,
    updateUser,
    refresh,
    refreshAfterUnauthorized,
    logout,
    clear,
    check,
  };
}
