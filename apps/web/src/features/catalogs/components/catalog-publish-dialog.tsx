import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import type { CatalogOverview } from '@lineup/contracts/pim';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { usePublishCatalog } from '@/features/catalogs/api/publish-catalog';

/** Point 2: 'Are you sure you want to publish this catalog?' / 'This action is irreversible.' */
export function CatalogPublishDialog({ catalog, onClose }: { catalog: CatalogOverview | null; onClose: () => void }) {
  const publish = usePublishCatalog();
  return (
    <ConfirmDialog
      open={catalog !== null}
      onClose={onClose}
      onConfirm={() => {
        if (catalog) publish.mutate(catalog.id, { onSettled: onClose });
      }}
      title={catalogTexts.publishQuestion}
      description={catalogTexts.publishIrreversible}
      cancelLabel={catalogTexts.cancel}
      confirmLabel={catalogTexts.publish}
      pending={publish.isPending}
      confirmDisabled={!catalog}
    />
  );
}
