import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlConnection } from '@lineup/server-kit/db';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPimDatabase } from '../../../db/database';
import { items, lineListItems, lineLists, uploads } from '../../../db/schema';
import { createFilesystemStorage } from '../../../storage/filesystem';
import { REPOSITORY_ROOT } from '../../../test-support/repository-folders';
import { CROCS_HEADERS, crocsRows, writeXlsxStreaming } from '../../../test-support/sample-files';
import { cleanUpInterruptedUploads } from '../domain/uploads';

/**
 * The server is killed with SIGKILL in the middle of processing a large file;
 * started again on the same data, it finds no line list, no staged or saved item and no stored
 * file left from that upload.
 */
const root = REPOSITORY_ROOT;
let file: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-crash-'));

beforeAll(async () => {
  file = path.join(work, 'big.xlsx');
  await writeXlsxStreaming(file, 'Spring 2026', CROCS_HEADERS, crocsRows({ parents: 3000, sizesPerParent: 10 }));
}, 60_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A fresh database: a PGlite folder, or a new database on the DATABASE_URL server. */
async function freshDatabase(dataDir: string) {
  const server = process.env.DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => {} };
  const name = `lineup_crash_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  void dataDir;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Runs the child until `killWhen` matches a line of its progress, then SIGKILLs it. */
function runAndKill(
  dataDir: string,
  databaseUrl: string | undefined,
  killWhen: RegExp,
  extraEnv: Record<string, string> = {},
) {
  return new Promise<string[]>((resolve, reject) => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'services/pim/src/test-support/crash-child.ts'), dataDir, file],
      {
        cwd: root,
        env: { ...env, ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const seen: string[] = [];
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        seen.push(line);
        if (killWhen.test(line)) child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(seen);
      else reject(new Error(`child ended (${code}) before the kill; saw ${seen.join(', ')}\n${stderr}`));
    });
  });
}

async function restartAndInspect(dataDir: string, databaseUrl: string | undefined) {
  const connection = await openSqlConnection(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const db = await openPimDatabase(connection);
    const storage = createFilesystemStorage({ rootDir: path.join(dataDir, 'storage'), secret: 'crash' });
    const before = (await storage.list('uploads/')).length;
    const report = await cleanUpInterruptedUploads(db, storage);
    const n = async (table: typeof lineLists | typeof lineListItems | typeof items | typeof uploads) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      storedBefore: before,
      report,
      lineLists: await n(lineLists),
      lineListItems: await n(lineListItems),
      items: await n(items),
      uploads: await n(uploads),
      stored: [...(await storage.list('uploads/')), ...(await storage.list('metadata/'))].map((o) => o.key),
    };
  } finally {
    await connection.close();
  }
}

describe('SIGKILL during processing, then a restart on the same data', () => {
  it.each([
    // Parents are staged while the file is read: both kills land inside the staging transaction.
    ['while the file is being read and staged', /^rows:10000$/, {}],
    ['while the reader waits for a batch to be staged', /^batch:\d+$/, { PAUSE_AFTER_FIRST_BATCH: '1' }],
  ])(
    '%s: nothing is left',
    async (_, killWhen, env) => {
      const dataDir = fs.mkdtempSync(path.join(work, 'data-'));
      const database = await freshDatabase(dataDir);
      try {
        const seen = await runAndKill(dataDir, database.url, killWhen, env);
        expect(seen).toContain('put:200');
        expect(seen.some((line) => line.startsWith('processed:'))).toBe(false);
        const after = await restartAndInspect(dataDir, database.url);
        expect(after.storedBefore).toBe(1); // the uploaded file was there until the restart
        expect(after).toMatchObject({ lineLists: 0, lineListItems: 0, items: 0, uploads: 0, stored: [] });
        expect(after.report.uploadsRemoved).toBe(1);
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
