import type { PlaceOrderItem } from '@lineup/contracts/orders-place';
import type { PortalCatalog } from '@lineup/contracts/portal';
import { newOrderTexts } from '@lineup/contracts/texts/orders';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SelectOptions } from '@/components/select-options/select-options';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useStoreCatalogs } from '@/features/orders/api/get-store-catalogs';
import type { usePlaceOrder } from '@/features/orders/api/place-order';
import { OrdersNewOrderItems } from '@/features/orders/components/orders-new-order-items';
import {
  NEW_ORDER_SHIP_TO_NOTE_ID,
  NewOrderShipTo,
  useNewOrderShipTo,
} from '@/features/orders/components/orders-new-order-ship-to';
import { OrdersSizeGrid } from '@/features/orders/components/orders-size-grid';
import { storeHint, useOrderingStores } from '@/features/orders/new-order-stores';
import { closedOnDeadline } from '@/lib/dates';
import { useOneCallAtATime } from '@/lib/hooks/one-call-at-a-time';
import { readSizeRun, unitsOf } from '@/lib/order-quantities';

type Chosen = { item: PlaceOrderItem; values: string[] };
/** A new value of the store or the catalog select. */
type SelectionChange = { kind: 'store' | 'catalog'; value: string };
/** A quantity the dialog refuses before sending: which cell, and why. */
type Problem = { message: string; cell?: { modelCode: string; index: number } };

const cellKey = (modelCode: string, index: number) => `${modelCode}\u0000${index}`;

/**
 * Under the catalog select: while the store's catalogs load, that it sees none, or that the one
 * chosen is past its deadline (customers can no longer order from it; staff still place orders).
 */
function catalogHint(catalogs: { data?: PortalCatalog[]; isPending: boolean }, lineListId: number | null) {
  if (catalogs.isPending) return newOrderTexts.catalogsLoading;
  if (catalogs.data?.length === 0) return newOrderTexts.noCatalogs;
  const chosen = catalogs.data?.find((catalog) => catalog.lineListId === lineListId);
  const closedOn = chosen ? closedOnDeadline(chosen.deadline) : null;
  return closedOn ? newOrderTexts.pastDeadline(closedOn) : undefined;
}

/**
 * New Order's form: a store, a catalog it sees, where the order ships (one of the store's shipping
 * addresses), and items with a quantity per size. The items come from the catalog chosen, so
 * changing the store or the catalog with items chosen asks first.
 */
export function NewOrderForm({
  placing,
  onPlaced,
  onCancel,
  onHasItems,
}: {
  placing: ReturnType<typeof usePlaceOrder>;
  onPlaced: (orderId: number) => void;
  onCancel: () => void;
  onHasItems: (hasItems: boolean) => void;
}) {
  const stores = useOrderingStores();
  const [storeId, setStoreId] = useState('');
  const [lineListId, setLineListId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement | null>());
  // A double-click on Place order places one order.
  const placingOnce = useOneCallAtATime(placing.isPending);
  const catalogs = useStoreCatalogs(storeId);
  const shipTo = useNewOrderShipTo(storeId);
  const units = chosen.reduce((sum, entry) => sum + unitsOf(entry.values), 0);
  useEffect(() => onHasItems(chosen.length > 0), [chosen.length, onHasItems]);

  // A store or catalog change waiting for the answer to "Change and clear items?".
  const [askingChange, setAskingChange] = useState<SelectionChange | null>(null);
  const applyChange = (next: SelectionChange) => {
    if (next.kind === 'store') {
      setStoreId(next.value);
      setLineListId(null);
    } else setLineListId(next.value === '' ? null : Number(next.value));
    setChosen([]);
    setProblem(null);
    setAskingChange(null);
  };
  const changeSelection = (next: SelectionChange) => {
    if (chosen.length > 0) setAskingChange(next);
    else applyChange(next);
  };
  const change = (modelCode: string, update: (entries: Chosen[]) => Chosen[]) => {
    setChosen(update);
    if (problem?.cell?.modelCode === modelCode || !problem?.cell) setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (storeId === '' || lineListId === null || !shipTo.chosen || placingOnce.isBusy()) return;
    const items: { sku: string; quantity: number }[] = [];
    for (const { item, values } of chosen) {
      const read = readSizeRun(item.skus, values);
      if ('problem' in read) {
        setProblem({ message: read.problem, cell: { modelCode: item.modelCode, index: read.index } });
        inputs.current.get(cellKey(item.modelCode, read.index))?.focus();
        return;
      }
      items.push(...read.items);
    }
    if (items.length === 0) {
      setProblem({ message: newOrderTexts.noQuantities });
      return;
    }
    placingOnce.start();
    placing.mutate(
      { storeId, lineListId, items, shipToAddressId: shipTo.chosen.id },
      { onSuccess: (envelope) => onPlaced(envelope.data.id) },
    );
  };

  const catalogList = catalogs.data ?? [];
  return (
    <form noValidate className="flex min-w-0 flex-col gap-4" onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>{newOrderTexts.title}</DialogTitle>
        <DialogDescription>{newOrderTexts.description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="new-order-store" label={newOrderTexts.storeLabel} hint={storeHint(stores)}>
          <NativeSelect
            value={storeId}
            onChange={(event) => changeSelection({ kind: 'store', value: event.target.value })}
          >
            <SelectOptions
              emptyLabel={newOrderTexts.storePlaceholder}
              choices={stores.options.map((store) => ({ value: store.id, label: store.label }))}
            />
          </NativeSelect>
        </FormField>
        <FormField
          id="new-order-catalog"
          label={newOrderTexts.catalogLabel}
          hint={storeId === '' ? undefined : catalogHint(catalogs, lineListId)}
        >
          <NativeSelect
            value={lineListId === null ? '' : String(lineListId)}
            disabled={catalogList.length === 0}
            onChange={(event) => changeSelection({ kind: 'catalog', value: event.target.value })}
          >
            <SelectOptions
              emptyLabel={newOrderTexts.catalogPlaceholder}
              choices={catalogList.map((catalog) => ({
                value: catalog.lineListId,
                label: newOrderTexts.catalogOption(catalog.brandName, catalog.name),
              }))}
            />
          </NativeSelect>
        </FormField>
      </div>
      {storeId === '' ? null : <NewOrderShipTo shipTo={shipTo} />}
      {lineListId === null ? null : (
        <OrdersNewOrderItems
          key={`${storeId}:${lineListId}`}
          storeId={storeId}
          lineListId={lineListId}
          chosen={new Set(chosen.map((entry) => entry.item.modelCode))}
          onAdd={(item) => change(item.modelCode, (entries) => [...entries, { item, values: item.skus.map(() => '') }])}
        />
      )}
      {lineListId === null ? null : (
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
              values={values}
              invalidIndex={problem?.cell?.modelCode === item.modelCode ? problem.cell.index : null}
              inputRef={(index, element) => inputs.current.set(cellKey(item.modelCode, index), element)}
              onChange={(next) =>
                change(item.modelCode, (entries) =>
                  entries.map((entry) =>
                    entry.item.modelCode === item.modelCode ? { ...entry, values: next } : entry,
                  ),
                )
              }
              onRemove={() =>
                change(item.modelCode, (entries) => entries.filter((entry) => entry.item.modelCode !== item.modelCode))
              }
            />
          ))}
        </section>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={placingOnce.busy}>
          {newOrderTexts.cancel}
        </Button>
        <Button
          type="submit"
          disabled={lineListId === null || chosen.length === 0 || !shipTo.chosen || placingOnce.busy}
          aria-describedby={storeId !== '' && !shipTo.chosen ? NEW_ORDER_SHIP_TO_NOTE_ID : undefined}
        >
          {placingOnce.busy ? newOrderTexts.placing : newOrderTexts.place}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={askingChange !== null}
        onClose={() => setAskingChange(null)}
        onConfirm={() => askingChange && applyChange(askingChange)}
        title={askingChange?.kind === 'store' ? newOrderTexts.changeStoreTitle : newOrderTexts.changeCatalogTitle}
        description={newOrderTexts.changeQuestion(chosen.length)}
        cancelLabel={newOrderTexts.keepEditing}
        confirmLabel={newOrderTexts.changeAndClear}
        destructive
      />
    </form>
  );
}
