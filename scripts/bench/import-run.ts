/**
 * One run of the import benchmark in its own process (so its memory is its own), compiled with the
 * server by scripts/bench/import.mjs: `node dist/server/bench-import-run.mjs <file.xlsx>
 * <pglite|postgres|read|read-warmed|read-parts>`. Prints one JSON line.
 * The time runs from the presigned-URL call to the preview answered (upload call, PUT,
 * processing, GET preview); "read" is exceljs's own streaming WorkbookReader over the same file
 * alone ("read-warmed": after reading the product's warm-up line list five times, as the product's
 * reading process does while it waits), "read-parts" the product's reader of the rows alone (sheet-rows.ts). The
 * stages (ms from the upload call) and the reading process's own figures show where time goes.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPimApp } from '@lineup/pim/app';
import { openPimDatabase } from '@lineup/pim/db/database';
import { createPictureServices } from '@lineup/pim/modules/images/domain/picture-services';
import { keepFileReaderReady } from '@lineup/pim/parser/parse-process-launch';
import { WARM_UP_FILE, WARM_UP_PASSES } from '@lineup/pim/parser/reader-warm-up';
import { readXlsxFirstSheet } from '@lineup/pim/parser/sheet-rows';
import { seedPim } from '@lineup/pim/seed';
import { createFilesystemStorage } from '@lineup/pim/storage/filesystem';
import { openTestUsers } from '@lineup/pim/test-support/test-users';
import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { openBenchDatabase } from './bench-database';

const [file, kind] = process.argv.slice(2) as [string, 'pglite' | 'postgres' | 'read' | 'read-warmed' | 'read-parts'];

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);

/**
 * The preview's answer, read as the browser would receive it but without keeping it: this process
 * is the server, and the client's copy of a 200,000-row preview is not the server's memory. Counts
 * the parents as the text streams by and takes the counts from its end (they come last).
 */
async function readPreviewAnswer(response: Response): Promise<{ parents: number; counts: unknown }> {
  if (response.status !== 200) throw new Error(`the preview answered ${response.status}`);
  const decoder = new TextDecoder();
  const marker = '"model_code":';
  let parents = 0;
  let tail = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const text = tail + decoder.decode(chunk, { stream: true });
    for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + marker.length)) parents++;
    // Keep what a marker or the counts could straddle, less any marker already counted.
    tail = text.slice(-200);
    const counted = tail.lastIndexOf(marker);
    if (counted >= 0) tail = tail.slice(counted + marker.length);
  }
  const counts = /"counts":(\{[^}]*\})/.exec(tail)?.[1];
  if (!counts) throw new Error('the preview answered no counts');
  return { parents, counts: JSON.parse(counts) };
}

/**
 * exceljs's own streaming reader (its documented WorkbookReader, rows of the first sheet, the
 * options the product reads with): the yardstick of the import's time.
 */
async function exceljsReadAlone(source = file) {
  const started = performance.now();
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const _ of sheet) rows++;
    break;
  }
  return { ms: performance.now() - started, rows };
}

/** The product's own read of the same rows (exceljs's part parsers through the zip's directory). */
async function partsReadAlone() {
  const started = performance.now();
  let rows = 0;
  for await (const sheet of readXlsxFirstSheet(fs.createReadStream(file))) {
    for await (const _ of sheet.rows) rows++;
  }
  return { ms: performance.now() - started, rows };
}

/**
 * exceljs's read in a process that has first read the product's warm-up line list as many times as
 * a reading process kept ready does (decision 0029): the yardstick warmed the same way, for comparison.
 */
async function exceljsReadWarmed() {
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) await exceljsReadAlone(fileURLToPath(WARM_UP_FILE));
  return exceljsReadAlone();
}

const readers = { read: exceljsReadAlone, 'read-warmed': exceljsReadWarmed, 'read-parts': partsReadAlone };
if (kind === 'read' || kind === 'read-warmed' || kind === 'read-parts') {
  // A reader alone, in a process of its own.
  const read = await readers[kind]();
  clearInterval(sampler);
  console.log(
    JSON.stringify({ readAloneMs: Math.round(read.ms), rows: read.rows, peakRssMb: Math.round(peakRss / 1048576) }),
  );
  process.exit(0);
}
const bytes = fs.readFileSync(file);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-bench-'));
const database = await openBenchDatabase(kind, work);
const { connection, url: benchDatabaseUrl } = database;
const db = await openPimDatabase(connection);
await seedPim(db);
const tokens = await createTestTokens();
const storage = createFilesystemStorage({ rootDir: path.join(work, 'storage'), secret: 'bench' });
const stages: Record<string, number> = {};
let stageStart = 0;
let reader: { parseMs: number; cpuMs: number; ms: number; peakRssMb: number } | undefined;
/** The process's peak memory (MB) so far at each stage: tells the preview's share from the processing's. */
const peakAtStage: Record<string, number> = {};
const notePeak = (stage: string) => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  peakAtStage[stage] = Math.round(peakRss / 1048576);
};
const app = createPimApp({
  pictures: createPictureServices({ connection, log: silentLogger() }),
  db,
  verifyToken: tokens.verifyToken,
  ...(await openTestUsers(connection)),
  log: silentLogger(),
  storage,
  processHooks: {
    onStage: (stage) => {
      stages[stage] = Math.round(performance.now() - stageStart);
      notePeak(stage);
    },
    onReadStats: (stats) => {
      reader = stats;
    },
  },
});
const auth = { authorization: `Bearer ${await tokens.tokenFor('bench')}`, 'content-type': 'application/json' };
const brands = (await (await app.request('/api/brands', { headers: auth })).json()) as {
  data: { id: number; name: string }[];
};
const brandId = brands.data.find((b) => b.name === 'Crocs')!.id;

// As `npm start` does once it listens: a warmed reading process waits for the upload (decision 0029),
// as it does in a server that has been up a while.
const warmUpPasses = await keepFileReaderReady();
(globalThis as { gc?: () => void }).gc?.();
const baselineRss = process.memoryUsage().rss;
peakRss = baselineRss;

const started = performance.now();
stageStart = started;
const presign = (await (
  await app.request('/api/uploads/get-presigned-upload-url', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      fileKey: path.basename(file),
      fileType: 'xlsx',
      fileSize: bytes.length,
      metadata: { brandId, lineListType: 'pre-book', dateSent: '2026-01-10', deadlineForOrders: '2026-02-01' },
      contentType: '',
    }),
  })
).json()) as { data: { presignedUrl: string; fileKey: string; headers: Record<string, string> } };
const put = await app.request(presign.data.presignedUrl, {
  method: 'PUT',
  body: fs.createReadStream(file) as unknown as RequestInit['body'],
  headers: { ...presign.data.headers, 'content-length': String(bytes.length) },
  duplex: 'half',
} as RequestInit);
if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
const processed = await app.request('/api/uploads/process', {
  method: 'POST',
  headers: auth,
  body: JSON.stringify({
    brand: brandId,
    type: 'pre-book',
    fileName: path.basename(file),
    key: presign.data.fileKey,
    action: 'new',
  }),
});
const processedBody = (await processed.json()) as {
  data: { lineListId: number; rowsCount: number; itemsCount: number };
};
if (processed.status !== 201)
  throw new Error(`processing answered ${processed.status}: ${JSON.stringify(processedBody)}`);
stages.processed = Math.round(performance.now() - started);
notePeak('processed');
const preview = await app.request(`/api/crocs/preview/${processedBody.data.lineListId}`, { headers: auth });
const previewBody = await readPreviewAnswer(preview);
const totalMs = performance.now() - started;
stages.previewed = Math.round(totalMs);
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
// The embedded engine's WebAssembly memory: it only ever grows, so its size now is its peak.
const engineBytes =
  connection.kind === 'pglite'
    ? ((connection.client as unknown as { mod?: { HEAPU8: Uint8Array } }).mod?.HEAPU8.byteLength ?? 0)
    : 0;

// What the staged line list takes on disk, indexes included (docs/deployment.md sizes a database from it).
let stagedBytes: number | undefined;
if (benchDatabaseUrl) {
  const client = new pg.Client({ connectionString: benchDatabaseUrl });
  await client.connect();
  const { rows } = await client.query(`select pg_total_relation_size('pim.line_list_items')::float8 as bytes`);
  stagedBytes = (rows[0] as { bytes: number }).bytes;
  await client.end();
}
await database.close();
fs.rmSync(work, { recursive: true, force: true });

console.log(
  JSON.stringify({
    db: kind,
    rows: processedBody.data.rowsCount,
    parents: previewBody.parents,
    counts: previewBody.counts,
    totalMs: Math.round(totalMs),
    baselineRssMb: Math.round(baselineRss / 1048576),
    peakRssMb: Math.round(peakRss / 1048576),
    engineWasmMb: Math.round(engineBytes / 1048576),
    stagedItemsMb: stagedBytes === undefined ? undefined : Math.round(stagedBytes / 1048576),
    stages,
    peakAtStage,
    reader: reader && { ...reader, warmUpPasses },
  }),
);
process.exit(0);
