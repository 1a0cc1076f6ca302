import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PICTURE_FILES } from '@lineup/contracts/images';
import { openSqlConnection, type SqlConnection } from '@lineup/server-kit/db';
import { silentLogger } from '@lineup/server-kit/logger';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPimDatabase } from '../../../db/database';
import { itemImages } from '../../../db/images-schema';
import { brands, items } from '../../../db/schema';
import { createFilesystemStorage } from '../../../storage/filesystem';
import { jpegPicture } from '../../../test-support/picture-files';
import { REPOSITORY_ROOT } from '../../../test-support/repository-folders';
import { applyPictures } from './picture-apply';
import { checkPictureUpload } from './picture-check';
import { startPictureWork } from './picture-jobs';
import { incomingFileKey } from './picture-keys';
import { createPictureServices, PICTURE_JOBS } from './picture-services';
import { announcePictureUpload } from './picture-uploads';

/**
 * The server is killed with SIGKILL in the middle of resizing a picture just applied; started
 * again on the same database and storage, it finishes the picture. The database is a PGlite
 * folder, which one process at a time may open (the test closes it while the child runs), or a
 * fresh database on the DATABASE_URL server.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-picture-restart-'));
let server: Awaited<ReturnType<typeof openTestConnection>> | undefined;
beforeAll(async () => {
  if (process.env.DATABASE_URL) server = await openTestConnection();
});
afterAll(async () => {
  await server?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The database, storage and picture services a server process of this data opens. */
async function openServer() {
  const connection: SqlConnection = server ?? (await openSqlConnection({ dataDir }));
  const db = await openPimDatabase(connection);
  const storage = createFilesystemStorage({ rootDir: path.join(dataDir, 'storage'), secret: 'picture-work' });
  const log = silentLogger();
  const pictures = createPictureServices({ connection, log });
  const close = async () => {
    await pictures.close();
    if (!server) await connection.close();
  };
  return { db, storage, pictures, log, close };
}
type Server = Awaited<ReturnType<typeof openServer>>;

/** Uploads and applies one picture of a new brand's item: the picture is pending, its resizing asked for. */
async function applyOnePicture({ db, storage, pictures }: Server) {
  const [brand] = await db.insert(brands).values({ name: 'Restart Brand' }).returning({ id: brands.id });
  const brandId = brand!.id;
  await db.insert(items).values({ brandId, modelCode: '10001-001', color: 'Black', silhouette: 'Classic Clog' });
  const bytes = await jpegPicture({ width: 2400, height: 1600 });
  const announced = { files: [{ name: '10001-001_1.jpg', size: bytes.length, contentType: 'image/jpeg' }] };
  const batch = await announcePictureUpload({ db, storage }, brandId, announced, { subject: 'restart-test' });
  await storage.putObject(incomingFileKey(batch.batchId, batch.files[0]!.id), bytes, 'image/jpeg');
  const checkDeps = { db, storage, images: pictures.images, inFlight: 1 };
  const [checked] = await checkPictureUpload(checkDeps, brandId, batch.batchId);
  expect(checked).toMatchObject({ state: 'matched', modelCode: '10001-001' });
  await applyPictures({ db, jobs: await pictures.jobs() }, brandId, { files: [{ id: checked!.id }] }, 'restart-test');
  const [picture] = await db.select().from(itemImages);
  return picture!;
}

/** The states of the resize jobs, oldest first (pg-boss's table: both drivers answer rows). */
async function jobStates({ db }: Server) {
  const found = (await db.execute(
    sql`select state from pgboss.job where name = ${PICTURE_JOBS.resize} order by created_on`,
  )) as unknown as { rows: { state: string }[] };
  return found.rows.map((row) => row.state);
}

/** Starts the job worker in a child process and SIGKILLs it once it has begun resizing. */
function workAndKillMidResize() {
  return new Promise<void>((resolve, reject) => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const databaseUrl = server?.kind === 'postgres' ? server.pool.options.connectionString : undefined;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPOSITORY_ROOT, 'services/pim/src/test-support/picture-work-child.ts'), dataDir],
      {
        cwd: REPOSITORY_ROOT,
        env: { ...env, ...(databaseUrl && { DATABASE_URL: databaseUrl }) },
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.on('message', (message) => {
      if (message === 'resizing') child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`the worker ended (${code}) before the kill\n${stderr}`));
    });
  });
}

/** Waits for `condition` to hold, checking every 100 ms, up to `timeoutMs`. */
async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a picture’s resizing when the server is killed in the middle of it', () => {
  it('is finished by the next start: the picture becomes ready with its six variants stored', async () => {
    const before = await openServer();
    const picture = await applyOnePicture(before);
    expect(picture.state).toBe('pending');
    expect(await jobStates(before)).toEqual(['created']);
    await before.close();

    await workAndKillMidResize();

    const after = await openServer();
    try {
      const stateOf = async () =>
        (await after.db.select({ state: itemImages.state }).from(itemImages).where(eq(itemImages.id, picture.id)))[0]
          ?.state;
      // The killed worker's job is left active and the picture pending, with none of its variants.
      expect(await stateOf()).toBe('pending');
      expect(await jobStates(after)).toEqual(['active']);
      expect(await after.storage.list(`images/${picture.id}/`)).toEqual([]);

      await startPictureWork(after);
      // The resize asked for again is done, while the killed worker's job is still taken to be running.
      const finished = async () => (await stateOf()) === 'ready' && (await jobStates(after)).includes('completed');
      await until(finished, 60_000, 'the picture is ready');
      expect(await jobStates(after)).toEqual(['active', 'completed']);
      const stored = (await after.storage.list(`images/${picture.id}/`)).map((object) => object.key).sort();
      expect(stored).toEqual(PICTURE_FILES.map((file) => `images/${picture.id}/${file}`).sort());
    } finally {
      await after.close();
    }
  }, 120_000);
});
