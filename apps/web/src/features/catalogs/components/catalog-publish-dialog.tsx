import type { CatalogOverview } from '@lineup/contracts/pim';
import { CatalogPublishConfirm } from '@/components/catalog-publish/catalog-publish-confirm';
import { usePublishCatalog } from '@/features/catalogs/api/publish-catalog';

/**
 * A catalog's Publish (its card or its table row): the shared publish confirmation, then the
 * catalog's own publish call with 'Catalog published successfully' or 'Failed to publish catalog'.
 */
export function CatalogPublishDialog({ catalog, onClose }: { catalog: CatalogOverview | null; onClose: () => void }) {
  const publish = usePublishCatalog();
  return (
    <CatalogPublishConfirm
      lineListId={catalog?.id ?? null}
      pending={publish.isPending}
      onClose={onClose}
      onConfirm={(lineListId) => publish.mutate(lineListId, { onSettled: onClose })}
    />
  );
}
