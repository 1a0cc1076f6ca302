import { randomUUID } from 'node:crypto';
import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ADD_MAX_ITEMS, ORDER_ITEM_MAX_QUANTITY, type Order } from '@lineup/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItems,
  addItemsOk,
  type Customer,
  failure,
  insertOrderLineList,
  newCustomer,
  parentInSizes,
} from '../../../test-support/order-fixtures';
import { brandIdNamed, openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';

let t: PimTestApp;
let crocs: number;
let birkenstock: number;
/** Crocs, saved: CLOG-BLK-{8,9,10} at 49.99, CLOG-RED-9 at 33.33, NOPRICE-9 without MSRP. */
let crocsList: number;
/** Another saved Crocs line list: ECHO-9 at 19.99. */
let crocsList2: number;
/** Birkenstock, saved: ARIZ-40 at 110.00. */
let birkList: number;
/** Crocs, still staged (preview only). */
let stagedList: number;

beforeAll(async () => {
  t = await openPimTestApp();
  crocs = await brandIdNamed(t, 'Crocs');
  birkenstock = await brandIdNamed(t, 'Birkenstock');
  crocsList = await insertOrderLineList(t.db, crocs, [
    parentInSizes('CLOG-BLK', '49.99', ['8', '9', '10']),
    parentInSizes('CLOG-RED', '33.33', ['9']),
    { modelCode: 'NOPRICE-GRY', msrp: null, skus: [{ sku: 'NOPRICE-9', size: '9' }] },
  ]);
  crocsList2 = await insertOrderLineList(t.db, crocs, [
    { modelCode: 'ECHO-SAGE', msrp: '19.99', skus: [{ sku: 'ECHO-9', size: '9' }] },
  ]);
  birkList = await insertOrderLineList(t.db, birkenstock, [
    { modelCode: 'ARIZ-TAUPE', msrp: '110.00', skus: [{ sku: 'ARIZ-40', size: '40' }] },
  ]);
  stagedList = await insertOrderLineList(
    t.db,
    crocs,
    [{ modelCode: 'NEW-BLU', msrp: '10.00', skus: [{ sku: 'NEW-9', size: '9' }] }],
    { state: 'staged' },
  );
});
afterAll(() => t.dispose());

const customer = () => newCustomer(t);
const add = (who: Customer, lineListId: number, items: unknown, extra: Record<string, unknown> = {}) =>
  addItems(t, who, lineListId, items, extra);
const addOk = (who: Customer, lineListId: number, items: { sku: string; quantity: number }[]) =>
  addItemsOk(t, who, lineListId, items);
const list = (body: Record<string, unknown>) => t.post('/api/orders', { action: 'list', ...body });

describe('POST /api/orders {action: "add"}', () => {
  it('creates the store draft of the line list, priced at the brand wholesale percent (50 by default), with totals and the store copied in', async () => {
    const who = customer();
    const { status, body } = await add(who, crocsList, [
      { sku: 'CLOG-BLK-9', quantity: 3 },
      { sku: 'CLOG-RED-9', quantity: 2 },
    ]);
    expect(status).toBe(200);
    expect(body.message).toBe(orderMessages.itemsAdded);
    const order = body.data as Order;
    const store = (await t.orderStores.directory.findStore(who.storeId))!;
    expect(order).toMatchObject({
      ...who,
      organizationName: store.organizationName,
      storeName: store.storeName,
      storeType: 'monobrand',
      brandId: crocs,
      brandName: 'Crocs',
      lineListId: crocsList,
      status: 'draft',
      itemsCount: 2,
      unitsCount: 5,
      // 3 × 25.00 (49.99 × 50 % = 24.995, rounded half up) + 2 × 16.67 (33.33 × 50 % = 16.665)
      total: 108.34,
      submittedAt: null,
      replicatedFromOrderId: null,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        lineListId: crocsList,
        sku: 'CLOG-BLK-9',
        modelCode: 'CLOG-BLK',
        silhouette: 'Classic Clog',
        color: 'BLK',
        size: '9',
        quantity: 3,
        msrp: 49.99,
        unitPrice: 25,
        lineTotal: 75,
      }),
      expect.objectContaining({ sku: 'CLOG-RED-9', quantity: 2, msrp: 33.33, unitPrice: 16.67, lineTotal: 33.34 }),
    ]);
  });

  it('adds to the same draft, summing the quantities of a SKU already there and of repeated SKUs', async () => {
    const who = customer();
    const first = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-8', quantity: 1 }]);
    const second = await addOk(who, crocsList, [
      { sku: 'CLOG-BLK-8', quantity: 2 },
      { sku: 'CLOG-BLK-10', quantity: 1 },
      { sku: 'CLOG-BLK-10', quantity: 4 },
    ]);
    expect(second.id).toBe(first.id);
    expect(second.items.map((item) => [item.sku, item.quantity])).toEqual([
      ['CLOG-BLK-8', 3],
      ['CLOG-BLK-10', 5],
    ]);
    expect(second).toMatchObject({ unitsCount: 8, total: 200 });
  });

  it('keeps one draft per store and line list: another line list, brand or store gets its own', async () => {
    const who = customer();
    const crocsDraft = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-8', quantity: 1 }]);
    const echoDraft = await addOk(who, crocsList2, [{ sku: 'ECHO-9', quantity: 1 }]);
    expect(echoDraft.id).not.toBe(crocsDraft.id);
    expect(echoDraft).toMatchObject({ lineListId: crocsList2, total: 10 });
    const birkDraft = await addOk(who, birkList, [{ sku: 'ARIZ-40', quantity: 2 }]);
    expect(birkDraft).toMatchObject({ brandId: birkenstock, brandName: 'Birkenstock', total: 110 });
    const otherStore = t.orderStores.addStore(who.organizationId);
    const third = await addOk({ organizationId: who.organizationId, storeId: otherStore.storeId }, crocsList, [
      { sku: 'CLOG-BLK-8', quantity: 1 },
    ]);
    expect(third.id).not.toBe(crocsDraft.id);
    expect(third.storeName).toBe(otherStore.storeName);
  });

  it('adds to the draft orderId names, refusing SKUs of another line list or another store', async () => {
    const who = customer();
    const draft = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-8', quantity: 1 }]);
    const same = await add(who, crocsList, [{ sku: 'CLOG-RED-9', quantity: 1 }], { orderId: draft.id });
    expect(same.status).toBe(200);
    expect(same.body.data.id).toBe(draft.id);

    const other = await add(who, crocsList2, [{ sku: 'ECHO-9', quantity: 1 }], { orderId: draft.id });
    expect(other).toEqual({ status: 409, body: failure(orderMessages.otherLineList) });
    const unknown = await add(who, crocsList, [{ sku: 'CLOG-BLK-8', quantity: 1 }], { orderId: 999_999 });
    expect(unknown).toEqual({ status: 404, body: failure(orderMessages.orderNotFound) });
    const stranger = await add(customer(), crocsList, [{ sku: 'CLOG-BLK-8', quantity: 1 }], { orderId: draft.id });
    expect(stranger).toEqual({ status: 409, body: failure(orderMessages.otherStore) });
  });

  it('refuses a SKU that is not in the line list (another brand SKU included) and changes nothing', async () => {
    const who = customer();
    for (const [lineListId, sku] of [
      [crocsList, 'NOPE-1'],
      [crocsList, 'ARIZ-40'],
      [birkList, 'CLOG-BLK-9'],
      [crocsList2, 'CLOG-BLK-9'],
    ] as const) {
      const valid = lineListId === birkList ? 'ARIZ-40' : lineListId === crocsList2 ? 'ECHO-9' : 'CLOG-BLK-9';
      const answer = await add(who, lineListId, [
        { sku: valid, quantity: 1 },
        { sku, quantity: 1 },
      ]);
      expect(answer, `${lineListId} ${sku}`).toEqual({
        status: 400,
        body: failure(orderMessages.skuNotInLineList(sku)),
      });
    }
    // All or nothing: not even the draft was kept.
    expect((await list({ organizationId: who.organizationId })).body.data).toEqual([]);
  });

  it('refuses a SKU without MSRP, a staged line list and an unknown one', async () => {
    const who = customer();
    expect(await add(who, crocsList, [{ sku: 'NOPRICE-9', quantity: 1 }])).toEqual({
      status: 400,
      body: failure(orderMessages.skuWithoutPrice('NOPRICE-9')),
    });
    expect(await add(who, stagedList, [{ sku: 'NEW-9', quantity: 1 }])).toEqual({
      status: 409,
      body: failure(orderMessages.lineListNotSaved),
    });
    expect(await add(who, 999_999, [{ sku: 'NEW-9', quantity: 1 }])).toEqual({
      status: 404,
      body: failure(orderMessages.lineListNotFound),
    });
  });

  it('refuses an unknown store, a store of another organization, and inactive stores or organizations', async () => {
    const items = [{ sku: 'CLOG-BLK-9', quantity: 1 }];
    const notFound = { status: 404, body: failure(orderMessages.storeNotFound) };
    expect(await add({ organizationId: randomUUID(), storeId: randomUUID() }, crocsList, items)).toEqual(notFound);
    const who = customer();
    expect(await add({ organizationId: customer().organizationId, storeId: who.storeId }, crocsList, items)).toEqual(
      notFound,
    );
    t.orderStores.updateStore(who.storeId, { storeStatus: 'inactive' });
    expect(await add(who, crocsList, items)).toEqual({ status: 409, body: failure(orderMessages.storeInactive) });
    const other = customer();
    t.orderStores.updateOrganization(other.organizationId, { status: 'inactive' });
    expect(await add(other, crocsList, items)).toEqual({
      status: 409,
      body: failure(orderMessages.organizationInactive),
    });
  });

  it('refuses quantities that are not whole numbers of at least 1', async () => {
    const who = customer();
    for (const quantity of [0, -1, 2.5, 0.5, '3', null, Number.NaN]) {
      const answer = await add(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity }]);
      expect(answer, String(quantity)).toEqual({ status: 400, body: failure(orderMessages.invalidQuantity) });
    }
    expect(await add(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: ORDER_ITEM_MAX_QUANTITY + 1 }])).toEqual({
      status: 400,
      body: failure(orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY)),
    });
    // The sum with what the draft holds is held to the same limit.
    await addOk(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: ORDER_ITEM_MAX_QUANTITY }]);
    expect(await add(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }])).toEqual({
      status: 400,
      body: failure(orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY)),
    });
    const [draft] = (await list({ organizationId: who.organizationId })).body.data as Order[];
    expect(draft!.unitsCount).toBe(ORDER_ITEM_MAX_QUANTITY);
  });

  it('refuses malformed requests with 400', async () => {
    const who = customer();
    expect(await add(who, crocsList, [])).toEqual({ status: 400, body: failure(orderMessages.noItems) });
    const many = Array.from({ length: ORDER_ADD_MAX_ITEMS + 1 }, (_, i) => ({ sku: `S-${i}`, quantity: 1 }));
    expect(await add(who, crocsList, many)).toEqual({
      status: 400,
      body: failure(orderMessages.tooManyItems(ORDER_ADD_MAX_ITEMS)),
    });
    const wrong = failure(orderMessages.wrongInput);
    for (const body of [
      { action: 'add', ...who, lineListId: crocsList },
      {
        action: 'add',
        organizationId: 'org-1',
        storeId: who.storeId,
        lineListId: crocsList,
        items: [{ sku: 'A', quantity: 1 }],
      },
      { action: 'add', ...who, lineListId: '1', items: [{ sku: 'CLOG-BLK-9', quantity: 1 }] },
      { action: 'add', ...who, lineListId: crocsList, items: [{ sku: '', quantity: 1 }] },
      { action: 'add', ...who, lineListId: crocsList, items: [{ sku: 'CLOG-BLK-9', quantity: 1, price: 1 }] },
      { action: 'add', ...who, lineListId: crocsList, items: [{ sku: 'CLOG-BLK-9', quantity: 1 }], total: 0 },
      { action: 'delete', ...who },
      { ...who },
      [],
      'null',
      '{"action":',
    ]) {
      expect(await t.post('/api/orders', body), JSON.stringify(body)).toEqual({ status: 400, body: wrong });
    }
  });

  it('creates one draft however many adds arrive at once', async () => {
    const who = customer();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => add(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }])),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    const { body } = await list({ organizationId: who.organizationId });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ unitsCount: 6, total: 150 });
    expect(body.data[0].items).toEqual([expect.objectContaining({ sku: 'CLOG-BLK-9', quantity: 6 })]);
  });
});

describe('POST /api/orders {action: "list"}', () => {
  it('lists the organization orders newest first, by store and status, paginated', async () => {
    const who = customer();
    const store2 = { organizationId: who.organizationId, storeId: t.orderStores.addStore(who.organizationId).storeId };
    const a = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    const b = await addOk(who, birkList, [{ sku: 'ARIZ-40', quantity: 1 }]);
    const c = await addOk(store2, crocsList, [{ sku: 'CLOG-RED-9', quantity: 1 }]);
    await t.post('/api/orders/submit', { orderId: a.id });
    await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]); // another customer

    const all = await list({ organizationId: who.organizationId });
    expect(all.status).toBe(200);
    expect(all.body.message).toBe(orderMessages.ordersListed);
    expect((all.body.data as Order[]).map((order) => order.id)).toEqual([c.id, b.id, a.id]);
    expect(all.body.pagination).toEqual({ page: 1, pageSize: 10, total: 3 });

    const ofStore = await list({ organizationId: who.organizationId, storeId: who.storeId });
    expect((ofStore.body.data as Order[]).map((order) => order.id)).toEqual([b.id, a.id]);
    const pending = await list({ organizationId: who.organizationId, status: 'pending' });
    expect((pending.body.data as Order[]).map((order) => [order.id, order.status])).toEqual([[a.id, 'pending']]);

    const page2 = await list({ organizationId: who.organizationId, page: 2, pageSize: 2 });
    expect((page2.body.data as Order[]).map((order) => order.id)).toEqual([a.id]);
    expect(page2.body.pagination).toEqual({ page: 2, pageSize: 2, total: 3 });

    expect((await list({ organizationId: randomUUID() })).body).toMatchObject({ data: [], pagination: { total: 0 } });
  });

  it('refuses bad list requests with 400', async () => {
    const wrong = { status: 400, body: failure(orderMessages.wrongInput) };
    expect(await list({})).toEqual(wrong);
    expect(await list({ organizationId: 'acme' })).toEqual(wrong);
    expect(await list({ organizationId: randomUUID(), status: 'lost' })).toEqual(wrong);
    expect(await list({ organizationId: randomUUID(), pageSize: 101 })).toEqual(wrong);
    expect(await list({ organizationId: randomUUID(), page: 0 })).toEqual(wrong);
  });
});
