import type { CatalogOverview } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

// The catalogs overview and the line lists (with catalog info) change when catalogs are created.
const catalogsKeys = createQueryKeys('catalogs');
const lineListsKeys = createQueryKeys('line-lists');

/** POST {pimUrl}/api/crocs/catalogs/create {lineListId} (spec point 7): 'Create Catalogs' after saving. */
export async function createCatalogs(lineListId: number): Promise<CatalogOverview> {
  return (
    await apiRequest<CatalogOverview>('pim', '/api/crocs/catalogs/create', { method: 'POST', body: { lineListId } })
  ).data;
}

export function useCreateCatalogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineListId: number) => createCatalogs(lineListId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogsKeys.all }),
        queryClient.invalidateQueries({ queryKey: lineListsKeys.lists() }),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });
}
