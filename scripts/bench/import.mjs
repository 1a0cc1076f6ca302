// `npm run bench:import`: a 50,000-row Crocs line list (5,000 parents × 10 sizes) from the upload
// call to the preview answered, on the embedded PGlite and on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; a fresh database is created and dropped). Each run is
// its own process. Prints the time, exceljs's streaming read alone, their ratio and peak memory.
// Targets: ratio ≤ 2.0, peak < 400 MB (with PGlite, without the engine's memory: decision 0007).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRuntime } from '../lib/bootstrap.mjs';
import { serverMallocEnv, serverNodeFlags } from '../lib/server-runtime.mjs';

// The server's runtime (decision 0001), so the figures are the product's.
ensureRuntime();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const file = path.join(os.tmpdir(), 'lineup-bench-crocs-50000.xlsx');

if (!fs.existsSync(file)) {
  console.log('Generating the 50,000-row line list (exceljs streaming writer)…');
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/samples/index.ts'), '--bench-file', file],
    { stdio: 'inherit', cwd: root },
  );
  if (made.status !== 0) process.exit(made.status ?? 1);
}
console.log(`File: ${file} (${(fs.statSync(file).size / 1048576).toFixed(2)} MB)`);

function runChild(mode) {
  const run = spawnSync(
    process.execPath,
    // The server's own runtime settings (decision 0007), so the memory is what `npm start` would use.
    [...serverNodeFlags, '--expose-gc', '--import', 'tsx', path.join(root, 'scripts/bench/import-run.ts'), file, mode],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...serverMallocEnv, ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    },
  );
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{')) {
    console.log(`\n${mode}: FAILED\n${run.stdout}\n${run.stderr}`);
    return null;
  }
  return JSON.parse(line);
}

const targets = (process.argv[2] ?? 'pglite,postgres').split(',');
let failed = false;
for (const db of targets) {
  // The reader alone and the import, each in a fresh process, back to back.
  const read = runChild('read');
  const r = read && runChild(db);
  if (!r) {
    failed = true;
    continue;
  }
  r.readAloneMs = read.readAloneMs;
  r.ratio = Number((r.totalMs / r.readAloneMs).toFixed(2));
  // With PGlite the database engine lives in the server's process; its WebAssembly memory is the
  // database's, as a PostgreSQL server's memory is in the other run (decision 0007).
  const ownMb = r.peakRssMb - r.engineWasmMb;
  const ok = r.ratio <= 2.0 && ownMb < 400;
  const memory =
    db === 'pglite'
      ? [
          `  peak memory (RSS), whole process: ${r.peakRssMb} MB (before the upload: ${r.baselineRssMb} MB)`,
          `    of which the embedded engine's WebAssembly memory: ${r.engineWasmMb} MB`,
          `    the server without the engine: ${ownMb} MB (target < 400 MB)`,
        ]
      : [`  peak memory (RSS): ${r.peakRssMb} MB (before the upload: ${r.baselineRssMb} MB; target < 400 MB)`];
  console.log(
    [
      '',
      `${db === 'pglite' ? 'Embedded PGlite (on disk)' : 'PostgreSQL'}: ${r.rows} rows, ${r.parents} parents`,
      `  upload call → preview ready: ${(r.totalMs / 1000).toFixed(2)} s`,
      `  exceljs streaming read alone: ${(r.readAloneMs / 1000).toFixed(2)} s`,
      `  ratio: ${r.ratio} (target ≤ 2.0)`,
      ...memory,
      `  stages (ms from the upload call): ${JSON.stringify(r.stages)}`,
      `  ${ok ? 'within targets' : 'MISSES a target'}`,
    ].join('\n'),
  );
  if (!ok) failed = true;
}
process.exit(failed ? 1 : 0);
