import type * as joseModule from 'jose';
import { jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken, VERIFIED_MAX, type AccessClaims } from './tokens';

// Count the real verifications: a token answered from the cache does not reach jose.
vi.mock('jose', async (importOriginal) => {
  const jose = await importOriginal<typeof joseModule>();
  return { ...jose, jwtVerify: vi.fn(jose.jwtVerify) };
});
const verifications = vi.mocked(jwtVerify);

const claims: AccessClaims = { sub: 'u1', sid: 's1', role: 'USER' };
const newKey = () => crypto.getRandomValues(new Uint8Array(32));

/** Verifies `token` and says whether the answer came from the cache. */
async function cached(token: string, key: Uint8Array): Promise<boolean> {
  verifications.mockClear();
  const result = await verifyToken('access', token, key);
  expect(result.ok).toBe(true);
  return verifications.mock.calls.length === 0;
}

afterEach(() => {
  vi.useRealTimers();
  verifications.mockReset();
});

describe('the verified access token cache', () => {
  it('stays bounded by evicting the least recently used tokens, keeping the newest', async () => {
    // Signing and checking ten thousand real tokens takes seconds: here any token is good.
    const exp = Math.floor(Date.now() / 1000) + 900;
    verifications.mockImplementation(
      async () =>
        ({
          payload: { ...claims, typ: 'access', exp },
          protectedHeader: { alg: 'HS256' },
        }) as never,
    );
    const key = newKey();
    const extra = 5;
    const tokens = Array.from({ length: VERIFIED_MAX + extra }, (_, i) => `token-${i}`);
    for (const token of tokens) await verifyToken('access', token, key);

    // The oldest `extra` went; everything after them is still cached.
    expect(await cached(tokens[extra - 1]!, key)).toBe(false); // re-verified, evicts tokens[extra]
    expect(await cached(tokens.at(-1)!, key)).toBe(true);
    expect(await cached(tokens[extra + 1]!, key)).toBe(true); // a hit: now the newest
    // The next miss evicts the oldest untouched token, not the one just used.
    expect(await cached(tokens[0]!, key)).toBe(false);
    expect(await cached(tokens[extra + 1]!, key)).toBe(true);
    expect(await cached(tokens[extra + 2]!, key)).toBe(false);
    expect(await cached(tokens[extra]!, key)).toBe(false);
  });

  it('never answers an expired token from the cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = newKey();
    const token = await signToken('access', claims, key, 60);
    expect(await cached(token, key)).toBe(false);
    expect(await cached(token, key)).toBe(true);

    vi.setSystemTime(Date.now() + 60_000);
    expect(await verifyToken('access', token, key)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyToken('access', token, key)).toEqual({ ok: false, reason: 'expired' });
  });

  it('caches per key: another key verifies afresh', async () => {
    const key = newKey();
    const token = await signToken('access', claims, key, 900);
    await verifyToken('access', token, key);
    expect(await verifyToken('access', token, newKey())).toEqual({ ok: false, reason: 'invalid' });
  });
});
