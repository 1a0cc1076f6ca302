import { users } from '@lineup/users/db/schema';
import { setAccountStatus } from '@lineup/users/test-support/customer-fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders } from '../../../db/orders-schema';
import { recordingOrderMailer } from '../../../test-support/order-mails';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';
import type { OrderMail } from './order-mailer';

const mailer = recordingOrderMailer();
let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
/** Alpha Downtown's main contact (the store directory's) and its buyer (the users schema's). */
let contact: { email: string; firstName: string };
let buyer: { email: string; firstName: string };

beforeAll(async () => {
  w = await openPortalOrdersWorld({ orderMailer: mailer });
  contact = (await w.t.orderStores.directory.findStore(w.store.downtown))!.mainContact!;
  const [row] = await w.t.usersDb
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, w.ids.buyer));
  buyer = row!;
});
afterAll(() => w.t.dispose());

/** A new draft of Alpha Downtown with one SKU, as its buyer; answers its id. */
async function draft(sku = 'ATH-00001-8') {
  const { body } = await w.add(w.tokens.buyer, w.store.downtown, [{ sku, quantity: 2 }]);
  return body.data.id as number;
}

async function submit(orderId: number) {
  const answer = await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, orderId));
  expect(answer.status).toBe(200);
}

const setStatus = (orderId: number, status: string) =>
  w.call(w.tokens.staff, 'POST', `/api/orders/${orderId}/status`, { status });

/** The mails of the order, once `count` of them were sent (the mails go out after the answer). */
async function mailsOf(orderId: number, count: number): Promise<OrderMail[]> {
  const of = () => mailer.sent.filter((mail) => mail.orderId === orderId);
  // Generous: the lookups of the recipients share two cores with the rest of the suite.
  await vi.waitFor(() => expect(of()).toHaveLength(count), { timeout: 10_000 });
  return of();
}

const to = (mails: OrderMail[], status: string) =>
  mails
    .filter((mail) => mail.status === status)
    .map((mail) => mail.to.email)
    .sort();

describe('the order e-mails', () => {
  it("tell the store's main contact and the buyer who submitted of the submit and of each status change", async () => {
    const orderId = await draft();
    await submit(orderId);
    const [first] = await mailsOf(orderId, 2);
    expect(first).toEqual({
      to: expect.any(Object),
      orderId,
      storeId: w.store.downtown,
      storeName: 'Alpha Downtown',
      organizationName: 'Alpha Shoes',
      status: 'pending',
      // The submit's mail confirms the order: 2 of ATH-00001 in size 8 at Alpha's price.
      confirmation: {
        deliveryWindow: null,
        poNumber: null,
        requestedShipDate: null,
        requestedCancelDate: null,
        notes: null,
        lines: [
          {
            modelCode: 'ATH-00001',
            silhouette: expect.any(String),
            color: expect.any(String),
            units: 2,
            unitPrice: '27.00',
            msrp: '60.00',
          },
        ],
        unitsCount: 2,
        total: '54.00',
      },
    });
    expect(to(await mailsOf(orderId, 2), 'pending')).toEqual([buyer.email, contact.email].sort());

    expect((await setStatus(orderId, 'processing')).status).toBe(200);
    const processing = (await mailsOf(orderId, 4)).filter((mail) => mail.status === 'processing');
    expect(processing.map((mail) => mail.to.email).sort()).toEqual([buyer.email, contact.email].sort());
    // Later steps tell the status only.
    expect(processing.map((mail) => mail.confirmation)).toEqual([null, null]);
    expect((await setStatus(orderId, 'cancelled')).status).toBe(200);
    const mails = await mailsOf(orderId, 6);
    expect(to(mails, 'cancelled')).toEqual([buyer.email, contact.email].sort());
    expect(mails.find((mail) => mail.to.email === buyer.email)?.to.firstName).toBe(buyer.firstName);
  });

  it('are not sent for a change that was refused', async () => {
    const orderId = await draft('ATH-00002-9');
    await submit(orderId);
    await mailsOf(orderId, 2);
    // Not a next step, and a second submit: refused, so nobody hears of them.
    expect((await setStatus(orderId, 'shipped')).status).toBe(409);
    expect((await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, orderId))).status).toBe(409);
    // The next change is heard of, alone.
    expect((await setStatus(orderId, 'processing')).status).toBe(200);
    const mails = await mailsOf(orderId, 4);
    expect(mails.map((mail) => mail.status).sort()).toEqual(['pending', 'pending', 'processing', 'processing']);
  });

  it("go to the store's main contact of now, and once to an address that is both", async () => {
    const orderId = await draft();
    await submit(orderId);
    await mailsOf(orderId, 2);
    w.t.orderStores.updateStore(w.store.downtown, {
      mainContact: { email: buyer.email.toUpperCase(), firstName: 'Bea' },
    });
    try {
      expect((await setStatus(orderId, 'processing')).status).toBe(200);
      const mails = await mailsOf(orderId, 3);
      expect(to(mails, 'processing')).toEqual([buyer.email.toUpperCase()]);
    } finally {
      w.t.orderStores.updateStore(w.store.downtown, { mainContact: contact });
    }
  });

  it('leave out a submitter who may no longer use the portal, and staff who submitted', async () => {
    const orderId = await draft();
    await submit(orderId);
    await mailsOf(orderId, 2);
    await setAccountStatus(w.t.usersDb, w.ids.buyer, 'inactive');
    try {
      expect((await setStatus(orderId, 'processing')).status).toBe(200);
      expect(to(await mailsOf(orderId, 3), 'processing')).toEqual([contact.email]);
    } finally {
      await setAccountStatus(w.t.usersDb, w.ids.buyer, 'active');
    }

    // A draft staff submit from the back office.
    const staffDraft = await w.call(w.tokens.staff, 'POST', '/api/orders', {
      action: 'add',
      organizationId: w.ids.alpha,
      storeId: w.store.mall,
      lineListId: w.lineList.spring,
      items: [{ sku: 'ATH-00001-10', quantity: 1 }],
    });
    expect(staffDraft.status).toBe(200);
    const staffOrder = staffDraft.body.data.id as number;
    expect((await w.call(w.tokens.staff, 'POST', '/api/orders/submit', { orderId: staffOrder })).status).toBe(200);
    const mall = (await w.t.orderStores.directory.findStore(w.store.mall))!.mainContact!;
    expect(to(await mailsOf(staffOrder, 1), 'pending')).toEqual([mall.email]);
  });
});

describe('an order e-mail that cannot be sent', () => {
  it('is logged and leaves the change made', async () => {
    const t = await openPortalOrdersWorld({
      captureLogs: true,
      orderMailer: { sendOrderMail: () => Promise.reject(new Error('mail server down')) },
    });
    try {
      const { body } = await t.add(t.tokens.buyer, t.store.downtown, [{ sku: 'ATH-00001-8', quantity: 1 }]);
      const orderId = body.data.id as number;
      const answer = await t.call(t.tokens.buyer, 'POST', t.paths.submit(t.store.downtown, orderId));
      expect(answer.status).toBe(200);
      await vi.waitFor(
        () =>
          expect(
            t.t.logs.filter((line) => line.includes('order e-mail not sent') && line.includes('mail server down')),
          ).toHaveLength(2),
        { timeout: 10_000 },
      );
      const [row] = await t.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      expect(row?.status).toBe('pending');
    } finally {
      await t.t.dispose();
    }
  });
});
