import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadMetadata } from '@lineup/contracts/uploads';
import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { count } from 'drizzle-orm';
import { createPimApp } from '../app';
import { openPimDatabase } from '../db/database';
import { lineListItems, lineLists, uploads } from '../db/schema';
import { createPictureServices } from '../modules/images/domain/picture-services';
import type { ProcessHooks } from '../modules/line-lists/domain/uploads';
import { seedPim } from '../seed';
import { createFilesystemStorage } from '../storage/filesystem';
import type { ObjectStorage } from '../storage/storage';
import { openTestUsers } from './test-users';

// biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape.
export type Answer = { status: number; body: any };

/** A PIM app over a fresh database and a temporary storage folder, with a signed-in caller. */
export async function openPipelineTestApp(options: { storage?: ObjectStorage; processHooks?: ProcessHooks } = {}) {
  const connection = await openTestConnection();
  const db = await openPimDatabase(connection);
  await seedPim(db);
  const tokens = await createTestTokens();
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-storage-'));
  const storage = options.storage ?? createFilesystemStorage({ rootDir: storageDir, secret: 'test-secret' });
  const app = createPimApp({
    pictures: createPictureServices({ connection, log: silentLogger() }),
    db,
    verifyToken: tokens.verifyToken,
    ...(await openTestUsers(connection)),
    log: process.env.PIPELINE_LOG ? (await import('pino')).pino() : silentLogger(),
    storage,
    processHooks: options.processHooks,
  });
  const token = await tokens.tokenFor('test-user');

  async function call(method: string, url: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** PUTs bytes to a presigned address (the app's own for the filesystem driver, or the network). */
  async function put(url: string, bytes: Buffer, headers: Record<string, string> = {}) {
    const init = {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-length': String(bytes.length), ...headers },
    };
    const response =
      url.startsWith('http') && storage.kind === 's3' ? await fetch(url, init) : await app.request(url, init);
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  }

  const crocsBrandId = async () => {
    const brands = await call('GET', '/api/brands');
    return brands.body.data.find((b: { name: string }) => b.name === 'Crocs').id as number;
  };

  /** The dialog's sequence: presigned address, PUT, processing. Answers each step. */
  async function upload(
    bytes: Buffer,
    fileName: string,
    metadata: Partial<UploadMetadata> = {},
    process: Record<string, unknown> = {},
  ) {
    const brandId = metadata.brandId ?? (await crocsBrandId());
    const fullMetadata = { brandId, lineListType: 'brand-ats', ...metadata } as UploadMetadata;
    const presign = await call('POST', '/api/uploads/get-presigned-upload-url', {
      fileKey: fileName,
      fileType: fileName.endsWith('.xls') ? 'xls' : 'xlsx',
      fileSize: bytes.length,
      metadataKey: `${fileName}.json`,
      metadata: fullMetadata,
      contentType: 'application/octet-stream',
    });
    if (presign.status !== 201) return { presign };
    const stored = await put(presign.body.data.presignedUrl, bytes, presign.body.data.headers);
    const processed = await call('POST', '/api/uploads/process', {
      brand: brandId,
      type: fullMetadata.lineListType,
      fileName,
      linelist_attributes: { sentOn: null, deadline: null, year: null, season: null },
      key: presign.body.data.fileKey,
      description: 'Test upload',
      fileUrl: presign.body.data.presignedUrl,
      trackingId: null,
      bucketDirectory: 'uploads',
      action: 'new',
      ...process,
    });
    return { presign, stored, processed };
  }

  /** The rows an upload stages: a file refused leaves these counts as they were. */
  async function tableCounts() {
    const [ll] = await db.select({ n: count() }).from(lineLists);
    const [li] = await db.select({ n: count() }).from(lineListItems);
    const [up] = await db.select({ n: count() }).from(uploads);
    return { lineLists: ll!.n, lineListItems: li!.n, uploads: up!.n };
  }

  return {
    app,
    db,
    storage,
    storageDir,
    call,
    put,
    upload,
    crocsBrandId,
    tableCounts,
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body),
    patch: (url: string, body?: unknown) => call('PATCH', url, body),
    putJson: (url: string, body?: unknown) => call('PUT', url, body),
    del: (url: string) => call('DELETE', url),
    dispose: async () => {
      await connection.dispose();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export type PipelineTestApp = Awaited<ReturnType<typeof openPipelineTestApp>>;
