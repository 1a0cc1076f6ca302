import { portalTexts } from '@lineup/contracts/texts/portal';
import { BookOpen, CircleAlert } from 'lucide-react';
import { usePortalCatalogs } from '@/api/portal/get-portal-catalogs';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { PortalCatalogCard } from '@/features/portal/components/portal-catalog-card';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { PortalLoadFailed } from '@/features/portal/components/portal-errors';
import { usePortal } from '@/features/portal/portal-context';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** /portal/catalogs: the chosen store's published catalogs, newest first. */
export function PortalCatalogsPage() {
  const { access, store } = usePortal();
  const catalogs = usePortalCatalogs(access, store.id);
  return (
    <>
      <PageHeader title={portalTexts.catalogsTitle} description={portalTexts.catalogsDescription(store.name)} />
      <PortalCatalogsBody query={catalogs} />
    </>
  );
}

function PortalCatalogsBody({ query }: { query: ReturnType<typeof usePortalCatalogs> }) {
  if (query.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only">{portalTexts.loading}</span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) return <PortalLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const answer = query.data;
  if ('refusal' in answer) {
    // The store cannot list catalogs (no catalog segments yet, say): the server says why.
    return (
      <PortalEmptyState icon={CircleAlert} title={portalTexts.catalogsUnavailableTitle} description={answer.refusal} />
    );
  }
  if (answer.catalogs.length === 0) {
    return (
      <PortalEmptyState
        icon={BookOpen}
        title={portalTexts.noCatalogsTitle}
        description={portalTexts.noCatalogsDescription}
      />
    );
  }
  return (
    <ul className={GRID} aria-label={portalTexts.catalogsLabel}>
      {answer.catalogs.map((catalog) => (
        <li key={catalog.lineListId} className="flex flex-col">
          <PortalCatalogCard catalog={catalog} />
        </li>
      ))}
    </ul>
  );
}
