import { errorMessages } from '@lineup/contracts/messages';
import { type Brand, DEFAULT_WHOLESALE_PERCENT } from '@lineup/contracts/pim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItemsOk, insertOrderLineList, newCustomer } from '../../../test-support/order-fixtures';
import { openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';

let t: PimTestApp;
let hoka: Brand;
let lineList: number;

beforeAll(async () => {
  t = await openPimTestApp();
  hoka = (await t.post('/api/brands', { name: 'Hoka' })).body.data as Brand;
  lineList = await insertOrderLineList(t.db, hoka.id, [
    { modelCode: 'BONDI-BLK', msrp: '49.99', skus: [{ sku: 'BONDI-BLK-9', size: '9' }] },
    { modelCode: 'CLIFTON-RED', msrp: '33.33', skus: [{ sku: 'CLIFTON-RED-9', size: '9' }] },
  ]);
});
afterAll(() => t.dispose());

describe('the wholesale price rule', () => {
  it('gives every brand 50 % of the MSRP until changed on the brand', async () => {
    expect(hoka.wholesalePercent).toBe(DEFAULT_WHOLESALE_PERCENT);
    const brands = (await t.get('/api/brands')).body.data as Brand[];
    expect(brands.every((brand) => brand.wholesalePercent === 50)).toBe(true);
  });

  it('prices a line at MSRP × wholesale % × (1 − the organization discount for the brand), to the cent', async () => {
    const changed = await t.put(`/api/brands/${hoka.id}`, { wholesalePercent: 60 });
    expect(changed.status).toBe(200);
    expect(changed.body.data.wholesalePercent).toBe(60);
    const who = newCustomer(t, { organization: { discounts: { [String(hoka.id)]: 10, 999: 50 } } });
    const order = await addItemsOk(t, who, lineList, [
      { sku: 'BONDI-BLK-9', quantity: 3 },
      { sku: 'CLIFTON-RED-9', quantity: 1 },
    ]);
    // 49.99 × 0.6 × 0.9 = 26.9946 → 26.99; 33.33 × 0.6 × 0.9 = 17.9982 → 18.00
    expect(order.items.map((item) => [item.sku, item.msrp, item.unitPrice, item.lineTotal])).toEqual([
      ['BONDI-BLK-9', 49.99, 26.99, 80.97],
      ['CLIFTON-RED-9', 33.33, 18, 18],
    ]);
    expect(order.total).toBe(98.97);

    // The price is fixed when added: a later change of the rule or the discount leaves the line as it is.
    await t.put(`/api/brands/${hoka.id}`, { wholesalePercent: 40 });
    t.orderStores.updateOrganization(who.organizationId, { discounts: {} });
    const again = await addItemsOk(t, who, lineList, [{ sku: 'BONDI-BLK-9', quantity: 1 }]);
    expect(again.items[0]).toMatchObject({ quantity: 4, unitPrice: 26.99, lineTotal: 107.96 });
    // A new line gets today's price: 33.33 × 0.4 = 13.332 → 13.33.
    const other = await addItemsOk(t, newCustomer(t), lineList, [{ sku: 'CLIFTON-RED-9', quantity: 1 }]);
    expect(other.items[0]).toMatchObject({ unitPrice: 13.33 });
  });

  it('ignores a discount outside 0 to 100 rather than pricing below zero', async () => {
    await t.put(`/api/brands/${hoka.id}`, { wholesalePercent: 100 });
    const who = newCustomer(t, { organization: { discounts: { [String(hoka.id)]: 150 } } });
    const order = await addItemsOk(t, who, lineList, [{ sku: 'BONDI-BLK-9', quantity: 1 }]);
    expect(order.items[0]!.unitPrice).toBe(49.99);
  });

  it('refuses a wholesale percent that is not above 0 and at most 100 in hundredths, changing nothing', async () => {
    await t.put(`/api/brands/${hoka.id}`, { wholesalePercent: 55.25 });
    for (const wholesalePercent of [0, 0.001, 4e-10, -5, 100.01, 12.345, '50', null, Number.NaN]) {
      const answer = await t.put(`/api/brands/${hoka.id}`, { wholesalePercent });
      expect(answer, String(wholesalePercent)).toEqual({
        status: 400,
        body: { success: false, message: errorMessages.brands[400] },
      });
    }
    expect((await t.get(`/api/brands/${hoka.id}`)).body.data.wholesalePercent).toBe(55.25);
  });
});
