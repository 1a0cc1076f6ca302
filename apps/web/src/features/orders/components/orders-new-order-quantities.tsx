import type { PlaceOrderItem } from '@lineup/contracts/orders-place';
import { newOrderTexts } from '@lineup/contracts/texts/new-order';
import { type NewOrderPricing, OrdersSizeGrid } from '@/features/orders/components/orders-size-grid';

export type ChosenItem = { item: PlaceOrderItem; values: string[] };

/** New Order's chosen items: the units so far, then one size-run grid per item, each with its price. */
export function NewOrderQuantities({
  chosen,
  units,
  pricing,
  invalidCell,
  inputRef,
  onChange,
  onRemove,
}: {
  chosen: readonly ChosenItem[];
  units: number;
  pricing: NewOrderPricing;
  /** The cell whose quantity is refused, if any. */
  invalidCell: { modelCode: string; index: number } | undefined;
  inputRef: (modelCode: string, index: number, element: HTMLInputElement | null) => void;
  onChange: (modelCode: string, values: string[]) => void;
  onRemove: (modelCode: string) => void;
}) {
  return (
    <section aria-labelledby="new-order-quantities" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="new-order-quantities" className="text-sm font-medium">
          {newOrderTexts.chosenItems}
        </h3>
        <span className="text-sm text-muted-foreground tabular-nums" data-testid="new-order-units">
          {newOrderTexts.units(units)}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {chosen.length === 0 ? newOrderTexts.noChosenItems : newOrderTexts.gridHint}
      </p>
      {chosen.map(({ item, values }) => (
        <OrdersSizeGrid
          key={item.modelCode}
          item={item}
          pricing={pricing}
          values={values}
          invalidIndex={invalidCell?.modelCode === item.modelCode ? invalidCell.index : null}
          inputRef={(index, element) => inputRef(item.modelCode, index, element)}
          onChange={(next) => onChange(item.modelCode, next)}
          onRemove={() => onRemove(item.modelCode)}
        />
      ))}
    </section>
  );
}
