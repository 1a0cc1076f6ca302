import { lineSheetButtonTexts } from '@lineup/contracts/texts/line-sheets';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadPortalLineSheet } from '@/features/portal/api/download-portal-line-sheet';
import { usePortal } from '@/features/portal/portal-context';

/**
 * The catalog's line sheet (PDF) for the chosen store. A refusal is said in place (the portal loads
 * no toaster). The download's few lines come with the page: loading them on the click cost the page
 * more (the list of what that chunk would preload) than the lines themselves.
 */
export function PortalLineSheetButton({ lineListId, title }: { lineListId: number; title: string }) {
  const { access, store } = usePortal();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = () => {
    setBusy(true);
    setFailure(null);
    downloadPortalLineSheet(access, store.id, lineListId, title)
      .catch((error: Error) => setFailure(error.message))
      .finally(() => setBusy(false));
  };
  return (
    <div className="flex flex-col items-start gap-1">
      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={download}>
        {busy ? lineSheetButtonTexts.downloading : lineSheetButtonTexts.download}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
