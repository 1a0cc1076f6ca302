/**
 * One run of the orders benchmark in its own process: `tsx scripts/bench/orders-run.ts`. Prints
 * one JSON line. On a fresh PostgreSQL database (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; created and dropped): 100,000 submitted orders of 2,000
 * organizations and 5,000 stores over the last year, 10 lines each (1,000,000 lines), inserted with
 * generate_series. Then, through the HTTP app in process (token check, validation, JSON), the
 * dashboard, the first page of All Orders, and a search, each timed ROUNDS times (median, p99).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPimApp } from '@lineup/pim/app';
import { openPimDatabase } from '@lineup/pim/db/database';
import { createPictureServices } from '@lineup/pim/modules/images/domain/picture-services';
import type { OrderStoreDirectory } from '@lineup/pim/modules/orders/domain/order-store-directory';
import { seedPim } from '@lineup/pim/seed';
import { createFilesystemStorage } from '@lineup/pim/storage/filesystem';
import { openTestUsers } from '@lineup/pim/test-support/test-users';
import { openSqlConnection } from '@lineup/server-kit/db';
import { silentLogger } from '@lineup/server-kit/logger';
import { createTestTokens } from '@lineup/server-kit/test-support/test-tokens';
import pg from 'pg';

const ORDERS = 100_000;
const LINES_PER_ORDER = 10;
const ORGANIZATIONS = 2_000;
/** Active customers, 500 of whom never ordered (the dashboard's Inactive Accounts reads them all). */
const ACTIVE_ORGANIZATIONS = 2_500;
const STORES = 5_000;
const LINE_LISTS = 20;
const ROUNDS = 100;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lineup-bench-orders-'));
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `lineup_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
const url = new URL(server);
url.pathname = `/${databaseName}`;
const connection = await openSqlConnection({ databaseUrl: url.toString() });

const directory: OrderStoreDirectory = {
  findStore: async () => null,
  listActiveCustomerOrganizations: async () =>
    Array.from({ length: ACTIVE_ORGANIZATIONS }, (_, i) => ({
      organizationId: `org-${i}`,
      organizationName: `Customer ${i}`,
      createdAt: new Date('2020-01-01T00:00:00Z'),
    })),
};

try {
  const db = await openPimDatabase(connection);
  await seedPim(db);
  // The orders are written in bulk by SQL, on a client of their own.
  const seed = new pg.Client({ connectionString: url.toString() });
  await seed.connect();
  const seedStarted = performance.now();
  await seed.query(`
    INSERT INTO pim.line_lists (name, brand_id, type, state, items_count)
    SELECT 'Bench list ' || n, (SELECT min(id) FROM pim.brands),
           (ARRAY['pre-book', 'brand-ats', 'future-stock', 'own-stock'])[1 + n % 4], 'saved', 500
    FROM generate_series(1, ${LINE_LISTS}) AS n`);
  // Submitted every ~5 minutes back from now: about a year; statuses mostly past pending.
  await seed.query(`
    INSERT INTO pim.orders (organization_id, store_id, brand_id, line_list_id, status, submitted_at,
                            organization_name, store_name, store_type, created_at, updated_at)
    SELECT 'org-' || (n % ${ORGANIZATIONS}), 'store-' || (n % ${STORES}), ll.brand_id, ll.id,
           (ARRAY['pending', 'processing', 'shipped', 'delivered', 'completed', 'completed', 'completed', 'cancelled'])[1 + n % 8],
           now() - n * interval '315 seconds',
           'Customer ' || (n % ${ORGANIZATIONS}), 'Store ' || (n % ${STORES}),
           CASE WHEN n % 7 = 0 THEN 'multi-brand' ELSE 'monobrand' END,
           now() - n * interval '315 seconds', now()
    FROM generate_series(1, ${ORDERS}) AS n
    JOIN (SELECT id, brand_id, row_number() OVER (ORDER BY id) - 1 AS k FROM pim.line_lists
          WHERE name LIKE 'Bench list %') AS ll ON ll.k = n % ${LINE_LISTS}`);
  await seed.query(`
    INSERT INTO pim.order_items (order_id, line_list_id, sku, model_code, silhouette, color, size, quantity, msrp, unit_price)
    SELECT o.id, o.line_list_id, 'M' || ((o.id * 7 + j) % 500) || '-' || (4 + j),
           'M' || ((o.id * 7 + j) % 500), 'Silhouette ' || ((o.id * 7 + j) % 500 / 5),
           (ARRAY['Black', 'White', 'Navy', 'Red', 'Sage'])[1 + (o.id + j) % 5], (4 + j)::text,
           1 + (o.id + j) % 12, 40 + (o.id % 5) * 10, (40 + (o.id % 5) * 10) * 0.5
    FROM pim.orders AS o CROSS JOIN generate_series(1, ${LINES_PER_ORDER}) AS j`);
  await seed.query(`
    UPDATE pim.orders AS o SET units_count = s.units, total = s.total
    FROM (SELECT order_id, sum(quantity)::integer AS units, sum(quantity * unit_price) AS total
          FROM pim.order_items GROUP BY order_id) AS s
    WHERE s.order_id = o.id`);
  await seed.query(`
    INSERT INTO pim.order_status_events (order_id, status, user_id, at)
    SELECT id, 'pending', 'bench', submitted_at FROM pim.orders`);
  await seed.query(`ANALYZE`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const tokens = await createTestTokens();
  const token = await tokens.tokenFor('bench');
  const app = createPimApp({
    pictures: createPictureServices({ connection, log: silentLogger() }),
    db,
    verifyToken: tokens.verifyToken,
    ...(await openTestUsers(connection)),
    orderStores: directory,
    log: silentLogger(),
    storage: createFilesystemStorage({ rootDir: path.join(work, 'storage'), secret: 'bench' }),
  });

  async function timed(pathAndQuery: string) {
    const started = performance.now();
    const response = await app.request(pathAndQuery, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${pathAndQuery}: ${response.status} ${text.slice(0, 300)}`);
    return { ms, json: JSON.parse(text) };
  }
  async function measure(pathAndQuery: string) {
    for (let i = 0; i < 3; i++) await timed(pathAndQuery); // warm-up: JIT, plans, caches
    const times: number[] = [];
    let last: unknown;
    for (let i = 0; i < ROUNDS; i++) {
      const { ms, json } = await timed(pathAndQuery);
      times.push(ms);
      last = json;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]! * 10) / 10;
    return { medianMs: at(0.5), p99Ms: at(0.99), last };
  }

  const dashboard = await measure('/api/orders/dashboard');
  const allOrders = await measure('/api/orders/staff');
  const search = await measure('/api/orders/staff?search=Customer%201234');
  const multibrand = await measure('/api/orders/staff?storeType=multi-brand&status=completed');
  const total = (allOrders.last as { pagination: { total: number } }).pagination.total;
  if (total !== ORDERS) throw new Error(`All Orders counted ${total}`);
  const [lines] = (await seed.query(`SELECT count(*)::int AS n FROM pim.order_items`)).rows as { n: number }[];
  // What these orders take on disk, indexes included (docs/deployment.md sizes a database from it).
  const [size] = (
    await seed.query(
      `SELECT pg_database_size(current_database())::float8 AS database,
        (pg_total_relation_size('pim.orders') + pg_total_relation_size('pim.order_items'))::float8 AS orders`,
    )
  ).rows as { database: number; orders: number }[];
  console.log(
    JSON.stringify({
      orders: ORDERS,
      lines: lines?.n,
      databaseMb: Math.round(size!.database / 1048576),
      ordersMb: Math.round(size!.orders / 1048576),
      seedSeconds: Math.round(seedSeconds * 10) / 10,
      rounds: ROUNDS,
      dashboard: { medianMs: dashboard.medianMs, p99Ms: dashboard.p99Ms },
      allOrders: { medianMs: allOrders.medianMs, p99Ms: allOrders.p99Ms },
      search: { medianMs: search.medianMs, p99Ms: search.p99Ms },
      multibrand: { medianMs: multibrand.medianMs, p99Ms: multibrand.p99Ms },
    }),
  );
  await seed.end();
} finally {
  await connection.close();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(work, { recursive: true, force: true });
}
