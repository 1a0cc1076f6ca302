/**
 * One run of the catalogs benchmark in its own process: `tsx scripts/bench/catalogs-run.ts
 * <pglite|postgres>`. Prints one JSON line. A saved line list of 5,000 parents (10 sizes each)
 * with its catalogs created; then, through the HTTP app in process (token check, JSON, validation,
 * transaction): moving 2,000 parents in one request, and reading the populated catalogs back.
 * Each is timed several times (first run and median); the first move is from unsorted (an add),
 * the next ones move the same 2,000 between two catalogs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PopulatedCatalogs } from '@lineup/contracts/catalogs';
import { createPimApp } from '@lineup/pim/app';
import { openPimDatabase } from '@lineup/pim/db/database';
import { createBrand } from '@lineup/pim/modules/brands/domain/brands';
import { createCatalogs } from '@lineup/pim/modules/catalogs/domain/catalogs';
import { createPictureServices } from '@lineup/pim/modules/images/domain/picture-services';
import { seedPim } from '@lineup/pim/seed';
import { createFilesystemStorage } from '@lineup/pim/storage/filesystem';
import { insertCatalogLineList, manyItems } from '@lineup/pim/test-support/catalog-fixtures';
import { openTestUsers } from '@lineup/pim/test-support/test-users';
import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { median } from '../lib/median.mjs';
import { openBenchDatabase } from './bench-database';

const PARENTS = 5000;
const MOVED = 2000;
const ROUNDS = 7;
const SIZES = ['4', '5', '6', '7', '8', '9', '10', '11', '12', '13'];

const kind = process.argv[2] as 'pglite' | 'postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-bench-catalogs-'));
const database = await openBenchDatabase(kind, work);
const { connection } = database;

try {
  const db = await openPimDatabase(connection);
  await seedPim(db);
  const tokens = await createTestTokens();
  const token = await tokens.tokenFor('bench');
  const app = createPimApp({
    pictures: createPictureServices({ connection, log: silentLogger() }),
    db,
    verifyToken: tokens.verifyToken,
    ...(await openTestUsers(connection)),
    log: silentLogger(),
    storage: createFilesystemStorage({ rootDir: path.join(work, 'storage'), secret: 'bench' }),
  });
  const brandId = (await createBrand(db, { name: 'Bench Crocs', categoryId: 1 })).id;
  const items = manyItems(PARENTS, 'B', { sizes: SIZES, image: 'https://images.example.com/crocs/b.jpg' });
  const lineListId = await insertCatalogLineList(db, { brandId, catalogsCreated: false, items });
  await createCatalogs(db, lineListId);
  const moved = items.filter((_, i) => i % 5 < 2).map((item) => item.modelCode);

  async function call(method: string, url: string, body?: unknown) {
    const started = performance.now();
    const response = await app.request(url, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    return { ms, json: JSON.parse(text), bytes: text.length };
  }
  const move = (origin: string, target: string) =>
    call('POST', '/api/crocs/catalogs/move-items', {
      lineListId,
      moveItems: moved.map((modelCode) => ({ modelCode, originCatalogType: origin, targetCatalogType: target })),
    });
  const read = () => call('GET', `/api/crocs/catalogs/populated/${lineListId}`);

  // Warm-up on other items (JIT, connection, plans), not timed.
  await call('POST', '/api/crocs/catalogs/move-items', {
    lineListId,
    moveItems: [{ modelCode: items[4]!.modelCode, originCatalogType: 'unsorted', targetCatalogType: 'crocs' }],
  });
  await read();

  const moves: number[] = [];
  const reads: number[] = [];
  let bytes = 0;
  const first = await move('unsorted', 'athletic');
  moves.push(first.ms);
  let where = 'athletic';
  for (let round = 0; round < ROUNDS; round++) {
    const target = where === 'athletic' ? 'boutique' : 'athletic';
    const answer = await move(where, target);
    if (answer.json.data.itemsChanged !== MOVED) throw new Error(`moved ${answer.json.data.itemsChanged}`);
    moves.push(answer.ms);
    where = target;
    const populated = await read();
    reads.push(populated.ms);
    bytes = populated.bytes;
    const data = populated.json.data as PopulatedCatalogs;
    const group = data.catalogs.find((g) => g.type === where)!;
    if (group.items.length !== MOVED) throw new Error(`${where} holds ${group.items.length}`);
  }
  console.log(
    JSON.stringify({
      parents: PARENTS,
      moved: MOVED,
      moveFirstMs: Math.round(moves[0]!),
      moveMedianMs: Math.round(median(moves)),
      moveMaxMs: Math.round(Math.max(...moves)),
      readFirstMs: Math.round(reads[0]!),
      readMedianMs: Math.round(median(reads)),
      readMaxMs: Math.round(Math.max(...reads)),
      populatedKb: Math.round(bytes / 1024),
      runs: moves.length,
    }),
  );
} finally {
  await database.close();
  fs.rmSync(work, { recursive: true, force: true });
}
