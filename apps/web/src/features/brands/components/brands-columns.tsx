import type { Brand } from '@lineup/contracts/pim';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Images, Pencil, Trash2 } from 'lucide-react';
import { StatusBadge } from '@/components/status-badge/status-badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import type { PaginatedTableFeatures } from '@/lib/hooks/use-paginated-table';

const column = createColumnHelper<PaginatedTableFeatures, Brand>();

/** The columns: Brand name, Status, Created at, Updated at, Description ('No description'), Actions. */
export function brandsColumns({ onDelete }: { onDelete: (brand: Brand) => void }) {
  return column.columns([
    column.accessor('name', {
      header: brandTexts.columnName,
      // A long name is cut with an ellipsis (whole in its tooltip) so the other columns stay in view.
      cell: (info) => (
        <span className="block max-w-xs truncate font-medium" title={info.getValue()}>
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor('status', {
      header: brandTexts.columnStatus,
      cell: (info) => <StatusBadge active={info.getValue() === 'active'} labels={brandTexts} />,
    }),
    column.accessor('createdAt', { header: brandTexts.columnCreatedAt, cell: (info) => formatDate(info.getValue()) }),
    column.accessor('updatedAt', { header: brandTexts.columnUpdatedAt, cell: (info) => formatDate(info.getValue()) }),
    column.accessor('description', {
      header: brandTexts.columnDescription,
      cell: (info) => {
        const description = info.getValue();
        return description ? (
          <span className="block max-w-80 truncate" title={description}>
            {description}
          </span>
        ) : (
          <span className="text-muted-foreground">{brandTexts.noDescription}</span>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: brandTexts.columnActions,
      cell: ({ row }) => {
        const brand = row.original;
        return (
          <div className="flex items-center gap-1">
            <Button variant="ghost" size="icon" asChild>
              <Link
                to="/home/brands/edit/$brandId"
                params={{ brandId: String(brand.id) }}
                aria-label={brandTexts.editBrand(brand.name)}
                title={brandTexts.edit}
              >
                <Pencil />
              </Link>
            </Button>
            <Button variant="ghost" size="icon" asChild>
              <Link
                to="/home/brand/$brandId/pictures"
                params={{ brandId: String(brand.id) }}
                aria-label={pictureTexts.openPictures(brand.name)}
                title={pictureTexts.pictures}
              >
                <Images />
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={brandTexts.deleteBrand(brand.name)}
              title={brandTexts.delete}
              onClick={() => onDelete(brand)}
            >
              <Trash2 className="text-destructive" />
            </Button>
          </div>
        );
      },
    }),
  ]);
}
