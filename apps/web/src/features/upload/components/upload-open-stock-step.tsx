import { failureToasts, successToasts } from '@lineup/contracts/messages';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { UploadDropZone } from '@/features/upload/components/upload-drop-zone';
import { UploadProgressView } from '@/features/upload/components/upload-progress-view';
import { UploadRefusalView } from '@/features/upload/components/upload-refusal-view';
import { useChosenFile } from '@/features/upload/use-chosen-file';
import { uploadOpenStock } from '@/features/upload/upload-runs';
import { useUploadRun } from '@/features/upload/use-upload-run';

/** Step 2, open-stock: an .xlsx file only, Back and Upload; 'Upload successful' or 'Upload failed'. */
export function UploadOpenStockStep({
  onBack,
  onBusyChange,
  onFinished,
}: {
  onBack: () => void;
  onBusyChange: (busy: boolean) => void;
  onFinished: () => void;
}) {
  const chosen = useChosenFile('open-stock', false);
  const { step, running, refusal, clearRefusal, run } = useUploadRun(onBusyChange);

  const start = async () => {
    const file = chosen.file;
    if (!chosen.ready || !file || running) return;
    await run({
      failureTitle: failureToasts.openStockUpload,
      work: async (setStep) => {
        await uploadOpenStock(file, setStep);
        toast.success(successToasts.openStockUploaded);
      },
      done: onFinished,
    });
  };

  if (running) return <UploadProgressView step={step} />;

  return (
    <form
      className="flex min-w-0 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <UploadDropZone kind="open-stock" chosen={chosen} onChange={clearRefusal} />
      {refusal ? <UploadRefusalView refusal={refusal} file={chosen.file} /> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          {uploadDialogTexts.back}
        </Button>
        <Button type="submit" disabled={!chosen.ready}>
          {uploadDialogTexts.upload}
        </Button>
      </DialogFooter>
    </form>
  );
}
