/**
 * The pictures benchmark's two steps, each in its own process, so that making the sample files
 * leaves no memory in the measured server:
 *   tsx scripts/bench/images-run.ts make-pictures <dir>       writes the sample JPEGs
 *   tsx scripts/bench/images-run.ts <pglite|postgres> <dir>   the run; prints one JSON line
 * The run is the PIM app in this process, with filesystem storage in a temporary folder, a brand
 * of 1,000 items and one JPEG of 2 to 4 MB for each: announced, PUT to their addresses, checked,
 * applied, and resized by the durable jobs until every picture is ready. Then 20 uploads of 10
 * pictures each, checked at once. This process's RSS is sampled every 100 ms; the image
 * process's peak is the kernel's (VmHWM).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImageUploadBatch, ImageUploadFile } from '@lineup/contracts/images';
import { createPimApp } from '@lineup/pim/app';
import { openPimDatabase } from '@lineup/pim/db/database';
import { itemImages } from '@lineup/pim/db/images-schema';
import { brands, items } from '@lineup/pim/db/schema';
import { IMAGES_IN_FLIGHT } from '@lineup/pim/image-process/image-process';
import { startPictureWork } from '@lineup/pim/modules/images/domain/picture-jobs';
import { createPictureServices } from '@lineup/pim/modules/images/domain/picture-services';
import { seedPim } from '@lineup/pim/seed';
import { createFilesystemStorage } from '@lineup/pim/storage/filesystem';
import { openTestUsers } from '@lineup/pim/test-support/test-users';
import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { openBenchDatabase } from './bench-database';

const ITEMS = 1000;
const SAMPLE_PICTURES = 10;
const PARALLEL_UPLOADS = 20;
const FILES_PER_PARALLEL_UPLOAD = 10;
/** How many PUTs a browser sends at once. */
const PUTS_AT_ONCE = 6;
const MB = 1024 * 1024;

const [step, dir] = process.argv.slice(2) as [string, string];

/** Camera-sized JPEGs of random noise (which compresses least): 1800×1350 to 2295×1721, quality 95. */
async function makePictures() {
  for (let i = 0; i < SAMPLE_PICTURES; i++) {
    const width = 1800 + 55 * i;
    const height = Math.round(width * 0.75);
    const raw = randomBytes(width * height * 3);
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (jpeg.length < 2 * MB || jpeg.length > 4 * MB) throw new Error(`sample ${i} has ${jpeg.length} bytes`);
    fs.writeFileSync(path.join(dir, `noise-${i}.jpg`), jpeg);
  }
}

/** The highest RSS seen since the last reset, sampled every 100 ms. */
function rssSampler() {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, 100);
  timer.unref();
  return {
    reset: () => {
      peak = process.memoryUsage().rss;
    },
    peakMb: () => {
      sample();
      return Math.round(peak / MB);
    },
    stop: () => clearInterval(timer),
  };
}

/** A process's peak resident memory as the kernel counts it, in MB; null when it is not running. */
function peakMbOf(pid: number | undefined) {
  if (pid === undefined) return null;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
  return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
}

/** Runs `work` over `list`, `limit` at a time. */
async function eachAtMost<T>(list: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < list.length) await work(list[next++]!);
    }),
  );
}

async function run(kind: 'pglite' | 'postgres') {
  const samples = fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name)));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-bench-images-'));
  const database = await openBenchDatabase(kind, work);
  const { connection } = database;
  const log = silentLogger();
  const pictures = createPictureServices({ connection, log });
  const memory = rssSampler();
  try {
    const db = await openPimDatabase(connection);
    await seedPim(db);
    const tokens = await createTestTokens();
    const storage = createFilesystemStorage({ rootDir: path.join(work, 'storage'), secret: 'bench' });
    const app = createPimApp({
      pictures,
      db,
      verifyToken: tokens.verifyToken,
      ...(await openTestUsers(connection)),
      log,
      storage,
    });
    const [brand] = await db.insert(brands).values({ name: 'Bench Pictures' }).returning({ id: brands.id });
    const brandId = brand!.id;
    const codes = Array.from({ length: ITEMS }, (_, i) => `${20000 + i}-001`);
    await db
      .insert(items)
      .values(codes.map((modelCode) => ({ brandId, modelCode, color: 'Black', silhouette: 'Bench Clog' })));
    const files = codes.map((code, i) => ({ name: `${code}_1.jpg`, bytes: samples[i % samples.length]! }));

    async function call(method: string, url: string, body?: unknown) {
      const response = await app.request(url, {
        method,
        // A token each call, as a browser refreshes it: the run outlasts one token's life.
        headers: { authorization: `Bearer ${await tokens.tokenFor('bench')}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
      return JSON.parse(text).data;
    }
    /** The browser's side: announces the files, then PUTs each to its address, a few at once. */
    async function announceAndPut(sent: typeof files) {
      const announced = {
        files: sent.map((file) => ({ name: file.name, size: file.bytes.length, contentType: 'image/jpeg' })),
      };
      const batch = (await call('POST', `/api/brands/${brandId}/image-uploads`, announced)) as ImageUploadBatch;
      await eachAtMost([...batch.files.entries()], PUTS_AT_ONCE, async ([i, entry]) => {
        const put = await app.request(entry.upload!.url, {
          method: 'PUT',
          headers: entry.upload!.headers,
          body: sent[i]!.bytes,
        });
        if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
      });
      return batch.batchId;
    }
    async function check(batchId: string) {
      const checked = (await call(
        'POST',
        `/api/brands/${brandId}/image-uploads/${batchId}/check`,
      )) as ImageUploadFile[];
      const unmatched = checked.filter((file) => file.state !== 'matched');
      if (unmatched.length > 0)
        throw new Error(`${unmatched.length} files not matched: ${JSON.stringify(unmatched[0])}`);
      return checked;
    }
    const ready = async () =>
      (
        await db
          .select({ n: count() })
          .from(itemImages)
          .where(and(eq(itemImages.brandId, brandId), eq(itemImages.state, 'ready')))
      )[0]!.n;

    // What the process holds before the first upload: the embedded database's share is most of it.
    const baselineMb = Math.round(process.memoryUsage().rss / MB);
    memory.reset();
    const started = performance.now();
    const batchId = await announceAndPut(files);
    const sent = performance.now();
    const checked = await check(batchId);
    const wasChecked = performance.now();
    const checkPeakMb = memory.peakMb();
    const imagesAfterCheckMb = peakMbOf(pictures.images.pid);
    await call('POST', `/api/brands/${brandId}/images/apply`, { files: checked.map((file) => ({ id: file.id })) });
    const applied = performance.now();
    await startPictureWork({ db, storage, pictures, log });
    const deadline = Date.now() + 60 * 60_000;
    while ((await ready()) < ITEMS) {
      if (Date.now() > deadline) throw new Error(`only ${await ready()} of ${ITEMS} pictures ready after an hour`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const resized = performance.now();
    const serverPeakMb = memory.peakMb();
    const imageProcessPeakMb = peakMbOf(pictures.images.pid);

    const uploads = Array.from({ length: PARALLEL_UPLOADS }, (_, k) =>
      files.slice(k * FILES_PER_PARALLEL_UPLOAD, (k + 1) * FILES_PER_PARALLEL_UPLOAD),
    );
    const parallelBatches = await Promise.all(uploads.map(announceAndPut));
    const parallelSent = performance.now();
    // The checks' peak only: the PUTs' bodies are the browsers' and, here, in this process too.
    memory.reset();
    await Promise.all(parallelBatches.map(check));
    const parallelChecked = performance.now();

    const perSecond = (n: number, ms: number) => Math.round((n / ms) * 10_000) / 10;
    const sizes = samples.map((bytes) => bytes.length / MB);
    console.log(
      JSON.stringify({
        kind,
        images: ITEMS,
        pictureMb: [Math.min(...sizes), Math.max(...sizes)].map((mb) => Math.round(mb * 10) / 10),
        cores: os.availableParallelism(),
        imagesInFlight: IMAGES_IN_FLIGHT,
        putMs: Math.round(sent - started),
        checkMs: Math.round(wasChecked - sent),
        checkPerSecond: perSecond(ITEMS, wasChecked - sent),
        applyMs: Math.round(applied - wasChecked),
        resizeMs: Math.round(resized - applied),
        resizePerSecond: perSecond(ITEMS, resized - applied),
        totalMs: Math.round(resized - started),
        baselineMb,
        checkPeakMb,
        serverPeakMb,
        imagesAfterCheckMb,
        imageProcessPeakMb,
        parallel: {
          uploads: PARALLEL_UPLOADS,
          filesEach: FILES_PER_PARALLEL_UPLOAD,
          putMs: Math.round(parallelSent - resized),
          checkMs: Math.round(parallelChecked - parallelSent),
          checkPerSecond: perSecond(PARALLEL_UPLOADS * FILES_PER_PARALLEL_UPLOAD, parallelChecked - parallelSent),
          serverPeakMb: memory.peakMb(),
        },
      }),
    );
  } finally {
    memory.stop();
    await pictures.close();
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (step === 'make-pictures') await makePictures();
else await run(step as 'pglite' | 'postgres');
