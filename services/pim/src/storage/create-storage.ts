import path from 'node:path';
import type { RuntimeConfig } from '@lineup/server-kit/env';
import { createFilesystemStorage } from './filesystem';
import { createS3Storage } from './s3';
import type { ObjectStorage } from './storage';

/** S3 when S3_BUCKET is set, otherwise files under DATA_DIR/storage with PUTs signed for PIM_URL. */
export function createObjectStorage(config: Pick<RuntimeConfig, 's3' | 'dataDir' | 'pimUrl'>): ObjectStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createFilesystemStorage({ rootDir: path.join(config.dataDir, 'storage'), publicUrl: config.pimUrl });
}
