import { inArray, like, or } from 'drizzle-orm';
import { lineListItems } from '../db/schema';
import { openPortalWorld, type PortalAnswer } from './portal-world';

/**
 * The portal world (portal-world.ts) ready to order: its organizations and stores also in the
 * order store directory (the in-memory stand-in for the users schema's stores), Alpha with a 10 %
 * discount on Crocs, and MSRPs on the items a store orders from:
 * - Crocs Spring: ATH-00001 and ATH-00002 at $60.00 (Crocs wholesale 50 %: Alpha pays $27.00,
 *   Bravo $30.00), ATH-00003 without an MSRP; BTQ and UNS at $60.00 (other segments).
 * - Beta Fall: BF and BA items at $80.00 (wholesale 50 %, no discount: $40.00).
 * Each item has the sizes 8, 9 and 10, its SKUs `${modelCode}-${size}`.
 */
export async function openPortalOrdersWorld(options: Parameters<typeof openPortalWorld>[0] = {}) {
  const w = await openPortalWorld(options);
  const { orderStores, db } = w.t;
  orderStores.addOrganization({
    organizationId: w.ids.alpha,
    organizationName: 'Alpha Shoes',
    discounts: { [String(w.brand.crocs)]: 10 },
  });
  orderStores.addOrganization({ organizationId: w.ids.bravo, organizationName: 'Bravo Feet' });
  const stores: [string, string, string][] = [
    [w.store.downtown, w.ids.alpha, 'Alpha Downtown'],
    [w.store.empty, w.ids.alpha, 'Alpha Empty'],
    [w.store.mall, w.ids.alpha, 'Alpha Mall'],
    [w.store.bravo, w.ids.bravo, 'Bravo Main'],
  ];
  for (const [storeId, organizationId, storeName] of stores)
    orderStores.addStore(organizationId, { storeId, storeName });

  await db
    .update(lineListItems)
    .set({ msrp: '60.00' })
    .where(
      or(
        inArray(lineListItems.modelCode, ['ATH-00001', 'ATH-00002']),
        like(lineListItems.modelCode, 'BTQ-%'),
        like(lineListItems.modelCode, 'UNS-%'),
      ),
    );
  await db
    .update(lineListItems)
    .set({ msrp: '80.00' })
    .where(or(like(lineListItems.modelCode, 'BF-%'), like(lineListItems.modelCode, 'BA-%')));

  /** A call with a JSON body (when given) and the token. */
  const call = (token: string, method: string, path: string, body?: unknown): Promise<PortalAnswer> =>
    w.t.callAs(token, method, path, body);

  const storePath = (storeId: string) => `/api/portal/stores/${storeId}`;
  const paths = {
    cart: (storeId: string) => `${storePath(storeId)}/cart`,
    line: (storeId: string, orderId: number, itemId: number) => `${storePath(storeId)}/cart/${orderId}/items/${itemId}`,
    submit: (storeId: string, orderId: number) => `${storePath(storeId)}/cart/${orderId}/submit`,
    orders: (storeId: string) => `${storePath(storeId)}/orders`,
    order: (storeId: string, orderId: number) => `${storePath(storeId)}/orders/${orderId}`,
    reorder: (storeId: string, orderId: number) => `${storePath(storeId)}/orders/${orderId}/reorder`,
  };

  /** Adds SKUs of Crocs Spring (or `lineListId`) to the store's cart as `token`; answers the call. */
  const add = (token: string, storeId: string, items: { sku: string; quantity: number }[], lineListId?: number) =>
    call(token, 'POST', paths.cart(storeId), { lineListId: lineListId ?? w.lineList.spring, items });

  return { ...w, call, paths, add };
}
