import { type ClipboardEvent, useId } from 'react';
import { Input } from '@/components/ui/input';
import { cellsPastLastSize, fillRow, pastedRow } from '@/lib/order-quantities';

/**
 * An item's size run as quantity cells, one per size (SKU) in a row, as a buyer's spreadsheet has
 * them: the size over its cell. A row pasted into a cell (tab- or comma-separated) fills the sizes
 * from that cell on, and `onPastedPastLastSize` is told how many pasted cells holding something
 * found no size. Staff's New Order and the portal's item page each place the cells in their own
 * layout (a row that scrolls, a grid that wraps).
 */
export function SizeRunGrid({
  skus,
  values,
  invalidIndex,
  disabled,
  quantityLabel,
  onChange,
  onPastedPastLastSize,
  inputRef,
  describedBy,
  sizeNotes,
}: {
  skus: readonly { sku: string; size: string }[];
  values: readonly string[];
  /** The cell whose quantity is refused, if any. */
  invalidIndex: number | null;
  disabled?: boolean;
  /** The accessible name of the cell of one size. */
  quantityLabel: (size: string) => string;
  /** The cells' values after a typed change or a paste. */
  onChange: (values: string[]) => void;
  onPastedPastLastSize: (cells: number) => void;
  inputRef: (index: number, element: HTMLInputElement | null) => void;
  /** The id of what describes every cell (what the style still needs, as the buyer types), if anything. */
  describedBy?: string;
  /** A line under each size's cell (what is left of it to sell), in the order of `skus`; null for none. */
  sizeNotes?: readonly (string | null)[];
}) {
  const gridId = useId();
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const cells = pastedRow(event.clipboardData.getData('text/plain'));
    if (!cells) return;
    event.preventDefault();
    onChange(fillRow(values, index, cells));
    onPastedPastLastSize(cellsPastLastSize(values.length, index, cells));
  };

  return skus.map((sku, index) => (
    <div key={sku.sku} className="flex flex-col gap-1 text-center text-xs font-medium">
      <label htmlFor={`${gridId}-${index}`} className="truncate" title={sku.sku}>
        {sku.size}
      </label>
      <Input
        id={`${gridId}-${index}`}
        ref={(element) => inputRef(index, element)}
        aria-label={quantityLabel(sku.size)}
        aria-invalid={invalidIndex === index || undefined}
        aria-describedby={
          [describedBy, sizeNotes?.[index] ? `${gridId}-${index}-note` : undefined].filter(Boolean).join(' ') ||
          undefined
        }
        inputMode="numeric"
        autoComplete="off"
        className="h-9 px-2 text-center tabular-nums"
        value={values[index] ?? ''}
        disabled={disabled}
        onPaste={onPaste(index)}
        onChange={(event) => {
          const next = [...values];
          next[index] = event.target.value;
          onChange(next);
        }}
      />
      {sizeNotes?.[index] ? (
        <span id={`${gridId}-${index}-note`} className="truncate font-normal text-muted-foreground">
          {sizeNotes[index]}
        </span>
      ) : null}
    </div>
  ));
}
