import type { PortalStore } from '@lineup/contracts/portal';
import { portalTexts } from '@lineup/contracts/texts/portal';
import { useNavigate } from '@tanstack/react-router';
import { Eye, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Staff previewing the portal as a store: said plainly above everything, with the way out. The
 * preview opens in a tab of its own, which Close preview closes; a tab the browser will not let a
 * page close goes back to the store's page in the back office instead.
 */
export function PortalPreviewBanner({ store }: { store: PortalStore }) {
  const navigate = useNavigate();
  const close = () => {
    window.close();
    if (!window.closed) void navigate({ to: '/home/stores/$storeId', params: { storeId: store.id } });
  };
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      <p className="flex items-center gap-2 font-medium">
        <Eye className="size-4 shrink-0" aria-hidden="true" />
        {portalTexts.previewBanner(store.name)}
      </p>
      <Button variant="outline" size="sm" className="h-7 bg-background/80" onClick={close}>
        <X aria-hidden="true" />
        {portalTexts.closePreview}
      </Button>
    </div>
  );
}
