import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_ADD_MAX_ITEMS, ORDER_ITEM_MAX_QUANTITY, type Order } from '@lineup/contracts/orders';
import type { Brand } from '@lineup/contracts/pim';
import { lineListItems, lineLists, orders } from '../db/schema';
import { type JsonAnswer, openPimTestApp } from '../test-support/pim-test-app';

let t: Awaited<ReturnType<typeof openPimTestApp>>;
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

type Parent = { modelCode: string; msrp: string | null; skus: { sku: string; size: string }[] };

async function insertLineList(brandId: number, parents: Parent[], state: 'saved' | 'staged' = 'saved') {
  const [row] = await t.db
    .insert(lineLists)
    .values({ brandId, name: `List ${randomUUID().slice(0, 6)}`, type: 'pre-book', state, itemsCount: parents.length })
    .returning({ id: lineLists.id });
  await t.db.insert(lineListItems).values(
    parents.map((parent) => ({
      lineListId: row!.id,
      modelCode: parent.modelCode,
      silhouette: 'Classic Clog',
      color: parent.modelCode.split('-')[1] ?? 'Black',
      msrp: parent.msrp,
      skus: parent.skus.map((sku) => ({ ...sku, image_urls: [] })),
    })),
  );
  return row!.id;
}

beforeAll(async () => {
  t = await openPimTestApp();
  const brands = (await t.get('/api/brands')).body.data as Brand[];
  crocs = brands.find((brand) => brand.name === 'Crocs')!.id;
  birkenstock = brands.find((brand) => brand.name === 'Birkenstock')!.id;
  crocsList = await insertLineList(crocs, [
    {
      modelCode: 'CLOG-BLK',
      msrp: '49.99',
      skus: [
        { sku: 'CLOG-BLK-8', size: '8' },
        { sku: 'CLOG-BLK-9', size: '9' },
        { sku: 'CLOG-BLK-10', size: '10' },
      ],
    },
    { modelCode: 'CLOG-RED', msrp: '33.33', skus: [{ sku: 'CLOG-RED-9', size: '9' }] },
    { modelCode: 'NOPRICE-GRY', msrp: null, skus: [{ sku: 'NOPRICE-9', size: '9' }] },
  ]);
  crocsList2 = await insertLineList(crocs, [
    { modelCode: 'ECHO-SAGE', msrp: '19.99', skus: [{ sku: 'ECHO-9', size: '9' }] },
  ]);
  birkList = await insertLineList(birkenstock, [
    { modelCode: 'ARIZ-TAUPE', msrp: '110.00', skus: [{ sku: 'ARIZ-40', size: '40' }] },
  ]);
  stagedList = await insertLineList(
    crocs,
    [{ modelCode: 'NEW-BLU', msrp: '10.00', skus: [{ sku: 'NEW-9', size: '9' }] }],
    'staged',
  );
});
afterAll(() => t.dispose());

/** A customer: an organization with one store (the users service's UUIDs). */
function customer() {
  return { organizationId: randomUUID(), storeId: randomUUID() };
}

type Customer = ReturnType<typeof customer>;

function add(who: Customer, lineListId: number, items: unknown, extra: Record<string, unknown> = {}) {
  return t.post('/api/orders', { action: 'add', ...who, lineListId, items, ...extra });
}

async function addOk(who: Customer, lineListId: number, items: { sku: string; quantity: number }[]) {
  const answer = await add(who, lineListId, items);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Order;
}

function list(body: Record<string, unknown>) {
  return t.post('/api/orders', { action: 'list', ...body });
}

/** The test app has no PATCH helper: the same call with a token of its own. */
async function patch(body: unknown): Promise<JsonAnswer> {
  const token = await t.tokens.tokenFor('test-user');
  const response = await t.app.request('/api/orders/change-item-quantity', {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const failure = (message: string) => ({ success: false, message });

describe('POST /api/orders {action: "add"}', () => {
  it('creates the store draft of the line list brand, priced at the MSRP, with totals', async () => {
    const who = customer();
    const { status, body } = await add(who, crocsList, [
      { sku: 'CLOG-BLK-9', quantity: 3 },
      { sku: 'CLOG-RED-9', quantity: 2 },
    ]);
    expect(status).toBe(200);
    expect(body.message).toBe(orderMessages.itemsAdded);
    const order = body.data as Order;
    expect(order).toMatchObject({
      ...who,
      brandId: crocs,
      brandName: 'Crocs',
      status: 'draft',
      itemsCount: 2,
      unitsCount: 5,
      total: 216.63,
      submittedAt: null,
      replicatedFromOrderId: null,
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        lineListId: crocsList,
        sku: 'CLOG-BLK-9',
        modelCode: 'CLOG-BLK',
        silhouette: 'Classic Clog',
        size: '9',
        quantity: 3,
        unitPrice: 49.99,
        lineTotal: 149.97,
      }),
      expect.objectContaining({ sku: 'CLOG-RED-9', quantity: 2, unitPrice: 33.33, lineTotal: 66.66 }),
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
    expect(second.total).toBe(399.92);
    // Another saved line list of the same brand goes into the same draft.
    const third = await addOk(who, crocsList2, [{ sku: 'ECHO-9', quantity: 1 }]);
    expect(third.id).toBe(first.id);
    expect(third.items.map((item) => item.lineListId)).toEqual([crocsList, crocsList, crocsList2]);
    expect(third.total).toBe(419.91);
  });

  it('keeps one draft per store and brand: another brand gets its own draft', async () => {
    const who = customer();
    const crocsDraft = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-8', quantity: 1 }]);
    const birkDraft = await addOk(who, birkList, [{ sku: 'ARIZ-40', quantity: 2 }]);
    expect(birkDraft.id).not.toBe(crocsDraft.id);
    expect(birkDraft).toMatchObject({ brandId: birkenstock, brandName: 'Birkenstock', total: 220 });
    // Another store of the same organization has its own drafts.
    const otherStore = await addOk({ organizationId: who.organizationId, storeId: randomUUID() }, crocsList, [
      { sku: 'CLOG-BLK-8', quantity: 1 },
    ]);
    expect(otherStore.id).not.toBe(crocsDraft.id);
  });

  it('adds to the draft orderId names, refusing an item of another brand line list', async () => {
    const who = customer();
    const draft = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-8', quantity: 1 }]);
    const same = await add(who, crocsList2, [{ sku: 'ECHO-9', quantity: 1 }], { orderId: draft.id });
    expect(same.status).toBe(200);
    expect(same.body.data.id).toBe(draft.id);

    const other = await add(who, birkList, [{ sku: 'ARIZ-40', quantity: 1 }], { orderId: draft.id });
    expect(other).toEqual({ status: 409, body: failure(orderMessages.otherBrand) });
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

  it('refuses a store whose orders belong to another organization', async () => {
    const who = customer();
    await addOk(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    const answer = await add({ organizationId: randomUUID(), storeId: who.storeId }, birkList, [
      { sku: 'ARIZ-40', quantity: 1 },
    ]);
    expect(answer).toEqual({ status: 409, body: failure(orderMessages.storeOfAnotherOrganization) });
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
    expect(body.data[0].items).toEqual([expect.objectContaining({ sku: 'CLOG-BLK-9', quantity: 6 })]);
  });
});

describe('POST /api/orders {action: "list"}', () => {
  it('lists the organization orders newest first, by store and status, paginated', async () => {
    const who = customer();
    const store2 = { organizationId: who.organizationId, storeId: randomUUID() };
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

describe('POST /api/orders/submit', () => {
  it('turns a draft into a pending order, once; the next add opens a new draft', async () => {
    const who = customer();
    const draft = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: 2 }]);
    const { status, body } = await t.post('/api/orders/submit', { orderId: draft.id });
    expect(status).toBe(200);
    expect(body.message).toBe(orderMessages.orderSubmitted);
    expect(body.data).toMatchObject({ id: draft.id, status: 'pending', total: 99.98 });
    expect(new Date(body.data.submittedAt).toISOString()).toBe(body.data.submittedAt);

    expect(await t.post('/api/orders/submit', { orderId: draft.id })).toEqual({
      status: 409,
      body: failure(orderMessages.alreadySubmitted),
    });
    const next = await addOk(who, crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    expect(next.id).not.toBe(draft.id);
    expect(next.status).toBe('draft');
  });

  it('lets exactly one of concurrent submits win', async () => {
    const draft = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.post('/api/orders/submit', { orderId: draft.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('refuses an empty draft, an unknown order and a bad body', async () => {
    const draft = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    await t.del(`/api/orders/item?orderId=${draft.id}&itemId=${draft.items[0]!.id}`);
    expect(await t.post('/api/orders/submit', { orderId: draft.id })).toEqual({
      status: 409,
      body: failure(orderMessages.emptyOrder),
    });
    expect(await t.post('/api/orders/submit', { orderId: 999_999 })).toEqual({
      status: 404,
      body: failure(orderMessages.orderNotFound),
    });
    for (const body of [{}, { orderId: '1' }, { orderId: 0 }, { orderId: 1.5 }, { orderId: 1, extra: true }]) {
      expect(await t.post('/api/orders/submit', body), JSON.stringify(body)).toEqual({
        status: 400,
        body: failure(orderMessages.wrongInput),
      });
    }
  });
});

describe('DELETE /api/orders/item', () => {
  it('removes a draft line and recomputes the totals', async () => {
    const draft = await addOk(customer(), crocsList, [
      { sku: 'CLOG-BLK-9', quantity: 2 },
      { sku: 'CLOG-RED-9', quantity: 1 },
    ]);
    const { status, body } = await t.del(`/api/orders/item?orderId=${draft.id}&itemId=${draft.items[0]!.id}`);
    expect(status).toBe(200);
    expect(body.message).toBe(orderMessages.itemRemoved);
    expect(body.data).toMatchObject({ id: draft.id, itemsCount: 1, unitsCount: 1, total: 33.33 });
    expect(await t.del(`/api/orders/item?orderId=${draft.id}&itemId=${draft.items[0]!.id}`)).toEqual({
      status: 404,
      body: failure(orderMessages.orderItemNotFound),
    });
  });

  it('refuses an unknown order, a line of another order, a submitted order and a bad query', async () => {
    const a = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    const b = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    expect(await t.del(`/api/orders/item?orderId=999999&itemId=${a.items[0]!.id}`)).toEqual({
      status: 404,
      body: failure(orderMessages.orderNotFound),
    });
    expect(await t.del(`/api/orders/item?orderId=${a.id}&itemId=${b.items[0]!.id}`)).toEqual({
      status: 404,
      body: failure(orderMessages.orderItemNotFound),
    });
    await t.post('/api/orders/submit', { orderId: b.id });
    expect(await t.del(`/api/orders/item?orderId=${b.id}&itemId=${b.items[0]!.id}`)).toEqual({
      status: 409,
      body: failure(orderMessages.notDraft),
    });
    for (const query of [
      '',
      `?orderId=${a.id}`,
      `?orderId=x&itemId=1`,
      `?orderId=${a.id}&itemId=-1`,
      '?orderId=1.5&itemId=1',
    ]) {
      expect(await t.del(`/api/orders/item${query}`), query).toEqual({
        status: 400,
        body: failure(orderMessages.wrongInput),
      });
    }
  });
});

describe('PATCH /api/orders/change-item-quantity', () => {
  it('sets the quantity of a draft line and recomputes the totals', async () => {
    const draft = await addOk(customer(), crocsList, [
      { sku: 'CLOG-BLK-9', quantity: 2 },
      { sku: 'CLOG-RED-9', quantity: 1 },
    ]);
    const item = draft.items[1]!;
    const { status, body } = await patch({ orderId: draft.id, itemId: item.id, quantity: 3 });
    expect(status).toBe(200);
    expect(body.message).toBe(orderMessages.quantityChanged);
    expect(body.data.items[1]).toMatchObject({ id: item.id, quantity: 3, lineTotal: 99.99 });
    expect(body.data).toMatchObject({ unitsCount: 5, total: 199.97 });
  });

  it('refuses 0, 2.5 and the like, an unknown order or line, and a submitted order', async () => {
    const draft = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 2 }]);
    const itemId = draft.items[0]!.id;
    for (const quantity of [0, 2.5, -3, '4', null]) {
      expect(await patch({ orderId: draft.id, itemId, quantity }), String(quantity)).toEqual({
        status: 400,
        body: failure(orderMessages.invalidQuantity),
      });
    }
    expect(await patch({ orderId: draft.id, itemId, quantity: ORDER_ITEM_MAX_QUANTITY + 1 })).toEqual({
      status: 400,
      body: failure(orderMessages.quantityTooLarge(ORDER_ITEM_MAX_QUANTITY)),
    });
    expect(await patch({ orderId: draft.id, itemId })).toEqual({
      status: 400,
      body: failure(orderMessages.invalidQuantity),
    });
    expect(await patch({ orderId: 999_999, itemId, quantity: 1 })).toEqual({
      status: 404,
      body: failure(orderMessages.orderNotFound),
    });
    expect(await patch({ orderId: draft.id, itemId: 999_999, quantity: 1 })).toEqual({
      status: 404,
      body: failure(orderMessages.orderItemNotFound),
    });
    await t.post('/api/orders/submit', { orderId: draft.id });
    expect(await patch({ orderId: draft.id, itemId, quantity: 1 })).toEqual({
      status: 409,
      body: failure(orderMessages.notDraft),
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row!.status).toBe('pending');
    expect(await patch({ orderId: draft.id, quantity: 1 })).toEqual({
      status: 400,
      body: failure(orderMessages.wrongInput),
    });
  });
});

describe('POST /api/orders/replicate', () => {
  it('copies the lines into a new draft of the same store, at the current MSRP', async () => {
    const who = customer();
    const source = await addOk(who, crocsList, [
      { sku: 'CLOG-BLK-9', quantity: 2 },
      { sku: 'CLOG-RED-9', quantity: 4 },
    ]);
    await t.post('/api/orders/submit', { orderId: source.id });
    const { status, body } = await t.post('/api/orders/replicate', { orderId: source.id });
    expect(status).toBe(201);
    expect(body.message).toBe(orderMessages.orderReplicated);
    const copy = body.data as Order;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      ...who,
      brandId: crocs,
      status: 'draft',
      replicatedFromOrderId: source.id,
      unitsCount: 6,
      total: source.total,
    });
    expect(copy.items.map((item) => [item.sku, item.quantity, item.unitPrice])).toEqual([
      ['CLOG-BLK-9', 2, 49.99],
      ['CLOG-RED-9', 4, 33.33],
    ]);
    // The store now has a draft of this brand: replicating again is refused.
    expect(await t.post('/api/orders/replicate', { orderId: source.id })).toEqual({
      status: 409,
      body: failure(orderMessages.draftExists),
    });
  });

  it('refuses an unknown order, an order without lines and a bad body', async () => {
    expect(await t.post('/api/orders/replicate', { orderId: 999_999 })).toEqual({
      status: 404,
      body: failure(orderMessages.orderNotFound),
    });
    const draft = await addOk(customer(), crocsList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    await t.del(`/api/orders/item?orderId=${draft.id}&itemId=${draft.items[0]!.id}`);
    expect(await t.post('/api/orders/replicate', { orderId: draft.id })).toEqual({
      status: 409,
      body: failure(orderMessages.nothingToReplicate),
    });
    expect(await t.post('/api/orders/replicate', { orderId: 'x' })).toEqual({
      status: 400,
      body: failure(orderMessages.wrongInput),
    });
  });
});
