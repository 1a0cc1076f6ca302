import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Archive asks before it is sent: a published catalog leaves the customer portal, any catalog leaves
 * the overview, and both can be restored from Archived. Restore does not ask: it takes nothing away.
 */
export function CatalogArchiveDialog({
  catalog,
  pending,
  onClose,
  onConfirm,
}: {
  /** The catalog being confirmed; null while no confirmation is open. */
  catalog: CatalogOverview | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (catalog: CatalogOverview) => void;
}) {
  return (
    <ConfirmDialog
      open={catalog !== null}
      onClose={onClose}
      onConfirm={() => {
        if (catalog) onConfirm(catalog);
      }}
      title={catalog ? catalogTexts.archiveQuestion(`${catalog.brandName} ${catalog.name}`) : null}
      description={
        catalog?.published === 1 ? catalogTexts.archivePublishedDescription : catalogTexts.archiveUnpublishedDescription
      }
      cancelLabel={catalogTexts.cancel}
      confirmLabel={catalogTexts.archive}
      pending={pending}
    />
  );
}
