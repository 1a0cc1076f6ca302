import { createFileRoute } from '@tanstack/react-router';
import { PortalCatalogsPage } from '@/features/portal/components/portal-catalogs-page';
import { PortalListError } from '@/features/portal/components/portal-errors';
import { loadPortalCatalogs } from '@/features/portal/portal-loaders';

/** How long a loaded list of catalogs serves the page again (coming back to it, a link hovered). */
const CATALOGS_FRESH_MS = 30_000;

export const Route = createFileRoute('/portal/_shell/catalogs/')({
  loaderDeps: ({ search }) => ({ store: search.store, previewStoreId: search.previewStoreId }),
  loader: ({ context, deps, abortController }) =>
    loadPortalCatalogs({ access: context.access, storeParam: deps.store }, abortController.signal),
  staleTime: CATALOGS_FRESH_MS,
  preloadStaleTime: CATALOGS_FRESH_MS,
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  errorComponent: PortalListError,
  component: PortalCatalogsRoute,
});

function PortalCatalogsRoute() {
  const answer = Route.useLoaderData();
  // Without a store the layout shows why instead of this page.
  return answer ? <PortalCatalogsPage answer={answer} /> : null;
}
