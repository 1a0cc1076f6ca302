import { orderMessages } from '@lineup/contracts/order-messages';
import { orderDetailSchema } from '@lineup/contracts/orders-responses';
import type { Address } from '@lineup/contracts/users';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { shippingAddressId } from '@lineup/users/directories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/orders-schema';
import { testAddresses } from '../../../test-support/order-stores';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

// Staff's New Order ships where staff choose among the store's shipping addresses; a store
// without one cannot order, and the refusal changes nothing.

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
});
afterAll(() => w.t.dispose());

const [billing, dock] = testAddresses as [Address, Address];
const yard: Address = {
  type: 'shipping',
  line1: '3 Yard Ln',
  city: 'Waco',
  state: 'TX',
  postalCode: '76701',
  country: 'US',
};
const refused = (status: number, message: string) => ({ status, body: { success: false, message } });
const PLACE = '/api/orders/place';
const shipToPath = (storeId: string) => `/api/orders/stores/${storeId}/ship-to`;
const placeBody = (extra: Record<string, unknown> = {}) => ({
  storeId: w.store.downtown,
  lineListId: w.lineList.spring,
  items: [{ sku: 'ATH-00001-8', quantity: 1 }],
  ...extra,
});

/** The request is refused as `message` (409) and leaves every PIM table as it was. */
async function expectRefusedUnchanged(method: string, path: string, body: unknown, message: string) {
  const countRows = await rowCounter(w.t.db, 'pim');
  const before = await countRows();
  expect(await w.call(w.tokens.staff, method, path, body)).toEqual(refused(409, message));
  expect(await countRows()).toEqual(before);
}

describe("New Order's ship-to", () => {
  it("lists the store's shipping addresses, and places the order to the one chosen, for good", async () => {
    const choice = await w.call(w.tokens.staff, 'GET', shipToPath(w.store.downtown));
    expect(choice.body).toMatchObject({
      success: true,
      message: orderMessages.shipToListed,
      data: { addresses: [{ id: shippingAddressId(dock), line1: '9 Dock Rd' }], refusal: null },
    });
    expect(await w.call(w.tokens.staff, 'GET', shipToPath('00000000-0000-4000-8000-000000000000'))).toEqual(
      refused(404, orderMessages.storeNotFound),
    );

    const placed = await w.call(w.tokens.staff, 'POST', PLACE, placeBody({ shipToAddressId: shippingAddressId(dock) }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const shipTo = { line1: '9 Dock Rd', line2: 'Unit 4', city: 'Houston', state: 'TX', country: 'US' };
    expect(orderDetailSchema.parse(placed.body.data).shipTo).toEqual(shipTo);

    w.t.orderStores.updateStore(w.store.downtown, { addresses: [billing, yard] });
    try {
      const page = await w.call(w.tokens.staff, 'GET', `/api/orders/${placed.body.data.id}`);
      expect(page.body.data.shipTo).toEqual(shipTo);
      // The address shown before is no longer the store's.
      await expectRefusedUnchanged(
        'POST',
        PLACE,
        placeBody({ shipToAddressId: shippingAddressId(dock) }),
        orderMessages.shipToNotOfStore,
      );
    } finally {
      w.t.orderStores.updateStore(w.store.downtown, { addresses: testAddresses });
    }
  });

  it('refuses a store without a shipping address, telling staff where to add one, changing nothing', async () => {
    w.t.orderStores.updateStore(w.store.downtown, { addresses: [billing] });
    try {
      const choice = await w.call(w.tokens.staff, 'GET', shipToPath(w.store.downtown));
      expect(choice.body.data).toEqual({ addresses: [], refusal: orderMessages.noShippingAddressForStaff });
      await expectRefusedUnchanged('POST', PLACE, placeBody(), orderMessages.noShippingAddressForStaff);
      await expectRefusedUnchanged(
        'POST',
        PLACE,
        placeBody({ shipToAddressId: shippingAddressId(dock) }),
        orderMessages.noShippingAddressForStaff,
      );
    } finally {
      w.t.orderStores.updateStore(w.store.downtown, { addresses: testAddresses });
    }
  });

  it('asks which address when a store has several and none is named; POST /api/orders/submit chooses alike', async () => {
    w.t.orderStores.updateStore(w.store.downtown, { addresses: [billing, dock, yard] });
    try {
      await expectRefusedUnchanged('POST', PLACE, placeBody(), orderMessages.shipToToChoose);
      const placed = await w.call(
        w.tokens.staff,
        'POST',
        PLACE,
        placeBody({ shipToAddressId: shippingAddressId(yard) }),
      );
      expect(placed.body.data.shipTo).toEqual({
        line1: '3 Yard Ln',
        city: 'Waco',
        state: 'TX',
        postalCode: '76701',
        country: 'US',
      });

      const draft = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00002-9', quantity: 1 }]);
      const orderId = draft.body.data.id;
      await expectRefusedUnchanged('POST', '/api/orders/submit', { orderId }, orderMessages.shipToToChoose);
      const [row] = await w.t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ status: 'draft', shipTo: null });
      const submitted = await w.call(w.tokens.staff, 'POST', '/api/orders/submit', {
        orderId,
        shipToAddressId: shippingAddressId(dock),
      });
      expect(submitted.status).toBe(200);
      const page = await w.call(w.tokens.staff, 'GET', `/api/orders/${orderId}`);
      expect(page.body.data.shipTo).toMatchObject({ line1: '9 Dock Rd' });
    } finally {
      w.t.orderStores.updateStore(w.store.downtown, { addresses: testAddresses });
    }
  });

  it('answers an order submitted before the ship-to was chosen with none', async () => {
    const placed = await w.call(w.tokens.staff, 'POST', PLACE, placeBody());
    await w.t.db.update(orders).set({ shipTo: null }).where(eq(orders.id, placed.body.data.id));
    const page = await w.call(w.tokens.staff, 'GET', `/api/orders/${placed.body.data.id}`);
    expect(page.status).toBe(200);
    expect(orderDetailSchema.parse(page.body.data).shipTo).toBeNull();
  });
});
