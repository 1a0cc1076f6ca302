import { orderMessages } from '@lineup/contracts/order-messages';
import { accessMessages, portalMessages } from '@lineup/contracts/portal-messages';
import { rowCounter } from '@lineup/server-kit/test-support/row-counts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';
import { addOrderItems } from '../../orders/domain/orders';
import { STAFF_SCOPE } from '../../orders/domain/orders-scope';

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
/** Alpha Downtown's draft and its line; Bravo's submitted order and its line; a draft of Alpha's Empty store. */
const ids = { downtownOrder: 0, downtownItem: 0, bravoOrder: 0, bravoItem: 0, emptyStoreDraft: 0 };
beforeAll(async () => {
  w = await openPortalOrdersWorld();
  const downtown = await w.add(w.tokens.buyer, w.store.downtown, [{ sku: 'ATH-00001-8', quantity: 1 }]);
  ids.downtownOrder = downtown.body.data.id;
  ids.downtownItem = downtown.body.data.groups[0].sizes[0].itemId;
  const bravo = await w.add(w.tokens.bravo, w.store.bravo, [{ sku: 'ATH-00001-8', quantity: 2 }]);
  expect(bravo.body.data).toMatchObject({ total: 60 }); // no discount: $60.00 × 50 % × 2
  ids.bravoOrder = bravo.body.data.id;
  ids.bravoItem = bravo.body.data.groups[0].sizes[0].itemId;
  await w.call(w.tokens.bravo, 'POST', w.paths.submit(w.store.bravo, ids.bravoOrder));
  // Staff may place an order for any store, the one without segments too.
  const staffDraft = await addOrderItems(w.t.db, w.t.orderStores.directory, STAFF_SCOPE, {
    organizationId: w.ids.alpha,
    storeId: w.store.empty,
    lineListId: w.lineList.spring,
    items: [{ sku: 'ATH-00002-8', quantity: 1 }],
  });
  ids.emptyStoreDraft = staffDraft.id;
});
afterAll(() => w.t.dispose());

const refused = (status: number, message: string) => ({ status, body: { success: false, message } });

/** Every ordering call of the store about the order (and its line). */
function orderingCalls(storeId: string, orderId: number, itemId: number): [string, string, unknown?][] {
  return [
    ['GET', w.paths.cart(storeId)],
    ['POST', w.paths.cart(storeId), { lineListId: w.lineList.spring, items: [{ sku: 'ATH-00001-8', quantity: 1 }] }],
    ['PATCH', w.paths.line(storeId, orderId, itemId), { quantity: 2 }],
    ['DELETE', w.paths.line(storeId, orderId, itemId)],
    ['POST', w.paths.submit(storeId, orderId)],
    ['GET', w.paths.orders(storeId)],
    ['GET', w.paths.order(storeId, orderId)],
    ['POST', w.paths.reorder(storeId, orderId)],
  ];
}

describe('who may order for which store in the customer portal', () => {
  it("answers 404 for another organization's store, a colleague's store and an inactive one, changing nothing", async () => {
    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    for (const storeId of [w.store.bravo, w.store.mall, w.store.closed, '00000000-0000-4000-8000-000000000000']) {
      for (const [method, path, body] of orderingCalls(storeId, ids.bravoOrder, ids.bravoItem)) {
        expect(await w.call(w.tokens.buyer, method, path, body), `${method} ${path}`).toEqual(
          refused(404, portalMessages.storeNotFound),
        );
      }
    }
    expect(await countRows()).toEqual(before);
  });

  it("answers 404 for another organization's order, and another store's, under the caller's own store", async () => {
    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    for (const orderId of [ids.bravoOrder, ids.emptyStoreDraft, 999_999]) {
      const calls = orderingCalls(w.store.downtown, orderId, ids.bravoItem).filter(
        ([, path]) => path !== w.paths.cart(w.store.downtown) && path !== w.paths.orders(w.store.downtown),
      );
      for (const [method, path, body] of calls) {
        expect(await w.call(w.tokens.buyer, method, path, body), `${method} ${path}`).toEqual(
          refused(404, orderMessages.orderNotFound),
        );
      }
    }
    // A line of another order under the caller's own draft is no line of it.
    const foreignLine = w.paths.line(w.store.downtown, ids.downtownOrder, ids.bravoItem);
    expect(await w.call(w.tokens.buyer, 'DELETE', foreignLine)).toEqual(refused(404, orderMessages.orderItemNotFound));
    expect(await w.call(w.tokens.buyer, 'PATCH', foreignLine, { quantity: 3 })).toEqual(
      refused(404, orderMessages.orderItemNotFound),
    );
    // Their lists hold only their own orders.
    const bravoHistory = await w.call(w.tokens.bravo, 'GET', w.paths.orders(w.store.bravo));
    expect(bravoHistory.body.data.map((row: { id: number }) => row.id)).toEqual([ids.bravoOrder]);
    const cart = await w.call(w.tokens.buyer, 'GET', w.paths.cart(w.store.downtown));
    expect(cart.body.data.map((draft: { id: number }) => draft.id)).toEqual([ids.downtownOrder]);
    expect(await countRows()).toEqual(before);
  });

  it('lets staff previewing the store read its cart and orders as its buyers do, and change nothing (403)', async () => {
    const preview = `previewStoreId=${w.store.downtown}`;
    for (const path of [w.paths.cart(w.store.downtown), w.paths.order(w.store.downtown, ids.downtownOrder)]) {
      const asBuyer = await w.call(w.tokens.buyer, 'GET', path);
      expect(asBuyer.status).toBe(200);
      expect(await w.call(w.tokens.staff, 'GET', `${path}?${preview}`)).toEqual(asBuyer);
    }
    const history = `${w.paths.orders(w.store.downtown)}?${preview}&page=1`;
    expect((await w.call(w.tokens.staff, 'GET', history)).status).toBe(200);
    // The previewed store only.
    expect(await w.call(w.tokens.staff, 'GET', `${w.paths.cart(w.store.bravo)}?${preview}`)).toEqual(
      refused(404, portalMessages.storeNotFound),
    );

    const countRows = await rowCounter(w.t.db, 'pim');
    const before = await countRows();
    const writes = orderingCalls(w.store.downtown, ids.downtownOrder, ids.downtownItem).filter(([m]) => m !== 'GET');
    expect(writes).toHaveLength(5);
    for (const [method, path, body] of writes) {
      expect(await w.call(w.tokens.staff, method, `${path}?${preview}`, body), `${method} ${path}`).toEqual(
        refused(403, accessMessages.previewReadOnly),
      );
    }
    expect(await countRows()).toEqual(before);
  });

  it('refuses malformed store, order and line ids with the portal message', async () => {
    const paths = [
      '/api/portal/stores/not-a-uuid/cart',
      `/api/portal/stores/${w.store.downtown}/orders/abc`,
      `/api/portal/stores/${w.store.downtown}/orders/0`,
      `/api/portal/stores/${w.store.downtown}/orders/99999999999`,
    ];
    for (const path of paths) {
      expect(await w.call(w.tokens.buyer, 'GET', path), path).toEqual(refused(400, portalMessages.wrongParameters));
    }
    const line = `/api/portal/stores/${w.store.downtown}/cart/${ids.downtownOrder}/items/1.5`;
    expect(await w.call(w.tokens.buyer, 'DELETE', line)).toEqual(refused(400, portalMessages.wrongParameters));
  });
});
