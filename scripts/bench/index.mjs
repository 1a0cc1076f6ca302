// `npm run bench`: every benchmark (scripts/bench/*.mjs except this one), one after the other.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRuntime } from '../lib/bootstrap.mjs';

// The server's runtime (decision 0001), so the figures are the product's.
ensureRuntime();

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.mjs') && name !== 'index.mjs')
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const run = spawnSync(process.execPath, [path.join(here, bench), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
