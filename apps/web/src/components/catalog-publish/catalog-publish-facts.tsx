import { SORTED_CATALOG_TYPES } from '@lineup/contracts/catalogs';
import type { CatalogPublishSummary } from '@lineup/contracts/catalogs-publish';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { TriangleAlert } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The facts of a publish confirmation: items per catalog, items still unsorted, and a warning for
 * each thing worth a second look (unsorted items, a missing sent-on date or deadline).
 */
export function CatalogPublishFacts({
  summary,
  loading,
  failed,
}: {
  summary: CatalogPublishSummary | undefined;
  loading: boolean;
  failed: boolean;
}) {
  if (!summary) {
    if (loading) {
      return (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">{catalogTexts.publishFactsLoading}</span>
          <Skeleton className="h-24 w-full" />
        </div>
      );
    }
    return failed ? <p className="text-sm text-muted-foreground">{catalogTexts.publishFactsFailed}</p> : null;
  }
  const count = (type: string) => summary.catalogs.find((entry) => entry.type === type)?.itemsCount ?? 0;
  return (
    <section aria-label={catalogTexts.publishFactsTitle} data-testid="publish-facts" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium">{catalogTexts.publishFactsTitle}</h3>
        <ul className="flex flex-col gap-1 text-sm">
          {SORTED_CATALOG_TYPES.map((type) => (
            <li key={type} className="rounded-md bg-muted/50 px-3 py-1.5">
              {catalogTexts.publishCatalogCount(catalogTexts.typeLabels[type], count(type))}
            </li>
          ))}
          <li className="px-3 py-1 text-muted-foreground">
            {catalogTexts.publishUnsortedCount(summary.unsortedCount)}
          </li>
        </ul>
      </div>
      {summary.warnings.length > 0 ? (
        <div
          role="note"
          aria-label={catalogTexts.publishWarningsLabel}
          data-testid="publish-warnings"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="mb-1 flex items-center gap-1.5 font-medium">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {catalogTexts.publishWarningsLabel}
          </p>
          <ul className="list-disc pl-6">
            {summary.warnings.map((warning) => (
              <li key={warning}>{catalogTexts.publishWarnings[warning](summary.unsortedCount)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
