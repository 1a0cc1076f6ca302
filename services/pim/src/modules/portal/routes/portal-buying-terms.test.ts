import { portalCatalogSchema, portalSessionSchema } from '@lineup/contracts/portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWindows, setOrderRules } from '../../../test-support/buying-terms';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

// What a buyer needs to buy: the organization's discount per brand in the session, and each
// catalog's wholesale percent, order rules and delivery windows, fresh after staff change them.

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
});
afterAll(() => w.t.dispose());

const catalogsPath = (storeId: string) => `/api/portal/stores/${storeId}/catalogs`;

async function springCatalog(storeId = w.store.downtown, token = w.tokens.buyer) {
  const answer = await w.get(catalogsPath(storeId), token);
  expect(answer.status).toBe(200);
  const catalogs = answer.body.data.map((catalog: unknown) => portalCatalogSchema.parse(catalog));
  return catalogs.find((catalog: { lineListId: number }) => catalog.lineListId === w.lineList.spring);
}

describe('the buying terms in the portal', () => {
  it("give each store's segments its organization's discount for the brand, 0 without one", async () => {
    const session = portalSessionSchema.parse((await w.get('/api/portal/me', w.tokens.buyer)).body.data);
    const downtown = session.stores.find((store) => store.id === w.store.downtown)!;
    expect(downtown.segments.map(({ brandName, discountPercent }) => [brandName, discountPercent])).toEqual([
      ['Crocs', 10],
      ['Beta Boots', 0],
    ]);
    const bravo = portalSessionSchema.parse((await w.get('/api/portal/me', w.tokens.bravo)).body.data);
    expect(bravo.stores[0]!.segments).toEqual([
      { brandId: w.brand.crocs, brandName: 'Crocs', catalogSegment: 'athletic', discountPercent: 0 },
    ]);
  });

  it("give each catalog the brand's wholesale percent and order rules and the line list's windows", async () => {
    const windows = await insertWindows(w.t.db, w.lineList.spring, [
      { name: 'Drop 1', shipStart: '2026-02-01', cancelDate: '2026-02-28' },
      { name: 'Drop 2', shipStart: '2026-03-01', cancelDate: '2026-03-31' },
    ]);
    await setOrderRules(w.t.db, w.brand.crocs, { minUnitsPerStyle: 6, casePack: 6 });
    try {
      // Written straight into the tables: read for a segment no answer was cached for yet.
      const catalog = await springCatalog(w.store.bravo, w.tokens.bravo);
      expect(catalog).toMatchObject({
        wholesalePercent: 50,
        orderRules: { minUnitsPerOrder: null, minUnitsPerStyle: 6, casePack: 6 },
        deliveryWindows: windows,
      });
    } finally {
      await setOrderRules(w.t.db, w.brand.crocs, {});
    }
  });

  it("are answered anew once staff change the brand's rules or wholesale percent (the writes empty the cache)", async () => {
    const before = await springCatalog();
    const rules = { minUnitsPerOrder: 24, minUnitsPerStyle: null, casePack: 12 };
    const saved = await w.call(w.tokens.staff, 'PUT', `/api/brands/${w.brand.crocs}/order-rules`, rules);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const afterRules = await springCatalog();
    expect(afterRules.orderRules).toEqual(rules);
    expect(afterRules.orderRules).not.toEqual(before.orderRules);

    const changed = await w.call(w.tokens.staff, 'PUT', `/api/brands/${w.brand.crocs}`, { wholesalePercent: 45.5 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await springCatalog()).wholesalePercent).toBe(45.5);
  });
});
