import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { type PortalAccess, portalRequest } from '@/features/portal/api/portal-access';
import { cartAnswer } from '@/features/portal/api/portal-answers';
import { portalStorePath } from '@/features/portal/api/portal-store-path';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/portal/stores/{storeId}/cart: the store's drafts that hold lines, newest first. */
function getPortalCart(access: PortalAccess, storeId: string, signal?: AbortSignal): Promise<PortalDraft[]> {
  return apiGet<PortalDraft[]>('pim', portalStorePath(storeId, '/cart'), {
    ...portalRequest(access, signal),
    schema: cartAnswer,
  });
}

/** The store's cart as the portal layout loads it, or why it could not: the pages stay usable without it. */
export type PortalCart = { drafts: PortalDraft[] } | { failure: unknown };

/** The store's cart; a failure is logged and answered, not thrown, so it never takes the layout down. */
export async function loadPortalCart(access: PortalAccess, storeId: string, signal?: AbortSignal): Promise<PortalCart> {
  try {
    return { drafts: await getPortalCart(access, storeId, signal) };
  } catch (failure) {
    console.error('Failed to load the cart:', failure);
    return { failure };
  }
}

/** Units in the cart, for the header's count. */
export const cartUnits = (drafts: PortalDraft[]) => drafts.reduce((sum, draft) => sum + draft.unitsCount, 0);
