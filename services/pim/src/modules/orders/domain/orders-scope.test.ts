import { orderMessages } from '@lineup/contracts/order-messages';
import { AppError } from '@lineup/server-kit/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItemsOk, newCustomer, openCrocsOrderingApp } from '../../../test-support/order-fixtures';
import type { PimTestApp } from '../../../test-support/pim-test-app';
import { addOrderItems, changeOrderItemQuantity, deleteOrderItem } from './orders';
import { readOrderDetail } from './orders-detail';
import { listOrders, readOrder } from './orders-read';
import type { OrderScope } from './orders-scope';
import { replicateOrder, submitOrder } from './orders-submit';
import { noOrderStatusListener } from './orders-workflow';

let t: PimTestApp;
let lineList: number;

beforeAll(async () => {
  ({ t, lineList } = await openCrocsOrderingApp([
    { modelCode: 'CLOG-BLK', msrp: '20.00', skus: [{ sku: 'BLK-9', size: '9' }] },
  ]));
});
afterAll(() => t.dispose());

/** The status and message a call was refused with. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof AppError ? { status: error.status, message: error.message } : error;
}

describe("a customer's scope (the portal's calls)", () => {
  it("reaches its organization's orders, one store's when named, and answers 404 for any other", async () => {
    const who = newCustomer(t);
    const ownStore = t.orderStores.addStore(who.organizationId);
    const draft = await addItemsOk(t, who, lineList, [{ sku: 'BLK-9', quantity: 1 }]);
    const actor = { userId: 'buyer-1' };
    const organization: OrderScope = { kind: 'customer', organizationId: who.organizationId };
    const store: OrderScope = { ...organization, storeId: who.storeId };
    const otherStore: OrderScope = { ...organization, storeId: ownStore.storeId };
    const stranger: OrderScope = { kind: 'customer', organizationId: newCustomer(t).organizationId };

    expect((await readOrder(t.db, organization, draft.id)).id).toBe(draft.id);
    expect((await readOrderDetail(t.db, store, draft.id)).status).toBe('draft');
    const orderNotFound = { status: 404, message: orderMessages.orderNotFound };
    for (const scope of [otherStore, stranger]) {
      expect(await refusal(readOrder(t.db, scope, draft.id))).toEqual(orderNotFound);
      expect(
        await refusal(submitOrder(t.db, t.orderStores.directory, scope, actor, draft.id, noOrderStatusListener)),
      ).toEqual(orderNotFound);
      expect(await refusal(deleteOrderItem(t.db, scope, draft.id, draft.items[0]!.id))).toEqual(orderNotFound);
      expect(
        await refusal(
          changeOrderItemQuantity(t.db, scope, { orderId: draft.id, itemId: draft.items[0]!.id, quantity: 2 }),
        ),
      ).toEqual(orderNotFound);
      expect(await refusal(replicateOrder(t.db, t.orderStores.directory, scope, draft.id))).toEqual(orderNotFound);
    }
    // Adding for a store outside the scope is refused as an unknown store.
    const items = [{ sku: 'BLK-9', quantity: 1 }];
    expect(
      await refusal(addOrderItems(t.db, t.orderStores.directory, stranger, { ...who, lineListId: lineList, items })),
    ).toEqual({ status: 404, message: orderMessages.storeNotFound });
    expect(
      (await listOrders(t.db, stranger, { organizationId: who.organizationId, page: 1, pageSize: 10 })).orders,
    ).toEqual([]);
    expect(
      (await listOrders(t.db, otherStore, { organizationId: who.organizationId, page: 1, pageSize: 10 })).orders,
    ).toEqual([]);

    const submitted = await submitOrder(t.db, t.orderStores.directory, store, actor, draft.id, noOrderStatusListener);
    expect(submitted.status).toBe('pending');
    expect((await readOrderDetail(t.db, store, draft.id)).timeline).toEqual([
      expect.objectContaining({ status: 'pending', userId: 'buyer-1' }),
    ]);
  });
});
