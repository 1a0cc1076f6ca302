/**
 * One run of the at-once submits benchmark in its own process: `tsx scripts/bench/stock-submits-run.ts`.
 * Prints one JSON line. On a fresh PostgreSQL database (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; created and dropped), with a pool of 64 connections: a
 * brand ATS line list of 5,000 styles × 8 sizes, each SKU with 0 to 12 units on hand, and 200 stores'
 * drafts of 10 lines each, drawn from the 400 SKUs of the 50 most wanted styles so the submits
 * race for the same units. The 200 submits then run at once through the submit's domain call (the
 * same transaction the routes run): orders per second, each submit's time (median, p99), and the
 * check that no SKU ends with more units in holding orders than it has on hand.
 */
import { randomUUID } from 'node:crypto';
import { openPimDatabase } from '@lineup/pim/db/database';
import { submitOrder } from '@lineup/pim/modules/orders/domain/orders-submit';
import { seedPim } from '@lineup/pim/seed';
import { createFakeOrderStores } from '@lineup/pim/test-support/order-stores';
import { openSqlConnection } from '@lineup/server-kit/db';
import pg from 'pg';

const STYLES = 5_000;
const SIZES = ['4', '5', '6', '7', '8', '9', '10', '11'];
const STORES = 200;
const LINES_PER_ORDER = 10;
/** The styles every draft draws from: a season's best sellers, the SKUs buyers race for. */
const WANTED_STYLES = 50;
const POOL_SIZE = 64;

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `lineup_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
const url = new URL(server);
url.pathname = `/${databaseName}`;
const connection = await openSqlConnection({ databaseUrl: url.toString(), pool: { size: POOL_SIZE } });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  const db = await openPimDatabase(connection);
  await seedPim(db);
  const stores = createFakeOrderStores();
  const seed = new pg.Client({ connectionString: url.toString() });
  await seed.connect();
  const [{ id: lineListId, brand_id: brandId }] = (
    await seed.query(`
      INSERT INTO pim.line_lists (name, brand_id, type, state, items_count)
      SELECT 'Bench ATS', min(id), 'brand-ats', 'saved', ${STYLES} FROM pim.brands
      RETURNING id, brand_id`)
  ).rows;
  // Each SKU's units on hand: 0 to 12, as the line list's own quantities.
  await seed.query(`
    INSERT INTO pim.line_list_items (line_list_id, model_code, silhouette, color, msrp, skus)
    SELECT ${lineListId}, 'B' || s, 'Bench Clog', 'Black', 49.99,
           (SELECT jsonb_agg(jsonb_build_object('sku', 'B' || s || '-' || z, 'size', z, 'image_urls', '[]'::jsonb,
                                                'quantity', (s * 7 + ordinality * 3) % 13)
                             ORDER BY ordinality)
            FROM unnest(ARRAY[${SIZES.map((size) => `'${size}'`).join(',')}]) WITH ORDINALITY AS z)
    FROM generate_series(1, ${STYLES}) AS s`);
  const drafts: { orderId: number; organizationId: string; storeId: string }[] = [];
  for (let k = 0; k < STORES; k++) {
    const who = stores.addCustomer();
    const [{ id: orderId }] = (
      await seed.query(
        `INSERT INTO pim.orders (organization_id, store_id, brand_id, line_list_id, status)
         VALUES ($1, $2, $3, $4, 'draft') RETURNING id`,
        [who.organizationId, who.storeId, brandId, lineListId],
      )
    ).rows;
    const lines = Array.from({ length: LINES_PER_ORDER }, (_, j) => {
      const style = 1 + ((k * 13 + j * 7) % WANTED_STYLES);
      const size = SIZES[(k + j * 3) % SIZES.length]!;
      return { sku: `B${style}-${size}`, modelCode: `B${style}`, size, quantity: 1 + ((k + j) % 3) };
    });
    const unique = [...new Map(lines.map((line) => [line.sku, line])).values()];
    for (const line of unique) {
      await seed.query(
        `INSERT INTO pim.order_items (order_id, line_list_id, sku, model_code, silhouette, color, size, quantity, msrp, unit_price)
         VALUES ($1, $2, $3, $4, 'Bench Clog', 'Black', $5, $6, 49.99, 24.99)`,
        [orderId, lineListId, line.sku, line.modelCode, line.size, line.quantity],
      );
    }
    await seed.query(
      `UPDATE pim.orders SET units_count = (SELECT sum(quantity) FROM pim.order_items WHERE order_id = $1),
              total = (SELECT sum(quantity * unit_price) FROM pim.order_items WHERE order_id = $1) WHERE id = $1`,
      [orderId],
    );
    drafts.push({ orderId, ...who });
  }

  const times: number[] = [];
  let passed = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    drafts.map(async ({ orderId, organizationId, storeId }) => {
      const begun = performance.now();
      try {
        await submitOrder(
          db,
          stores.directory,
          { kind: 'customer', organizationId, storeId },
          { userId: `buyer-${storeId}` },
          orderId,
          () => {},
        );
        passed += 1;
      } catch (error) {
        if ((error as { status?: number }).status !== 409) throw error;
        refused += 1;
      } finally {
        times.push(performance.now() - begun);
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  // Units in holding orders past what is on hand, per SKU: must be none.
  const { rows: oversold } = await seed.query(`
    WITH on_hand AS (
      SELECT e->>'sku' AS sku, (e->>'quantity')::int AS units
      FROM pim.line_list_items li, jsonb_array_elements(li.skus) AS e WHERE li.line_list_id = ${lineListId}
    ), held AS (
      SELECT oi.sku, sum(oi.quantity) AS units FROM pim.order_items oi JOIN pim.orders o ON o.id = oi.order_id
      WHERE o.line_list_id = ${lineListId} AND o.status IN ('pending', 'processing') GROUP BY oi.sku
    )
    SELECT held.sku, held.units AS held, on_hand.units AS on_hand FROM held JOIN on_hand USING (sku)
    WHERE held.units > on_hand.units`);
  await seed.end();
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      styles: STYLES,
      skus: STYLES * SIZES.length,
      submits: STORES,
      poolSize: POOL_SIZE,
      passed,
      refused,
      ordersPerSecond: Math.round((STORES / elapsedMs) * 1000 * 10) / 10,
      medianMs: Math.round(percentile(times, 50)),
      p99Ms: Math.round(percentile(times, 99)),
      oversoldSkus: oversold.length,
    }),
  );
} finally {
  await connection.close();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
}
