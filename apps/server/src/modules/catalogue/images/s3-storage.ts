import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../../config';
import { assertValidObjectKey, contentTypeOfKey, urlExpiry } from './image-keys';
import type { ImageStorage } from './image-types';

export interface S3ImageStorage extends ImageStorage {
  readonly client: S3Client;
  readonly bucket: string;
  /** Creates the bucket when it does not exist yet (used by the seed). */
  ensureBucket(): Promise<void>;
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === 'NoSuchKey' ||
    e?.name === 'NotFound' ||
    e?.name === 'NoSuchBucket' ||
    e?.$metadata?.httpStatusCode === 404
  );
}

/** An S3-compatible store (AWS S3, MinIO, s3rver...) with real presigned GET URLs. */
export function createS3ImageStorage(config: Config): S3ImageStorage {
  const bucket = config.S3_BUCKET;
  if (!config.S3_ENDPOINT || !bucket || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3 storage needs S3_ENDPOINT, S3_BUCKET and both keys');
  }
  const client = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: {
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    },
  });
  return {
    kind: 's3',
    client,
    bucket,
    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
        try {
          await client.send(new CreateBucketCommand({ Bucket: bucket }));
        } catch (createErr) {
          // Several processes starting at once on a new bucket: one creates it, the others are
          // told it exists. Fine when it is ours: the HEAD proves we can use it.
          const name = (createErr as { name?: string }).name;
          if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw createErr;
          await client.send(new HeadBucketCommand({ Bucket: bucket }));
        }
      }
    },
    async putObject(key, bytes, contentType) {
      assertValidObjectKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType || contentTypeOfKey(key) || 'application/octet-stream',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async getObject(key) {
      assertValidObjectKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!res.Body) return null;
        const bytes = await res.Body.transformToByteArray();
        return {
          bytes,
          contentType: res.ContentType ?? contentTypeOfKey(key) ?? 'application/octet-stream',
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      assertValidObjectKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async presignedUrl(key) {
      assertValidObjectKey(key);
      // Signed at the start of the hour, valid past the TTL: the same URL all hour long.
      const { signedAt, expiresAt } = urlExpiry(config.IMAGE_URL_TTL_S);
      const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
        signingDate: signedAt,
        expiresIn: Math.round((expiresAt.getTime() - signedAt.getTime()) / 1000),
      });
      return { url, expiresAt };
    },
  };
}
