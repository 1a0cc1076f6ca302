import { orderMessages } from '@lineup/contracts/order-messages';
import { shipToChoiceSchema } from '@lineup/contracts/orders-ship-to';
import { portalMessages } from '@lineup/contracts/portal-messages';
import { portalOrderSchema } from '@lineup/contracts/portal-orders';
import type { Address } from '@lineup/contracts/users';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { shippingAddressId } from '@lineup/users/directories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/orders-schema';
import { TEST_WHOLESALER_NAME, testAddresses } from '../../../test-support/order-stores';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

// The cart's ship-to: the buyer submits an order to one of the store's shipping addresses, which
// the order keeps; a store without one cannot submit, and the refusal changes nothing.

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
});
afterAll(() => w.t.dispose());

const [billing, dock] = testAddresses as [Address, Address];
const bravoDock: Address = { type: 'shipping', line1: '5 Bravo Way', city: 'Tulsa', state: 'OK', country: 'US' };
const shipToPath = (storeId: string) => `/api/portal/stores/${storeId}/ship-to`;
const refused = (status: number, message: string) => ({ status, body: { success: false, message } });

/** A draft of the store with one line, as `token`. */
async function draftOf(token: string, storeId: string) {
  const added = await w.add(token, storeId, [{ sku: 'ATH-00001-8', quantity: 2 }]);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added.body.data.id as number;
}

const orderRow = async (orderId: number) => (await w.t.db.select().from(orders).where(eq(orders.id, orderId)))[0];

/** Submits as `token`, expecting the refusal, and that the draft and every PIM table stay as they were. */
async function expectRefusedUnchanged(token: string, storeId: string, orderId: number, body: unknown, message: string) {
  const countRows = await rowCounter(w.t.db, 'pim');
  const before = await countRows();
  const draft = await orderRow(orderId);
  expect(await w.call(token, 'POST', w.paths.submit(storeId, orderId), body)).toEqual(refused(409, message));
  expect(await orderRow(orderId)).toEqual(draft);
  expect(draft).toMatchObject({ status: 'draft', shipTo: null, submittedAt: null });
  expect(await countRows()).toEqual(before);
}

describe("the portal's ship-to", () => {
  it("lists the store's shipping addresses with the ids a submit names them by", async () => {
    const answer = await w.call(w.tokens.buyer, 'GET', shipToPath(w.store.downtown));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(orderMessages.shipToListed);
    expect(shipToChoiceSchema.parse(answer.body.data)).toEqual({
      addresses: [
        {
          id: shippingAddressId(dock),
          line1: '9 Dock Rd',
          line2: 'Unit 4',
          city: 'Houston',
          state: 'TX',
          country: 'US',
        },
      ],
      refusal: null,
    });
    // Another organization's store, or one the account does not buy for, is not there at all.
    expect(await w.call(w.tokens.buyer, 'GET', shipToPath(w.store.bravo))).toEqual(
      refused(404, portalMessages.storeNotFound),
    );
    expect(await w.call(w.tokens.buyer, 'GET', shipToPath(w.store.mall))).toEqual(
      refused(404, portalMessages.storeNotFound),
    );
  });

  it('copies the address chosen into the order, which keeps it after the store changes its addresses', async () => {
    const orderId = await draftOf(w.tokens.buyer, w.store.downtown);
    const submitted = await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, orderId), {
      shipToAddressId: shippingAddressId(dock),
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const shipTo = { line1: '9 Dock Rd', line2: 'Unit 4', city: 'Houston', state: 'TX', country: 'US' };
    expect(portalOrderSchema.parse(submitted.body.data)).toMatchObject({ status: 'pending', shipTo });

    w.t.orderStores.updateStore(w.store.downtown, { addresses: [billing, { ...dock, line1: '11 New Quay' }] });
    try {
      const order = await w.call(w.tokens.buyer, 'GET', w.paths.order(w.store.downtown, orderId));
      expect(order.body.data.shipTo).toEqual(shipTo);
      const staffPage = await w.call(w.tokens.staff, 'GET', `/api/orders/${orderId}`);
      expect(staffPage.body.data.shipTo).toEqual(shipTo);
      // A page still showing the old address names an address the store no longer has.
      const next = await draftOf(w.tokens.buyer, w.store.downtown);
      await expectRefusedUnchanged(
        w.tokens.buyer,
        w.store.downtown,
        next,
        { shipToAddressId: shippingAddressId(dock) },
        orderMessages.shipToNotOfStore,
      );
    } finally {
      w.t.orderStores.updateStore(w.store.downtown, { addresses: testAddresses });
    }
  });

  it("refuses an address of another store, as one that is not the store's, changing nothing", async () => {
    w.t.orderStores.updateStore(w.store.bravo, { addresses: [bravoDock] });
    const orderId = await draftOf(w.tokens.buyer, w.store.downtown);
    await expectRefusedUnchanged(
      w.tokens.buyer,
      w.store.downtown,
      orderId,
      { shipToAddressId: shippingAddressId(bravoDock) },
      orderMessages.shipToNotOfStore,
    );
    for (const body of [{ shipToAddressId: '' }, { shipToAddressId: 7 }, { shipToAddressId: 'x'.repeat(65) }]) {
      expect(await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, orderId), body)).toEqual(
        refused(400, orderMessages.wrongInput),
      );
    }
    // Named by nobody, the store's only shipping address is the ship-to.
    const submitted = await w.call(w.tokens.buyer, 'POST', w.paths.submit(w.store.downtown, orderId));
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.shipTo).toMatchObject({ line1: '9 Dock Rd' });
  });

  it('says a store without a shipping address cannot submit, and whom to ask; its submit is refused, changing nothing', async () => {
    w.t.orderStores.updateStore(w.store.bravo, { addresses: [{ ...bravoDock, type: 'billing' }] });
    const message = orderMessages.noShippingAddress(TEST_WHOLESALER_NAME);
    expect(message).toContain(TEST_WHOLESALER_NAME);
    const choice = await w.call(w.tokens.bravo, 'GET', shipToPath(w.store.bravo));
    expect(choice.body.data).toEqual({ addresses: [], refusal: message });

    const orderId = await draftOf(w.tokens.bravo, w.store.bravo);
    await expectRefusedUnchanged(w.tokens.bravo, w.store.bravo, orderId, undefined, message);
    await expectRefusedUnchanged(
      w.tokens.bravo,
      w.store.bravo,
      orderId,
      { shipToAddressId: shippingAddressId(bravoDock) },
      message,
    );

    // Once the store has one, the same draft goes.
    w.t.orderStores.updateStore(w.store.bravo, { addresses: [bravoDock] });
    const submitted = await w.call(w.tokens.bravo, 'POST', w.paths.submit(w.store.bravo, orderId), {
      shipToAddressId: shippingAddressId(bravoDock),
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.shipTo).toEqual({ line1: '5 Bravo Way', city: 'Tulsa', state: 'OK', country: 'US' });
  });
});
