import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@store/contract';
import { REFRESH_LOCK_KEY } from './constants';
import { createSessionEngine } from './engine';
import { SessionError, type KeyValueStorage, type SessionEngine } from './types';
import { readTokenExpiry } from './jwt';

// Each `describe` below is one rule of store-spec.md › States and transitions › Session, store-spec.md › Business constants and limits; each test fails if its rule breaks.

const START = new Date('2026-03-01T10:00:00Z').getTime();
const nowS = () => Math.floor(Date.now() / 1000);

let serial = 0;
/** A readable JWT (signature irrelevant to the browser) expiring in `seconds`. */
function jwt(seconds: number): string {
  const enc = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  serial += 1;
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: 'u1', n: serial, exp: nowS() + seconds })}.sig`;
}

const USER = {
  user_id: 'u1',
  name: 'Asha Rao',
  phone: '9876543210',
  email: null,
  role: 'USER' as const,
};
const login = (accessS: number, refreshS = 30 * 24 * 3600): LoginResult => ({
  access_token: jwt(accessS),
  refresh_token: jwt(refreshS),
  user_metadata: USER,
});

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  };
}

interface FakeResponse {
  status: number;
  body?: unknown;
}
const response = ({ status, body }: FakeResponse) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('no body');
      return body;
    },
  }) as Response;
const rotated = (accessS = 900, refreshS?: number) =>
  response({
    status: 200,
    body: {
      success: true,
      message: 'OK',
      data: { access_token: jwt(accessS), ...(refreshS ? { refresh_token: jwt(refreshS) } : {}) },
    },
  });

let storage: ReturnType<typeof memoryStorage>;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let warn: ReturnType<typeof vi.fn<(m: string) => void>>;
let notify: ReturnType<typeof vi.fn<(m: string) => void>>;
let storageListener: ((key: string | null) => void) | null;
let engine: SessionEngine;

function makeEngine() {
  engine = createSessionEngine({
    storage,
    fetch: fetchMock,
    now: () => Date.now(),
    warn,
    notify,
    tabId: 'this-tab',
    subscribeStorage: (cb) => {
      storageListener = cb;
      return () => {
        storageListener = null;
      };
    },
  });
  return engine;
}
/** Puts a session in storage as an earlier page (or another tab) left it. */
function seed(accessS: number, refreshS = 30 * 24 * 3600) {
  const l = login(accessS, refreshS);
  storage.set('accessToken', l.access_token);
  storage.set('refreshToken', l.refresh_token);
  storage.set('userData', JSON.stringify(USER));
  storage.set('accessTokenExpiry', String(readTokenExpiry(l.access_token)));
  storage.set('refreshTokenExpiry', String(readTokenExpiry(l.refresh_token)));
  return l;
}
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const rotateCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url.endsWith('/auth/rotate-tokens'));

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  storage = memoryStorage();
  fetchMock = vi.fn(async () => rotated());
  warn = vi.fn();
  notify = vi.fn();
  storageListener = null;
});
afterEach(() => {
  engine?.stop();
  vi.useRealTimers();
});

describe('no tokens means signed out', () => {
  it('is signed out and ready, and never calls the server', async () => {
    makeEngine().start();
    expect(engine.getSnapshot()).toEqual({
      accessToken: null,
      user: null,
      isAuthenticated: false,
      status: 'ready',
    });
    await advance(10 * 60_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('login stores the tokens and schedules a refresh', () => {
  it('stores both tokens, userData and each expiry (epoch seconds from exp)', () => {
    makeEngine().start();
    const l = login(900);
    engine.storeLogin(l);
    expect(Object.fromEntries(storage.map)).toEqual({
      accessToken: l.access_token,
      refreshToken: l.refresh_token,
      userData: JSON.stringify(USER),
      accessTokenExpiry: String(nowS() + 900),
      refreshTokenExpiry: String(nowS() + 30 * 24 * 3600),
    });
    expect(engine.getSnapshot()).toMatchObject({
      accessToken: l.access_token,
      user: USER,
      isAuthenticated: true,
    });
  });

  it('notifies subscribers', () => {
    makeEngine().start();
    const listener = vi.fn();
    engine.subscribe(listener);
    engine.storeLogin(login(900));
    expect(listener).toHaveBeenCalled();
  });
});

describe('refresh scheduled 120 s before expiry', () => {
  it('rotates at exp - 120 s, sending the refresh token in the body, and stores the answer', async () => {
    makeEngine().start();
    const l = login(900);
    engine.storeLogin(l);
    await advance(779_999);
    expect(rotateCalls()).toHaveLength(0);
    const next = rotated(900, 30 * 24 * 3600);
    fetchMock.mockResolvedValueOnce(next);
    await advance(1);
    expect(rotateCalls()).toHaveLength(1);
    const [url, init] = rotateCalls()[0]!;
    expect(url).toBe('/api/auth/rotate-tokens');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ refresh_token_value: l.refresh_token });
    expect(url).not.toContain(l.refresh_token);
    const body = (await next.json()) as { data: { access_token: string; refresh_token: string } };
    expect(storage.get('accessToken')).toBe(body.data.access_token);
    expect(storage.get('refreshToken')).toBe(body.data.refresh_token);
    expect(storage.get('accessTokenExpiry')).toBe(String(readTokenExpiry(body.data.access_token)));
    expect(storage.get('refreshTokenExpiry')).toBe(
      String(readTokenExpiry(body.data.refresh_token)),
    );
  });

  it('keeps the refresh token when the answer carries none', async () => {
    makeEngine().start();
    const l = login(900);
    engine.storeLogin(l);
    await advance(780_000);
    expect(rotateCalls()).toHaveLength(1);
    expect(storage.get('refreshToken')).toBe(l.refresh_token);
    expect(storage.get('accessToken')).not.toBe(l.access_token);
  });

  it('schedules the next refresh from the new token', async () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    await advance(780_000);
    expect(rotateCalls()).toHaveLength(1);
    await advance(779_999);
    expect(rotateCalls()).toHaveLength(1);
    await advance(1);
    expect(rotateCalls()).toHaveLength(2);
  });
});

describe('about 100 ms later when 60 s or less remain', () => {
  it('refreshes 100 ms after login when the access token has 50 s left', async () => {
    makeEngine().start();
    engine.storeLogin(login(50));
    await advance(99);
    expect(rotateCalls()).toHaveLength(0);
    await advance(1);
    expect(rotateCalls()).toHaveLength(1);
  });

  it('refreshes 100 ms after start for a stored token with 60 s left', async () => {
    seed(60);
    makeEngine().start();
    await advance(99);
    expect(rotateCalls()).toHaveLength(0);
    await advance(1);
    expect(rotateCalls()).toHaveLength(1);
  });
});

describe('skipped when more than 300 s remain, unless forced', () => {
  it('skips with 301 s left and answers the current token', async () => {
    makeEngine().start();
    const l = login(301);
    engine.storeLogin(l);
    await expect(engine.refresh()).resolves.toBe(l.access_token);
    expect(rotateCalls()).toHaveLength(0);
  });

  it('does not skip with 299 s left', async () => {
    makeEngine().start();
    engine.storeLogin(login(299));
    await engine.refresh();
    expect(rotateCalls()).toHaveLength(1);
  });

  it('refreshes anyway when forced', async () => {
    makeEngine().start();
    const l = login(900);
    engine.storeLogin(l);
    const token = await engine.refresh({ force: true });
    expect(rotateCalls()).toHaveLength(1);
    expect(token).not.toBe(l.access_token);
  });
});

describe('one refresh at a time; others wait for it', () => {
  it('shares one request among concurrent callers', async () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    let answer!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const calls = [
      engine.refresh({ force: true }),
      engine.refresh({ force: true }),
      engine.refreshAfterUnauthorized(),
    ];
    await advance(0);
    expect(rotateCalls()).toHaveLength(1);
    const next = rotated();
    answer(next);
    const [a, b, c] = await Promise.all(calls);
    expect(a).toBe(b);
    expect(a).toBe(storage.get('accessToken'));
    expect(c).toBe(true);
    expect(rotateCalls()).toHaveLength(1);
  });

  it('holds the cross-tab lock while refreshing and releases it after', async () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    let answer!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = engine.refresh({ force: true });
    await advance(0);
    expect(storage.get(REFRESH_LOCK_KEY)).toMatch(/^this-tab\|/);
    answer(rotated());
    await pending;
    expect(storage.get(REFRESH_LOCK_KEY)).toBeNull();
  });
});

describe('refresh lock polled every 100 ms', () => {
  it('waits while another tab holds the lock and starts at the next 100 ms poll after it is released', async () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    storage.set(REFRESH_LOCK_KEY, `other-tab|${Date.now() + 20_000}`);
    const pending = engine.refresh({ force: true });
    await advance(250);
    expect(rotateCalls()).toHaveLength(0);
    storage.remove(REFRESH_LOCK_KEY);
    await advance(49);
    expect(rotateCalls()).toHaveLength(0);
    await advance(1);
    expect(rotateCalls()).toHaveLength(1);
    await pending;
  });

  it('uses the token the other tab obtained instead of rotating again', async () => {
    makeEngine().start();
    engine.storeLogin(login(100));
    storage.set(REFRESH_LOCK_KEY, `other-tab|${Date.now() + 20_000}`);
    const pending = engine.refresh({ force: true });
    await advance(300);
    const fromOtherTab = jwt(900);
    storage.set('accessToken', fromOtherTab);
    storage.set('accessTokenExpiry', String(nowS() + 900));
    storage.remove(REFRESH_LOCK_KEY);
    await advance(100);
    await expect(pending).resolves.toBe(fromOtherTab);
    expect(rotateCalls()).toHaveLength(0);
  });

  it('takes over a lock left by a tab that closed mid-refresh', async () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    storage.set(REFRESH_LOCK_KEY, `closed-tab|${Date.now() - 1}`);
    await engine.refresh({ force: true });
    expect(rotateCalls()).toHaveLength(1);
  });
});

describe('retried after 30 s on a network error', () => {
  it('fails with Token refresh failed and tries again 30 s later', async () => {
    makeEngine().start();
    engine.storeLogin(login(100));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const first = engine.refresh();
    await expect(first).rejects.toEqual(new SessionError('Token refresh failed', 'network'));
    expect(rotateCalls()).toHaveLength(1);
    expect(storage.get('refreshToken')).not.toBeNull();
    await advance(29_999);
    expect(rotateCalls()).toHaveLength(1);
    await advance(1);
    expect(rotateCalls()).toHaveLength(2);
    expect(engine.getSnapshot().isAuthenticated).toBe(true);
  });

  it('treats a request that never answers as a network error', async () => {
    makeEngine().start();
    engine.storeLogin(login(100));
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const pending = engine.refresh();
    const assertion = expect(pending).rejects.toThrow('Token refresh failed');
    await advance(15_000);
    await assertion;
  });
});

describe('signed out on a 401 or 403 from refresh', () => {
  it.each([401, 403])('clears everything on %i and says Session expired', async (status) => {
    makeEngine().start();
    engine.storeLogin(login(900));
    fetchMock.mockResolvedValueOnce(
      response({ status, body: { success: false, message: 'Session expired', data: null } }),
    );
    await expect(engine.refresh({ force: true })).rejects.toMatchObject({
      message: 'Session expired',
      kind: 'auth',
    });
    expect(storage.map.size).toBe(0);
    expect(engine.getSnapshot().isAuthenticated).toBe(false);
    expect(notify).toHaveBeenCalledWith('Session expired');
    await advance(60_000);
    expect(rotateCalls()).toHaveLength(1);
  });

  it('uses Token rotation failed when the refusal carries no message', async () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    fetchMock.mockResolvedValueOnce(response({ status: 401 }));
    await expect(engine.refresh({ force: true })).rejects.toThrow('Token rotation failed');
  });

  it('answers false to the API client after a refused refresh', async () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    fetchMock.mockResolvedValueOnce(
      response({ status: 401, body: { message: 'Session expired' } }),
    );
    await expect(engine.refreshAfterUnauthorized()).resolves.toBe(false);
    expect(engine.getAccessToken()).toBeNull();
  });
});

describe('signed out when the refresh token expiry has passed', () => {
  it('refuses to refresh with Refresh token expired and clears the session, without a request', async () => {
    makeEngine().start();
    engine.storeLogin(login(20, 25));
    await expect(engine.refresh({ force: true })).rejects.toEqual(
      new SessionError('Refresh token expired', 'auth'),
    );
    expect(rotateCalls()).toHaveLength(0);
    expect(storage.map.size).toBe(0);
    expect(notify).toHaveBeenCalledWith('Session expired');
  });

  it('signs out at start-up when the stored refresh token has expired', () => {
    seed(-1000, -10);
    makeEngine().start();
    expect(engine.getSnapshot().isAuthenticated).toBe(false);
    expect(storage.map.size).toBe(0);
  });

  it('answers No refresh token available when there is none', async () => {
    makeEngine().start();
    storage.set('accessToken', jwt(100));
    await expect(engine.refresh({ force: true })).rejects.toThrow('No refresh token available');
    expect(storage.get('accessToken')).toBeNull();
  });
});

describe('periodic auth check every 30 s', () => {
  it('refreshes an access token found expired at the check', async () => {
    makeEngine().start();
    engine.storeLogin(login(3600));
    await advance(1_000);
    // Storage changed without an event (another tab's write missed): the access token is due.
    storage.set('accessTokenExpiry', String(nowS() + 10));
    await advance(28_999);
    expect(rotateCalls()).toHaveLength(0);
    await advance(1);
    expect(rotateCalls()).toHaveLength(1);
  });

  it('signs out at the check once the refresh token has expired', async () => {
    makeEngine().start();
    engine.storeLogin(login(3600, 3600 * 25));
    storage.set('refreshTokenExpiry', String(nowS() + 31));
    await advance(29_999);
    expect(engine.getSnapshot().isAuthenticated).toBe(true);
    await advance(1);
    expect(engine.getSnapshot().isAuthenticated).toBe(false);
    expect(notify).toHaveBeenCalledWith('Session expired');
  });
});

describe('fallback status check every 120 s, refreshing under 180 s left', () => {
  it('refreshes at the 240 s check when the token then has 160 s left (before the 280 s schedule)', async () => {
    makeEngine().start();
    engine.storeLogin(login(400));
    await advance(239_999);
    expect(rotateCalls()).toHaveLength(0);
    await advance(1);
    expect(rotateCalls()).toHaveLength(1);
  });

  it('does not refresh at the check while 180 s or more remain', async () => {
    makeEngine().start();
    engine.storeLogin(login(300));
    await advance(120_000);
    expect(rotateCalls()).toHaveLength(0);
  });
});

describe('a token counts as expired within 30 s of its exp', () => {
  it('signs out at the 60 s check a refresh token whose exp is 70 s away', async () => {
    makeEngine().start();
    engine.storeLogin(login(3600, 70));
    await advance(59_999);
    expect(engine.getSnapshot().isAuthenticated).toBe(true);
    await advance(1);
    expect(engine.getSnapshot().isAuthenticated).toBe(false);
  });

  it('verifies a stored access token with 20 s left at start-up: status loading, then ready', async () => {
    seed(20);
    makeEngine().start();
    expect(engine.getSnapshot().status).toBe('loading');
    await advance(0);
    expect(rotateCalls()).toHaveLength(1);
    expect(engine.getSnapshot().status).toBe('ready');
    expect(engine.getSnapshot().isAuthenticated).toBe(true);
  });

  it('is ready at once for a stored access token with 40 s left', () => {
    seed(40);
    makeEngine().start();
    expect(engine.getSnapshot().status).toBe('ready');
  });
});

describe('10-minute fallback when a token cannot be read', () => {
  it('assumes exp = now + 600 s and schedules the refresh at 480 s', async () => {
    makeEngine().start();
    engine.storeLogin({
      access_token: 'opaque-access',
      refresh_token: jwt(86400 * 30),
      user_metadata: USER,
    });
    expect(storage.get('accessTokenExpiry')).toBe(String(nowS() + 600));
    await advance(479_999);
    expect(rotateCalls()).toHaveLength(0);
    await advance(1);
    expect(rotateCalls()).toHaveLength(1);
  });

  it('reads a missing stored expiry from the token, else falls back to 10 minutes', () => {
    expect(readTokenExpiry(jwt(42))).toBe(nowS() + 42);
    expect(readTokenExpiry('not.a-jwt')).toBeNull();
    expect(readTokenExpiry('garbage')).toBeNull();
  });
});

describe('warning when the refresh token has under 24 h left', () => {
  it('warns once with 23 h left', async () => {
    makeEngine().start();
    engine.storeLogin(login(3600, 23 * 3600));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/less than 24 h/);
    await advance(120_000);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not warn with 25 h left', async () => {
    makeEngine().start();
    engine.storeLogin(login(3600, 25 * 3600));
    await advance(120_000);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("another tab's change re-synced after 100 ms", () => {
  it('notifies 100 ms after the storage event and follows the other tab’s sign-out', async () => {
    makeEngine().start();
    engine.storeLogin(login(200));
    const listener = vi.fn();
    engine.subscribe(listener);
    storage.map.clear(); // the other tab logged out
    storageListener?.('accessToken');
    await advance(99);
    expect(listener).not.toHaveBeenCalled();
    await advance(1);
    expect(listener).toHaveBeenCalled();
    expect(engine.getSnapshot().isAuthenticated).toBe(false);
    await advance(600_000);
    expect(rotateCalls()).toHaveLength(0);
  });

  it('follows the other tab’s sign-in and schedules its refresh', async () => {
    makeEngine().start();
    seed(50);
    storageListener?.(null);
    await advance(100);
    expect(engine.getSnapshot().isAuthenticated).toBe(true);
    expect(rotateCalls()).toHaveLength(0);
    await advance(100);
    expect(rotateCalls()).toHaveLength(1);
  });

  it('ignores storage keys that are not the session’s', async () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    const listener = vi.fn();
    engine.subscribe(listener);
    storageListener?.('theme');
    await advance(200);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('logout clears everything even when the server call fails', () => {
  it('sends the bearer and the refresh token, then everything is gone', async () => {
    makeEngine().start();
    const l = login(900);
    engine.storeLogin(l);
    fetchMock.mockResolvedValueOnce(response({ status: 200, body: { success: true } }));
    await engine.logout();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${l.access_token}`);
    expect(JSON.parse(String(init.body))).toEqual({ refresh_token_value: l.refresh_token });
    expect(storage.map.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(response({ status: 500, body: { message: 'x' } }))],
  ])('clears on %s and logs Logout failed', async (_label, fail) => {
    makeEngine().start();
    engine.storeLogin(login(900));
    fetchMock.mockImplementationOnce(fail);
    await expect(engine.logout()).resolves.toBeUndefined();
    expect(storage.map.size).toBe(0);
    expect(engine.getSnapshot()).toMatchObject({ isAuthenticated: false, user: null });
    expect(warn).toHaveBeenCalledWith('Logout failed');
    await advance(900_000);
    expect(rotateCalls()).toHaveLength(0);
  });
});

describe('error texts of store-spec.md › Error catalogue for other refresh failures', () => {
  it('uses the server message, else Token rotation failed, and retries 30 s later', async () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    fetchMock.mockResolvedValueOnce(
      response({ status: 500, body: { message: 'Database is down' } }),
    );
    await expect(engine.refresh({ force: true })).rejects.toEqual(
      new SessionError('Database is down', 'server'),
    );
    fetchMock.mockResolvedValueOnce(response({ status: 502 }));
    await advance(30_000);
    expect(rotateCalls()).toHaveLength(2);
    expect(engine.getSnapshot().isAuthenticated).toBe(true);
    fetchMock.mockResolvedValueOnce(response({ status: 502 }));
    await expect(engine.refresh({ force: true })).rejects.toThrow('Token rotation failed');
  });

  it('answers Invalid refresh response when the access token is missing', async () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    fetchMock.mockResolvedValueOnce(response({ status: 200, body: { success: true, data: {} } }));
    await expect(engine.refresh({ force: true })).rejects.toEqual(
      new SessionError('Invalid refresh response', 'invalid'),
    );
    expect(engine.getSnapshot().isAuthenticated).toBe(true);
  });
});

describe('user data', () => {
  it('updates the stored user after a profile change', () => {
    makeEngine().start();
    engine.storeLogin(login(900));
    engine.updateUser({ name: 'Asha R.' });
    expect(engine.getSnapshot().user?.name).toBe('Asha R.');
    expect(JSON.parse(storage.get('userData')!)).toMatchObject({
      name: 'Asha R.',
      phone: USER.phone,
    });
  });

  it('treats unreadable userData as no user', () => {
    seed(900);
    storage.set('userData', '{not json');
    makeEngine().start();
    expect(engine.getSnapshot().user).toBeNull();
  });
});

describe('two tabs refreshing at once (issue 23: a reload or a second tab signed the customer out)', () => {
  /** An atomic lock manager like the browser's navigator.locks: grants in request order. */
  function fakeLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const names: string[] = [];
    return {
      names,
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        names.push(name);
        const run = tail.then(callback, callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
  }
  const engineFor = (tabId: string, locks: ReturnType<typeof fakeLocks>) =>
    createSessionEngine({
      storage,
      fetch: fetchMock,
      now: () => Date.now(),
      warn,
      notify,
      tabId,
      locks,
    });

  it('refreshes under navigator.locks, once for both tabs, and neither is signed out', async () => {
    const seeded = seed(-100); // both tabs restored after the access token expired
    const used = new Set<string>();
    fetchMock.mockImplementation(async (_url, init) => {
      const token = (JSON.parse(String(init.body)) as { refresh_token_value: string })
        .refresh_token_value;
      if (used.has(token)) return response({ status: 401, body: { message: 'Session expired' } });
      used.add(token);
      return rotated(900, 30 * 24 * 3600);
    });
    const locks = fakeLocks();
    const a = engineFor('tab-a', locks);
    const b = engineFor('tab-b', locks);
    a.start();
    b.start();
    await advance(0);
    await advance(0);
    expect(locks.names.length).toBeGreaterThan(0);
    expect(new Set(locks.names)).toEqual(new Set(['store-auth-refresh']));
    expect(rotateCalls()).toHaveLength(1);
    expect(storage.get('refreshToken')).not.toBe(seeded.refresh_token);
    expect(a.getSnapshot().isAuthenticated).toBe(true);
    expect(b.getSnapshot().isAuthenticated).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    a.stop();
    b.stop();
  });

  it('does not sign out on a refusal of a token another tab has already replaced (a lost race)', async () => {
    makeEngine().start();
    seed(-100);
    let answer!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = engine.refresh({ force: true });
    await advance(0);
    // Meanwhile another tab rotated the same token and stored its new pair.
    const other = login(900);
    storage.set('accessToken', other.access_token);
    storage.set('accessTokenExpiry', String(readTokenExpiry(other.access_token)));
    storage.set('refreshToken', other.refresh_token);
    answer(response({ status: 401, body: { message: 'Session expired' } }));
    await expect(pending).resolves.toBe(other.access_token);
    expect(engine.getSnapshot().isAuthenticated).toBe(true);
    expect(storage.get('refreshToken')).toBe(other.refresh_token);
    expect(notify).not.toHaveBeenCalled();
  });

  it('still signs out on a refusal of the token it holds', async () => {
    makeEngine().start();
    seed(-100);
    fetchMock.mockResolvedValueOnce(
      response({ status: 401, body: { message: 'Session expired' } }),
    );
    await expect(engine.refresh({ force: true })).rejects.toBeInstanceOf(SessionError);
    expect(engine.getSnapshot().isAuthenticated).toBe(false);
    expect(notify).toHaveBeenCalledWith('Session expired');
  });
});
