// `npm run bench:load`: two processes of the compiled server (as `npm start` runs it) on one
// PostgreSQL database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a fresh
// database is created and dropped) with the demo data (scripts/bench/load-servers.ts), and 64
// connections, 32 on each, for 60 s, each going round the back office's hot reads and two writes (a
// team member's name, a brand's description; every write empties both instances' caches). Prints
// req/s, p50/p99, errors and each process's resident memory growth from the 10th to the 60th second
// (a figure to watch, not a target: under this load the heap still grows to its working size
// during the first 40 s or so, then stays flat; a 180 s run on a 2-core machine levelled at about
// 370 and 435 MB). Targets: no errors; p99 at most 1,000 ms.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildServerIfChanged } from '../build-server.mjs';
import { ensureRuntime } from '../lib/bootstrap.mjs';

// The server's runtime (decision 0001), so the figures are the product's.
ensureRuntime();

const DURATION_S = 60;
const CONNECTIONS = 64;
const TARGET = { p99Ms: 1000 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The instances run the compiled server, as `npm start` does.
if (!(await buildServerIfChanged())) process.exit(1);
console.log('Starting two instances on one PostgreSQL database (migrations and demo data)…');
const servers = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/bench/load-servers.ts')], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const serversExited = new Promise((resolve) => servers.once('exit', resolve));
const firstLine = await new Promise((resolve, reject) => {
  readline.createInterface({ input: servers.stdout }).once('line', resolve);
  servers.once('exit', (code) => reject(new Error(`the bench servers exited with ${code}`)));
});
const info = JSON.parse(firstLine);

/** Resident memory of a process in MB (Linux). */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const reads = [
  '/api/brands',
  `/api/line-lists/with-catalogs-info?brandId=${info.brandId}`,
  '/api/users',
  '/api/users/me',
  '/api/stores',
  '/api/organizations',
  '/api/crocs/catalogs/latest',
  '/api/roles',
  '/api/users/with-memberships',
].map((path) => ({ method: 'GET', path }));
// Nine reads to one write, as a back office in use.
const requests = [
  ...reads,
  {
    method: 'PUT',
    path: '/api/users',
    body: JSON.stringify({ id: info.userId, firstName: 'Load', lastName: 'Admin' }),
  },
  ...reads,
  { method: 'PUT', path: `/api/brands/${info.brandId}`, body: JSON.stringify({ description: 'Under load' }) },
];

console.log(`Load: ${CONNECTIONS} connections over two instances for ${DURATION_S} s…`);
const memory = info.instances.map(() => ({ at10: 0, at60: 0 }));
const sample = (key) =>
  info.instances.forEach((instance, i) => {
    memory[i][key] = residentMb(instance.pid);
  });
const at10 = setTimeout(() => sample('at10'), 10_000);
const at60 = setTimeout(() => sample('at60'), DURATION_S * 1000 - 250);
const results = await Promise.all(
  info.instances.map((instance) =>
    autocannon({
      url: instance.url,
      connections: CONNECTIONS / info.instances.length,
      duration: DURATION_S,
      headers: { authorization: `Bearer ${info.token}`, 'content-type': 'application/json' },
      requests,
    }),
  ),
);
clearTimeout(at10);
clearTimeout(at60);
servers.kill('SIGTERM');

let met = true;
console.log('\ninstance    req/s   p50 ms   p99 ms   errors   resident memory at 10 s → 60 s');
results.forEach((result, i) => {
  const errors = result.errors + result.timeouts + result.non2xx;
  const { at10: before, at60: after } = memory[i];
  const growth = (after - before) / before;
  const ok = errors === 0 && result.latency.p99 <= TARGET.p99Ms;
  met &&= ok;
  console.log(
    `${String.fromCharCode(65 + i).padEnd(8)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(8)}   ${before.toFixed(0)} MB → ${after.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)${ok ? '' : '   MISSES a target'}`,
  );
});
const total = results.reduce((sum, result) => sum + result.requests.average, 0);
console.log(`together ${total.toFixed(0).padStart(8)}`);
console.log(`\nTargets (no errors; p99 at most ${TARGET.p99Ms} ms): ${met ? 'met' : 'NOT met'}`);
await serversExited;
process.exit(met ? 0 : 1);
