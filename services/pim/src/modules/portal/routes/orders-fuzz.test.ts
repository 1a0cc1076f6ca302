import { routeDocsOf } from '@lineup/server-kit/openapi-routes';
import { fuzzApi, fuzzSettings } from '@lineup/server-kit/test-support/fuzz-api';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
const knownIds: string[] = [];
beforeAll(async () => {
  w = await openPortalOrdersWorld();
  // A draft and a submitted order of the buyer's store, so ids reach real rows.
  const draft = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00001-8', quantity: 1 }]);
  const placed = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'BF-00001-8', quantity: 2 }], w.lineList.fall);
  await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, placed.body.data.id));
  knownIds.push(
    w.store.downtown,
    w.store.bravo,
    String(w.lineList.spring),
    String(w.lineList.fall),
    String(draft.body.data.id),
    String(placed.body.data.id),
    String(draft.body.data.groups[0].sizes[0].itemId),
    'ATH-00001-8',
    'ATH-00002-9',
    'BTQ-00001-8',
  );
});
afterAll(() => w.t.dispose());

/** The portal's ordering routes only: the other portal routes are reads with their own tests. */
const orderingDocsOf = (app: Parameters<typeof routeDocsOf>[0]) =>
  Object.fromEntries(
    Object.entries(routeDocsOf(app)).filter(([key]) => /^\S+ \/api\/portal\/.*\/(cart|orders)/.test(key)),
  );

describe("the portal's ordering routes under random and hostile requests of a customer", () => {
  it('answer without a 500, in the envelope, and a refusal changes no row', async () => {
    const orderingDocs = orderingDocsOf(w.t.app);
    expect(Object.keys(orderingDocs)).toHaveLength(8);
    const report = await fuzzApi({
      app: w.t.app,
      token: w.tokens.buyer,
      inputs: orderingDocs,
      countRows: await rowCounter(w.t.db, 'pim'),
      knownIds,
      ...fuzzSettings(40),
    });
    expect(report.unknown).toEqual([]);
    expect(report.failures).toEqual([]);
    // Not only the schemas' refusals: valid-shaped requests reach the handlers (a store or order not found, say).
    expect(Object.keys(report.statuses).some((status) => Number(status) !== 400)).toBe(true);
  }, 150_000);
});
