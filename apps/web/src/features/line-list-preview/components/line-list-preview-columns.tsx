import type { PreviewChild, PreviewParent } from '@lineup/contracts/line-list-preview';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import {
  columnVisibilityFeature,
  createColumnHelper,
  createExpandedRowModel,
  rowExpandingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ProductThumbnail } from '@/components/product-image/product-thumbnail';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ShipDateMark } from '@/features/line-list-preview/components/line-list-preview-ship-dates';
import { firstImage, parentImage } from '@/features/line-list-preview/line-list-preview-filter';
import { formatCalendarDate } from '@/lib/dates';
import { isImageAllowed } from '@/lib/image-origins';
import { formatMsrp } from '@/lib/money';
import { cn } from '@/lib/utils';

/** One table row: a parent (child null, its SKUs as sub-rows) or one SKU of a parent. */
export type PreviewRow = { parent: PreviewParent; child: PreviewChild | null; subRows?: PreviewRow[] };

export function toPreviewRows(parents: readonly PreviewParent[]): PreviewRow[] {
  return parents.map((parent) => ({
    parent,
    child: null,
    subRows: parent.children.map((child) => ({ parent, child })),
  }));
}

export const previewTableFeatures = tableFeatures({
  columnVisibilityFeature,
  rowExpandingFeature,
  expandedRowModel: createExpandedRowModel(),
});

const column = createColumnHelper<typeof previewTableFeatures, PreviewRow>();

export const PLACEHOLDER_IMAGE = '/images/item-image-placeholder.svg';

/** The first image, or the placeholder when there is none, it reads 'No Image' or it fails to load. */
function ItemImage({ url, alt }: { url: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  const shown = url && !failed && isImageAllowed(url);
  return (
    <img
      src={shown ? url : PLACEHOLDER_IMAGE}
      alt={shown ? alt : previewTexts.noImage}
      loading="lazy"
      width={40}
      height={40}
      onError={() => setFailed(true)}
      className="size-10 rounded border bg-muted object-cover"
    />
  );
}

const statusVariant = { new: 'default', old: 'secondary', changed: 'warning' } as const;

/** A changed field's columns: the fields are the columns' own ids, but the SKU set, shown by SKU and Size. */
const columnsOfField = (field: string): string[] => (field === 'children' ? ['sku', 'size'] : [field]);

/**
 * The columns of a parent row whose value differs from the brand's current item (an update's
 * "changed" parent); empty for any other row.
 */
export function changedColumnIds(row: PreviewRow): ReadonlySet<string> {
  const { parent, child } = row;
  if (child || parent.status !== 'changed') return NO_COLUMNS;
  return new Set(parent.changedFields.flatMap(columnsOfField));
}
const NO_COLUMNS: ReadonlySet<string> = new Set();

/** The changed fields by their column names, for the status badge's tooltip. */
const changedFieldNames = (fields: readonly string[]) =>
  fields
    .map((field) => (field === 'children' ? previewTexts.changedSkus : (labels[field as keyof typeof labels] ?? field)))
    .join(', ');

/** Parent-only text cell (SKU rows leave it empty). */
const parentText = (value: (parent: PreviewParent) => string | null | undefined) =>
  function ParentCell({ row }: { row: { original: PreviewRow } }) {
    return row.original.child ? null : (value(row.original.parent) ?? '');
  };

/** The columns that the Columns selector may hide (every one but the expander). */
export const hideableColumnIds = [
  'image',
  'model_code',
  'silhouette',
  'color',
  'franchise',
  'gender',
  'msrp',
  'expected_shipped_date',
  'comfort_level',
  'height_range',
  'wear_occasion',
  'target_fit',
  'sku',
  'size',
  'status',
] as const;

/** Shown at first; the four attributes are a click away in Columns. */
export const defaultColumnVisibility: Record<string, boolean> = {
  comfort_level: false,
  height_range: false,
  wear_occasion: false,
  target_fit: false,
};

const labels = previewTexts.columnLabels;

export const previewColumns = column.columns([
  column.display({
    id: 'expand',
    header: () => <span className="sr-only">{labels.size}</span>,
    enableHiding: false,
    cell: ({ row }) => {
      if (row.original.child) return null;
      const expanded = row.getIsExpanded();
      const code = row.original.parent.model_code;
      return (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-7"
          disabled={!row.getCanExpand()}
          aria-expanded={expanded}
          aria-label={expanded ? previewTexts.collapseRow(code) : previewTexts.expandRow(code)}
          onClick={row.getToggleExpandedHandler()}
        >
          <ChevronRight className={cn('transition-transform', expanded && 'rotate-90')} />
        </Button>
      );
    },
  }),
  column.display({
    id: 'image',
    header: labels.image,
    cell: ({ row }) => {
      const { parent, child } = row.original;
      // A size row shows an image only when it has one of its own that can be shown: the parent
      // row already shows the item's first image (or the placeholder), and repeating it, or the
      // placeholder for an image from an origin not allowed, on some sizes and not others says nothing.
      if (child) {
        const url = firstImage(child.image_urls);
        if (!url || url === parentImage(parent) || !isImageAllowed(url)) return null;
        return <ItemImage url={url} alt={previewTexts.imageAlt(`${parent.silhouette} - ${parent.color}`)} />;
      }
      const alt = previewTexts.imageAlt(`${parent.silhouette} - ${parent.color}`);
      // The brand's picture of the item comes first; the spreadsheet's address stands in when it fails.
      if (parent.picture) {
        return (
          <ProductThumbnail
            picture={parent.picture}
            src={parentImage(parent)}
            alt={alt}
            placeholder={previewTexts.noImage}
          />
        );
      }
      return <ItemImage url={parentImage(parent)} alt={alt} />;
    },
  }),
  column.display({
    id: 'model_code',
    header: labels.model_code,
    cell: ({ row }) =>
      row.original.child ? null : <span className="font-medium">{row.original.parent.model_code}</span>,
  }),
  column.display({ id: 'silhouette', header: labels.silhouette, cell: parentText((p) => p.silhouette) }),
  column.display({ id: 'color', header: labels.color, cell: parentText((p) => p.color) }),
  column.display({ id: 'franchise', header: labels.franchise, cell: parentText((p) => p.franchise) }),
  column.display({ id: 'gender', header: labels.gender, cell: parentText((p) => p.gender) }),
  column.display({ id: 'msrp', header: labels.msrp, cell: parentText((p) => formatMsrp(p.msrp)) }),
  column.display({
    id: 'expected_shipped_date',
    header: labels.expected_shipped_date,
    cell: ({ row }) => {
      const { parent, child } = row.original;
      if (child) return null;
      return (
        <>
          {formatCalendarDate(parent.expected_shipped_date, 'long')}
          {parent.shipDateIssue ? <ShipDateMark issue={parent.shipDateIssue} /> : null}
        </>
      );
    },
  }),
  column.display({
    id: 'comfort_level',
    header: labels.comfort_level,
    cell: parentText((p) => p.attributes.comfort_level),
  }),
  column.display({
    id: 'height_range',
    header: labels.height_range,
    cell: parentText((p) => p.attributes.height_range),
  }),
  column.display({
    id: 'wear_occasion',
    header: labels.wear_occasion,
    cell: parentText((p) => p.attributes.wear_occasion),
  }),
  column.display({ id: 'target_fit', header: labels.target_fit, cell: parentText((p) => p.attributes.target_fit) }),
  column.display({
    id: 'sku',
    header: labels.sku,
    cell: ({ row }) =>
      row.original.child ? (
        <span className="font-mono text-xs">{row.original.child.sku}</span>
      ) : (
        <span className="text-muted-foreground">{previewTexts.skus(row.original.parent.children.length)}</span>
      ),
  }),
  column.display({
    id: 'size',
    header: labels.size,
    cell: ({ row }) =>
      row.original.child ? (
        row.original.child.size
      ) : (
        <span className="text-muted-foreground">
          {previewTexts.sizesList(row.original.parent.children.map((child) => child.size))}
        </span>
      ),
  }),
  column.display({
    id: 'status',
    header: labels.status,
    cell: ({ row }) => {
      if (row.original.child) return null;
      const { status, changedFields } = row.original.parent;
      return (
        <Badge
          variant={statusVariant[status]}
          title={
            status === 'changed' && changedFields.length
              ? previewTexts.changedFields(changedFieldNames(changedFields))
              : undefined
          }
        >
          {previewTexts.statusLabels[status]}
        </Badge>
      );
    },
  }),
]);
