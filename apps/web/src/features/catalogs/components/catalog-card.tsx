import { orderingClosed } from '@lineup/contracts/ordering-deadline';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { lineListTypeLabel } from '@lineup/contracts/texts/line-list-types';
import { Link } from '@tanstack/react-router';
import { ChevronDown, MoreVertical } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { CatalogLineSheetButton } from '@/features/catalogs/components/catalog-line-sheet-button';
import { formatCalendarDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

/** On a catalog card brand-ats reads ATS; other types have their one label (Pre-Book, Own Stock, …). */
export function catalogTypeLabel(type: string): string {
  return type === 'brand-ats' ? 'ATS' : lineListTypeLabel(type);
}

function SegmentationLink({ lineListId, label, variant }: { lineListId: number; label: string; variant?: 'outline' }) {
  return (
    <Button asChild size="sm" variant={variant}>
      <Link to="/home/catalog-segmentation/$lineListId" params={{ lineListId: String(lineListId) }}>
        {label}
      </Link>
    </Button>
  );
}

/**
 * One catalog (a line list's catalogs) on /home/catalogs: brand, type, badges, sent-on and deadline
 * (calendar dates as they are, MM/DD/YYYY), total items, per-type counts (open, collapsible), the card menu and buttons.
 * Titled by brand and line-list name (its season by default), so cards of one brand tell apart.
 * An archived catalog (the Archived toggle) offers only its orders and Restore: it cannot be
 * published or changed until restored.
 */
export function CatalogCard({
  catalog,
  onPublish,
  onArchivedChange,
  archived = false,
  busy = false,
}: {
  catalog: CatalogOverview;
  onPublish: (catalog: CatalogOverview) => void;
  /** Archive (true) or Restore (false) this catalog. */
  onArchivedChange: (catalog: CatalogOverview, archived: boolean) => void;
  archived?: boolean;
  /** Its archive or restore is under way. */
  busy?: boolean;
}) {
  // The per-catalog counts are what staff look for: shown at once, still collapsible.
  const [countsOpen, setCountsOpen] = useState(true);
  const countsId = useId();
  const published = catalog.published === 1;
  const sortingPending = catalog.sortingCompleted === 0 && !published;
  const sentOn = formatCalendarDate(catalog.sentOn, 'long') ?? catalogTexts.notSet;
  const deadline = formatCalendarDate(catalog.deadline, 'long') ?? catalogTexts.notSet;

  return (
    <Card className="gap-4" data-testid="catalog-card" aria-label={`${catalog.brandName} ${catalog.name}`}>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle className="truncate text-lg">
            {catalog.brandName} {catalog.name}
          </CardTitle>
          <p className="truncate text-sm text-muted-foreground">{catalogTypeLabel(catalog.type)}</p>
          <div className="flex flex-wrap gap-1.5">
            {archived ? <Badge variant="secondary">{catalogTexts.archivedBadge}</Badge> : null}
            {published ? null : <Badge variant="outline">{catalogTexts.unpublishedBadge}</Badge>}
            {published && orderingClosed(catalog.deadline) ? (
              <Badge variant="warning" title={catalogTexts.orderingClosedTitle}>
                {catalogTexts.orderingClosedBadge}
              </Badge>
            ) : null}
            {sortingPending && !archived ? <Badge variant="warning">{catalogTexts.sortingPendingBadge}</Badge> : null}
          </div>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={catalogTexts.openMenu}>
              <MoreVertical />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link to="/home/orders/all" search={{ lineListId: catalog.id }}>
                {catalogTexts.viewOrders}
              </Link>
            </DropdownMenuItem>
            {archived ? (
              <DropdownMenuItem disabled={busy} onSelect={() => onArchivedChange(catalog, false)}>
                {catalogTexts.restore}
              </DropdownMenuItem>
            ) : (
              <>
                <DropdownMenuItem asChild>
                  <Link to="/home/catalog-segmentation/$lineListId" params={{ lineListId: String(catalog.id) }}>
                    {catalogTexts.manage}
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem disabled={busy} onSelect={() => onArchivedChange(catalog, true)}>
                  {catalogTexts.archive}
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{catalogTexts.sentOn}</dt>
          <dd>{sentOn}</dd>
          <dt className="text-muted-foreground">{catalogTexts.deadline}</dt>
          <dd>{deadline}</dd>
          <dt className="text-muted-foreground">{catalogTexts.totalItems}</dt>
          <dd>{catalog.itemsCount}</dd>
        </dl>
        {/* A plain disclosure: Radix's Collapsible measures its content on mount (a forced layout per
            card, in the page's first render) to animate a height this list never animates. */}
        <div>
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2 px-2"
            aria-expanded={countsOpen}
            aria-controls={countsId}
            onClick={() => setCountsOpen((open) => !open)}
          >
            {catalogTexts.itemsPerCatalog}
            <ChevronDown className={cn('transition-transform', countsOpen && 'rotate-180')} />
          </Button>
          {countsOpen ? (
            <ul id={countsId} className="mt-1 flex flex-col gap-1">
              {catalog.catalogs.map((entry) => (
                <li key={entry.type} className="flex items-center gap-2 rounded-md bg-muted/50 px-2 py-1">
                  <span className="flex-1">{catalogTexts.typeLabels[entry.type]}</span>
                  <span className="font-medium tabular-nums">{entry.itemsCount}</span>
                  {/* Unsorted items are in no catalog, so they have no line sheet. */}
                  {entry.type === 'unsorted' ? null : (
                    <CatalogLineSheetButton
                      lineListId={catalog.id}
                      catalogType={entry.type}
                      title={`${catalog.brandName} ${catalog.name}`}
                      typeLabel={catalogTexts.typeLabels[entry.type]}
                    />
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </CardContent>
      <CardFooter className="mt-auto flex justify-end gap-2">
        {archived ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onArchivedChange(catalog, false)}>
            {catalogTexts.restore}
          </Button>
        ) : sortingPending ? (
          <SegmentationLink lineListId={catalog.id} label={catalogTexts.complete} />
        ) : published ? (
          <SegmentationLink lineListId={catalog.id} label={catalogTexts.manage} />
        ) : (
          <>
            <SegmentationLink lineListId={catalog.id} label={catalogTexts.edit} variant="outline" />
            <Button size="sm" onClick={() => onPublish(catalog)}>
              {catalogTexts.publish}
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
