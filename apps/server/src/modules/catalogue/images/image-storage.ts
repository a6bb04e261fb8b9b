import type { AppContext } from '../../../context';
import { createDatabaseImageStorage } from './database-storage';
import { createLocalImageStorage } from './local-storage';
import { createS3ImageStorage } from './s3-storage';
import type { ImageStorage, ImageStorageKind } from './image-types';

export type { ImageStorage, ImageStorageKind, PresignedUrl, StoredObject } from './image-types';

type StorageContext = Pick<AppContext, 'config' | 'secretKey' | 'db'>;

/**
 * Which store the configuration picks: S3-compatible when S3_ENDPOINT is set; otherwise
 * IMAGE_STORAGE, whose default `auto` means the database table on a PostgreSQL server (every
 * process shares it) and the data-dir folder on the embedded database (one process).
 */
export function imageStorageKind(config: AppContext['config']): ImageStorageKind {
  if (config.S3_ENDPOINT) return 's3';
  if (config.IMAGE_STORAGE !== 'auto') return config.IMAGE_STORAGE;
  return config.DATABASE_URL ? 'database' : 'local';
}

/** The store chosen by the configuration (see imageStorageKind). */
export function createImageStorage(ctx: StorageContext): ImageStorage {
  switch (imageStorageKind(ctx.config)) {
    case 's3':
      return createS3ImageStorage(ctx.config);
    case 'database':
      return createDatabaseImageStorage(ctx);
    default:
      return createLocalImageStorage(ctx);
  }
}

const instances = new WeakMap<object, ImageStorage>();

/** The image store of this app (one per context), made on first use. */
export function imageStorageOf(ctx: StorageContext): ImageStorage {
  let storage = instances.get(ctx);
  if (!storage) {
    storage = createImageStorage(ctx);
    instances.set(ctx, storage);
  }
  return storage;
}
