import type {
  AddItemsRequest,
  AddItemsToRequest,
  AddItemsToResult,
  CatalogChangeResult,
  CopyItemsRequest,
  MoveItemsRequest,
  PopulatedCatalogs,
  RemoveItemsRequest,
} from '@lineup/contracts/catalogs';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateLineListCatalogs, populatedCatalogsKeys } from '@/api/catalogs/catalogs-keys';
import { applyMemberships } from '@/features/segmentation/segmentation-model';
import { apiRequest } from '@/lib/api-client';

/** The item calls (/api/crocs/catalogs/*), one request each. */
export type CatalogItemsCall =
  | { kind: 'add-items'; body: AddItemsRequest }
  | { kind: 'copy-items'; body: CopyItemsRequest }
  | { kind: 'move-items'; body: MoveItemsRequest }
  | { kind: 'remove-items'; body: RemoveItemsRequest }
  | { kind: 'add-items-to'; body: AddItemsToRequest };

export async function changeCatalogItems(call: CatalogItemsCall): Promise<CatalogChangeResult | AddItemsToResult> {
  const method = call.kind === 'remove-items' ? 'DELETE' : 'POST';
  return (await apiRequest<CatalogChangeResult>('pim', `/api/crocs/catalogs/${call.kind}`, { method, body: call.body }))
    .data;
}

/**
 * After a change: the answer's memberships update the local lists at once (local lists
 * update after success); then the populated catalogs are read again for the server's order, and
 * the overviews that show counts are refreshed.
 */
export async function afterCatalogChange(queryClient: QueryClient, lineListId: number, result: CatalogChangeResult) {
  queryClient.setQueryData<PopulatedCatalogs>(populatedCatalogsKeys.detail(lineListId), (data) =>
    data ? applyMemberships(data, result.items) : data,
  );
  await invalidateLineListCatalogs(queryClient, lineListId);
}

/** The screen picks its toasts per action, so this hook shows none itself. */
export function useChangeCatalogItems(lineListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCatalogItems,
    onSuccess: (result) => afterCatalogChange(queryClient, lineListId, result),
    // A refused change (409: items moved meanwhile) means the lists on screen are stale.
    onError: () => queryClient.invalidateQueries({ queryKey: populatedCatalogsKeys.detail(lineListId) }),
  });
}
