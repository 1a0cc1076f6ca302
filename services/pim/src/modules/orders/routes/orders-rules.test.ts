import { checkoutMessages } from '@lineup/contracts/order-checkout';
import { orderRuleMessages } from '@lineup/contracts/order-rules';
import { orderBuyingTexts } from '@lineup/contracts/orders-buying-texts';
import { orderDetailSchema } from '@lineup/contracts/orders-responses';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/orders-schema';
import { orderState, setOrderRules, termsLineList } from '../../../test-support/buying-terms';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';
import { refusingTakenPoNumber } from '../domain/orders-checkout';

// Staff ordering for a store: the brand's order rules refuse them as they refuse customers, unless
// they say why they override them (the timeline keeps it); New Order takes the checkout's fields.

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
});
afterAll(() => w.t.dispose());

const refused = (status: number, message: string) => ({ status, body: { success: false, message } });
const staff = (method: string, path: string, body?: unknown) => w.call(w.tokens.staff, method, path, body);
const spring1 = { name: 'Spring 1', shipStart: '2026-02-01', cancelDate: '2026-03-15' };
const brokenMessage = (modelCode: string, units: number) =>
  `${orderRuleMessages.underOrderMinimum(12, units)} ${orderRuleMessages.underStyleMinimum(modelCode, 6, units)}`;

/** A staff draft of Alpha Mall from the line list; answers its id. */
async function staffDraft(lineListId: number, sku: string, quantity: number) {
  const answer = await staff('POST', '/api/orders', {
    action: 'add',
    organizationId: w.ids.alpha,
    storeId: w.store.mall,
    lineListId,
    items: [{ sku, quantity }],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as number;
}

describe("the brand's order rules when staff order", () => {
  beforeAll(() => setOrderRules(w.t.db, w.brand.crocs, { minUnitsPerOrder: 12, minUnitsPerStyle: 6 }));
  afterAll(() => setOrderRules(w.t.db, w.brand.crocs, {}));

  it('refuse a submit without a reason, and record the override with one on the timeline', async () => {
    const { lineListId } = await termsLineList(w.t.db, w.brand.crocs, 'RLA');
    const orderId = await staffDraft(lineListId, 'RLA-00001-8', 2);
    expect(await staff('POST', '/api/orders/submit', { orderId })).toEqual(refused(409, brokenMessage('RLA-00001', 2)));
    expect(await staff('POST', '/api/orders/submit', { orderId, ruleOverrideReason: ' x ' })).toEqual(
      refused(400, orderRuleMessages.overrideReasonTooShort),
    );
    expect(await orderState(w.t.db, orderId)).toMatchObject({ status: 'draft', events: [] });

    const reason = 'Agreed with the brand for this store';
    const answer = await staff('POST', '/api/orders/submit', { orderId, ruleOverrideReason: reason });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = orderDetailSchema.parse((await staff('GET', `/api/orders/${orderId}`)).body.data);
    expect(page.timeline.map(({ status, note }) => [status, note])).toEqual([
      ['pending', orderRuleMessages.overridden(reason)],
    ]);
  });

  it('refuse New Order without a reason, changing nothing, and place it with one', async () => {
    const { lineListId } = await termsLineList(w.t.db, w.brand.crocs, 'RLB');
    const body = {
      storeId: w.store.downtown,
      lineListId,
      items: [{ sku: 'RLB-00001-8', quantity: 3 }],
    };
    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    expect(await staff('POST', '/api/orders/place', body)).toEqual(refused(409, brokenMessage('RLB-00001', 3)));
    expect(await countRows()).toEqual(before);

    const placed = await staff('POST', '/api/orders/place', { ...body, ruleOverrideReason: 'Sample order' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(orderDetailSchema.parse(placed.body.data).timeline[0]!.note).toBe(
      orderRuleMessages.overridden('Sample order'),
    );
  });
});

describe("New Order's checkout", () => {
  it('keeps the window, dates, PO number and notes, refuses a PO the store used, and its form shows them', async () => {
    const { lineListId, windows } = await termsLineList(w.t.db, w.brand.crocs, 'RLC', [spring1]);
    const body = {
      storeId: w.store.downtown,
      lineListId,
      items: [{ sku: 'RLC-00001-8', quantity: 2 }],
      poNumber: 'NEW-1',
      requestedShipDate: '2026-02-15',
      notes: 'Call before delivery',
    };
    const placed = await staff('POST', '/api/orders/place', body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data).toMatchObject({
      deliveryWindow: windows[0],
      poNumber: 'NEW-1',
      requestedShipDate: '2026-02-15',
      requestedCancelDate: spring1.cancelDate,
      notes: 'Call before delivery',
    });
    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    expect(await staff('POST', '/api/orders/place', { ...body, poNumber: 'new-1' })).toEqual(
      refused(409, checkoutMessages.poNumberUsed('new-1')),
    );
    expect(await staff('POST', '/api/orders/place', { ...body, poNumber: 'NEW-2', deliveryWindowId: 999_999 })).toEqual(
      refused(409, checkoutMessages.windowNotOfLineList),
    );
    expect(await countRows()).toEqual(before);

    const response = await w.t.app.request('/api/orders/forms', {
      method: 'POST',
      headers: { authorization: `Bearer ${w.tokens.staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: [placed.body.data.id] }),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toContainEqual([orderBuyingTexts.deliveryWindow, orderBuyingTexts.windowDates(spring1)]);
    expect(rows).toContainEqual([orderBuyingTexts.poNumber, 'NEW-1']);
    expect(rows).toContainEqual([orderBuyingTexts.requestedShipDate, '2026-02-15']);
    expect(rows).toContainEqual([orderBuyingTexts.requestedCancelDate, spring1.cancelDate]);
    expect(rows).toContainEqual([orderBuyingTexts.notes, 'Call before delivery']);
    // $60.00 at Crocs's 50 % less Alpha's 10 %: $27.00, a margin of 55 %.
    expect(rows).toContainEqual(['', 'RLC-00001', 'Classic Clog', 'Black', '8', 'RLC-00001-8', 2, 27, 60, 55, 54]);
  });

  it('answers a race the unique index settles as the check would (409), and lets other errors through', async () => {
    const row = {
      organizationId: w.ids.alpha,
      storeId: w.store.downtown,
      brandId: w.brand.crocs,
      lineListId: w.lineList.spring,
      status: 'pending' as const,
      organizationName: 'Alpha Shoes',
      storeName: 'Alpha Downtown',
      storeType: 'monobrand' as const,
      addresses: [],
      poNumber: 'RACE-1',
    };
    await w.t.db.insert(orders).values(row);
    const second = refusingTakenPoNumber('race-1', () => w.t.db.insert(orders).values({ ...row, poNumber: 'race-1' }));
    await expect(second).rejects.toMatchObject({ status: 409, message: checkoutMessages.poNumberUsed('race-1') });
    // The one-draft-per-catalog index is another refusal: not the PO number's.
    const draft = { ...row, status: 'draft' as const, poNumber: null };
    await w.t.db.insert(orders).values(draft);
    const other = refusingTakenPoNumber('RACE-2', () => w.t.db.insert(orders).values(draft));
    await expect(other).rejects.not.toMatchObject({ status: 409 });
  });
});
