import { pageHeadings } from '@lineup/contracts/shell-texts';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import type * as React from 'react';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useLatestCatalogs } from '@/features/catalogs/api/get-latest-catalogs';
import { useLineListsWithoutCatalogs } from '@/features/catalogs/api/get-saved-line-lists';
import { CatalogCard } from '@/features/catalogs/components/catalog-card';
import { CatalogPublishDialog } from '@/features/catalogs/components/catalog-publish-dialog';
import { CatalogsAwaitingCard } from '@/features/catalogs/components/catalogs-awaiting-card';

function CatalogSection({
  id,
  title,
  subtitle,
  count,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  count: number;
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
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>
    </section>
  );
}

/**
 * /home and /home/catalogs: Active Catalogs (published) and Unpublished Catalogs, then the
 * saved line lists whose catalogs were not created yet, each with 'Create Catalogs', so a line list
 * saved without going on to its catalogs is never out of reach.
 */
export function CatalogsPage() {
  const catalogs = useLatestCatalogs();
  const withoutCatalogs = useLineListsWithoutCatalogs();
  const [publishing, setPublishing] = useState<CatalogOverview | null>(null);
  const all = catalogs.data ?? [];
  const awaiting = withoutCatalogs.data ?? [];
  const active = all.filter((catalog) => catalog.published === 1);
  const unpublished = all.filter((catalog) => catalog.published !== 1);
  const cards = (list: CatalogOverview[]) =>
    list.map((catalog) => <CatalogCard key={catalog.id} catalog={catalog} onPublish={setPublishing} />);

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={pageHeadings.catalogs} className="mb-0" />
      {catalogs.isPending || withoutCatalogs.isPending ? (
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
          <CatalogSection
            id="active-catalogs"
            title={catalogTexts.activeTitle}
            subtitle={catalogTexts.activeSubtitle}
            count={active.length}
          >
            {cards(active)}
          </CatalogSection>
          <CatalogSection
            id="unpublished-catalogs"
            title={catalogTexts.unpublishedTitle}
            subtitle={catalogTexts.unpublishedSubtitle}
            count={unpublished.length}
          >
            {cards(unpublished)}
          </CatalogSection>
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
      <CatalogPublishDialog catalog={publishing} onClose={() => setPublishing(null)} />
    </div>
  );
}
