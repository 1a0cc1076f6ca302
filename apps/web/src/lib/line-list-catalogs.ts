import type { CatalogOverview, LineList } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

/**
 * The way from a saved line list to its catalogs, shared by the preview's 'Line List Saved' dialog,
 * the brand's line-list table and the catalogs overview. The lists that count catalogs are named by
 * their resources' root keys.
 */
const catalogsKeys = createQueryKeys('catalogs');
const lineListsKeys = createQueryKeys('line-lists');
const segmentationKeys = createQueryKeys('segmentation');

/** POST {pimUrl}/api/crocs/catalogs/create {lineListId}; 200 and unchanged when they exist. */
export async function createCatalogs(lineListId: number): Promise<CatalogOverview> {
  return (
    await apiRequest<CatalogOverview>('pim', '/api/crocs/catalogs/create', { method: 'POST', body: { lineListId } })
  ).data;
}

/** A saved line list has no catalogs yet: they are created before its segmentation opens. */
export function needsCatalogs(lineList: Pick<LineList, 'status' | 'catalogsCreated'>): boolean {
  return lineList.status === 'saved' || lineList.catalogsCreated === 0;
}

/**
 * Opens /home/catalog-segmentation/{lineListId}, creating the line list's catalogs first when
 * `create` is set. The overviews and the segmentation's cached copy are refreshed before it opens,
 * so the screen never shows the line list without the catalogs just made. A refusal shows the
 * server's message and stays where the user is.
 */
export function useOpenLineListCatalogs() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ lineListId, create }: { lineListId: number; create: boolean }) => {
      if (create) await createCatalogs(lineListId);
      return lineListId;
    },
    onSuccess: async (lineListId, { create }) => {
      if (create) {
        queryClient.removeQueries({ queryKey: segmentationKeys.detail(lineListId) });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: catalogsKeys.all }),
          queryClient.invalidateQueries({ queryKey: lineListsKeys.all }),
        ]);
      }
      await navigate({ to: '/home/catalog-segmentation/$lineListId', params: { lineListId: String(lineListId) } });
    },
    onError: (error) => toast.error(error.message),
  });
}
