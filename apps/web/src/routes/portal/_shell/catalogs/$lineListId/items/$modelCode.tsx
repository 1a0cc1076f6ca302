import { createFileRoute } from '@tanstack/react-router';
import { PortalPageError } from '@/features/portal/components/portal-errors';
import { PortalItemPage } from '@/features/portal/components/portal-item-page';
import { catalogFiltersSearch } from '@/features/portal/portal-catalog-search';
import { loadPortalItem } from '@/features/portal/portal-loaders';

/** How long a loaded item serves the page again (coming back to it, a link hovered). */
const ITEM_FRESH_MS = 30_000;

export const Route = createFileRoute('/portal/_shell/catalogs/$lineListId/items/$modelCode')({
  // The catalog's search and filters ride along, so Back to the catalog finds them again.
  validateSearch: catalogFiltersSearch,
  loaderDeps: ({ search }) => ({ store: search.store, previewStoreId: search.previewStoreId }),
  loader: ({ context, deps, params, abortController }) =>
    loadPortalItem(
      { access: context.access, storeParam: deps.store },
      params.lineListId,
      params.modelCode,
      abortController.signal,
    ),
  staleTime: ITEM_FRESH_MS,
  preloadStaleTime: ITEM_FRESH_MS,
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  errorComponent: PortalPageError,
  component: PortalItemRoute,
});

function PortalItemRoute() {
  const { lineListId, item } = Route.useLoaderData();
  return <PortalItemPage key={`${lineListId}/${item.modelCode}`} lineListId={lineListId} item={item} />;
}
