import type { ShipToChoice, ShipToOption } from '@lineup/contracts/orders-ship-to';
import { addressOneLine, shipToTexts } from '@lineup/contracts/texts/ship-to';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { MapPinOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { portalShipToQueryOptions } from '@/features/portal/api/get-portal-ship-to';
import { usePortal } from '@/features/portal/portal-context';
import { getQueryClient } from '@/lib/query-client';

/** The element that says why the order cannot be submitted yet: the checkout's Review points to it. */
const SHIP_TO_NOTE_ID = 'portal-ship-to-note';

/** Where the order ships: the address chosen, or none (SHIP_TO_NOTE_ID says why). */
export type CartShipTo = { address: ShipToOption | null; noteId: string };

/**
 * The store's shipping addresses and the one the buyer chose, the first until they choose
 * another; an address gone from the store since (a refused submit asks again) gives way to the
 * first of those it has now.
 */
export function useCartShipTo() {
  const { access, store } = usePortal();
  const query = useQuery(portalShipToQueryOptions(access, store.id), getQueryClient());
  const [chosenId, setChosenId] = useState<string | null>(null);
  const addresses = query.data?.addresses ?? [];
  const address = addresses.find((candidate) => candidate.id === chosenId) ?? addresses[0] ?? null;
  const shipTo: CartShipTo = { address, noteId: SHIP_TO_NOTE_ID };
  return { query, shipTo, choose: setChosenId };
}

/**
 * The checkout's Ship to: a choice among the store's shipping addresses; while they load or when
 * they could not, saying so; for a store without one, why its orders cannot be submitted and whom to ask.
 */
export function PortalShipTo({
  query,
  chosen,
  onChoose,
}: {
  query: UseQueryResult<ShipToChoice>;
  chosen: ShipToOption | null;
  onChoose: (addressId: string) => void;
}) {
  return (
    <section aria-labelledby="portal-ship-to" className="flex flex-col gap-2 rounded-xl border bg-background p-4">
      <h2 id="portal-ship-to" className="text-lg font-semibold">
        {shipToTexts.title}
      </h2>
      <ShipToBody query={query} chosen={chosen} onChoose={onChoose} />
    </section>
  );
}

function ShipToBody({ query, chosen, onChoose }: Parameters<typeof PortalShipTo>[0]) {
  if (query.isPending) {
    return (
      <p id={SHIP_TO_NOTE_ID} className="text-sm text-muted-foreground">
        {shipToTexts.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p id={SHIP_TO_NOTE_ID} role="alert" className="text-destructive">
          {shipToTexts.loadFailed}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {shipToTexts.retry}
        </Button>
      </div>
    );
  }
  if (!chosen) {
    return (
      <p
        id={SHIP_TO_NOTE_ID}
        role="status"
        className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      >
        <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {query.data.refusal}
      </p>
    );
  }
  return (
    <FormField
      id="portal-ship-to-address"
      label={shipToTexts.chooseLabel}
      hint={shipToTexts.placeHint}
      className="max-w-xl"
    >
      <NativeSelect value={chosen.id} onChange={(event) => onChoose(event.target.value)}>
        {query.data.addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {addressOneLine(address)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
