import type { PortalSession, PortalStore } from '@lineup/contracts/portal';
import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { createContext, useContext } from 'react';
import type { PortalCart } from '@/features/portal/api/get-portal-cart';
import type { PortalAccess } from '@/features/portal/api/portal-access';

/**
 * What every portal page knows: who asks, the session (account, organization, stores), the chosen
 * store and its cart as the layout loaded it, and how the cart follows a change: loaded again, or
 * changed with what the server answered (no second request when the answer says it all).
 */
export type PortalValue = {
  access: PortalAccess;
  session: PortalSession;
  store: PortalStore;
  cart: PortalCart;
  reloadCart: () => Promise<void>;
  changeDrafts: (change: (drafts: PortalDraft[]) => PortalDraft[]) => void;
};

export const PortalContext = createContext<PortalValue | null>(null);

/** The portal's state; the portal layout provides it to the pages it renders (only when a store is chosen). */
export function usePortal(): PortalValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal is used outside the portal layout');
  return value;
}

/**
 * The store the pages show: in a preview the previewed one; otherwise the one the address names
 * when the account buys for it, else the first of the account's stores (null when it has none).
 */
export function chooseStore(session: PortalSession, access: PortalAccess, storeParam: string | undefined) {
  const wanted = access.previewStoreId ?? storeParam;
  return session.stores.find((store) => store.id === wanted) ?? session.stores[0] ?? null;
}
