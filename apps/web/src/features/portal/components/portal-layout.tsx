import { portalTexts } from '@lineup/contracts/texts/portal';
import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { portalSessionQueryOptions } from '@/api/portal/get-portal-session';
import type { PortalAccess } from '@/api/portal/portal-access';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { PortalHeader } from '@/features/portal/components/portal-header';
import { PortalPreviewBanner } from '@/features/portal/components/portal-preview-banner';
import { chooseStore, PortalContext } from '@/features/portal/portal-context';
import { getQueryClient } from '@/lib/query-client';

export type PortalLayoutProps = {
  access: PortalAccess;
  /** The store the address names (?store=), if any. */
  storeParam: string | undefined;
  /** The switcher picked another store. */
  onStoreChange: (storeId: string) => void;
};

/**
 * The customer portal's frame: the preview banner (staff), the header, the page of the chosen
 * store. Pages show their failures in place (portal-errors.tsx); no toaster is loaded.
 */
export function PortalLayout(props: PortalLayoutProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <PortalFrame {...props} />
    </QueryClientProvider>
  );
}

function PortalFrame({ access, storeParam, onStoreChange }: PortalLayoutProps) {
  // The layout's loader has loaded the session before the frame renders.
  const { data: session } = useSuspenseQuery(portalSessionQueryOptions(access));
  const store = chooseStore(session, access, storeParam);
  return (
    <div className="flex min-h-svh flex-col bg-muted/30">
      {/* The preview banner stays in view with the header: a preview must never pass for the real thing. */}
      <div className="sticky top-0 z-10">
        {access.previewStoreId && store ? <PortalPreviewBanner store={store} /> : null}
        <PortalHeader
          access={access}
          session={session}
          store={store}
          preview={Boolean(access.previewStoreId)}
          onStoreChange={onStoreChange}
        />
      </div>
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-6 sm:px-6">
        {store ? (
          <PortalContext.Provider value={{ access, session, store }}>
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
