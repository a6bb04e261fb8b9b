import { MAX_UPLOAD_BYTES, type FieldError } from '@store/contract';
import type { AppContext } from '../../context';
import { AppError, invalid } from '../../lib/errors';
import { newUploadKey } from '../catalogue/images/image-keys';
import { imageStorageOf } from '../catalogue/images/image-storage';
import { detectImageType, UNSUPPORTED_PICTURE } from '../catalogue/images/uploads.service';
import { photoPrefixOf } from './returns.service';

export const PHOTO_TOO_LARGE = `The picture is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`;

/**
 * POST /returns/photos: a customer's picture for a return, under the image service's rules
 * (JPEG, PNG or WebP by its content, at most MAX_UPLOAD_BYTES), stored under a key only this
 * customer's return may name.
 */
export async function storeReturnPhoto(
  bytes: Uint8Array,
  userId: string,
  ctx: AppContext,
): Promise<{ object_key: string; content_type: string; size: number; preview_url: string }> {
  if (bytes.length === 0) {
    throw invalid('The file is empty', [{ field: 'file', message: 'The file is empty' }]);
  }
  const type = detectImageType(bytes);
  if (!type) {
    throw new AppError('unsupported_media_type', UNSUPPORTED_PICTURE, [
      { field: 'file', message: UNSUPPORTED_PICTURE },
    ] satisfies FieldError[]);
  }
  const storage = imageStorageOf(ctx);
  const key = newUploadKey(type, photoPrefixOf(userId).replace(/\/$/, ''));
  await storage.putObject(key, bytes, type);
  const { url } = await storage.presignedUrl(key);
  return { object_key: key, content_type: type, size: bytes.length, preview_url: url };
}
