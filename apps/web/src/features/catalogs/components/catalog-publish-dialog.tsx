import type { CatalogOverview } from '@lineup/contracts/pim';
import { catalogTexts } from '@lineup/contracts/texts/catalogs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { usePublishSummary } from '@/features/catalogs/api/get-publish-summary';
import { usePublishCatalog } from '@/features/catalogs/api/publish-catalog';
import { CatalogPublishFacts } from '@/features/catalogs/components/catalog-publish-facts';

/**
 * Publishing asks 'Are you sure you want to publish this catalog?' / 'This action is irreversible.', then
 * what it publishes, read from the server when the dialog opens. Publish waits for those facts
 * (unless they cannot be read: they inform, they do not decide).
 */
export function CatalogPublishDialog({ catalog, onClose }: { catalog: CatalogOverview | null; onClose: () => void }) {
  const publish = usePublishCatalog();
  const summary = usePublishSummary(catalog?.id ?? null);
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
      confirmDisabled={!catalog || summary.isPending}
    >
      {catalog ? (
        <CatalogPublishFacts summary={summary.data} loading={summary.isPending} failed={summary.isError} />
      ) : null}
    </ConfirmDialog>
  );
}
