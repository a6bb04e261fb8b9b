export type ImageStorageKind = 'local' | 'database' | 's3';

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
