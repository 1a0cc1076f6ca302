import type { Brand } from '@lineup/contracts/pim';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteBrand } from '@/features/brands/api/delete-brand';

/** The delete confirmation: 'Delete Brand (name)', 'Are you sure you want to delete this brand?', Cancel / Delete. */
export function BrandsDeleteDialog({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  const deletion = useDeleteBrand();
  // Keep the name on screen while the dialog closes.
  const [shown, setShown] = useState(brand);
  useEffect(() => {
    if (brand) setShown(brand);
  }, [brand]);

  return (
    <ConfirmDialog
      open={brand !== null}
      onClose={onClose}
      onConfirm={() => {
        if (brand) deletion.mutate(brand.id, { onSettled: onClose });
      }}
      title={brandTexts.deleteTitle(shown?.name ?? '')}
      description={brandTexts.deleteQuestion}
      cancelLabel={brandTexts.cancel}
      confirmLabel={brandTexts.delete}
      destructive
      pending={deletion.isPending}
      confirmDisabled={!brand}
    />
  );
}
