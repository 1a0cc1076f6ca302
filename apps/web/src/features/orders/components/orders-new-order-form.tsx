import type { PortalCatalog } from '@lineup/contracts/portal';
import { newOrderTexts } from '@lineup/contracts/texts/new-order';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SelectOptions } from '@/components/select-options/select-options';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useStoreCatalogs } from '@/features/orders/api/get-store-catalogs';
import type { usePlaceOrder } from '@/features/orders/api/place-order';
import { NewOrderCheckoutFields } from '@/features/orders/components/orders-new-order-checkout';
import { OrdersNewOrderItems } from '@/features/orders/components/orders-new-order-items';
import { type ChosenItem, NewOrderQuantities } from '@/features/orders/components/orders-new-order-quantities';
import { NewOrderRules } from '@/features/orders/components/orders-new-order-rules';
import {
  NEW_ORDER_SHIP_TO_NOTE_ID,
  NewOrderShipTo,
  useNewOrderShipTo,
} from '@/features/orders/components/orders-new-order-ship-to';
import { storeHint, useOrderingStores } from '@/features/orders/new-order-stores';
import { useNewOrderTerms } from '@/features/orders/use-new-order-terms';
import { closedOnDeadline } from '@/lib/dates';
import { useOneCallAtATime } from '@/lib/hooks/one-call-at-a-time';
import { readSizeRun, unitsOf } from '@/lib/order-quantities';

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
 * addresses), items with a quantity per size at the store's price, and the checkout's fields. The
 * brand's order rules are shown with what the order breaks; staff may place it anyway with a
 * reason. The items come from the catalog chosen, so changing the store or the catalog with items
 * chosen asks first.
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
  const [chosen, setChosen] = useState<ChosenItem[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement | null>());
  // A double-click on Place order places one order.
  const placingOnce = useOneCallAtATime(placing.isPending);
  const catalogs = useStoreCatalogs(storeId);
  const shipTo = useNewOrderShipTo(storeId);
  const units = chosen.reduce((sum, entry) => sum + unitsOf(entry.values), 0);
  const catalog = catalogs.data?.find((candidate) => candidate.lineListId === lineListId) ?? null;
  const terms = useNewOrderTerms(catalog, chosen, stores.options.find((store) => store.id === storeId)?.discounts);
  useEffect(() => onHasItems(chosen.length > 0), [chosen.length, onHasItems]);

  // A store or catalog change waiting for the answer to "Change and clear items?".
  const [askingChange, setAskingChange] = useState<SelectionChange | null>(null);
  const applyChange = (next: SelectionChange) => {
    if (next.kind === 'store') {
      setStoreId(next.value);
      setLineListId(null);
    } else setLineListId(next.value === '' ? null : Number(next.value));
    const nextCatalog = catalogs.data?.find((candidate) => String(candidate.lineListId) === next.value);
    terms.reset(next.kind === 'catalog' ? (nextCatalog ?? null) : null);
    setChosen([]);
    setProblem(null);
    setAskingChange(null);
  };
  const changeSelection = (next: SelectionChange) => {
    if (chosen.length > 0) setAskingChange(next);
    else applyChange(next);
  };
  const change = (modelCode: string, update: (entries: ChosenItem[]) => ChosenItem[]) => {
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
    if (!terms.ready()) return;
    placingOnce.start();
    placing.mutate(
      {
        storeId,
        lineListId,
        items,
        shipToAddressId: shipTo.chosen.id,
        ...terms.request(),
      },
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
        <NewOrderQuantities
          chosen={chosen}
          units={units}
          pricing={terms.pricing}
          invalidCell={problem?.cell}
          inputRef={(modelCode, index, element) => inputs.current.set(cellKey(modelCode, index), element)}
          onChange={(modelCode, next) =>
            change(modelCode, (entries) =>
              entries.map((entry) => (entry.item.modelCode === modelCode ? { ...entry, values: next } : entry)),
            )
          }
          onRemove={(modelCode) =>
            change(modelCode, (entries) => entries.filter((entry) => entry.item.modelCode !== modelCode))
          }
        />
      )}
      {catalog === null ? null : (
        <>
          <NewOrderCheckoutFields
            windows={terms.windows}
            value={terms.checkout}
            onChange={terms.setCheckout}
            problems={terms.checkoutProblems}
            reveal={terms.reveal}
          />
          <NewOrderRules
            rules={catalog.orderRules}
            breaks={terms.breaks}
            reason={terms.reason}
            onReasonChange={terms.setReason}
            reasonProblem={terms.reasonProblem}
          />
        </>
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
