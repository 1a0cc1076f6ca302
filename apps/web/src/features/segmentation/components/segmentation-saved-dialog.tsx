import { SORTED_CATALOG_TYPES } from '@lineup/contracts/catalogs';
import { publishWarnings } from '@lineup/contracts/catalogs-publish';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { DialogButtons, DialogHeading } from '@/components/dialog-sections/dialog-sections';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/**
 * After Save Catalogs, the counts per catalog, then Go to Catalogs or Publish Catalogs, which only
 * opens the publish confirmation (`onPublish`): this dialog stays open under it. A missing sent-on
 * date or deadline is pointed out here already (the unsorted items are already counted).
 */
export function SegmentationSavedDialog({
  saved,
  publishing,
  onClose,
  onGoToCatalogs,
  onPublish,
}: {
  saved: CatalogOverview | null;
  publishing: boolean;
  onClose: () => void;
  onGoToCatalogs: () => void;
  onPublish: () => void;
}) {
  const count = (type: string) => saved?.catalogs.find((catalog) => catalog.type === type)?.itemsCount ?? 0;
  const missingDates = saved
    ? publishWarnings({ unsortedCount: count('unsorted'), sentOn: saved.sentOn, deadline: saved.deadline }).filter(
        (warning) => warning !== 'unsorted-items',
      )
    : [];
  return (
    <Dialog
      open={saved !== null}
      onOpenChange={(open) => {
        if (!open && !publishing) onClose();
      }}
    >
      <DialogContent>
        <DialogHeading
          title={segmentationTexts.savedTitle}
          descriptionAsChild
          description={
            <div className="flex flex-col gap-2">
              <ul className="flex flex-col gap-1" data-testid="saved-counts">
                {SORTED_CATALOG_TYPES.map((type) => (
                  <li key={type} className="flex justify-between rounded-md bg-muted/50 px-3 py-1.5 text-foreground">
                    <span>{segmentationTexts.tabs[type]}</span>
                    <span className="font-medium tabular-nums">{count(type)}</span>
                  </li>
                ))}
              </ul>
              <p>{segmentationTexts.unsortedOrRemoved(count('unsorted'))}</p>
              {missingDates.length > 0 ? (
                <ul
                  aria-label={catalogTexts.publishWarningsLabel}
                  data-testid="saved-warnings"
                  className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
                >
                  {missingDates.map((warning) => (
                    <li key={warning}>{catalogTexts.publishWarnings[warning](count('unsorted'))}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          }
        />
        <DialogButtons
          cancelLabel={segmentationTexts.goToCatalogs}
          onCancel={onGoToCatalogs}
          pending={publishing}
          confirmLabel={segmentationTexts.publishCatalogs}
          onConfirm={onPublish}
        />
      </DialogContent>
    </Dialog>
  );
}
