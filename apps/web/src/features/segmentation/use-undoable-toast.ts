import type { CatalogChangeResult } from '@lineup/contracts/catalogs';
import { restoreRequestOf, UNDO_WINDOW_MS } from '@lineup/contracts/catalogs-restore';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useRestoreCatalogItems } from '@/features/segmentation/api/restore-catalog-items';
import { serverMessageOr } from '@/lib/server-message';

/**
 * The success toast of a change, with Undo for UNDO_WINDOW_MS when the change altered anything.
 * Undo puts the altered items back as they were; the server refuses (and says so) when any of
 * them changed again meanwhile, so an Undo never overwrites a later change.
 */
export function useUndoableToast(lineListId: number) {
  const restore = useRestoreCatalogItems(lineListId);
  const { mutateAsync } = restore;
  return useCallback(
    (message: string, result: CatalogChangeResult) => {
      const undo = restoreRequestOf(result);
      if (!undo) {
        toast.success(message);
        return;
      }
      toast.success(message, {
        duration: UNDO_WINDOW_MS,
        action: {
          label: segmentationTexts.undo,
          onClick: () => {
            // Each Undo reports its own outcome, even when two are under way.
            mutateAsync(undo).then(
              () => toast.success(segmentationTexts.undone),
              (error: unknown) => toast.error(serverMessageOr(error, segmentationTexts.undoFailed)),
            );
          },
        },
      });
    },
    [mutateAsync],
  );
}
