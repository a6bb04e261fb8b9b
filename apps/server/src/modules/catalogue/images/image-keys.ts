import crypto from 'node:crypto';
import { AppError } from '../../../lib/errors';

export const CONTENT_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof CONTENT_TYPES;

/** Canonical extension for an accepted content type (uploads name their key with it). */
export const EXTENSION_BY_CONTENT_TYPE: Record<string, ImageExtension> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * Safe object keys only: lower-case segments of letters, digits, dot, dash and underscore,
 * separated by single slashes, no segment starting with a dot (so no `..`), ending in a known
 * picture extension. At most 300 characters.
 */
const KEY_RE =
  /^(?:[a-z0-9_][a-z0-9._-]{0,127}\/){0,4}[a-z0-9_][a-z0-9._-]{0,127}\.(svg|png|jpe?g|webp)$/;

export function isValidObjectKey(key: string): boolean {
  return key.length <= 300 && KEY_RE.test(key) && !key.includes('..');
}

/** The content type implied by a key's extension, or null for an unknown one. */
export function contentTypeOfKey(key: string): string | null {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return (CONTENT_TYPES as Record<string, string>)[ext] ?? null;
}

export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new AppError('invalid_data', 'Invalid image key');
}

/**
 * A fresh key for an uploaded picture of the given content type, e.g.
 * `uploads/2025/4f1c...e2.webp`. Throws invalid_data for a type that is not a picture we serve.
 */
export function newUploadKey(contentType: string, prefix = 'uploads'): string {
  const ext = EXTENSION_BY_CONTENT_TYPE[contentType];
  if (!ext) throw new AppError('unsupported_media_type', 'Only JPEG, PNG, WebP or SVG pictures');
  return `${prefix}/${crypto.randomUUID()}.${ext}`;
}

/**
 * The moment a URL made now stops working: at least `ttlS` seconds away, rounded up to the
 * next whole hour so that every URL of one key made within the same hour is the same URL
 * (browsers then cache the picture instead of fetching it again).
 */
export function urlExpiry(ttlS: number, now = Date.now()): { signedAt: Date; expiresAt: Date } {
  const hour = 3600_000;
  const signedAt = Math.floor(now / hour) * hour;
  return { signedAt: new Date(signedAt), expiresAt: new Date(signedAt + hour + ttlS * 1000) };
}
