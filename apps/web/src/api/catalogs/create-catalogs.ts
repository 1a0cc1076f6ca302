import type { CatalogOverview } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invalidateLineListCatalogs } from '@/api/catalogs/catalogs-keys';
import { apiRequest } from '@/lib/api-client';

/** POST {pimUrl}/api/crocs/catalogs/create {lineListId}; 200 and unchanged when they exist. */
export async function createCatalogs(lineListId: number): Promise<CatalogOverview> {
  return (
    await apiRequest<CatalogOverview>('pim', '/api/crocs/catalogs/create', { method: 'POST', body: { lineListId } })
  ).data;
}

/** Creates a line list's catalogs; a refusal shows the server's message. */
export function useCreateCatalogs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCatalogs,
    onSuccess: (_overview, lineListId) => invalidateLineListCatalogs(queryClient, lineListId),
    onError: (error) => toast.error(error.message),
  });
}
