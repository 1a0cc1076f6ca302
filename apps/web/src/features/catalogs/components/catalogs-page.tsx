import type { CatalogOverview } from '@lineup/contracts/pim';
import { pageHeadings } from '@lineup/contracts/shell-texts';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import type * as React from 'react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useArchivedCatalogs } from '@/features/catalogs/api/get-archived-catalogs';
import { useLatestCatalogs } from '@/features/catalogs/api/get-latest-catalogs';
import { useLineListsWithoutCatalogs } from '@/features/catalogs/api/get-saved-line-lists';
import { useSetCatalogArchived } from '@/features/catalogs/api/set-catalog-archived';
import { catalogsSearch } from '@/features/catalogs/catalogs-search';
import { CatalogArchiveDialog } from '@/features/catalogs/components/catalog-archive-dialog';
import { CatalogCard } from '@/features/catalogs/components/catalog-card';
import { CatalogsArchivedList } from '@/features/catalogs/components/catalogs-archived-list';
import { CatalogsArchivedToggle } from '@/features/catalogs/components/catalogs-archived-toggle';
import { CatalogsAwaitingCard } from '@/features/catalogs/components/catalogs-awaiting-card';
import { CatalogsTable } from '@/features/catalogs/components/catalogs-table';
import { CatalogsViewToggle } from '@/features/catalogs/components/catalogs-view-toggle';
import { useAddressState } from '@/lib/hooks/address-state';

// The publish dialog (its facts and the catalog types' contract) loads when a first Publish is
// pressed: the catalogs' first paint does without it.
const CatalogPublishDialog = lazy(() =>
  import('@/features/catalogs/components/catalog-publish-dialog').then((module) => ({
    default: module.CatalogPublishDialog,
  })),
);

function CatalogSection({
  id,
  title,
  subtitle,
  count,
  asTable = false,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  count: number;
  /** The section holds one table instead of a grid of cards. */
  asTable?: boolean;
  children: React.ReactNode;
}) {
  // A section (Active or Unpublished) is hidden when it has no catalog.
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>
      {asTable ? children : <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>}
    </section>
  );
}

/**
 * /home and /home/catalogs: Active Catalogs (published) and Unpublished Catalogs, then the
 * saved line lists whose catalogs were not created yet, each with 'Create Catalogs', so a line list
 * saved without going on to its catalogs is never out of reach. The Archived toggle (?archived=true)
 * shows the archived catalogs instead, each with Restore; ?view=table shows Active and Unpublished
 * as tables, for long lists.
 */
export function CatalogsPage() {
  const [{ archived: showArchived, view = 'cards' }, updateSearch] = useAddressState(catalogsSearch);
  const archiving = useSetCatalogArchived();
  const archivedCatalogs = useArchivedCatalogs(showArchived === true);
  const catalogs = useLatestCatalogs();
  const withoutCatalogs = useLineListsWithoutCatalogs();
  const [publishing, setPublishingState] = useState<CatalogOverview | null>(null);
  const [confirmingArchive, setConfirmingArchive] = useState<CatalogOverview | null>(null);
  // Mounted at the first Publish and kept: closing plays the dialog's own closing.
  const [publishLoaded, setPublishLoaded] = useState(false);
  const setPublishing = (catalog: CatalogOverview | null) => {
    if (catalog) setPublishLoaded(true);
    setPublishingState(catalog);
  };
  // The cards render from deferred lists: when the lists arrive, React builds the cards in a
  // background render that yields to the browser, instead of one long task on a phone's main thread.
  const catalogList = useDeferredValue(catalogs.data);
  const awaitingList = useDeferredValue(withoutCatalogs.data);
  // Loading until both deferred lists hold their first answer (a failed list shows as empty).
  const listsPending =
    (catalogList === undefined && !catalogs.isError) || (awaitingList === undefined && !withoutCatalogs.isError);
  const all = catalogList ?? [];
  const awaiting = awaitingList ?? [];
  const active = all.filter((catalog) => catalog.published === 1);
  const unpublished = all.filter((catalog) => catalog.published !== 1);
  const catalogSections = [
    { id: 'active-catalogs', title: catalogTexts.activeTitle, subtitle: catalogTexts.activeSubtitle, list: active },
    {
      id: 'unpublished-catalogs',
      title: catalogTexts.unpublishedTitle,
      subtitle: catalogTexts.unpublishedSubtitle,
      list: unpublished,
    },
  ];
  // Archive asks first (CatalogArchiveDialog); Restore is sent at once.
  const changeArchived = (catalog: CatalogOverview, archived: boolean) =>
    archived ? setConfirmingArchive(catalog) : archiving.mutate({ lineListId: catalog.id, archived });
  const archiveConfirmed = (catalog: CatalogOverview) =>
    archiving.mutate({ lineListId: catalog.id, archived: true }, { onSettled: () => setConfirmingArchive(null) });
  const busyId = archiving.isPending ? archiving.variables?.lineListId : undefined;
  const cards = (list: CatalogOverview[], archived = false) =>
    !archived && view === 'table' ? (
      <CatalogsTable
        label={list === active ? catalogTexts.activeTitle : catalogTexts.unpublishedTitle}
        catalogs={list}
        onPublish={setPublishing}
      />
    ) : (
      list.map((catalog) => (
        <CatalogCard
          key={catalog.id}
          catalog={catalog}
          onPublish={setPublishing}
          onArchivedChange={changeArchived}
          archived={archived}
          busy={busyId === catalog.id}
        />
      ))
    );

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={pageHeadings.catalogs}
        description={catalogTexts.pageDescription}
        className="mb-0"
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {showArchived ? null : (
              <CatalogsViewToggle
                view={view}
                onChange={(next) => updateSearch({ view: next === 'table' ? 'table' : undefined })}
              />
            )}
            <CatalogsArchivedToggle
              pressed={showArchived === true}
              onPressedChange={(pressed) => updateSearch({ archived: pressed ? true : undefined })}
            />
          </div>
        }
      />
      {showArchived ? (
        <CatalogsArchivedList query={archivedCatalogs} cards={(list) => cards(list, true)} />
      ) : listsPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : catalogs.isSuccess && all.length === 0 && awaiting.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-md border border-dashed p-10 text-center">
          <p className="font-medium">{catalogTexts.emptyTitle}</p>
          <p className="text-sm text-muted-foreground">{catalogTexts.emptyDescription}</p>
        </div>
      ) : (
        <>
          {catalogSections.map(({ list, ...section }) => (
            <CatalogSection key={section.id} {...section} count={list.length} asTable={view === 'table'}>
              {cards(list)}
            </CatalogSection>
          ))}
          <CatalogSection
            id="line-lists-without-catalogs"
            title={catalogTexts.awaitingTitle}
            subtitle={catalogTexts.awaitingSubtitle}
            count={awaiting.length}
          >
            {awaiting.map((lineList) => (
              <CatalogsAwaitingCard key={lineList.id} lineList={lineList} />
            ))}
          </CatalogSection>
        </>
      )}
      <CatalogArchiveDialog
        catalog={confirmingArchive}
        pending={archiving.isPending}
        onClose={() => setConfirmingArchive(null)}
        onConfirm={archiveConfirmed}
      />
      {publishLoaded ? (
        <Suspense fallback={null}>
          <CatalogPublishDialog catalog={publishing} onClose={() => setPublishing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
