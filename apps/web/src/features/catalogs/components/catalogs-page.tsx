import { pageHeadings } from '@lineup/contracts/messages';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useLatestCatalogs } from '@/features/catalogs/api/get-latest-catalogs';
import { CatalogCard } from '@/features/catalogs/components/catalog-card';
import { CatalogPublishDialog } from '@/features/catalogs/components/catalog-publish-dialog';

function CatalogSection({
  id,
  title,
  subtitle,
  catalogs,
  onPublish,
}: {
  id: string;
  title: string;
  subtitle: string;
  catalogs: CatalogOverview[];
  onPublish: (catalog: CatalogOverview) => void;
}) {
  // Point 2: a section is hidden when empty.
  if (catalogs.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {catalogs.map((catalog) => (
          <CatalogCard key={catalog.id} catalog={catalog} onPublish={onPublish} />
        ))}
      </div>
    </section>
  );
}

/** /home and /home/catalogs (point 2): Active Catalogs (published) and Unpublished Catalogs. */
export function CatalogsPage() {
  const catalogs = useLatestCatalogs();
  const [publishing, setPublishing] = useState<CatalogOverview | null>(null);
  const all = catalogs.data ?? [];
  const active = all.filter((catalog) => catalog.published === 1);
  const unpublished = all.filter((catalog) => catalog.published !== 1);

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={pageHeadings.catalogs} className="mb-0" />
      {catalogs.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : catalogs.isSuccess && all.length === 0 ? (
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
            catalogs={active}
            onPublish={setPublishing}
          />
          <CatalogSection
            id="unpublished-catalogs"
            title={catalogTexts.unpublishedTitle}
            subtitle={catalogTexts.unpublishedSubtitle}
            catalogs={unpublished}
            onPublish={setPublishing}
          />
        </>
      )}
      <CatalogPublishDialog catalog={publishing} onClose={() => setPublishing(null)} />
    </div>
  );
}
