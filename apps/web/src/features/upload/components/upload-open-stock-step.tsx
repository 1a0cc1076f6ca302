import { failureToasts, successToasts } from '@lineup/contracts/messages';
import { toast } from 'sonner';
import { UploadDropZone } from '@/features/upload/components/upload-drop-zone';
import { UploadRefusalView } from '@/features/upload/components/upload-refusal-view';
import { UploadStepForm } from '@/features/upload/components/upload-step-form';
import { uploadOpenStock } from '@/features/upload/upload-runs';
import { useChosenFile } from '@/features/upload/use-chosen-file';
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

  return (
    <UploadStepForm running={running} step={step} onStart={start} onBack={onBack} uploadDisabled={!chosen.ready}>
      <UploadDropZone kind="open-stock" chosen={chosen} onChange={clearRefusal} />
      {refusal ? <UploadRefusalView refusal={refusal} file={chosen.file} /> : null}
    </UploadStepForm>
  );
}
