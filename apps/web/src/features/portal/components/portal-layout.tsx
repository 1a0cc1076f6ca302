import type { PortalDraft } from '@lineup/contracts/portal-orders';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { Outlet } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { cartUnits, type PortalCart } from '@/features/portal/api/get-portal-cart';
import type { PortalAccess } from '@/features/portal/api/portal-access';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { PortalHeader } from '@/features/portal/components/portal-header';
import { PortalPreviewBanner } from '@/features/portal/components/portal-preview-banner';
import { PortalContext } from '@/features/portal/portal-context';
import type { PortalShell } from '@/features/portal/portal-loaders';

export type PortalLayoutProps = {
  access: PortalAccess;
  /** What the layout's loader loaded: the session, the chosen store and its cart. */
  shell: PortalShell;
  /** Loads the cart again, once a page has changed it. */
  reloadCart: () => Promise<void>;
  /** The switcher picked another store. */
  onStoreChange: (storeId: string) => void;
};

/**
 * The customer portal's frame: the preview banner (staff), the header, the page of the chosen
 * store. Pages show their failures in place (portal-errors.tsx); no toaster is loaded.
 */
export function PortalLayout({ access, shell, reloadCart, onStoreChange }: PortalLayoutProps) {
  const { session, store } = shell;
  const loaded = shell.cart;
  // The drafts as changes on the page left them, until the loader loads the cart again.
  const [answered, setAnswered] = useState<{ loaded: PortalCart | null; drafts: PortalDraft[] }>();
  const cart = answered?.loaded === loaded ? answered : loaded;
  const changeDrafts = (change: (drafts: PortalDraft[]) => PortalDraft[]) =>
    setAnswered((last) => {
      const shown = last?.loaded === loaded ? last : loaded;
      // Only a loaded cart shows lines to change.
      return { loaded, drafts: change(shown && 'drafts' in shown ? shown.drafts : []) };
    });
  return (
    <div className="flex min-h-svh flex-col bg-muted/30">
      {/* The preview banner stays in view with the header: a preview must never pass for the real thing. */}
      <div className="sticky top-0 z-10">
        {access.previewStoreId && store ? <PortalPreviewBanner store={store} /> : null}
        <PortalHeader
          session={session}
          store={store}
          cartUnits={cart && 'drafts' in cart ? cartUnits(cart.drafts) : 0}
          preview={Boolean(access.previewStoreId)}
          onStoreChange={onStoreChange}
        />
      </div>
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-6 sm:px-6">
        {store && cart ? (
          <PortalContext.Provider value={{ access, session, store, cart, reloadCart, changeDrafts }}>
            <Outlet />
          </PortalContext.Provider>
        ) : (
          <PortalEmptyState
            icon={Store}
            title={portalTexts.noStoresTitle}
            description={portalTexts.noStoresDescription}
          />
        )}
      </main>
    </div>
  );
}
