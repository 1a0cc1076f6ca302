import { orderMessages } from '@lineup/contracts/order-messages';
import { notFound } from '@lineup/server-kit/errors';

/**
 * Whose orders a call may touch. Staff reach every store's; a customer (the portal, its scope taken
 * from the store the route names, once found among the caller's) only that organization's, and
 * that store's. An order or
 * store outside the scope answers 404, as if it did not exist.
 */
export type OrderScope = { kind: 'staff' } | { kind: 'customer'; organizationId: string; storeId?: string };

export const STAFF_SCOPE: OrderScope = { kind: 'staff' };

/** The actor of a change: the token's subject, recorded on the order's status events. */
export type OrderActor = { userId: string };

export function isInScope(scope: OrderScope, owner: { organizationId: string; storeId: string }): boolean {
  if (scope.kind === 'staff') return true;
  return owner.organizationId === scope.organizationId && (!scope.storeId || owner.storeId === scope.storeId);
}

export const orderNotFound = () => notFound(orderMessages.orderNotFound);
export const storeNotFound = () => notFound(orderMessages.storeNotFound);
