import type { Database } from '../../db/client';

/** The NOTIFY channel of customer events; the payload is the user id the event belongs to. */
export const EVENTS_CHANNEL = 'store_events';

/**
 * One waiting poll. `next()` resolves true when a NOTIFY for its user arrived (also one that
 * arrived before `next()` was called, so nothing slips through between a database check and
 * the wait), false when the time ran out or the signal aborted.
 */
export interface Waiter {
  next(timeoutMs: number, signal: AbortSignal): Promise<boolean>;
  dispose(): void;
}

/**
 * The per-process event hub: one LISTEN on the database for every held poll of this process.
 * A NOTIFY wakes only the waiters of the user it names; waiting costs no database work.
 */
export interface EventHub {
  /** Starts listening (idempotent). */
  start(): Promise<void>;
  /** Registers a waiter for a user; register before checking the database. */
  register(userId: string): Waiter;
  /** How many polls are waiting now (for tests and diagnostics). */
  waiterCount(): number;
  /** The server is stopping: every wait ends now (empty answers), later ones at once. */
  shutdown(): void;
  stop(): Promise<void>;
}

interface WaiterState {
  pending: boolean;
  wake: (() => void) | null;
}

export function createEventHub(database: Pick<Database, 'listen'>): EventHub {
  const byUser = new Map<string, Set<WaiterState>>();
  let starting: Promise<() => Promise<void>> | null = null;
  let closed = false;

  const wakeAll = () => {
    for (const set of byUser.values()) for (const w of set) w.wake?.();
  };

  function onNotify(userId: string) {
    const set = byUser.get(userId);
    if (!set) return;
    for (const w of set) {
      w.pending = true;
      w.wake?.();
    }
  }

  return {
    async start() {
      starting ??= database.listen(EVENTS_CHANNEL, onNotify);
      try {
        await starting;
      } catch (err) {
        starting = null;
        throw err;
      }
    },

    register(userId) {
      const state: WaiterState = { pending: false, wake: null };
      let set = byUser.get(userId);
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      set.add(state);
      const dispose = () => {
        state.wake?.();
        const s = byUser.get(userId);
        if (!s) return;
        s.delete(state);
        if (s.size === 0) byUser.delete(userId);
      };
      return {
        dispose,
        next(timeoutMs, signal) {
          if (state.pending) {
            state.pending = false;
            return Promise.resolve(true);
          }
          if (closed || signal.aborted || timeoutMs <= 0) return Promise.resolve(false);
          return new Promise<boolean>((resolve) => {
            const finish = () => {
              clearTimeout(timer);
              signal.removeEventListener('abort', finish);
              state.wake = null;
              const notified = state.pending;
              state.pending = false;
              resolve(notified);
            };
            const timer = setTimeout(finish, timeoutMs);
            signal.addEventListener('abort', finish, { once: true });
            state.wake = finish;
          });
        },
      };
    },

    waiterCount() {
      let n = 0;
      for (const s of byUser.values()) n += s.size;
      return n;
    },

    shutdown() {
      closed = true;
      wakeAll();
    },

    async stop() {
      closed = true;
      wakeAll();
      const p = starting;
      starting = null;
      if (p) await (await p.catch(() => null))?.().catch(() => undefined);
    },
  };
}

const hubs = new WeakMap<object, EventHub>();

/** The hub of a database handle (one per process and database). */
export function eventHubFor(database: Database): EventHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = createEventHub(database);
    hubs.set(database, hub);
  }
  return hub;
}
