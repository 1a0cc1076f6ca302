import { orderMessages } from '@lineup/contracts/order-messages';
import type { StaffOrderRow } from '@lineup/contracts/orders-responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItemsOk,
  failure,
  insertOrderLineList,
  newCustomer,
  placeOrder,
  setSubmittedAt,
} from '../../../test-support/order-fixtures';
import { brandIdNamed, openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';

let t: PimTestApp;
let crocs: number;
let birkenstock: number;
let preBook: number;
let ownStock: number;
let birkAts: number;
/** The submitted orders, oldest first: [crocs pre-book ×12 (Acme, monobrand), own-stock (Zeta, multi), birk ATS (Zeta, multi)]. */
const placed: number[] = [];
let draftId: number;

const sku = (code: string) => [{ modelCode: code, msrp: '10.00', skus: [{ sku: `${code}-9`, size: '9' }] }];

beforeAll(async () => {
  t = await openPimTestApp();
  crocs = await brandIdNamed(t, 'Crocs');
  birkenstock = await brandIdNamed(t, 'Birkenstock');
  preBook = await insertOrderLineList(t.db, crocs, sku('PB'), { type: 'pre-book' });
  ownStock = await insertOrderLineList(t.db, crocs, sku('OS'), { type: 'own-stock' });
  birkAts = await insertOrderLineList(t.db, birkenstock, sku('AT'), { type: 'brand-ats' });
  const acme = newCustomer(t, {
    organization: { organizationName: 'Acme 100% Shoes' },
    store: { storeName: 'Acme Downtown' },
  });
  const zeta = newCustomer(t, {
    organization: { organizationName: 'Zeta Retail' },
    store: { storeName: 'Zeta Mall', storeType: 'multi-brand' },
  });
  for (let i = 0; i < 12; i += 1) placed.push((await placeOrder(t, acme, preBook, [{ sku: 'PB-9', quantity: 1 }])).id);
  placed.push((await placeOrder(t, zeta, ownStock, [{ sku: 'OS-9', quantity: 2 }])).id);
  placed.push((await placeOrder(t, zeta, birkAts, [{ sku: 'AT-9', quantity: 3 }])).id);
  // Submitted a minute apart, in the order placed.
  for (const [index, id] of placed.entries()) await setSubmittedAt(t.db, id, new Date(Date.UTC(2026, 0, 1, 0, index)));
  draftId = (await addItemsOk(t, acme, birkAts, [{ sku: 'AT-9', quantity: 1 }])).id;
});
afterAll(() => t.dispose());

async function ids(query: string) {
  const answer = await t.get(`/api/orders/staff${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ids: (answer.body.data as StaffOrderRow[]).map((row) => row.id), total: answer.body.pagination.total };
}
const newestFirst = (list: number[]) => [...list].reverse();

describe('GET /api/orders/staff', () => {
  it('lists submitted orders newest first, 10 a page, never drafts', async () => {
    const { status, body } = await t.get('/api/orders/staff');
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, pageSize: 10, total: 14 });
    const rows = body.data as StaffOrderRow[];
    expect(rows.map((row) => row.id)).toEqual(newestFirst(placed).slice(0, 10));
    expect(rows.map((row) => row.id)).not.toContain(draftId);
    expect(rows[0]).toEqual({
      id: placed[13],
      organizationId: expect.any(String),
      organizationName: 'Zeta Retail',
      storeId: expect.any(String),
      storeName: 'Zeta Mall',
      storeType: 'multi-brand',
      brandId: birkenstock,
      brandName: 'Birkenstock',
      lineListId: birkAts,
      lineListName: expect.any(String),
      catalogType: 'brand-ats',
      status: 'pending',
      submittedAt: '2026-01-01T00:13:00.000Z',
      unitsCount: 3,
      total: 15,
    });
    expect(await ids('?page=2')).toEqual({ ids: newestFirst(placed).slice(10), total: 14 });
    expect(await ids('?page=3')).toEqual({ ids: [], total: 14 });
  });

  it('searches by order id, organization, store or brand, case aside, taking % and _ literally', async () => {
    expect(await ids(`?search=${placed[3]}`)).toEqual({ ids: [placed[3]], total: 1 });
    expect(await ids(`?search=%23${placed[3]}`)).toEqual({ ids: [placed[3]], total: 1 });
    expect((await ids('?search=zeta')).ids).toEqual(newestFirst(placed.slice(12)));
    expect((await ids('?search=DOWNTOWN')).total).toBe(12);
    expect((await ids('?search=birken')).ids).toEqual([placed[13]]);
    expect((await ids('?search=100%25')).total).toBe(12);
    expect((await ids('?search=0%25%20S')).total).toBe(12);
    expect((await ids('?search=a_me')).total).toBe(0);
    expect((await ids('?search=nobody')).total).toBe(0);
  });

  it('filters by status, catalog type (open stock: own-stock line lists), brand, store type and line list', async () => {
    await t.post(`/api/orders/${placed[0]}/status`, { status: 'processing' });
    expect(await ids('?status=processing')).toEqual({ ids: [placed[0]], total: 1 });
    expect((await ids('?status=pending')).total).toBe(13);
    expect(await ids('?catalogType=open-stock')).toEqual({ ids: [placed[12]], total: 1 });
    expect((await ids('?catalogType=pre-book')).total).toBe(12);
    expect(await ids('?catalogType=future-stock')).toEqual({ ids: [], total: 0 });
    expect(await ids(`?brandId=${birkenstock}`)).toEqual({ ids: [placed[13]], total: 1 });
    expect((await ids(`?brandId=${crocs}`)).total).toBe(13);
    expect((await ids('?storeType=multi-brand')).ids).toEqual(newestFirst(placed.slice(12)));
    expect((await ids('?storeType=monobrand')).total).toBe(12);
    expect((await ids(`?lineListId=${preBook}&pageSize=20`)).ids).toEqual(newestFirst(placed.slice(0, 12)));
    expect(await ids(`?brandId=${crocs}&storeType=multi-brand&search=zeta`)).toEqual({ ids: [placed[12]], total: 1 });
  });

  it('refuses malformed queries with 400', async () => {
    for (const query of [
      '?page=0',
      '?page=x',
      '?pageSize=101',
      '?status=draft',
      '?status=lost',
      '?catalogType=open_stock',
      '?brandId=abc',
      '?storeType=multibrand',
      '?lineListId=-1',
      `?search=${'x'.repeat(101)}`,
      '?unknown=1',
    ]) {
      expect(await t.get(`/api/orders/staff${query}`), query).toEqual({
        status: 400,
        body: failure(orderMessages.wrongInput),
      });
    }
  });
});
