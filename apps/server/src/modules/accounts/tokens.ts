import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@store/contract';

export type TokenKind = 'access' | 'refresh';

export interface AccessClaims {
  sub: string;
  sid: string;
  role: Role;
}
export interface RefreshClaims {
  sub: string;
  sid: string;
  /** The session's refresh generation this token was issued at. */
  gen: number;
}

const ISSUER = 'store';

export async function signToken(
  kind: TokenKind,
  claims: AccessClaims | RefreshClaims,
  key: Uint8Array,
  ttlSeconds: number,
  /**
   * A fixed issue time and id make the token reproducible: HS256 over the same claims gives
   * the same bytes, so a rotation answered again within its grace is the very same pair.
   */
  fixed?: { issuedAtS: number; jti: string },
): Promise<string> {
  const { sub, ...rest } = claims;
  const issuedAtS = fixed?.issuedAtS ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ ...rest, typ: kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAtS)
    .setExpirationTime(issuedAtS + ttlSeconds)
    .setJti(fixed?.jti ?? crypto.randomUUID())
    .sign(key);
}

export type VerifyResult<T> =
  { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens already verified, per key: a signed-in client sends the same access token with
 * every request for its lifetime, and checking its HMAC each time was a few per cent of the
 * server's time under load. A hit still applies the expiry (as jose does: expired when
 * `exp <= now` in whole seconds), so the answer is the same as a fresh verification.
 * At most VERIFIED_MAX tokens a key, least recently used first out (a Map keeps insertion
 * order; a hit moves its token to the end).
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: object; exp: number }>>();
export const VERIFIED_MAX = 10_000;

export async function verifyToken<K extends TokenKind>(
  kind: K,
  token: string,
  key: Uint8Array,
): Promise<VerifyResult<K extends 'access' ? AccessClaims : RefreshClaims>> {
  const cache = kind === 'access' ? verified.get(key) : undefined;
  const hit = cache?.get(token);
  if (cache && hit) {
    cache.delete(token);
    if (hit.exp <= Math.floor(Date.now() / 1000)) return { ok: false, reason: 'expired' };
    cache.set(token, hit);
    return { ok: true, claims: hit.claims as never };
  }
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    if (
      payload.typ !== kind ||
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      (kind === 'refresh' && !Number.isSafeInteger(payload.gen)) ||
      (kind === 'access' && payload.role !== 'USER' && payload.role !== 'ADMIN')
    ) {
      return { ok: false, reason: 'invalid' };
    }
    if (kind === 'access' && typeof payload.exp === 'number') {
      let map = verified.get(key);
      if (!map) verified.set(key, (map = new Map()));
      if (map.size >= VERIFIED_MAX) map.delete(map.keys().next().value as string);
      map.set(token, { claims: payload, exp: payload.exp });
    }
    return { ok: true, claims: payload as never };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
