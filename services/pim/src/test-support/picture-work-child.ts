/**
 * The server process the pictures' restart test kills: opens the database (PGlite under
 * DATA_DIR, or DATABASE_URL) and the filesystem storage under DATA_DIR/storage, and works the
 * pictures' jobs. Once a resize has begun in the image process it tells its parent ('resizing',
 * over IPC) and holds the resize back for RESIZE_HOLD_MS, so the kill lands in the middle of it.
 */
import path from 'node:path';
import { openSqlConnection } from '@lineup/server-kit/db';
import { silentLogger } from '@lineup/server-kit/logger';
import { openPimDatabase } from '../db/database';
import { startPictureWork } from '../modules/images/domain/picture-jobs';
import { createPictureServices, type PictureServices } from '../modules/images/domain/picture-services';
import { createFilesystemStorage } from '../storage/filesystem';

const [dataDir] = process.argv.slice(2) as [string];
const holdMs = Number(process.env.RESIZE_HOLD_MS ?? 60_000);

const connection = await openSqlConnection(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir },
);
const db = await openPimDatabase(connection);
const storage = createFilesystemStorage({ rootDir: path.join(dataDir, 'storage'), secret: 'picture-work' });
const log = silentLogger();
const services = createPictureServices({ connection, log });

const pictures: PictureServices = {
  ...services,
  images: {
    ...services.images,
    async resize(bytes) {
      const made = services.images.resize(bytes);
      process.send?.('resizing');
      const [variants] = await Promise.all([made, new Promise((resolve) => setTimeout(resolve, holdMs))]);
      return variants;
    },
  },
};

await startPictureWork({ db, storage, pictures, log });
process.send?.('working');
