import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { catalogTypeLabel } from '@/features/catalogs/components/catalog-card';
import { formatCalendarDate } from '@/lib/dates';

/**
 * The table view of /home/catalogs, for long lists: one row per catalog with what its card shows
 * (badges, dates, total and per-catalog counts) and its main action. The card menu's View Orders,
 * Manage and Archive stay on the cards.
 */
export function CatalogsTable({
  label,
  catalogs,
  onPublish,
}: {
  label: string;
  catalogs: CatalogOverview[];
  onPublish: (catalog: CatalogOverview) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead>{catalogTexts.columnCatalog}</TableHead>
            <TableHead>{catalogTexts.columnType}</TableHead>
            <TableHead>{catalogTexts.columnStatus}</TableHead>
            <TableHead>{catalogTexts.sentOn}</TableHead>
            <TableHead>{catalogTexts.deadline}</TableHead>
            <TableHead className="text-right">{catalogTexts.totalItems}</TableHead>
            <TableHead>{catalogTexts.itemsPerCatalog}</TableHead>
            <TableHead>
              <span className="sr-only">{catalogTexts.columnActions}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {catalogs.map((catalog) => (
            <CatalogsTableRow key={catalog.id} catalog={catalog} onPublish={onPublish} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function CatalogsTableRow({
  catalog,
  onPublish,
}: {
  catalog: CatalogOverview;
  onPublish: (catalog: CatalogOverview) => void;
}) {
  const published = catalog.published === 1;
  const sortingPending = catalog.sortingCompleted === 0 && !published;
  const segmentation = { to: '/home/catalog-segmentation/$lineListId', params: { lineListId: String(catalog.id) } };
  return (
    <TableRow>
      <TableCell className="font-medium">
        <Link {...segmentation} className="hover:underline">
          {catalog.brandName} {catalog.name}
        </Link>
      </TableCell>
      <TableCell>{catalogTypeLabel(catalog.type)}</TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          <Badge variant={published ? 'secondary' : 'outline'}>
            {published ? catalogTexts.publishedBadge : catalogTexts.unpublishedBadge}
          </Badge>
          {sortingPending ? <Badge variant="warning">{catalogTexts.sortingPendingBadge}</Badge> : null}
        </div>
      </TableCell>
      <TableCell>{formatCalendarDate(catalog.sentOn, 'long') ?? catalogTexts.notSet}</TableCell>
      <TableCell>{formatCalendarDate(catalog.deadline, 'long') ?? catalogTexts.notSet}</TableCell>
      <TableCell className="text-right tabular-nums">{catalog.itemsCount}</TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        {catalog.catalogs.map((entry) => `${catalogTexts.typeLabels[entry.type]} ${entry.itemsCount}`).join(' · ')}
      </TableCell>
      <TableCell className="text-right">
        {sortingPending ? (
          <Button asChild size="sm" variant="outline">
            <Link {...segmentation}>{catalogTexts.complete}</Link>
          </Button>
        ) : published ? (
          <Button asChild size="sm" variant="outline">
            <Link {...segmentation}>{catalogTexts.manage}</Link>
          </Button>
        ) : (
          <Button size="sm" onClick={() => onPublish(catalog)}>
            {catalogTexts.publish}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
