// `npm run bench:images`: 1,000 JPEGs of 2 to 4 MB (camera-sized noise, which compresses least)
// pushed through the PIM app in process, as a brand's pictures: announced, PUT, checked (each read
// in the image process and matched to its item), applied, and resized by the durable jobs until
// every picture is ready. Then 20 uploads of 10 pictures checked at once. On the embedded PGlite
// (on disk) by default, on PostgreSQL when DATABASE_URL is set or `postgres` is asked for (a fresh
// database is created and dropped). Targets: at most 2 images in flight per core; the server's
// peak RSS under 400 MB, in the run and in the 20 uploads at once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRuntime } from '../lib/bootstrap.mjs';

// The server's runtime (decision 0001), so the figures are the product's.
ensureRuntime();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const runner = path.join(root, 'scripts/bench/images-run.ts');
const IN_FLIGHT_PER_CORE = 2;
const SERVER_RSS_TARGET_MB = 400;

const targets = (process.argv[2] ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite')).split(',');
const samples = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-bench-images-samples-'));
const env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' };

/** One step of images-run.ts in its own process; its last line of output. */
function step(args) {
  const run = spawnSync(tsx, [runner, ...args], { cwd: root, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  return {
    ok: run.status === 0,
    line: run.stdout.trim().split('\n').pop() ?? '',
    output: `${run.stdout}\n${run.stderr}`,
  };
}

let failed = false;
try {
  const made = step(['make-pictures', samples]);
  if (!made.ok) throw new Error(`making the sample pictures failed\n${made.output}`);
  for (const db of targets) {
    const run = step([db, samples]);
    if (!run.ok || !run.line.startsWith('{')) {
      console.log(`\n${db}: FAILED\n${run.output}`);
      failed = true;
      continue;
    }
    const r = JSON.parse(run.line);
    const p = r.parallel;
    const inFlightWithin = r.imagesInFlight <= IN_FLIGHT_PER_CORE * r.cores;
    const rssWithin = r.serverPeakMb < SERVER_RSS_TARGET_MB && p.serverPeakMb < SERVER_RSS_TARGET_MB;
    const mark = (within) => (within ? 'within' : 'MISSES');
    console.log(
      [
        '',
        `${db === 'pglite' ? 'Embedded PGlite (on disk)' : 'PostgreSQL'}: ${r.images} JPEGs of ${r.pictureMb[0]} to ${r.pictureMb[1]} MB, one per item`,
        `  PUT:      ${(r.putMs / 1000).toFixed(1)} s`,
        `  check:    ${r.checkPerSecond} images/s (${(r.checkMs / 1000).toFixed(1)} s; server peak RSS so far ${r.checkPeakMb} MB)`,
        `  apply:    ${(r.applyMs / 1000).toFixed(1)} s`,
        `  resizing: ${r.resizePerSecond} images/s (${(r.resizeMs / 1000).toFixed(1)} s)`,
        `  total:    ${(r.totalMs / 1000).toFixed(1)} s, announce to the last picture ready`,
        `  images in flight: IMAGES_IN_FLIGHT ${r.imagesInFlight} on ${r.cores} cores: ${mark(inFlightWithin)} the target (at most ${IN_FLIGHT_PER_CORE} per core)`,
        `  server peak RSS: ${r.serverPeakMb} MB (${r.baselineMb} MB before the first upload): ${mark(r.serverPeakMb < SERVER_RSS_TARGET_MB)} the target (under ${SERVER_RSS_TARGET_MB} MB)`,
        `  image process peak RSS: ${r.imageProcessPeakMb} MB (${r.imagesAfterCheckMb} MB after the check)`,
        `  ${p.uploads} uploads of ${p.filesEach} at once: check ${p.checkPerSecond} images/s (${(p.checkMs / 1000).toFixed(1)} s; PUT ${(p.putMs / 1000).toFixed(1)} s)`,
        `    server peak RSS: ${p.serverPeakMb} MB: ${mark(p.serverPeakMb < SERVER_RSS_TARGET_MB)} the target (under ${SERVER_RSS_TARGET_MB} MB)`,
      ].join('\n'),
    );
    if (!inFlightWithin || !rssWithin) failed = true;
  }
} catch (error) {
  console.log(error instanceof Error ? error.message : String(error));
  failed = true;
} finally {
  fs.rmSync(samples, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
