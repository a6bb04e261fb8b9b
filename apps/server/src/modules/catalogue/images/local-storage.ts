import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../../context';
import { assertValidObjectKey, contentTypeOfKey, urlExpiry } from './image-keys';
import type { ImageStorage } from './image-types';

/** Path of the route that serves local pictures (under /api). */
export const LOCAL_IMAGE_ROUTE = '/api/images';

function signature(secretKey: Uint8Array, key: string, exp: number): string {
  return crypto.createHmac('sha256', secretKey).update(`image:${key}:${exp}`).digest('base64url');
}

/** The signed path that serves `key` until `exp` (epoch seconds). */
export function signedImagePath(secretKey: Uint8Array, key: string, exp: number): string {
  return `${LOCAL_IMAGE_ROUTE}/${key}?exp=${exp}&sig=${signature(secretKey, key, exp)}`;
}

export type SignatureCheck = 'ok' | 'expired' | 'bad_signature';

/** Checks a signed URL's parts; constant-time comparison of the signature. */
export function checkImageSignature(
  secretKey: Uint8Array,
  key: string,
  exp: number,
  sig: string,
  now = Date.now(),
): SignatureCheck {
  const expected = Buffer.from(signature(secretKey, key, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return 'bad_signature';
  }
  return exp * 1000 < now ? 'expired' : 'ok';
}

/** Pictures in a folder of the data dir, served by the server at signed, expiring URLs. */
export function createLocalImageStorage(
  ctx: Pick<AppContext, 'config' | 'secretKey'>,
  root = path.join(ctx.config.DATA_DIR, 'images'),
): ImageStorage {
  const fileOf = (key: string) => {
    assertValidObjectKey(key);
    const file = path.resolve(root, key);
    // Belt and braces: the key pattern already forbids it, but never leave the root.
    if (!file.startsWith(path.resolve(root) + path.sep)) {
      throw new Error('image key escapes the storage folder');
    }
    return file;
  };
  return {
    kind: 'local',
    async putObject(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    },
    async getObject(key) {
      const file = fileOf(key);
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      try {
        return { bytes: await fs.readFile(file), contentType };
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async presignedUrl(key) {
      assertValidObjectKey(key);
      const { expiresAt } = urlExpiry(ctx.config.IMAGE_URL_TTL_S);
      const exp = Math.floor(expiresAt.getTime() / 1000);
      return { url: signedImagePath(ctx.secretKey, key, exp), expiresAt };
    },
  };
}
