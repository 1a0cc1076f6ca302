import { createFileRoute } from '@tanstack/react-router';
import { PortalItemPage } from '@/features/portal/components/portal-item-page';
import { PortalPageError } from '@/features/portal/components/portal-errors';
import { catalogFiltersSearch } from '@/features/portal/portal-catalog-search';
import { loadPortalItem } from '@/features/portal/portal-loaders';

export const Route = createFileRoute('/portal/_shell/catalogs/$lineListId/items/$modelCode')({
  // The catalog's search and filters ride along, so Back to the catalog finds them again.
  validateSearch: catalogFiltersSearch,
  loaderDeps: ({ search }) => ({ store: search.store }),
  loader: ({ context, deps, params }) =>
    loadPortalItem({ access: context.access, storeParam: deps.store }, params.lineListId, params.modelCode),
  errorComponent: PortalPageError,
  component: PortalItemRoute,
});

function PortalItemRoute() {
  const { lineListId, modelCode } = Route.useLoaderData();
  return <PortalItemPage key={`${lineListId}/${modelCode}`} lineListId={lineListId} modelCode={modelCode} />;
}
