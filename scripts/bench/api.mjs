// `npm run bench:api`: the PIM and users services on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; a fresh database is created and dropped) with 50 brands,
// 1,000 line lists, 40 team members and 60 customers with 120 stores (scripts/bench/api-server.ts).
// wrk (Debian's, installed when missing; 64 connections, three runs of 5 s after 2 s of warm-up,
// the middle p99 kept) against authenticated GET /api/brands and
// GET /api/line-lists/with-catalogs-info (one brand's line lists, as the brand's line-list table
// asks), the other lists the back office opens most (users, users with memberships, organizations,
// stores, roles, the signed-in user, the latest catalogs), the customer portal's catalog of 5,000
// items (a customer's token; every item in one answer of about 1 MB), and a bare Hono route
// answering a static list of 10 brands; for comparison only, the same bare route answering
// GET /api/users's compressed bytes (the cost of the bytes alone). Each list takes turns with the
// bare route (api-measure.mjs, measureBesideBare) and is compared with the bare route measured
// beside it.
// Every request carries the Accept-Encoding a browser sends, so the lists answer compressed as
// they do in the back office. Prints req/s and p99 for each, the bare route's beside it, and the
// ratio of the two.
// Targets: the PIM's two hot lists at least 20% of the bare route's req/s, p99 at most 10 ms; the
// other lists at least 20% and a p99 at most twice the bare route's; the portal catalog (a
// thousand times the bare route's bytes) at least 100 req/s, p99 at most 1,000 ms.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureRuntime } from '../lib/bootstrap.mjs';
import { serverMallocEnv, serverNodeFlags } from '../lib/server-runtime.mjs';
import { ensureWrk, measure, measureBesideBare } from './api-measure.mjs';

// The server's runtime (decision 0001), so the figures are the product's.
ensureRuntime();
ensureWrk();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  NODE_ENV: 'production',
};
console.log('Seeding 50 brands and 1,000 line lists on PostgreSQL…');
/**
 * The server and the client (wrk, which inherits this process's cores) each get cores of their own
 * (taskset): left to the kernel, each answer's wake-up of the client could move it onto the
 * server's core, which then waited. Measured on one server process here: GET /api/users at 12.1k
 * req/s unpinned, 15.6k–17.9k pinned. The first core serves, the others measure.
 */
const cores = os.availableParallelism();
const pinned = cores >= 2 && spawnSync('taskset', ['-p', '-c', `1-${cores - 1}`, String(process.pid)]).status === 0;
// The server's own runtime flags and allocator setting (decision 0007), as `npm start` runs it.
const serverCommand = [
  ...(pinned ? ['taskset', '-c', '0'] : []),
  process.execPath,
  ...serverNodeFlags,
  '--import',
  'tsx',
  path.join(root, 'scripts/bench/api-server.ts'),
];
const clientCores = cores === 2 ? 'core 1' : `cores 1–${cores - 1}`;
console.log(
  pinned
    ? `The server runs on core 0, the client on ${clientCores}.`
    : 'Server and client share the cores (no taskset).',
);
const server = spawn(serverCommand[0], serverCommand.slice(1), {
  cwd: root,
  env: { ...serverMallocEnv, ...env },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const firstLine = await new Promise((resolve, reject) => {
  readline.createInterface({ input: server.stdout }).once('line', resolve);
  server.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
});
const info = JSON.parse(firstLine);

const auth = { authorization: `Bearer ${info.token}` };
const portalAuth = { authorization: `Bearer ${info.portalToken}` };
const HOT_LIST_TARGET = { share: 0.2, p99: 10 };
const LIST_TARGET = { share: 0.2, p99TimesBare: 2 };
const PORTAL_CATALOG_TARGET = { reqPerSec: 100, p99: 1000 };
const pim = (path) => `http://127.0.0.1:${info.pimPort}${path}`;
const users = (path) => `http://127.0.0.1:${info.usersPort}${path}`;
const LISTS = [
  ['GET /api/users', users('/api/users')],
  ['GET /api/users/with-memberships', users('/api/users/with-memberships')],
  ['GET /api/organizations', users('/api/organizations')],
  ['GET /api/stores', users('/api/stores')],
  ['GET /api/roles', users('/api/roles')],
  ['GET /api/users/me', users('/api/users/me')],
  ['GET /api/crocs/catalogs/latest', pim('/api/crocs/catalogs/latest')],
];
const bareUrl = `http://127.0.0.1:${info.barePort}/bare`;
const bareRun = await measure('bare Hono route (10 static brands)', bareUrl);
// Not a target: the same bare route answering GET /api/users's own bytes (brotli), so what those
// bytes cost the socket and the client on this machine shows apart from what the product adds.
const bareBytesRun = await measure(
  "bare route, GET /api/users's bytes",
  `http://127.0.0.1:${info.barePort}/bare-users-bytes`,
);
const besideBare = async (name, url, target) => ({ ...(await measureBesideBare(bareUrl, name, url, auth)), target });
const runs = [
  await besideBare('GET /api/brands', pim('/api/brands'), HOT_LIST_TARGET),
  await besideBare(
    'GET /api/line-lists/with-catalogs-info?brandId=…',
    pim(`/api/line-lists/with-catalogs-info?brandId=${info.brandId}`),
    HOT_LIST_TARGET,
  ),
];
for (const [name, url] of LISTS) runs.push(await besideBare(name, url, LIST_TARGET));
runs.push({
  ...(await measure(
    `GET /api/portal/…/catalogs/… (${info.portalCatalogItems.toLocaleString('en-US')} items)`,
    pim(info.portalCatalogPath),
    portalAuth,
  )),
  target: PORTAL_CATALOG_TARGET,
});
server.kill('SIGTERM');

/** A run's bare route: the one measured beside it, else the one measured first. */
const bareOf = (run) => run.bare ?? bareRun;
function meets(run) {
  const { target } = run;
  if (run.errors > 0) return false;
  if (target.reqPerSec) return run.reqPerSec >= target.reqPerSec && run.p99 <= target.p99;
  const p99Met = target.p99TimesBare ? run.p99TimesBare <= target.p99TimesBare : run.p99 <= target.p99;
  return run.reqPerSec / bareOf(run).reqPerSec >= target.share && p99Met;
}
const column = (value, width) => String(value).padStart(width);
const figures = (run) => `${column(run.reqPerSec.toFixed(0), 8)} ${column(run.p99.toFixed(1), 7)}`;
let allMet = true;
console.log(
  `\n${''.padEnd(48)} ${column('', 16)}  ${column('the bare route beside', 16)}  ${column('vs the bare route', 17)}`,
);
console.log(
  `${'route'.padEnd(48)} ${column('req/s', 8)} ${column('p99 ms', 7)}  ${column('req/s', 8)} ${column('p99 ms', 7)}  ${column('req/s', 8)} ${column('p99', 8)} ${column('errors', 7)}`,
);
for (const run of [bareRun, bareBytesRun, ...runs]) {
  const share = run.reqPerSec / bareOf(run).reqPerSec;
  const met = !run.target || meets(run);
  allMet &&= met;
  const beside = run.bare ? figures(run.bare) : column('', 16);
  const p99Times = run.p99TimesBare ? `${run.p99TimesBare.toFixed(2)}×` : '';
  console.log(
    `${run.name.padEnd(48)} ${figures(run)}  ${beside}  ${column(`${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`, 8)} ${column(p99Times, 8)} ${column(run.errors, 7)}${met ? '' : '   MISSES a target'}`,
  );
}
// One verdict per target, so a miss of one is not read as a miss of the others.
const verdict = (target) => (runs.filter((run) => run.target === target).every(meets) ? 'met' : 'NOT met');
console.log(
  [
    '\nTargets (each list against the bare route measured beside it):',
    `  brands and line lists: at least 20% of the bare route's req/s, p99 at most ${HOT_LIST_TARGET.p99} ms: ${verdict(HOT_LIST_TARGET)}`,
    `  the users service's lists, /me and the latest catalogs: at least 20%, p99 at most ${LIST_TARGET.p99TimesBare} times the bare route's: ${verdict(LIST_TARGET)}`,
    `  portal catalog: at least ${PORTAL_CATALOG_TARGET.reqPerSec} req/s, p99 at most ${PORTAL_CATALOG_TARGET.p99} ms: ${verdict(PORTAL_CATALOG_TARGET)}`,
    `  all: ${allMet ? 'met' : 'NOT met'}`,
  ].join('\n'),
);
