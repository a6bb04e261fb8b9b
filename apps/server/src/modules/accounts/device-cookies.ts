import crypto from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has signed in to an account before carries a signed `phone, nonce` for it. Its sign-in
 * attempts for that account are counted on that device alone, never on the address or the
 * account, so a stranger's failures (from one address or from many) cannot lock the owner
 * out; the stranger, without the cookie, is throttled as before (decision 176).
 *
 * The cookie holds up to DEVICE_ENTRIES_MAX entries `base64url(phone.nonce).signature`
 * joined by `~` (a shared office computer may sign in to a few accounts). Signed with an
 * HMAC-SHA256 of the server's secret key; no database row until a failure is counted.
 */
export const DEVICE_COOKIE = 'store_device';
export const DEVICE_ENTRIES_MAX = 5;
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const MAX_COOKIE_CHARS = 1200;

export interface DeviceEntry {
  phone: string;
  nonce: string;
  /** The entry as it sits in the cookie. */
  raw: string;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const sign = (key: Uint8Array, payload: string) =>
  crypto.createHmac('sha256', key).update(`device-cookie:${payload}`).digest('base64url');

/** A new entry for the phone (a fresh nonce every successful sign-in). */
export function issueDeviceEntry(key: Uint8Array, phone: string): DeviceEntry {
  const nonce = crypto.randomBytes(16).toString('base64url');
  const payload = b64(`${phone}.${nonce}`);
  return { phone, nonce, raw: `${payload}.${sign(key, payload)}` };
}

/** The entries of a cookie value whose signature holds; anything else is dropped. */
export function readDeviceEntries(key: Uint8Array, value: string | undefined): DeviceEntry[] {
  if (!value || value.length > MAX_COOKIE_CHARS) return [];
  const out: DeviceEntry[] = [];
  for (const raw of value.split('~').slice(0, DEVICE_ENTRIES_MAX)) {
    const [payload, signature, extra] = raw.split('.');
    if (!payload || !signature || extra !== undefined) continue;
    const expected = Buffer.from(sign(key, payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) continue;
    const [phone, nonce] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
    if (phone && nonce) out.push({ phone, nonce, raw });
  }
  return out;
}

/** The cookie value after a successful sign-in: the new entry first, this phone's old one gone. */
export function withDeviceEntry(entries: DeviceEntry[], entry: DeviceEntry): string {
  return [entry, ...entries.filter((e) => e.phone !== entry.phone)]
    .slice(0, DEVICE_ENTRIES_MAX)
    .map((e) => e.raw)
    .join('~');
}

/** One cookie's value from a Cookie header (no dependency for one cookie). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header: only sent back to the sign-in calls, never readable by scripts. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    'Path=/api/auth',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
