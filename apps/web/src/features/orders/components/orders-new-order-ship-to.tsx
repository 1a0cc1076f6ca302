import { addressOneLine, shipToTexts } from '@lineup/contracts/texts/ship-to';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useStoreShipTo } from '@/features/orders/api/get-store-ship-to';

/** The note under New Order's Ship to when nothing can be chosen: Place order points to it. */
export const NEW_ORDER_SHIP_TO_NOTE_ID = 'new-order-ship-to-note';

/**
 * The store's shipping addresses and the one chosen: the first until staff choose another (or
 * another store, whose first it then is); null while they load or when the store has none.
 */
export function useNewOrderShipTo(storeId: string) {
  const query = useStoreShipTo(storeId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const addresses = query.data?.addresses ?? [];
  const chosen = addresses.find((address) => address.id === chosenId) ?? addresses[0] ?? null;
  return { query, chosen, choose: setChosenId };
}

/**
 * New Order's Ship to, once a store is chosen: a choice among its shipping addresses; while they
 * load, or when they could not, saying so; for a store without one, why it cannot order yet.
 */
export function NewOrderShipTo({ shipTo }: { shipTo: ReturnType<typeof useNewOrderShipTo> }) {
  const { query, chosen, choose } = shipTo;
  if (!chosen) {
    const note = query.isPending ? shipToTexts.loading : query.isError ? shipToTexts.loadFailed : query.data?.refusal;
    return (
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{shipToTexts.title}</span>
        <p
          id={NEW_ORDER_SHIP_TO_NOTE_ID}
          role={query.isPending ? undefined : 'alert'}
          className={query.isPending ? 'text-xs text-muted-foreground' : 'text-sm text-destructive'}
        >
          {note}
        </p>
      </div>
    );
  }
  return (
    <FormField id="new-order-ship-to" label={shipToTexts.title} hint={shipToTexts.placeHint}>
      <NativeSelect value={chosen.id} onChange={(event) => choose(event.target.value)}>
        {(query.data?.addresses ?? []).map((address) => (
          <option key={address.id} value={address.id}>
            {addressOneLine(address)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
