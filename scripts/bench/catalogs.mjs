// `npm run bench:catalogs`: a line list of 5,000 parents; moving 2,000 of them in one request and
// reading the populated catalogs back, through the PIM app in process (token, JSON, validation,
// one transaction). On the embedded PGlite (on disk) and on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; a fresh database is created and dropped). Each run is
// its own process. Target: each under 300 ms on PostgreSQL (the median of the timed runs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRuntime } from '../lib/bootstrap.mjs';

// The server's runtime (decision 0001), so the figures are the product's.
ensureRuntime();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const TARGET_MS = 300;

const targets = (process.argv[2] ?? 'pglite,postgres').split(',');
let failed = false;
for (const db of targets) {
  const run = spawnSync(tsx, [path.join(root, 'scripts/bench/catalogs-run.ts'), db], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
  });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{')) {
    console.log(`\n${db}: FAILED\n${run.stdout}\n${run.stderr}`);
    failed = true;
    continue;
  }
  const r = JSON.parse(line);
  const within = r.moveMedianMs < TARGET_MS && r.readMedianMs < TARGET_MS;
  console.log(
    [
      '',
      `${db === 'pglite' ? 'Embedded PGlite (on disk)' : 'PostgreSQL'}: ${r.parents} parents, ${r.moved} moved per request`,
      `  move ${r.moved} items in one request: ${r.moveMedianMs} ms median (first ${r.moveFirstMs} ms, worst ${r.moveMaxMs} ms, ${r.runs} runs)`,
      `  read the populated catalogs back:  ${r.readMedianMs} ms median (first ${r.readFirstMs} ms, worst ${r.readMaxMs} ms; ${r.populatedKb} KB)`,
      db === 'postgres'
        ? `  ${within ? 'within' : 'MISSES'} the target (each under ${TARGET_MS} ms)`
        : `  (the ${TARGET_MS} ms target is PostgreSQL's)`,
    ].join('\n'),
  );
  if (db === 'postgres' && !within) failed = true;
}
process.exit(failed ? 1 : 0);
