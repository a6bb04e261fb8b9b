import { REFRESH_LOCK_KEY, SESSION_TIMING as T } from './constants';
import type { KeyValueStorage } from './types';

/**
 * One refresh at a time across tabs: a `owner|until` value under REFRESH_LOCK_KEY; a holder
 * that died is ignored once its time has passed. `later` is the engine's (fake in tests) timer.
 */
export function createRefreshLock(deps: {
  storage: KeyValueStorage;
  now: () => number;
  later: (fn: () => void, ms: number) => unknown;
  tabId: string;
}) {
  const { storage, now, later, tabId } = deps;

  function holder(): { owner: string; until: number } | null {
    const raw = storage.get(REFRESH_LOCK_KEY);
    if (!raw) return null;
    const [owner, until] = raw.split('|');
    const untilMs = Number(until);
    if (!owner || !Number.isFinite(untilMs) || untilMs <= now()) return null;
    return { owner, until: untilMs };
  }
  const sleep = (ms: number) => new Promise<void>((resolve) => later(resolve, ms));

  return {
    async acquire() {
      for (;;) {
        const current = holder();
        if (!current || current.owner === tabId) break;
        await sleep(T.lockPollMs);
      }
      storage.set(REFRESH_LOCK_KEY, `${tabId}|${now() + T.lockStaleMs}`);
    },
    release() {
      if (holder()?.owner === tabId) storage.remove(REFRESH_LOCK_KEY);
    },
  };
}
