import type { Readable } from 'node:stream';

/** A stored object as listed for clean-up. */
export type StoredObject = { key: string; size: number; lastModified: Date };

export type PresignPutOptions = {
  contentType: string;
  /** The most bytes the address accepts. */
  maxBytes: number;
  expiresInSeconds: number;
  /** Where the caller reached this service (used when no public URL is configured). */
  requestOrigin?: string;
};

export type PresignedPut = { url: string; headers: Record<string, string>; expiresAt: Date };

/**
 * Object storage: files under uploads/, metadata JSON under metadata/.
 * Two drivers: the filesystem (default, signed PUT addresses served by the PIM app) and S3.
 */
export interface ObjectStorage {
  readonly kind: 'filesystem' | 's3';
  presignPut(key: string, options: PresignPutOptions): Promise<PresignedPut>;
  putObject(key: string, body: Buffer | string, contentType: string): Promise<void>;
  /** The object's bytes as a stream; null when there is no such object. */
  getObject(key: string): Promise<Readable | null>;
  /** The object's size; null when there is no such object. */
  headObject(key: string): Promise<{ size: number } | null>;
  /** Deleting an object that does not exist is not an error. */
  deleteObject(key: string): Promise<void>;
  list(prefix: string): Promise<StoredObject[]>;
}

/** Keys are ours (uploads/<uuid>/<name>, metadata/<uuid>.json, images/...): refuse anything else. */
const KEY_PATTERN = /^(uploads|metadata|images)\/[A-Za-z0-9._\- ()/]{1,300}$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

/** Reads a stream whole, refusing more than maxBytes. */
export async function readAll(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    total += buffer.length;
    if (total > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}
