/**
 * The line-sheet benchmark's steps, each in a process of its own, with the pictures in a
 * filesystem storage under `<folder>`, on the embedded PGlite (in `<folder>`) or on PostgreSQL
 * (a database made for the run on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test):
 * - `prepare <pglite|postgres> <folder>`: a sorted line list of 2,000 styles (10 sizes each, an
 *   MSRP), every style with a ready picture whose card JPEG is stored; prints the ids (and the
 *   database's address on PostgreSQL);
 * - `measure <folder> <database address|-> <lineListId> <brandId> [file for the PDF]`: a PIM that
 *   only opens that database asks, through the HTTP app in process (token check, validation, the
 *   PDF streamed as the answer), for staff's line sheet of that catalog at a store's price, and
 *   reads it to the last byte, twice (the process's first request, then a later one). Prints for
 *   each the time to the last byte, the pages, and the resident memory before and at its peak;
 * - `drop <database address>`: the PostgreSQL database goes.
 * Preparing in another process keeps the rows' insertion out of the memory measured.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createPimApp } from '@lineup/pim/app';
import { openPimDatabase } from '@lineup/pim/db/database';
import { itemImages } from '@lineup/pim/db/images-schema';
import { lineListItems } from '@lineup/pim/db/schema';
import { createBrand } from '@lineup/pim/modules/brands/domain/brands';
import { pictureVariantKey } from '@lineup/pim/modules/images/domain/picture-keys';
import { createPictureServices } from '@lineup/pim/modules/images/domain/picture-services';
import { seedPim } from '@lineup/pim/seed';
import { createFilesystemStorage } from '@lineup/pim/storage/filesystem';
import { insertCatalogLineList, manyItems } from '@lineup/pim/test-support/catalog-fixtures';
import { createFakeOrderStores } from '@lineup/pim/test-support/order-stores';
import { openTestUsers } from '@lineup/pim/test-support/test-users';
import { openSqlConnection } from '@lineup/server-kit/db';
import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';

const STYLES = 2000;
const SIZES = ['4', '5', '6', '7', '8', '9', '10', '11', '12', '13'];
/** The card variant's size: 480 px wide. */
const CARD = { width: 480, height: 360 };
/** How pdfkit opens each page's object. */
const PAGE_MARKER = '/Type /Page\n';

/** The PostgreSQL server the run's database is made on. */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const [step, ...args] = process.argv.slice(2) as [string, ...string[]];
if (step === 'drop') {
  const name = new URL(args[0]!).pathname.slice(1);
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  console.log(JSON.stringify({ dropped: name }));
  process.exit(0);
}
/** A fresh database on the server for `prepare postgres`, the given one for `measure`, else PGlite. */
async function databaseUrlOf(): Promise<string | undefined> {
  if (step === 'measure') return args[1] === '-' ? undefined : args[1];
  if (args[0] !== 'postgres') return undefined;
  const name = `lineup_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
const folder = step === 'prepare' ? args[1]! : args[0]!;
const databaseUrl = await databaseUrlOf();
const connection = await openSqlConnection(databaseUrl ? { databaseUrl } : { dataDir: path.join(folder, 'db') });
const log = silentLogger();
const pictures = createPictureServices({ connection, log });
const storage = createFilesystemStorage({ rootDir: path.join(folder, 'storage'), secret: 'bench' });

/** A photo-like card JPEG: a gradient with fine noise, so it weighs what a product photo's card does. */
async function cardJpeg(): Promise<Buffer> {
  const { width, height } = CARD;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const noise = Math.floor(Math.random() * 24);
      raw[at] = (x * 255) / width / 2 + 60 + noise;
      raw[at + 1] = (y * 255) / height / 2 + 40 + noise;
      raw[at + 2] = 150 + noise;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function prepare() {
  const db = await openPimDatabase(connection);
  await seedPim(db);
  const brandId = (await createBrand(db, { name: 'Bench Crocs', categoryId: 1 })).id;
  const items = manyItems(STYLES, 'B', { sizes: SIZES, catalogTypes: ['athletic'] });
  const lineListId = await insertCatalogLineList(db, { brandId, sortingCompleted: true, items });
  await db.update(lineListItems).set({ msrp: '59.90' }).where(eq(lineListItems.lineListId, lineListId));
  const jpeg = await cardJpeg();
  for (let i = 0; i < items.length; i += 500) {
    const rows = await db
      .insert(itemImages)
      .values(
        items.slice(i, i + 500).map((item) => ({
          brandId,
          modelCode: item.modelCode,
          position: 1,
          originalKey: `images/bench/${item.modelCode}`,
          width: CARD.width,
          height: CARD.height,
          state: 'ready' as const,
          createdBy: 'bench',
        })),
      )
      .returning({ id: itemImages.id });
    for (const { id } of rows) await storage.putObject(pictureVariantKey(id, 'card', 'jpg'), jpeg, 'image/jpeg');
  }
  console.log(JSON.stringify({ lineListId, brandId, pictureKb: Math.round(jpeg.length / 1024), databaseUrl }));
}

async function measure(lineListId: number, brandId: number, keepAs: string | undefined) {
  const db = await openPimDatabase(connection);
  const tokens = await createTestTokens();
  const token = await tokens.tokenFor('bench');
  const orderStores = createFakeOrderStores();
  const { storeId } = orderStores.addCustomer({ organization: { discounts: { [String(brandId)]: 10 } } });
  const app = createPimApp({
    pictures,
    db,
    verifyToken: tokens.verifyToken,
    ...(await openTestUsers(connection)),
    orderStores: orderStores.directory,
    log,
    storage,
  });

  const sheetPath = `/api/line-sheets/line-lists/${lineListId}?catalogType=athletic&storeId=${storeId}`;
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

  /** One request read to its last byte: its time, pages, size and the resident memory around it. */
  async function timedSheet(keepIn: string | undefined) {
    const rssBefore = process.memoryUsage.rss();
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 20);
    const started = performance.now();
    const response = await app.request(sheetPath, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200 || !response.body) {
      throw new Error(`line sheet: ${response.status} ${await response.text()}`);
    }
    const kept = keepIn ? fs.createWriteStream(keepIn) : null;
    let firstByteMs = 0;
    let bytes = 0;
    let pages = 0;
    let tail = '';
    for await (const chunk of response.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
      kept?.write(chunk);
      // The tail is one character shorter than the marker: a marker cut between two chunks is
      // counted once, and none twice.
      const text = tail + Buffer.from(chunk).toString('latin1');
      pages += text.split(PAGE_MARKER).length - 1;
      tail = text.slice(-(PAGE_MARKER.length - 1));
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }
    const totalMs = Math.round(performance.now() - started);
    clearInterval(sampler);
    kept?.end();
    return {
      totalMs,
      firstByteMs: Math.round(firstByteMs),
      pages,
      pdfMb: Math.round((bytes / 1024 / 1024) * 10) / 10,
      rssBeforeMb: mb(rssBefore),
      peakRssMb: mb(peakRss),
    };
  }

  // The process's first request also pays for warming the code up (on PGlite, the database's own
  // WebAssembly being optimized); the second shows what each later sheet costs.
  const cold = await timedSheet(keepAs);
  const warm = await timedSheet(undefined);
  console.log(JSON.stringify({ styles: STYLES, cold, warm }));
}

try {
  if (step === 'prepare') await prepare();
  else await measure(Number(args[2]), Number(args[3]), args[4]);
} finally {
  await pictures.close();
  await connection.close();
}
