import type { PlaceOrderItem } from '@lineup/contracts/orders-place';
import { newOrderTexts, sizeRunTexts } from '@lineup/contracts/texts/orders';
import { X } from 'lucide-react';
import { type ClipboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/money';
import { cellsPastLastSize, fillRow, pastedRow, readQuantity } from '@/lib/order-quantities';

/** Units the typed quantities add up to (cells that are no whole number count for nothing). */
export function unitsOf(values: readonly string[]): number {
  return values.reduce((sum, value) => {
    const read = readQuantity(value);
    return 'quantity' in read && read.quantity !== null ? sum + read.quantity : sum;
  }, 0);
}

/**
 * One chosen item's size run in the New Order dialog: a quantity per size (SKU) in a row, as a
 * buyer's spreadsheet has them; a row pasted into a cell fills the sizes from that cell on.
 */
export function OrdersSizeGrid({
  item,
  values,
  invalidIndex,
  onChange,
  onRemove,
  inputRef,
}: {
  item: PlaceOrderItem;
  values: readonly string[];
  /** The cell whose quantity is refused, if any. */
  invalidIndex: number | null;
  onChange: (values: string[]) => void;
  onRemove: () => void;
  inputRef: (index: number, element: HTMLInputElement | null) => void;
}) {
  const gridId = useId();
  const label = newOrderTexts.item(item.silhouette, item.color, item.modelCode);
  // Pasted cells past the last size, said under the grid until the next change.
  const [leftOut, setLeftOut] = useState(0);
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const cells = pastedRow(event.clipboardData.getData('text/plain'));
    if (!cells) return;
    event.preventDefault();
    onChange(fillRow(values, index, cells));
    setLeftOut(cellsPastLastSize(values.length, index, cells));
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border p-3">
      <legend className="sr-only">{label}</legend>
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium" aria-hidden="true">
            {label}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {item.msrp === null ? newOrderTexts.noMsrp : newOrderTexts.msrp(formatMoney(Number(item.msrp)))}
            {' · '}
            {newOrderTexts.units(unitsOf(values))}
          </span>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={newOrderTexts.removeItem(item.modelCode)}
          onClick={onRemove}
        >
          <X />
        </Button>
      </div>
      <div className="overflow-x-auto pb-1">
        <div className="grid w-max auto-cols-[4rem] grid-flow-col gap-x-2 gap-y-1">
          {item.skus.map((sku, index) => (
            <div key={sku.sku} className="flex flex-col gap-1 text-center text-xs font-medium">
              <label htmlFor={`${gridId}-${index}`} className="truncate" title={sku.sku}>
                {sku.size}
              </label>
              <Input
                id={`${gridId}-${index}`}
                ref={(element) => inputRef(index, element)}
                aria-label={newOrderTexts.quantityLabel(item.modelCode, sku.size)}
                aria-invalid={invalidIndex === index || undefined}
                inputMode="numeric"
                autoComplete="off"
                className="h-9 px-2 text-center tabular-nums"
                value={values[index] ?? ''}
                onPaste={onPaste(index)}
                onChange={(event) => {
                  const next = [...values];
                  next[index] = event.target.value;
                  onChange(next);
                  setLeftOut(0);
                }}
              />
            </div>
          ))}
        </div>
      </div>
      {leftOut > 0 ? (
        <p role="status" className="text-xs text-amber-800">
          {sizeRunTexts.pastLastSize(leftOut, item.skus.at(-1)?.size ?? '')}
        </p>
      ) : null}
    </fieldset>
  );
}
