// `npm run bench:orders`: 100,000 submitted orders with 1,000,000 lines on PostgreSQL (DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test; a fresh database is created and dropped), then
// the order dashboard and the first page of All Orders (and a search, and a filtered list) read
// through the PIM app in process, 100 times each: median and p99. Targets: the dashboard under
// 200 ms median, the first page of All Orders under 100 ms median. Then 200 at-once submits racing
// for the stock of a 5,000-style catalog on a pool of 64 connections (stock-submits-run.ts): orders
// per second and p99, target p99 under 1 s, and no SKU oversold.
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
const SUBMIT_P99_TARGET_MS = 1000;

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

const stockRun = spawnSync(tsx, [path.join(root, 'scripts/bench/stock-submits-run.ts')], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
});
const stockLine = stockRun.stdout.trim().split('\n').pop() ?? '';
if (stockRun.status !== 0 || !stockLine.startsWith('{')) {
  console.log(`\nAt-once submits: FAILED\n${stockRun.stdout}\n${stockRun.stderr}`);
  process.exit(1);
}
const s = JSON.parse(stockLine);
const stockWithin = s.p99Ms < SUBMIT_P99_TARGET_MS && s.oversoldSkus === 0;
console.log(
  [
    '',
    `At-once submits: ${s.submits} at once on ${s.poolSize} connections, a catalog of ${s.styles.toLocaleString('en-US')} styles (${s.skus.toLocaleString('en-US')} SKUs) with stock`,
    `  ${s.passed} submitted, ${s.refused} refused for stock; ${s.ordersPerSecond} orders/s`,
    `  each submit: ${s.medianMs} ms median, ${s.p99Ms} ms p99 (target under ${SUBMIT_P99_TARGET_MS} ms)`,
    `  SKUs oversold: ${s.oversoldSkus} (target none)`,
    `  ${stockWithin ? 'within' : 'MISSES'} the targets`,
  ].join('\n'),
);
process.exit(within && stockWithin ? 0 : 1);
