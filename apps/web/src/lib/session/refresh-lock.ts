import { REFRESH_LOCK_KEY, SESSION_TIMING as T } from './constants';
import type { KeyValueStorage, LockManagerLike } from './types';

/** The name of the browser lock (navigator.locks) every tab of the store refreshes under. */
export const REFRESH_WEB_LOCK = 'store-auth-refresh';

export interface RefreshLock {
  /** Runs `fn` while no other tab of this origin refreshes. */
  run<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * One refresh at a time across tabs. In a browser this is `navigator.locks` (the Web Locks
 * API): the browser grants the lock to one tab at a time, atomically, and frees it when a tab
 * closes. Without it (tests, very old browsers) a `owner|until` value under REFRESH_LOCK_KEY
 * is polled; a holder that died is ignored once its time has passed. `later` is the engine's
 * (fake in tests) timer.
 */
export function createRefreshLock(deps: {
  storage: KeyValueStorage;
  now: () => number;
  later: (fn: () => void, ms: number) => unknown;
  tabId: string;
  locks?: LockManagerLike | null;
}): RefreshLock {
  const { storage, now, later, tabId, locks } = deps;
  if (locks) {
    return { run: (fn) => locks.request(REFRESH_WEB_LOCK, fn) };
  }

  function holder(): { owner: string; until: number } | null {
    const raw = storage.get(REFRESH_LOCK_KEY);
    if (!raw) return null;
    const [owner, until] = raw.split('|');
    const untilMs = Number(until);
    if (!owner || !Number.isFinite(untilMs) || untilMs <= now()) return null;
    return { owner, until: untilMs };
  }
  const sleep = (ms: number) => new Promise<void>((resolve) => later(resolve, ms));

  async function acquire() {
    for (;;) {
      const current = holder();
      if (!current || current.owner === tabId) break;
      await sleep(T.lockPollMs);
    }
    storage.set(REFRESH_LOCK_KEY, `${tabId}|${now() + T.lockStaleMs}`);
  }
  function release() {
    if (holder()?.owner === tabId) storage.remove(REFRESH_LOCK_KEY);
  }
  return {
    async run(fn) {
      await acquire();
      try {
        return await fn();
      } finally {
        release();
      }
    },
  };
}
