// `npm run bench:line-sheet`: the line sheet (PDF) of a 2,000-style catalog, every style with a
// picture, through the PIM app in process, with the pictures on disk; on the embedded PGlite (on
// disk) and on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a fresh
// database is made and dropped). The data is prepared in one process; another, that only opens the
// database, asks for the sheet and reads it to the last byte, so its memory is the serving's.
// Each process asks twice: its first request (which also warms the code up) and a later one.
// Targets: each within 20 s, and the request adding under 400 MB to the resident memory (the
// process's own figure, printed too, holds tsx and, on PGlite, the database as well).
// `node scripts/bench/line-sheet.mjs <file.pdf>` keeps the PDF to look at.
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
const TARGET_MS = 20_000;
const TARGET_RSS_MB = 400;

// `npm run bench` passes its own arguments to every benchmark: a database list ('pglite,postgres')
// or a .pdf path are ours.
const given = process.argv.slice(2);
const keepAs = given.find((arg) => arg.endsWith('.pdf'));
const targets = (given.find((arg) => !arg.endsWith('.pdf')) ?? 'pglite,postgres').split(',');

/** One step in its own process; its last line of output is its JSON answer. */
function step(...args) {
  const run = spawnSync(tsx, [path.join(root, 'scripts/bench/line-sheet-run.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
  });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{')) {
    console.log(`\n${args[0]}: FAILED\n${run.stdout}\n${run.stderr}`);
    return null;
  }
  return JSON.parse(line);
}

let failed = false;
for (const db of targets) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-bench-line-sheet-'));
  let prepared = null;
  try {
    prepared = step('prepare', db, folder);
    const r =
      prepared &&
      step(
        'measure',
        folder,
        prepared.databaseUrl ?? '-',
        String(prepared.lineListId),
        String(prepared.brandId),
        ...(keepAs ? [keepAs] : []),
      );
    if (!r) {
      failed = true;
      continue;
    }
    const { cold, warm } = r;
    const withinTime = cold.totalMs < TARGET_MS && warm.totalMs < TARGET_MS;
    // The sheet's own memory is what the request adds to the process; the absolute figure also
    // holds tsx with every module (about 250 MB) and, on PGlite, the database itself.
    const risen = (run) => run.peakRssMb - run.rssBeforeMb;
    const withinMemory = Math.max(risen(cold), risen(warm)) < TARGET_RSS_MB;
    if (!(withinTime && withinMemory)) failed = true;
    const describe = (label, run) =>
      `  ${label}: ${run.pages} pages, ${run.pdfMb} MB in ${(run.totalMs / 1000).toFixed(1)} s (first byte after ${run.firstByteMs} ms); resident ${run.rssBeforeMb} MB before, ${run.peakRssMb} MB at the peak (+${risen(run)} MB)`;
    console.log(
      [
        '',
        `${db === 'pglite' ? 'Embedded PGlite (on disk)' : 'PostgreSQL'}: a line sheet of ${r.styles} styles, each with a ${prepared.pictureKb} KB card picture`,
        describe("the process's first request", cold),
        describe('a later request          ', warm),
        `  ${withinTime ? 'within' : 'MISSES'} the time target (${TARGET_MS / 1000} s), ${withinMemory ? 'within' : 'MISSES'} the memory target (the request adds under ${TARGET_RSS_MB} MB)`,
      ].join('\n'),
    );
  } finally {
    if (prepared?.databaseUrl) step('drop', prepared.databaseUrl);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
