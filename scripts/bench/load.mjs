// `npm run bench:load`: two processes of the compiled server (as `npm start` runs it) on one
// PostgreSQL database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a fresh
// database is created and dropped) with the demo data (scripts/bench/load-servers.ts), and 64
// connections, 32 on each, going round the back office's hot reads and its writes (load-mix.mjs):
// a warm-up until memory settles, then 60 s measured. Prints req/s, p50/p99, errors and each
// process's resident memory growth from the 10th to the 60th second of the measured minute.
//
// Why the warm-up: under this load V8 lets its old generation fill with garbage up to a limit it
// raises with the allocation rate, so the resident size climbs during the first half-minute or
// more of load (later when the machine is busy and an instance gets its share late) while what
// survives a full collection stays flat (measured: 70–115 MB of live heap while the heap grew
// from 185 to 280 MB; external and array buffer memory flat at 5 MB). So the load runs until
// each instance's resident size settles, and the 10% target applies to the minute after: the
// growth that matters there is a leak, or a list or cache that grows with the writes.
// Targets: no errors (warm-up included); p99 at most 1,000 ms; memory growth under 10%.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildServerIfChanged } from '../build-server.mjs';
import { ensureRuntime } from '../lib/bootstrap.mjs';
import { loadRound } from './load-mix.mjs';

// The server's runtime (decision 0001), so the figures are the product's.
ensureRuntime();

const DURATION_S = 60;
const CONNECTIONS = 64;
/**
 * Warm-up: resident memory is read every `stepS`; it has settled when no instance grew more than
 * `settledGrowth` over the last `settledSteps` steps. `maxSteps` bounds it.
 */
const WARM_UP = { stepS: 15, settledSteps: 3, maxSteps: 12, settledGrowth: 0.03 };
const TARGET = { p99Ms: 1000, memoryGrowth: 0.1 };

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

const round = loadRound(info);
const { requests, failures } = round;
const printFailures = () => {
  for (const [label, { count, first }] of failures) console.log(`${label}: ${count} non-2xx, the first ${first}`);
};

// Every request of the round must answer 2xx: sent once before the run, so a broken one is named
// here rather than counted as thousands of errors.
await round.sendOnce(info.instances[0].url);
if (failures.size > 0) {
  printFailures();
  console.log('A request of the load fails on its own: no run.');
  servers.kill('SIGTERM');
  await serversExited;
  process.exit(1);
}

const secondsPassed = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// One run per instance, without a break (connections stay open, and no item is left mid-move),
// long enough for the longest warm-up and the measured minute; stopped once that minute is over.
// The figures of the minute are counted from each answer as it comes.
const minute = info.instances.map(() => ({ open: false, latencies: [], errors: 0 }));
const runs = info.instances.map((instance, i) => {
  const run = autocannon({
    url: instance.url,
    connections: CONNECTIONS / info.instances.length,
    duration: WARM_UP.stepS * WARM_UP.maxSteps + DURATION_S + 10,
    headers: { authorization: `Bearer ${info.token}`, 'content-type': 'application/json' },
    requests,
  });
  run.on('response', (_client, status, _bytes, milliseconds) => {
    if (!minute[i].open) return;
    minute[i].latencies.push(milliseconds);
    if (status < 200 || status >= 300) minute[i].errors++;
  });
  run.on('reqError', () => {
    if (minute[i].open) minute[i].errors++;
  });
  return run;
});

// Warm-up: the same load, not measured, until no instance's resident memory grew more than 3%
// over the last 45 s (V8 has sized its heap to the load; its size can rest for 30 s and then
// step up again, so a shorter calm is not enough), 3 minutes at most. The measured minute then
// shows what grows with time rather than with the load's start.
console.log(`Warm-up: the same load, not measured, until resident memory settles (read every ${WARM_UP.stepS} s)…`);
const trail = info.instances.map((instance) => [residentMb(instance.pid)]);
let settled = false;
for (let step = 1; step <= WARM_UP.maxSteps && !settled; step++) {
  await secondsPassed(WARM_UP.stepS);
  for (const [i, instance] of info.instances.entries()) trail[i].push(residentMb(instance.pid));
  settled =
    step >= WARM_UP.settledSteps &&
    trail.every((sizes) => sizes.at(-1) / sizes.at(-1 - WARM_UP.settledSteps) - 1 < WARM_UP.settledGrowth);
}
for (const [i, sizes] of trail.entries()) {
  console.log(`  ${String.fromCharCode(65 + i)}: ${sizes.map((size) => size.toFixed(0)).join(' → ')} MB`);
}
if (!settled) console.log(`  not settled after ${WARM_UP.stepS * WARM_UP.maxSteps} s: measuring anyway`);

console.log(`Load: ${CONNECTIONS} connections over two instances for ${DURATION_S} s…`);
for (const measured of minute) measured.open = true;
await secondsPassed(10);
const at10 = info.instances.map((instance) => residentMb(instance.pid));
await secondsPassed(DURATION_S - 10);
const at60 = info.instances.map((instance) => residentMb(instance.pid));
for (const measured of minute) measured.open = false;
for (const run of runs) run.stop();
const results = await Promise.all(runs);
servers.kill('SIGTERM');

const wholeRunErrors = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0);
let met = wholeRunErrors === 0;
let together = 0;
console.log('\ninstance    req/s   p50 ms   p99 ms   errors   resident memory at 10 s → 60 s');
for (const [i, { latencies, errors }] of minute.entries()) {
  const sorted = latencies.sort((a, b) => a - b);
  const [p50, p99] = [percentile(sorted, 0.5), percentile(sorted, 0.99)].map((ms) => Math.round(ms));
  const perSecond = sorted.length / DURATION_S;
  together += perSecond;
  const growth = at60[i] / at10[i] - 1;
  const ok = errors === 0 && p99 <= TARGET.p99Ms && growth < TARGET.memoryGrowth;
  met &&= ok;
  console.log(
    `${String.fromCharCode(65 + i).padEnd(8)} ${perSecond.toFixed(0).padStart(8)} ${String(p50).padStart(8)} ${String(p99).padStart(8)} ${String(errors).padStart(8)}   ${at10[i].toFixed(0)} MB → ${at60[i].toFixed(0)} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)${ok ? '' : '   MISSES a target'}`,
  );
}
console.log(`together ${together.toFixed(0).padStart(8)}`);
console.log(`Errors over the whole run, warm-up included: ${wholeRunErrors}.`);
printFailures();
if (round.movesWithoutItem.count > 0) {
  console.log(
    `${round.movesWithoutItem.count} catalog moves (whole run) found every item being moved and read the catalogs instead.`,
  );
}
console.log(
  `\nTargets (no errors, warm-up included; p99 at most ${TARGET.p99Ms} ms; resident memory growth under ${TARGET.memoryGrowth * 100}%): ${met ? 'met' : 'NOT met'}`,
);
await serversExited;
process.exit(met ? 0 : 1);
