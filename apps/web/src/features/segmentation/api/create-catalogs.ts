import type { CatalogOverview } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invalidateLineListCatalogs } from '@/features/segmentation/api/segmentation-query-keys';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/crocs/catalogs/create {lineListId}: for a saved line list opened before its catalogs exist. */
export async function createCatalogs(lineListId: number): Promise<CatalogOverview> {
  return (
    await apiRequest<CatalogOverview>('pim', '/api/crocs/catalogs/create', { method: 'POST', body: { lineListId } })
  ).data;
}

export function useCreateCatalogs(lineListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCatalogs(lineListId),
    onSuccess: () => invalidateLineListCatalogs(queryClient, lineListId),
    onError: (error) => toast.error(error.message),
  });
}
