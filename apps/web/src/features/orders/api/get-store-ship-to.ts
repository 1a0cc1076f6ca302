import { type ShipToChoice, shipToChoiceSchema } from '@lineup/contracts/orders-ship-to';
import { useQuery } from '@tanstack/react-query';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { apiGet } from '@/lib/api-client';

/** GET {pimUrl}/api/orders/stores/{storeId}/ship-to: the store's shipping addresses, or why it has none (New Order). */
function getStoreShipTo(storeId: string, signal?: AbortSignal): Promise<ShipToChoice> {
  return apiGet<ShipToChoice>('pim', `/api/orders/stores/${storeId}/ship-to`, { signal, schema: shipToChoiceSchema });
}

/** Asked once a store is chosen, and again each time: staff may just have added the store's address. */
export function useStoreShipTo(storeId: string) {
  return useQuery({
    queryKey: ordersKeys.storeShipTo(storeId),
    queryFn: ({ signal }) => getStoreShipTo(storeId, signal),
    enabled: storeId !== '',
    staleTime: 0,
  });
}
