import { IMAGE_MAX_BYTES, IMAGE_ZIP_MAX_BYTES } from '@lineup/contracts/images';
import { pictureTexts } from '@lineup/contracts/texts/images';
import { useId } from 'react';
import { FileDropTarget } from '@/components/file-drop-zone';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { SectionCard } from '@/components/ui/section-card';
import { PicturesResult } from '@/features/pictures/components/pictures-result';
import { usePicturesUpload } from '@/features/pictures/use-pictures-upload';

const ACCEPT = '.jpg,.jpeg,.png,.webp,.zip,image/jpeg,image/png,image/webp,application/zip';
const MB = 1024 * 1024;

/** Upload pictures: the drop zone, the run's progress, then the preview of what matched and Apply. */
export function PicturesUpload({ brandId }: { brandId: number }) {
  const upload = usePicturesUpload(brandId);
  const errorId = useId();
  const { run } = upload;
  const busy = run.step === 'announcing' || run.step === 'uploading' || run.step === 'checking';
  return (
    <>
      <SectionCard title={pictureTexts.uploadTitle} description={pictureTexts.uploadDescription}>
        <div className="flex flex-col gap-3">
          {run.step === 'checked' ? (
            <Button type="button" variant="outline" className="w-fit" onClick={upload.reset}>
              {pictureTexts.uploadAgain}
            </Button>
          ) : (
            <FileDropTarget
              multiple
              accept={ACCEPT}
              disabled={busy}
              errorId={upload.error ? errorId : null}
              onFiles={(files) => void upload.start(files)}
              texts={{
                title: pictureTexts.dropTitle,
                hint: pictureTexts.dropHint(IMAGE_MAX_BYTES / MB, IMAGE_ZIP_MAX_BYTES / MB),
                fileLabel: pictureTexts.filesLabel,
              }}
            />
          )}
          {upload.error ? (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {upload.error}
            </p>
          ) : null}
          <UploadProgress run={run} />
        </div>
      </SectionCard>
      {run.step === 'checked' ? (
        <PicturesResult brandId={brandId} files={run.files} onApplied={upload.markApplied} />
      ) : null}
    </>
  );
}

function UploadProgress({ run }: { run: ReturnType<typeof usePicturesUpload>['run'] }) {
  if (run.step === 'idle' || run.step === 'checked') return null;
  const label =
    run.step === 'announcing'
      ? pictureTexts.announcing
      : run.step === 'checking'
        ? pictureTexts.checking
        : pictureTexts.uploading(run.done, run.total);
  const percent =
    run.step === 'uploading' && run.total > 0 ? (run.done / run.total) * 100 : run.step === 'checking' ? 100 : 0;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-muted-foreground">
        {label}
      </p>
      <Progress value={percent} aria-label={label} />
    </div>
  );
}
