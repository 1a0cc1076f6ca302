import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { usePublishSummary } from '@/api/catalogs/get-publish-summary';
import { CatalogPublishFacts } from '@/components/catalog-publish/catalog-publish-facts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * The one confirmation before a line list's catalogs are published, wherever publishing starts (a
 * catalog's Publish, Publish Catalogs after Save Catalogs): 'Are you sure you want to publish this
 * catalog?' / 'This action is irreversible.', then what it publishes, read from the server when it
 * opens. Publish waits for those facts (unless they cannot be read: they inform, they do not
 * decide). Nothing is sent before Publish; the caller sends the request in `onConfirm` and closes
 * the confirmation when it settles.
 */
export function CatalogPublishConfirm({
  lineListId,
  pending,
  onClose,
  onConfirm,
}: {
  /** The line list whose catalogs are being confirmed; null while no confirmation is open. */
  lineListId: number | null;
  /** The publish request is under way. */
  pending: boolean;
  onClose: () => void;
  onConfirm: (lineListId: number) => void;
}) {
  const summary = usePublishSummary(lineListId);
  return (
    <ConfirmDialog
      open={lineListId !== null}
      onClose={onClose}
      onConfirm={() => {
        if (lineListId !== null) onConfirm(lineListId);
      }}
      title={catalogTexts.publishQuestion}
      description={catalogTexts.publishIrreversible}
      cancelLabel={catalogTexts.cancel}
      confirmLabel={catalogTexts.publish}
      pending={pending}
      confirmDisabled={lineListId === null || summary.isPending}
    >
      {lineListId !== null ? (
        <CatalogPublishFacts summary={summary.data} loading={summary.isPending} failed={summary.isError} />
      ) : null}
    </ConfirmDialog>
  );
}
