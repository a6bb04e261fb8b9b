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
): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest, typ: kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .setJti(crypto.randomUUID())
    .sign(key);
}

export type VerifyResult<T> =
  { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyToken<K extends TokenKind>(
  kind: K,
  token: string,
  key: Uint8Array,
): Promise<VerifyResult<K extends 'access' ? AccessClaims : RefreshClaims>> {
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
    return { ok: true, claims: payload as never };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
