import { imageMessages } from '@lineup/contracts/image-messages';
import { IMAGE_UPLOAD_MAX_FILES, type ImageUploadFile } from '@lineup/contracts/images';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { announceImageUpload } from '@/features/pictures/api/announce-image-upload';
import { checkImageUpload } from '@/features/pictures/api/check-image-upload';
import { imageTrayKey } from '@/features/pictures/api/get-image-tray';
import { putImageFile } from '@/features/pictures/api/put-image-file';
import { eachAtMost } from '@/features/pictures/pictures-bounded';

/** How many files are sent at once: enough to fill the line, few enough to leave the page responsive. */
export const PARALLEL_PUTS = 4;

export type PicturesUploadStep =
  | { step: 'idle' }
  | { step: 'announcing' }
  | { step: 'uploading'; done: number; total: number }
  | { step: 'checking' }
  | { step: 'checked'; files: ImageUploadFile[] };

/**
 * One upload of pictures: announce the files, PUT each to its address (PARALLEL_PUTS at a time,
 * counted as they finish), then have the server read and match them. A file whose PUT fails is
 * still counted: the check says it never arrived. A failed call ends the run with its message.
 */
export function usePicturesUpload(brandId: number) {
  const [run, setRun] = useState<PicturesUploadStep>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);
  const queryClient = useQueryClient();

  const start = useCallback(
    async (files: File[]) => {
      setError(null);
      if (files.length > IMAGE_UPLOAD_MAX_FILES) {
        setError(imageMessages.tooManyFiles(IMAGE_UPLOAD_MAX_FILES));
        return;
      }
      generation.current += 1;
      const mine = generation.current;
      const stillMine = () => generation.current === mine;
      try {
        setRun({ step: 'announcing' });
        const batch = await announceImageUpload(
          brandId,
          files.map((file) => ({ name: file.name, size: file.size, contentType: file.type })),
        );
        // The answer lists the files in the order announced.
        const toSend = batch.files.flatMap((answered, index) => {
          const file = files[index];
          return answered.upload && file ? [{ address: answered.upload, file }] : [];
        });
        let done = 0;
        if (stillMine()) setRun({ step: 'uploading', done, total: toSend.length });
        await eachAtMost(toSend, PARALLEL_PUTS, async ({ address, file }) => {
          try {
            await putImageFile(address, file);
          } finally {
            done += 1;
            if (stillMine()) setRun({ step: 'uploading', done, total: toSend.length });
          }
        });
        if (!stillMine()) return;
        setRun({ step: 'checking' });
        const checked = await checkImageUpload(brandId, batch.batchId);
        // The files left unmatched or ambiguous join the tray.
        void queryClient.invalidateQueries({ queryKey: imageTrayKey(brandId) });
        if (stillMine()) setRun({ step: 'checked', files: checked });
      } catch (failure) {
        if (!stillMine()) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setRun({ step: 'idle' });
      }
    },
    [brandId, queryClient],
  );

  /** After Apply: the files applied show as such. */
  const markApplied = useCallback((ids: string[]) => {
    const applied = new Set(ids);
    setRun((current) =>
      current.step === 'checked'
        ? { ...current, files: current.files.map((f) => (applied.has(f.id) ? { ...f, state: 'applied' } : f)) }
        : current,
    );
  }, []);

  const reset = useCallback(() => {
    generation.current += 1;
    setRun({ step: 'idle' });
    setError(null);
  }, []);

  return { run, error, start, markApplied, reset };
}
