import type { PlaceOrderItem } from '@lineup/contracts/orders-place';
import { storeMarginPercent, storeUnitPrice } from '@lineup/contracts/store-prices';
import { newOrderTexts } from '@lineup/contracts/texts/new-order';
import { sizeRunTexts } from '@lineup/contracts/texts/orders';
import { X } from 'lucide-react';
import { useState } from 'react';
import { SizeRunGrid } from '@/components/size-run-grid/size-run-grid';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { unitsOf } from '@/lib/order-quantities';

/** How the store's price is worked out: the brand's wholesale percent, less its discount (null: unknown). */
export type NewOrderPricing = { wholesalePercent: number; discountPercent: number | null };

/**
 * What the store pays for one unit and its margin at MSRP; without the store's discount, the
 * brand's wholesale price, said to be before it.
 */
function priceLine(msrp: string | null, pricing: NewOrderPricing): string | null {
  const price = storeUnitPrice(msrp, pricing.wholesalePercent, pricing.discountPercent ?? 0);
  if (price === null) return null;
  if (pricing.discountPercent === null) return newOrderTexts.brandPrice(formatMoney(Number(price)));
  const margin = storeMarginPercent(msrp, price);
  return margin === null ? null : newOrderTexts.storePrice(formatMoney(Number(price)), `${margin}%`);
}

/**
 * One chosen item's size run in the New Order dialog: a quantity per size (SKU) in a row, as a
 * buyer's spreadsheet has them; a row pasted into a cell fills the sizes from that cell on.
 */
export function OrdersSizeGrid({
  item,
  pricing,
  values,
  invalidIndex,
  onChange,
  onRemove,
  inputRef,
}: {
  item: PlaceOrderItem;
  pricing: NewOrderPricing;
  values: readonly string[];
  /** The cell whose quantity is refused, if any. */
  invalidIndex: number | null;
  onChange: (values: string[]) => void;
  onRemove: () => void;
  inputRef: (index: number, element: HTMLInputElement | null) => void;
}) {
  const label = newOrderTexts.item(item.silhouette, item.color, item.modelCode);
  // Pasted cells past the last size, said under the grid until the next change.
  const [leftOut, setLeftOut] = useState(0);
  const price = priceLine(item.msrp, pricing);

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
          {price ? <span className="text-xs text-muted-foreground tabular-nums">{price}</span> : null}
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
          <SizeRunGrid
            skus={item.skus}
            values={values}
            invalidIndex={invalidIndex}
            quantityLabel={(size) => newOrderTexts.quantityLabel(item.modelCode, size)}
            onChange={(next) => {
              onChange(next);
              setLeftOut(0);
            }}
            onPastedPastLastSize={setLeftOut}
            inputRef={inputRef}
          />
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
