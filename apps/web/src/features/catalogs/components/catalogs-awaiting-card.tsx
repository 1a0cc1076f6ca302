import type { LineListWithCatalogInfo } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { LayoutGrid } from 'lucide-react';
import { useOpenLineListCatalogs } from '@/api/catalogs/open-line-list-catalogs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { catalogTypeLabel } from '@/features/catalogs/components/catalog-card';
import { formatShortDate } from '@/lib/dates';

/**
 * A saved line list whose catalogs do not exist yet, on /home/catalogs: brand, type and name, when it
 * was uploaded, its items, and 'Create Catalogs', which creates them and opens the segmentation.
 */
export function CatalogsAwaitingCard({ lineList }: { lineList: LineListWithCatalogInfo }) {
  const openCatalogs = useOpenLineListCatalogs();
  return (
    <Card
      className="gap-4"
      data-testid="line-list-without-catalogs"
      aria-label={`${lineList.brandName} ${lineList.name}`}
    >
      <CardHeader className="flex flex-col gap-1.5">
        <CardTitle className="truncate text-lg">
          {lineList.brandName} {lineList.name}
        </CardTitle>
        <p className="truncate text-sm text-muted-foreground">{catalogTypeLabel(lineList.type)}</p>
        <div>
          <Badge variant="outline">{catalogTexts.awaitingBadge}</Badge>
        </div>
      </CardHeader>
      <CardContent className="text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{catalogTexts.uploadedOn}</dt>
          <dd>{formatShortDate(lineList.createdAt) ?? catalogTexts.notSet}</dd>
          <dt className="text-muted-foreground">{catalogTexts.totalItems}</dt>
          <dd>{lineList.itemsCount}</dd>
        </dl>
      </CardContent>
      <CardFooter className="mt-auto flex justify-end">
        <Button
          size="sm"
          onClick={() => openCatalogs.mutate({ lineListId: lineList.id, create: true })}
          disabled={openCatalogs.isPending}
        >
          <LayoutGrid />
          {openCatalogs.isPending ? catalogTexts.creatingCatalogs : catalogTexts.createCatalogs}
        </Button>
      </CardFooter>
    </Card>
  );
}
