import type { PortalCatalogDetail } from '@lineup/contracts/portal';
import { portalOrderTexts, portalTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { useMemo } from 'react';
import { PortalCatalogToolbar } from '@/features/portal/components/portal-catalog-toolbar';
import { PortalEmptyState } from '@/features/portal/components/portal-empty-state';
import { PortalItemGrid } from '@/features/portal/components/portal-item-grid';
import { PortalOrderingClosedNote } from '@/features/portal/components/portal-ordering-closed';
import { applyCatalogFilters, effectiveFilters, filterOptions } from '@/features/portal/portal-catalog-filter';
import type { CatalogFilters } from '@/features/portal/portal-catalog-search';
import { usePortal } from '@/features/portal/portal-context';
import { storeTerms } from '@/features/portal/portal-msrp';
import { closedOnDeadline, formatCalendarDate } from '@/lib/dates';

export type PortalCatalogPageProps = {
  lineListId: number;
  /** The catalog and its items, as the route's loader loaded them. */
  detail: PortalCatalogDetail;
  filters: CatalogFilters;
  onFiltersChange: (filters: CatalogFilters) => void;
};

/** /portal/catalogs/{lineListId}: the catalog's items, searched and filtered in the browser (they all come at once). */
export function PortalCatalogPage({ lineListId, detail, filters, onFiltersChange }: PortalCatalogPageProps) {
  const { catalog, items } = detail;
  const { store } = usePortal();
  const options = useMemo(() => filterOptions(items), [items]);
  const applied = useMemo(() => effectiveFilters(filters, options), [filters, options]);
  const shown = useMemo(() => applyCatalogFilters(items, applied), [items, applied]);
  const season = portalTexts.season(catalog.season, catalog.year);
  const title = portalTexts.catalogTitle(catalog.brandName, portalTexts.typeLabels[catalog.lineListType]);
  // A line list is often named after its season ("Spring 2026"): the header says it once.
  const facts = [
    catalog.name === season ? '' : catalog.name,
    season,
    catalog.deadline ? `${portalTexts.deadline} ${formatCalendarDate(catalog.deadline)}` : '',
  ].filter(Boolean);
  const closedOn = closedOnDeadline(catalog.deadline);

  return (
    <>
      <Link
        to="/portal/catalogs"
        className="mb-3 inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {portalTexts.backToCatalogs}
      </Link>
      <div className="mb-5 flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>
      </div>
      {closedOn ? (
        <div className="mb-4">
          <PortalOrderingClosedNote>{portalOrderTexts.orderingClosed(closedOn)}</PortalOrderingClosedNote>
        </div>
      ) : null}
      <PortalCatalogToolbar
        filters={applied}
        options={options}
        shown={shown.length}
        total={items.length}
        onFiltersChange={onFiltersChange}
      />
      {shown.length > 0 ? (
        <PortalItemGrid items={shown} lineListId={lineListId} terms={storeTerms(store, catalog)} />
      ) : (
        <PortalEmptyState
          icon={PackageSearch}
          title={items.length === 0 ? portalTexts.noItems : portalTexts.noMatches}
        />
      )}
    </>
  );
}
