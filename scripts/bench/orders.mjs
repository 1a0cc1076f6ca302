// `npm run bench:orders`: 100,000 submitted orders with 1,000,000 lines on PostgreSQL (DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test; a fresh database is created and dropped), then
// the order dashboard and the first page of All Orders (and a search, and a filtered list) read
// through the PIM app in process, 100 times each: median and p99. Targets: the dashboard under
// 200 ms median, the first page of All Orders under 100 ms median.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRuntime } from '../lib/bootstrap.mjs';

// The server's runtime (decision 0001), so the figures are the product's.
ensureRuntime();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const DASHBOARD_TARGET_MS = 200;
const LIST_TARGET_MS = 100;

const run = spawnSync(tsx, [path.join(root, 'scripts/bench/orders-run.ts')], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
});
const line = run.stdout.trim().split('\n').pop() ?? '';
if (run.status !== 0 || !line.startsWith('{')) {
  console.log(`\nPostgreSQL: FAILED\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}
const r = JSON.parse(line);
const figure = (name, f) => `  ${name}: ${f.medianMs} ms median, ${f.p99Ms} ms p99 (${r.rounds} runs)`;
const within = r.dashboard.medianMs < DASHBOARD_TARGET_MS && r.allOrders.medianMs < LIST_TARGET_MS;
console.log(
  [
    '',
    `PostgreSQL: ${r.orders.toLocaleString('en-US')} orders, ${r.lines.toLocaleString('en-US')} lines (seeded in ${r.seedSeconds} s)`,
    `  on disk: the orders and their lines ${r.ordersMb} MB with their indexes, the whole database ${r.databaseMb} MB`,
    figure(`dashboard (target under ${DASHBOARD_TARGET_MS} ms median)`, r.dashboard),
    figure(`All Orders, first page (target under ${LIST_TARGET_MS} ms median)`, r.allOrders),
    figure('All Orders, searched by customer', r.search),
    figure('Multibrand, completed', r.multibrand),
    `  ${within ? 'within' : 'MISSES'} the targets`,
  ].join('\n'),
);
process.exit(within ? 0 : 1);
