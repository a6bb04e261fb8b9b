import type { AppContext } from '../../../context';
import { AppError, notFound } from '../../../lib/errors';
import { isValidObjectKey } from './image-keys';
import type { StoredObject } from './image-storage';
import { imageStorageOf } from './image-storage';
import { checkImageSignature } from './local-storage';

/**
 * The picture behind a signed URL of the local store (`/api/images/{key}?exp=&sig=`).
 * An unknown or unsafe key is 404 (no path ever leaves the image folder), a wrong signature
 * or a link past its expiry 403.
 */
export async function readSignedImage(
  ctx: AppContext,
  key: string,
  q: { exp?: number; sig?: string },
): Promise<StoredObject> {
  if (!isValidObjectKey(key)) throw notFound('Image not found');
  if (q.exp === undefined || !q.sig)
    throw new AppError('forbidden', 'This image link is not valid');
  const check = checkImageSignature(ctx.secretKey, key, q.exp, q.sig);
  if (check === 'bad_signature') throw new AppError('forbidden', 'This image link is not valid');
  if (check === 'expired') throw new AppError('forbidden', 'This image link has expired');
  const image = await imageStorageOf(ctx).getObject(key);
  if (!image) throw notFound('Image not found');
  return image;
}
