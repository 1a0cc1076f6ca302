import type { PortalCatalog } from '@lineup/contracts/portal';
import { portalOrderTexts, portalTexts } from '@lineup/contracts/texts/portal';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PortalLineSheetButton } from '@/features/portal/components/portal-line-sheet-button';
import { closedOnDeadline, formatCalendarDate } from '@/lib/dates';

/** A fact of a catalog card: label above value. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium">{value}</dd>
    </div>
  );
}

/**
 * One catalog of the store: brand, line-list type, name, season and year, deadline, item count;
 * opens the catalog. Below, its line sheet to take away (here rather than on the catalog's page,
 * which a phone loads first and whose code is kept small).
 */
export function PortalCatalogCard({ catalog }: { catalog: PortalCatalog }) {
  const season = portalTexts.season(catalog.season, catalog.year) || portalTexts.notSet;
  const title = portalTexts.catalogTitle(catalog.brandName, portalTexts.typeLabels[catalog.lineListType]);
  return (
    <div className="flex flex-1 flex-col rounded-xl border bg-card text-card-foreground shadow-sm transition-colors hover:border-primary/50">
      <Link
        to="/portal/catalogs/$lineListId"
        params={{ lineListId: String(catalog.lineListId) }}
        data-testid="portal-catalog-card"
        className="group flex flex-1 flex-col gap-4 rounded-xl p-5 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <h2 className="truncate text-lg font-semibold leading-tight">{catalog.brandName}</h2>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant="secondary">{portalTexts.typeLabels[catalog.lineListType]}</Badge>
              {closedOnDeadline(catalog.deadline) ? (
                <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
                  {portalOrderTexts.orderingClosedBadge}
                </Badge>
              ) : null}
            </div>
            <p className="truncate text-sm text-muted-foreground" title={catalog.name}>
              {catalog.name}
            </p>
          </div>
          <ChevronRight
            className="mt-1 size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </div>
        <dl className="grid grid-cols-3 gap-3">
          <Fact label={portalTexts.seasonLabel} value={season} />
          <Fact label={portalTexts.deadline} value={formatCalendarDate(catalog.deadline) ?? portalTexts.notSet} />
          <Fact label={portalTexts.items} value={catalog.itemsCount.toLocaleString('en-US')} />
        </dl>
      </Link>
      <div className="border-t px-5 py-3">
        <PortalLineSheetButton lineListId={catalog.lineListId} title={title} />
      </div>
    </div>
  );
}
