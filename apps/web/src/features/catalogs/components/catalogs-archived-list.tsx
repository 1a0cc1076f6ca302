import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** The Archived view of /home/catalogs: the archived catalogs' cards (each with Restore), or says there are none. */
export function CatalogsArchivedList({
  query,
  cards,
}: {
  query: UseQueryResult<CatalogOverview[]>;
  cards: (list: CatalogOverview[]) => React.ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Skeleton className="h-56" />
      </div>
    );
  }
  const list = query.data ?? [];
  return (
    <section aria-labelledby="archived-catalogs" className="flex flex-col gap-3">
      <div>
        <h2 id="archived-catalogs" className="text-xl font-semibold">
          {catalogTexts.archivedTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{catalogTexts.archivedSubtitle}</p>
      </div>
      {list.length === 0 ? (
        <p className="rounded-md border border-dashed p-10 text-center font-medium">{catalogTexts.archivedEmpty}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">{cards(list)}</div>
      )}
    </section>
  );
}
