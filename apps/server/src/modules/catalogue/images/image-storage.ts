import type { AppContext } from '../../../context';
import { createDatabaseImageStorage } from './database-storage';
import { createLocalImageStorage } from './local-storage';
import { createS3ImageStorage } from './s3-storage';

/** A stored picture as read back from the store. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface PresignedUrl {
  /** Relative (`/api/images/...`, local store) or absolute (S3 presigned GET). */
  url: string;
  expiresAt: Date;
}

/**
 * Where product, category and maker pictures live. Object keys look like
 * `products/deccan-dcd-776-1.svg`; the extension decides the content type.
 */
export interface ImageStorage {
  readonly kind: ImageStorageKind;
  putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when no object has this key. */
  getObject(key: string): Promise<StoredObject | null>;
  /** A URL that serves the object for at least IMAGE_URL_TTL_S seconds. */
  presignedUrl(key: string): Promise<PresignedUrl>;
  /** True when an object has this key (used by the seed to skip existing pictures). */
  exists(key: string): Promise<boolean>;
}

export type ImageStorageKind = 'local' | 'database' | 's3';

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
