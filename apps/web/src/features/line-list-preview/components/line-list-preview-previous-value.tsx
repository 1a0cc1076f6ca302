import type { PreviewParent } from '@lineup/contracts/line-list-preview';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { formatCalendarDate } from '@/lib/dates';
import { formatMsrp } from '@/lib/money';

/** A column's text for a parent's values, the way its cell writes them. */
type CellText = (values: PreviewParent['previous']) => string | null | undefined;

const textFields = [
  'franchise',
  'silhouette',
  'color',
  'gender',
  'comfort_level',
  'height_range',
  'wear_occasion',
  'target_fit',
] as const;

/** How each column with a previous value writes it: the fields, and the SKU set by SKU and Size. */
const previousTextOf: Record<string, { has: keyof PreviewParent['previous']; text: CellText }> = {
  ...Object.fromEntries(textFields.map((field) => [field, { has: field, text: (values) => values[field] }])),
  msrp: { has: 'msrp', text: (values) => formatMsrp(values.msrp) },
  expected_shipped_date: {
    has: 'expected_shipped_date',
    text: (values) => formatCalendarDate(values.expected_shipped_date, 'long'),
  },
  sku: { has: 'children', text: (values) => previewTexts.skus(values.children?.length ?? 0) },
  size: { has: 'children', text: (values) => previewTexts.sizesList((values.children ?? []).map((c) => c.size)) },
};

/** The SKU and Size cells of a parent as they read now: an image-only change leaves them alike. */
const currentSkuText: Record<string, (parent: PreviewParent) => string> = {
  sku: (parent) => previewTexts.skus(parent.children.length),
  size: (parent) => previewTexts.sizesList(parent.children.map((child) => child.size)),
};

/**
 * In "Show only changed items", beside a changed cell's new value: the value before this upload,
 * struck through, read out as "was <value>" ("was empty" for a field that had none). Nothing when
 * the server gave no previous value for the column, or when it reads as the new one does (SKUs
 * whose images alone changed).
 */
export function PreviousValue({ columnId, parent }: { columnId: string; parent: PreviewParent }) {
  const column = previousTextOf[columnId];
  if (!column || !(column.has in parent.previous)) return null;
  const text = column.text(parent.previous) || null;
  if (text !== null && text === currentSkuText[columnId]?.(parent)) return null;
  return (
    <span data-previous-value="" className="ml-2 text-muted-foreground">
      <s aria-hidden="true">{text ?? previewTexts.emptyPreviousValue}</s>
      <span className="sr-only"> {previewTexts.previousValue(text ?? previewTexts.emptyPreviousValueSpoken)}</span>
    </span>
  );
}
