import { lineSheetButtonTexts } from '@lineup/contracts/texts/images';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePortal } from '@/features/portal/portal-context';

/**
 * The catalog's line sheet (PDF) for the chosen store. The page has a size budget: the download's
 * code loads on the click, and a refusal is said in place (the portal loads no toaster).
 */
export function PortalLineSheetButton({ lineListId, title }: { lineListId: number; title: string }) {
  const { access, store } = usePortal();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = () => {
    setBusy(true);
    setFailure(null);
    import('@/features/portal/api/download-portal-line-sheet')
      .then((line) => line.downloadPortalLineSheet(access, store.id, lineListId, title))
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
