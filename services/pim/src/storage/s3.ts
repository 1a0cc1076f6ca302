import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidKey, type ObjectStorage, type StoredObject } from './storage';

export type S3StorageOptions = {
  bucket: string;
  endpoint?: string;
  region: string;
  /** Default: the AWS SDK's chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: S3ClientConfig['credentials'];
  /** Path-style addresses (needed by most S3-compatible servers); default: on when an endpoint is set. */
  forcePathStyle?: boolean;
};

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** The S3 driver (used when S3_BUCKET is set): presigned PUTs go straight to the bucket. */
export function createS3Storage(options: S3StorageOptions): ObjectStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials: options.credentials,
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    client,

    async presignPut(key, opts) {
      assertValidKey(key);
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: opts.contentType,
        ContentLength: opts.maxBytes,
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: opts.expiresInSeconds,
        // Signed as headers, so the client must send exactly this type and length.
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return {
        url,
        headers: { 'content-type': opts.contentType },
        expiresAt: new Date(Date.now() + opts.expiresInSeconds * 1000),
      };
    },

    async putObject(key, body, contentType) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async getObject(key) {
      assertValidKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async headObject(key) {
      assertValidKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async deleteObject(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix) {
      const out: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key)
            out.push({ key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
  };
}
