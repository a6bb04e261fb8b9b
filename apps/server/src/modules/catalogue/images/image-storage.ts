import type { AppContext } from '../../../context';
import { createLocalImageStorage } from './local-storage';
import { createS3ImageStorage } from './s3-storage';
import type { ImageStorage } from './image-types';

export type { ImageStorage, PresignedUrl, StoredObject } from './image-types';

/** The store chosen by the configuration: S3-compatible when S3_ENDPOINT is set, else local. */
export function createImageStorage(ctx: Pick<AppContext, 'config' | 'secretKey'>): ImageStorage {
  return ctx.config.S3_ENDPOINT ? createS3ImageStorage(ctx.config) : createLocalImageStorage(ctx);
}

const instances = new WeakMap<object, ImageStorage>();

/** The image store of this app (one per context), made on first use. */
export function imageStorageOf(ctx: Pick<AppContext, 'config' | 'secretKey'>): ImageStorage {
  let storage = instances.get(ctx);
  if (!storage) {
    storage = createImageStorage(ctx);
    instances.set(ctx, storage);
  }
  return storage;
}
