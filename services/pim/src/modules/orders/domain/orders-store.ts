import { orderMessages } from '@lineup/contracts/order-messages';
import { conflict } from '@lineup/server-kit/errors';
import type { orders } from '../../../db/orders-schema';
import type { OrderStore, OrderStoreDirectory } from './order-store-directory';
import { isInScope, type OrderScope, storeNotFound } from './orders-scope';

/** The store an order is for, as the users service knows it now. */

/**
 * The store, if the scope may order for it and it may order: it exists, belongs to the named
 * organization, and it and its organization are active.
 */
export async function orderingStore(
  directory: OrderStoreDirectory,
  scope: OrderScope,
  who: { organizationId: string; storeId: string },
): Promise<OrderStore> {
  const store = await directory.findStore(who.storeId);
  if (!store || store.organizationId !== who.organizationId || !isInScope(scope, store)) throw storeNotFound();
  if (store.organizationStatus !== 'active') throw conflict(orderMessages.organizationInactive);
  if (store.storeStatus !== 'active') throw conflict(orderMessages.storeInactive);
  return store;
}

/** What an order copies of its store (on creation and on submit), so its lists read the PIM alone. */
export function storeSnapshot(store: OrderStore) {
  return {
    organizationName: store.organizationName,
    storeName: store.storeName,
    storeType: store.storeType,
    addresses: store.addresses,
    contact: store.mainContact,
  } satisfies Partial<typeof orders.$inferInsert>;
}
