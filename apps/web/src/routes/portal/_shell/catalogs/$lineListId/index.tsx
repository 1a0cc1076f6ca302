import { createFileRoute } from '@tanstack/react-router';
import { PortalCatalogPage } from '@/features/portal/components/portal-catalog-page';
import { PortalPageError } from '@/features/portal/components/portal-errors';
import { catalogFiltersSearch } from '@/features/portal/portal-catalog-search';
import { loadPortalCatalog } from '@/features/portal/portal-loaders';

/** How long a loaded catalog serves the page again (back from an item, a link hovered); filters change no load. */
const CATALOG_FRESH_MS = 30_000;

export const Route = createFileRoute('/portal/_shell/catalogs/$lineListId/')({
  validateSearch: catalogFiltersSearch,
  loaderDeps: ({ search }) => ({ store: search.store, previewStoreId: search.previewStoreId }),
  loader: ({ context, deps, params, abortController }) =>
    loadPortalCatalog({ access: context.access, storeParam: deps.store }, params.lineListId, abortController.signal),
  staleTime: CATALOG_FRESH_MS,
  preloadStaleTime: CATALOG_FRESH_MS,
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  errorComponent: PortalPageError,
  component: PortalCatalogRoute,
});

function PortalCatalogRoute() {
  const { lineListId, detail } = Route.useLoaderData();
  const { q, franchise, gender, silhouette } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PortalCatalogPage
      key={lineListId}
      lineListId={lineListId}
      detail={detail}
      filters={{ q, franchise, gender, silhouette }}
      onFiltersChange={(next) =>
        void navigate({
          // Every filter is named, so a cleared one leaves the address.
          search: (previous) => ({
            ...previous,
            q: next.q,
            franchise: next.franchise,
            gender: next.gender,
            silhouette: next.silhouette,
          }),
          replace: true,
        })
      }
    />
  );
}
