import { routeDocsOf } from '@lineup/server-kit/openapi-routes';
import { fuzzApi, fuzzSettings } from '@lineup/server-kit/test-support/fuzz-api';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogLineList, manyItems } from './test-support/catalog-fixtures';
import { openPimTestApp } from './test-support/pim-test-app';

let t: Awaited<ReturnType<typeof openPimTestApp>>;
const knownIds: string[] = [];
beforeAll(async () => {
  t = await openPimTestApp();
  const crocs = (await t.get('/api/brands')).body.data.find((brand: { name: string }) => brand.name === 'Crocs');
  // A saved line list with catalogs and a staged one: ids 1 and 2 reach real rows.
  const items = manyItems(6, 'FZ', { catalogTypes: ['athletic'] });
  const saved = await insertCatalogLineList(t.db, { brandId: crocs.id, items });
  const staged = await insertCatalogLineList(t.db, { brandId: crocs.id, state: 'staged', items: manyItems(3, 'ST') });
  const skus = items.map((item) => `${item.modelCode}-9`);
  knownIds.push(
    String(crocs.id),
    String(saved),
    String(staged),
    ...items.map((item) => item.modelCode),
    ...skus,
    'Crocs',
  );
});
afterAll(() => t.dispose());

describe('PIM API under random and hostile requests', () => {
  it('answers every route without a 500, in the envelope, and a refusal changes no row', async () => {
    const started = performance.now();
    const report = await fuzzApi({
      app: t.app,
      token: t.token,
      // Each route's params, query and body schemas, from the entries its chain carries (what the
      // OpenAPI document is built from): a route without one is reported unmapped, and fails the test.
      inputs: routeDocsOf(t.app),
      countRows: await rowCounter(t.db, 'pim'),
      knownIds,
      ...fuzzSettings(100),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`PIM fuzz: ${report.requests} requests in ${seconds} s`, JSON.stringify(report.statuses));
    expect(report.unmapped).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(report.failures).toEqual([]);
    // Not only refusals: the valid-shaped requests reach the domain and some succeed.
    expect(Object.keys(report.statuses).some((status) => Number(status) < 300)).toBe(true);
  }, 150_000);
});
