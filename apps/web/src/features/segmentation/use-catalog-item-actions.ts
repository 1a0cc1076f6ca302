import type { CatalogChangeResult, SortedCatalogType } from '@lineup/contracts/catalogs';
import { errorMessages } from '@lineup/contracts/error-messages';
import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { CatalogType } from '@lineup/contracts/pim';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { toast } from 'sonner';
import { type CatalogItemsCall, useChangeCatalogItems } from '@/features/segmentation/api/change-catalog-items';
import { useUndoableToast } from '@/features/segmentation/use-undoable-toast';
import { serverMessageOr } from '@/lib/server-message';

const targetName = (type: CatalogType) => segmentationTexts.targetNames[type];

/**
 * The segmentation's item changes (move, copy, remove, add from the dialog), one call each. Their
 * toasts live here, worded by what the user did (a drop or a button, from unsorted or not); the
 * request hook shows none. A change that altered anything offers Undo.
 */
export function useCatalogItemActions({
  lineListId,
  onChanged,
  onItemsAdded,
}: {
  lineListId: number;
  /** After a move, copy or remove: the moved items are no longer selected. */
  onChanged: () => void;
  /** After items were added from the dialog. */
  onItemsAdded: () => void;
}) {
  const change = useChangeCatalogItems(lineListId);
  const changed = useUndoableToast(lineListId);

  function run(
    call: CatalogItemsCall,
    success: (result: CatalogChangeResult) => string,
    failure: (error: Error) => void,
  ) {
    change.mutate(call, {
      onSuccess: (result) => {
        changed(success(result), result);
        onChanged();
      },
      onError: failure,
    });
  }
  const entries = (codes: string[], source: CatalogType, to: SortedCatalogType) =>
    codes.map((modelCode) => ({ modelCode, originCatalogType: source, targetCatalogType: to }));
  const moveFailed = (error: Error) => toast.error(serverMessageOr(error, failureToasts.moveItems));

  /** Move (the button, or a drop): from unsorted it is an add, onto unsorted a remove. */
  function moveItems(codes: string[], source: CatalogType, to: CatalogType, by: 'button' | 'drop') {
    if (codes.length === 0) {
      toast.error(failureToasts.noItemsToMove);
      return;
    }
    if (to === source) {
      toast.error(failureToasts.sameCategory);
      return;
    }
    if (to === 'unsorted') {
      // Dropped onto Unsorted items: the items leave the catalog they were dragged from.
      removeItems(codes, source);
      return;
    }
    if (source === 'unsorted') {
      run(
        { kind: 'add-items', body: { lineListId, addItems: entries(codes, source, to) } },
        () => successToasts.itemsAddedFromUnsorted(targetName(to)),
        moveFailed,
      );
      return;
    }
    run(
      { kind: 'move-items', body: { lineListId, moveItems: entries(codes, source, to) } },
      (result) =>
        by === 'drop'
          ? successToasts.itemsMovedTo(targetName(to))
          : successToasts.itemsMoved(result.itemsChanged, targetName(to)),
      moveFailed,
    );
  }

  function copyItems(codes: string[], source: CatalogType, to: SortedCatalogType) {
    if (codes.length === 0) {
      toast.error(failureToasts.noItemsToMove);
      return;
    }
    run(
      { kind: 'copy-items', body: { lineListId, copyItems: entries(codes, source, to) } },
      (result) => successToasts.itemsCopied(result.itemsChanged, targetName(to)),
      (error) => toast.error(errorMessages.failedToCopyItems, { description: serverMessageOr(error, '') || undefined }),
    );
  }

  function removeItems(codes: string[], from: CatalogType) {
    if (from === 'unsorted') return;
    if (codes.length === 0) {
      toast.error(failureToasts.noItemsToMove);
      return;
    }
    run(
      { kind: 'remove-items', body: { lineListId, modelCodes: codes, catalogType: from } },
      () => successToasts.itemsRemoved,
      (error) =>
        toast.error(errorMessages.failedToRemoveItems, { description: serverMessageOr(error, '') || undefined }),
    );
  }

  function addItemsTo(codes: string[], to: SortedCatalogType) {
    change.mutate(
      { kind: 'add-items-to', body: { lineListId, modelCodes: codes, targetCatalogType: to } },
      {
        onSuccess: (result) => {
          changed(successToasts.itemsAddedToCatalog(targetName(to)), result);
          onItemsAdded();
        },
        onError: (error) => toast.error(serverMessageOr(error, errorMessages.catalogAddItems[500])),
      },
    );
  }

  return { moveItems, copyItems, removeItems, addItemsTo, busy: change.isPending };
}
