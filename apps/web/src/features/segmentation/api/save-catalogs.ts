import type { CatalogOverview } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invalidateLineListCatalogs } from '@/api/catalogs/catalogs-keys';
import { apiRequest } from '@/lib/api-client';

/**
 * POST {pimUrl}/api/crocs/catalogs/save {lineListId} ('Save Catalogs'): marks the sorting completed and answers the counts per catalog for the dialog.
 */
export async function saveCatalogs(lineListId: number): Promise<CatalogOverview> {
  return (
    await apiRequest<CatalogOverview>('pim', '/api/crocs/catalogs/save', { method: 'POST', body: { lineListId } })
  ).data;
}

export function useSaveCatalogs(lineListId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveCatalogs(lineListId),
    onSuccess: () => invalidateLineListCatalogs(queryClient, lineListId),
    onError: (error) => toast.error(error.message),
  });
}
