import type { LoginResult, UserMetadata } from '@store/contract';
import { SESSION_MESSAGES, SESSION_TIMING } from './constants';
import { createRefreshLock } from './refresh-lock';
import { requestRotation } from './rotate-request';
import { createStoredSession } from './stored-session';
import {
  SessionError,
  type SessionDeps,
  type SessionEngine,
  type SessionSnapshot,
  type SessionStatus,
  type TimerId,
} from './types';

/**
 * The browser session of store-spec.md › States and transitions › Session and › Business
 * constants and limits: a refresh scheduled before the access token expires, one refresh at a
 * time (across tabs, ./refresh-lock.ts), retries, sign-out when the refresh token is gone,
 * periodic checks and cross-tab re-sync. Tokens sit in storage under the spec's keys
 * (./stored-session.ts); the rotate call is ./rotate-request.ts. Everything it touches
 * (storage, clock, timers, fetch, storage events) is injected, so unit tests drive it with a
 * fake clock; lib/session.ts wires it to the browser.
 */

const T = SESSION_TIMING;
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createSessionEngine(deps: SessionDeps): SessionEngine {
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

  const stored = createStoredSession(deps.storage, now);
  const { get, expiryOf, secondsLeft, isExpired } = stored;
  const lock = createRefreshLock({ storage: deps.storage, now, later, tabId, locks: deps.locks });

  const listeners = new Set<() => void>();
  let status: SessionStatus = 'ready';
  let refreshTimer: TimerId | null = null;
  let syncTimer: TimerId | null = null;
  let intervals: TimerId[] = [];
  let unsubscribeStorage: (() => void) | null = null;
  let inFlight: Promise<string | null> | null = null;
  let warnedFor: string | null = null;
  let started = false;

  // ---- the snapshot ---------------------------------------------------------------------------
  let snapshot: SessionSnapshot = buildSnapshot();
  let snapshotKey = keyOf();

  function keyOf() {
    return [get('accessToken'), get('refreshToken'), get('userData'), status].join('\u0000');
  }
  function buildSnapshot(): SessionSnapshot {
    const accessToken = get('accessToken');
    return { accessToken, user: stored.user(), isAuthenticated: Boolean(accessToken), status };
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

  // ---- ending and warning ---------------------------------------------------------------------
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
  /** Clears every stored session value and this engine's timers and warnings. */
  function clear() {
    stopRefreshTimer();
    stored.clear();
    warnedFor = null;
    status = 'ready';
    emit();
  }
  /** Involuntary end (refresh token expired or refused): everything is cleared. */
  function signOut() {
    const had = stored.hasAny();
    clear();
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
    if (!stored.hasBoth()) {
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
  function retryLater(force: boolean) {
    runLater(() => void refresh({ force }).catch(() => undefined), T.networkRetryMs);
  }

  // ---- refresh --------------------------------------------------------------------------------
  function rotate(force: boolean, tokenBefore: string | null): Promise<string | null> {
    return lock.run(() => rotateLocked(force, tokenBefore));
  }

  async function rotateLocked(force: boolean, tokenBefore: string | null): Promise<string | null> {
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

    const outcome = await requestRotation(
      { fetch: deps.fetch, apiBase, later, cancel },
      refreshToken,
    );
    switch (outcome.kind) {
      case 'network':
        retryLater(force);
        throw new SessionError(SESSION_MESSAGES.refreshFailed, 'network');
      case 'auth': {
        // A refusal of a token another tab (or a sign-in) has already replaced is a lost
        // race, not the end of the session: go on with what is stored now.
        const storedNow = get('accessToken');
        if (get('refreshToken') !== refreshToken && storedNow) {
          scheduleRefresh();
          emit();
          return storedNow;
        }
        signOut();
        throw new SessionError(outcome.message ?? SESSION_MESSAGES.rotationFailed, 'auth');
      }
      case 'server':
        retryLater(force);
        throw new SessionError(outcome.message ?? SESSION_MESSAGES.rotationFailed, 'server');
      case 'invalid':
        retryLater(force);
        throw new SessionError(SESSION_MESSAGES.invalidResponse, 'invalid');
    }
    // The user may have signed out (or another tab may have) while the request ran.
    if (get('refreshToken') !== refreshToken) return get('accessToken');
    stored.setToken('access', outcome.accessToken);
    if (outcome.refreshToken) stored.setToken('refresh', outcome.refreshToken);
    scheduleRefresh();
    warnIfRefreshEndingSoon();
    emit();
    return outcome.accessToken;
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
    if (!stored.hasAny()) return false;
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
    if (!stored.hasAny()) {
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
    if (!stored.hasBoth()) return;
    if (secondsLeft(expiryOf('access')) < T.fallbackRefreshBelowS) {
      void refresh().catch(() => undefined);
    }
  }

  /** Another tab changed the session: pick it up 100 ms later. */
  function onStorageChange(key: string | null) {
    if (!stored.isSessionKey(key)) return;
    if (syncTimer !== null) cancel(syncTimer);
    syncTimer = later(() => {
      syncTimer = null;
      if (stored.hasBoth()) scheduleRefresh();
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
    if (!stored.hasAny()) return;
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
    stored.setToken('access', result.access_token);
    stored.setToken('refresh', result.refresh_token);
    stored.setUser(result.user_metadata);
    warnedFor = null;
    status = 'ready';
    scheduleRefresh();
    warnIfRefreshEndingSoon();
    emit();
  }

  function updateUser(changes: Partial<UserMetadata>) {
    const user = stored.user();
    if (!user) return;
    stored.setUser({ ...user, ...changes });
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
