import type { CatalogType } from '@lineup/contracts/pim';
import { lineSheetButtonTexts } from '@lineup/contracts/texts/line-sheets';
import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { downloadLineSheet } from '@/features/catalogs/api/download-line-sheet';
import { saveFile } from '@/lib/save-file';

/**
 * Downloads one catalog's line sheet (a PDF the browser saves); a refusal is the server's message in
 * a toast. `typeLabel` names the catalog for the button and the file (Athletic, Boutique, Crocs).
 */
export function CatalogLineSheetButton({
  lineListId,
  catalogType,
  title,
  typeLabel,
}: {
  lineListId: number;
  catalogType: Exclude<CatalogType, 'unsorted'>;
  /** The line list's title (brand and name), for the saved file's name. */
  title: string;
  typeLabel: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(
        await downloadLineSheet(lineListId, catalogType),
        lineSheetButtonTexts.fileName(`${title} ${typeLabel}`),
      );
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const label = busy ? lineSheetButtonTexts.downloading : lineSheetButtonTexts.downloadType(typeLabel);
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-7"
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? <LoaderCircle className="animate-spin" /> : <Download />}
    </Button>
  );
}
