import type { FieldError, UploadedImage } from '@store/contract';
import type { AppContext } from '../../../context';
import { AppError, invalid } from '../../../lib/errors';
import { imageStorageOf } from './image-storage';
import { newUploadKey } from './image-keys';

export type UploadType = UploadedImage['content_type'];

/** The picture type by the file's first bytes (its magic number), or null. */
export function detectImageType(bytes: Uint8Array): UploadType | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) =>
    [...text].every((ch, i) => at(from + i) === ch.charCodeAt(0));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) {
    return 'image/png';
  }
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

export const UNSUPPORTED_PICTURE = 'Only JPEG, PNG or WebP pictures can be uploaded';

/**
 * POST /admin/images: stores a picture whose content is JPEG, PNG or WebP (whatever type the
 * upload claims) under a fresh key and answers the key with a URL to preview it.
 */
export async function storeUploadedImage(
  bytes: Uint8Array,
  ctx: AppContext,
): Promise<UploadedImage> {
  if (bytes.length === 0)
    throw invalid('The file is empty', [{ field: 'file', message: 'The file is empty' }]);
  const type = detectImageType(bytes);
  if (!type) {
    throw new AppError('unsupported_media_type', UNSUPPORTED_PICTURE, [
      { field: 'file', message: UNSUPPORTED_PICTURE },
    ] satisfies FieldError[]);
  }
  const storage = imageStorageOf(ctx);
  const key = newUploadKey(type, 'uploads');
  await storage.putObject(key, bytes, type);
  const { url } = await storage.presignedUrl(key);
  return { object_key: key, content_type: type, size: bytes.length, preview_url: url };
}
