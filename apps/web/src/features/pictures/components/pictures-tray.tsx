import type { ImageUploadFile } from '@lineup/contracts/images';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { SectionCard } from '@/components/ui/section-card';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useApplyImages } from '@/features/pictures/api/apply-images';
import { useDiscardImages } from '@/features/pictures/api/discard-images';
import { useImageTray } from '@/features/pictures/api/get-image-tray';
import { PicturesTrayRow } from '@/features/pictures/components/pictures-tray-row';

const NO_FILES: ImageUploadFile[] = [];

/**
 * Unmatched: the files of every upload left unmatched or ambiguous, each with its small view, where
 * staff give it its item and position and apply it, or discard it.
 */
export function PicturesTray({ brandId }: { brandId: number }) {
  const tray = useImageTray(brandId);
  const apply = useApplyImages(brandId);
  const discard = useDiscardImages(brandId);
  const files = tray.data ?? NO_FILES;
  const busy = apply.isPending || discard.isPending;
  return (
    <SectionCard title={pictureTexts.trayTitle} description={pictureTexts.trayDescription}>
      {tray.isPending ? (
        <p className="text-sm text-muted-foreground">{pictureTexts.trayLoading}</p>
      ) : files.length === 0 ? (
        <p className="text-sm text-muted-foreground">{pictureTexts.trayEmpty}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table aria-label={pictureTexts.trayTitle}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <span className="sr-only">{pictureTexts.trayPreview}</span>
                </TableHead>
                <TableHead>{pictureTexts.columnFile}</TableHead>
                <TableHead>{pictureTexts.modelCodeLabel}</TableHead>
                <TableHead>{pictureTexts.positionLabel}</TableHead>
                <TableHead>
                  <span className="sr-only">{pictureTexts.columnActions}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {files.map((file) => (
                <PicturesTrayRow
                  key={file.id}
                  file={file}
                  busy={busy}
                  onApply={(choice) => apply.mutate([{ id: file.id, ...choice }])}
                  onDiscard={() => discard.mutate([file.id])}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  );
}
