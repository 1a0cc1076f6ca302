/**
 * The server process the crash test kills: opens the database (PGlite under DATA_DIR, or
 * DATABASE_URL) and the filesystem storage under DATA_DIR/storage, uploads a file through the
 * API and processes it, printing its progress ("stage:…", "rows:…", "batch:…") on stdout.
 * With PAUSE_AFTER_FIRST_BATCH it stops inside the staging transaction, so the kill lands there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openSqlConnection } from '@lineup/server-kit/db';
import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { createPimApp } from '../app';
import { openPimDatabase } from '../db/database';
import { createPictureServices } from '../modules/images/domain/picture-services';
import { seedPim } from '../seed';
import { createFilesystemStorage } from '../storage/filesystem';
import { openTestUsers } from './test-users';

const [dataDir, file] = process.argv.slice(2) as [string, string];
const say = (line: string) => process.stdout.write(`${line}\n`);

const connection = await openSqlConnection(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir },
);
const db = await openPimDatabase(connection);
await seedPim(db);
const tokens = await createTestTokens();
const storage = createFilesystemStorage({ rootDir: path.join(dataDir, 'storage'), secret: 'crash' });
const app = createPimApp({
  pictures: createPictureServices({ connection, log: silentLogger() }),
  db,
  verifyToken: tokens.verifyToken,
  ...(await openTestUsers(connection)),
  log: silentLogger(),
  storage,
  processHooks: {
    onStage: (stage) => void say(`stage:${stage}`),
    onRows: (rows) => void say(`rows:${rows}`),
    onBatch: async (inserted) => {
      say(`batch:${inserted}`);
      if (process.env.PAUSE_AFTER_FIRST_BATCH) await new Promise((resolve) => setTimeout(resolve, 120_000));
    },
  },
});
const headers = { authorization: `Bearer ${await tokens.tokenFor('crash')}`, 'content-type': 'application/json' };
const brands = (await (await app.request('/api/brands', { headers })).json()) as {
  data: { id: number; name: string }[];
};
const brandId = brands.data.find((b) => b.name === 'Crocs')!.id;
const bytes = fs.readFileSync(file);
const presign = (await (
  await app.request('/api/uploads/get-presigned-upload-url', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      fileKey: 'big.xlsx',
      fileType: 'xlsx',
      fileSize: bytes.length,
      metadata: { brandId, lineListType: 'brand-ats' },
      contentType: '',
    }),
  })
).json()) as { data: { presignedUrl: string; fileKey: string } };
const put = await app.request(presign.data.presignedUrl, {
  method: 'PUT',
  body: new Uint8Array(bytes),
  headers: { 'content-length': String(bytes.length) },
});
say(`put:${put.status}`);
const processed = await app.request('/api/uploads/process', {
  method: 'POST',
  headers,
  body: JSON.stringify({ brand: brandId, type: 'brand-ats', fileName: 'big.xlsx', key: presign.data.fileKey }),
});
say(`processed:${processed.status}`);
