import type { AuthRealm } from '@/lib/auth/realm';

/**
 * Who calls the portal API, and as whom: a customer with the portal's session, or a staff member
 * previewing one store with the back office's session (read-only; the store is named on every
 * call as previewStoreId).
 */
export type PortalAccess = { realm: AuthRealm; previewStoreId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A store id from an address (the portal's `store` and `previewStoreId` params), or undefined when malformed. */
export function parseStoreId(value: unknown): string | undefined {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined;
}

export function portalAccess(previewStoreId: string | undefined): PortalAccess {
  return previewStoreId ? { realm: 'back-office', previewStoreId } : { realm: 'portal' };
}

/** The request options every portal call carries: the session to use and, in a preview, the store. */
export function portalRequest(access: PortalAccess, signal?: AbortSignal) {
  return {
    realm: access.realm,
    query: access.previewStoreId ? { previewStoreId: access.previewStoreId } : undefined,
    signal,
  };
}
