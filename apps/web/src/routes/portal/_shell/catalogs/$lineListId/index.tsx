import { createFileRoute } from '@tanstack/react-router';
import { PortalCatalogPage } from '@/features/portal/components/portal-catalog-page';
import { PortalPageError } from '@/features/portal/components/portal-errors';
import { catalogFiltersSearch } from '@/features/portal/portal-catalog-search';
import { loadPortalCatalog } from '@/features/portal/portal-loaders';

export const Route = createFileRoute('/portal/_shell/catalogs/$lineListId/')({
  validateSearch: catalogFiltersSearch,
  loaderDeps: ({ search }) => ({ store: search.store }),
  loader: ({ context, deps, params }) =>
    loadPortalCatalog({ access: context.access, storeParam: deps.store }, params.lineListId),
  errorComponent: PortalPageError,
  component: PortalCatalogRoute,
});

function PortalCatalogRoute() {
  const { lineListId } = Route.useLoaderData();
  const { q, franchise, gender, silhouette } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PortalCatalogPage
      key={lineListId}
      lineListId={lineListId}
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
