import { ordersDashboardSchema } from '@lineup/contracts/orders-responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, openCrocsOrderingApp, placeOrder, setSubmittedAt } from '../../../test-support/order-fixtures';
import type { PimTestApp } from '../../../test-support/pim-test-app';
import { readOrdersDashboard } from './orders-dashboard';

let t: PimTestApp;
const ids: Record<string, number> = {};
/** "Now" for the figures: the middle of March 2026 (UTC). */
const now = new Date('2026-03-15T12:00:00Z');
const at = (day: string) => new Date(`${day}T10:00:00Z`);

beforeAll(async () => {
  // 20.00 MSRP: 10.00 a unit at the default 50 %.
  const opened = await openCrocsOrderingApp([
    { modelCode: 'CLOG-BLK', msrp: '20.00', skus: [{ sku: 'BLK-9', size: '9' }] },
    { modelCode: 'CLOG-RED', msrp: '20.00', skus: [{ sku: 'RED-9', size: '9' }] },
  ]);
  t = opened.t;
  const list = opened.lineList;
  const acme = newCustomer(t, { organization: { organizationName: 'Acme' } });
  const zeta = newCustomer(t, { organization: { organizationName: 'Zeta' }, store: { storeType: 'multi-brand' } });
  const old = newCustomer(t, { organization: { organizationName: 'Old' } });
  const lapsed = newCustomer(t, { organization: { organizationName: 'Lapsed' } });
  newCustomer(t, { organization: { organizationName: 'Idle' } });
  // A customer since March 10: inactive now, but no customer at the end of February.
  newCustomer(t, { organization: { organizationName: 'Newcomer', createdAt: at('2026-03-10') } });
  newCustomer(t, { organization: { organizationName: 'Closed', status: 'inactive' } });
  newCustomer(t, { organization: { organizationName: 'Internal', type: 'internal' } });
  const place = async (name: string, who: typeof acme, sku: string, quantity: number, day: string) => {
    ids[name] = (await placeOrder(t, who, list, [{ sku, quantity }])).id;
    await setSubmittedAt(t.db, ids[name]!, at(day));
  };
  await place('march2', acme, 'BLK-9', 1, '2026-03-02');
  await place('cancelled', acme, 'BLK-9', 10, '2026-03-03');
  await place('march4', zeta, 'RED-9', 4, '2026-03-04');
  await place('march5', acme, 'BLK-9', 2, '2026-03-05');
  await place('feb', acme, 'BLK-9', 4, '2026-02-10');
  await place('later', acme, 'BLK-9', 5, '2026-03-20');
  await place('old', old, 'BLK-9', 1, '2025-12-05');
  await place('lapsed', lapsed, 'BLK-9', 1, '2025-12-10');
  expect((await t.post(`/api/orders/${ids.cancelled}/status`, { status: 'cancelled' })).status).toBe(200);
  // A draft is not an order: it counts nowhere.
  await t.post('/api/orders', { action: 'add', ...zeta, lineListId: list, items: [{ sku: 'RED-9', quantity: 50 }] });
});
afterAll(() => t.dispose());

describe('the orders dashboard', () => {
  it("compares this month's sales and accounts with last month's", async () => {
    const dashboard = await readOrdersDashboard(t.db, t.orderStores.directory, now);
    expect(dashboard.month).toBe('2026-03');
    // March: 10 + 20 + 40 (the cancelled one and the one after "now" left out); February: 40.
    expect(dashboard.totalWhs).toEqual({ value: 70, changePercent: 75 });
    expect(dashboard.monobrandOrders).toEqual({ value: 2, changePercent: 100 });
    expect(dashboard.multibrandOrders).toEqual({ value: 1, changePercent: null });
    // Active customers without an order in 90 days: now Old, Lapsed, Idle and Newcomer; at the
    // end of February Zeta (its first order is in March) and Idle (Newcomer was no customer yet).
    expect(dashboard.inactiveAccounts).toEqual({ value: 4, changePercent: 100 });
  });

  it('lists the last orders, the top customers and the most units sold of this month', async () => {
    const dashboard = await readOrdersDashboard(t.db, t.orderStores.directory, now);
    expect(dashboard.lastOrders.map((row) => row.id)).toEqual([
      ids.later,
      ids.march5,
      ids.march4,
      ids.cancelled,
      ids.march2,
    ]);
    expect(dashboard.lastOrders[3]).toMatchObject({ status: 'cancelled' });
    expect(dashboard.topCustomers).toEqual([
      { organizationId: expect.any(String), organizationName: 'Zeta', ordersCount: 1, total: 40 },
      { organizationId: expect.any(String), organizationName: 'Acme', ordersCount: 2, total: 30 },
    ]);
    expect(dashboard.mostUnitsSold).toEqual([
      { modelCode: 'CLOG-RED', silhouette: 'Classic Clog', color: 'RED', brandName: 'Crocs', units: 4 },
      { modelCode: 'CLOG-BLK', silhouette: 'Classic Clog', color: 'BLK', brandName: 'Crocs', units: 3 },
    ]);
  });

  it('is answered by GET /api/orders/dashboard in its contract shape', async () => {
    const { status, body } = await t.get('/api/orders/dashboard');
    expect(status).toBe(200);
    expect(ordersDashboardSchema.safeParse(body.data).success).toBe(true);
  });
});
