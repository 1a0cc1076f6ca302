import type { PortalDraft } from '@lineup/contracts/portal-orders';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalAccess } from '@/api/portal/portal-access';
import { portalQueryKeys } from '@/api/portal/portal-keys';

/**
 * A changed draft as the server answered it, into the cached cart at once (the header's count and
 * the cart page follow); a draft left without lines leaves the cart, as the server lists it.
 */
export function putDraftInCart(queryClient: QueryClient, access: PortalAccess, storeId: string, draft: PortalDraft) {
  queryClient.setQueryData<PortalDraft[]>(portalQueryKeys.cart(access, storeId), (drafts) => {
    if (!drafts) return drafts;
    const others = drafts.filter((entry) => entry.id !== draft.id);
    if (draft.itemsCount === 0) return others;
    const known = drafts.some((entry) => entry.id === draft.id);
    return known ? drafts.map((entry) => (entry.id === draft.id ? draft : entry)) : [draft, ...others];
  });
  // Whatever else changed meanwhile (another tab, a colleague) comes with the next read.
  return queryClient.invalidateQueries({ queryKey: portalQueryKeys.cart(access, storeId), refetchType: 'none' });
}
