import type { SavePreviewResponse } from '@lineup/contracts/line-list-preview';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { DialogButtons, DialogHeading } from '@/components/dialog-sections/dialog-sections';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** 'Save items' asks for confirmation before anything is saved. */
export function LineListPreviewConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      onConfirm={onConfirm}
      title={previewTexts.confirmTitle}
      description={previewTexts.confirmQuestion}
      cancelLabel={previewTexts.cancel}
      confirmLabel={pending ? previewTexts.saving : previewTexts.confirm}
      pending={pending}
    />
  );
}

/**
 * Back on a preview that is not saved: the upload is deleted only once the user confirms, and the
 * question names how many items go with it.
 */
export function LineListPreviewDiscardDialog({
  open,
  itemsCount,
  onClose,
  onConfirm,
  pending,
}: {
  open: boolean;
  itemsCount: number;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={onConfirm}
      title={previewTexts.discardTitle}
      description={previewTexts.discardQuestion(itemsCount)}
      cancelLabel={previewTexts.keepUpload}
      confirmLabel={pending ? previewTexts.discarding : previewTexts.discardUpload}
      destructive
      pending={pending}
    >
      <p className="text-sm text-muted-foreground">{previewTexts.discardDetails}</p>
    </ConfirmDialog>
  );
}

/**
 * Once saved, 'Line List Saved' offers the brand's line lists or catalog creation; after an update
 * of a line list that has its catalogs already, the way to them (Open Catalogs) instead.
 */
export function LineListPreviewSavedDialog({
  saved,
  name,
  onOpenChange,
  onGoToLineLists,
  onToCatalogs,
  creating,
}: {
  saved: SavePreviewResponse | null;
  name: string;
  onOpenChange: (open: boolean) => void;
  onGoToLineLists: () => void;
  /** Opens the catalogs, creating them first unless `saved.catalogsCreated`. */
  onToCatalogs: () => void;
  creating: boolean;
}) {
  const opensExisting = saved?.catalogsCreated === true;
  return (
    <Dialog open={saved !== null} onOpenChange={(next) => !creating && onOpenChange(next)}>
      <DialogContent>
        <DialogHeading
          title={previewTexts.savedTitle}
          description={saved ? previewTexts.savedDescription(name, saved.itemsCount) : null}
        />
        <DialogButtons
          cancelLabel={previewTexts.goToLineLists}
          onCancel={onGoToLineLists}
          pending={creating}
          confirmLabel={
            opensExisting
              ? previewTexts.openCatalogs
              : creating
                ? previewTexts.creatingCatalogs
                : previewTexts.createCatalogs
          }
          onConfirm={onToCatalogs}
        />
      </DialogContent>
    </Dialog>
  );
}
