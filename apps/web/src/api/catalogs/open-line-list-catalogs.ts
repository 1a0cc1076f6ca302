import type { LineList } from '@lineup/contracts/pim';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { populatedCatalogsKeys } from '@/api/catalogs/catalogs-keys';
import { useCreateCatalogs } from '@/api/catalogs/create-catalogs';

/** A saved line list has no catalogs yet: they are created before its segmentation opens. */
export function needsCatalogs(lineList: Pick<LineList, 'status' | 'catalogsCreated'>): boolean {
  return lineList.status === 'saved' || lineList.catalogsCreated === 0;
}

/**
 * The way from a saved line list to its catalogs, shared by the preview's 'Line List Saved' dialog,
 * the brand's line-list table and the catalogs overview: opens /home/catalog-segmentation/{lineListId},
 * creating the line list's catalogs first when `create` is set. The segmentation's cached copy is
 * dropped before it opens, so the screen never shows the line list without the catalogs just made.
 * A refusal shows the server's message (from the create hook) and stays where the user is.
 */
export function useOpenLineListCatalogs() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: createCatalogs } = useCreateCatalogs();
  return useMutation({
    mutationFn: async ({ lineListId, create }: { lineListId: number; create: boolean }) => {
      if (create) await createCatalogs(lineListId);
      return lineListId;
    },
    onSuccess: async (lineListId, { create }) => {
      if (create) queryClient.removeQueries({ queryKey: populatedCatalogsKeys.detail(lineListId) });
      await navigate({ to: '/home/catalog-segmentation/$lineListId', params: { lineListId: String(lineListId) } });
    },
  });
}
