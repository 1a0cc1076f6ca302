import { type UploadProgressStep, uploadDialogTexts } from '@lineup/contracts/texts/upload';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { UploadProgressView } from '@/features/upload/components/upload-progress-view';

/**
 * A step of the upload dialog: while its upload runs, the progress alone; otherwise its form
 * (`children`) with Back and Upload under it, Upload starting the upload.
 */
export function UploadStepForm({
  running,
  step,
  onStart,
  onBack,
  uploadDisabled,
  uploadDescribedBy,
  children,
}: {
  running: boolean;
  step: UploadProgressStep;
  onStart: () => Promise<void>;
  onBack: () => void;
  uploadDisabled: boolean;
  /** The id of the text saying why Upload is off, while it is. */
  uploadDescribedBy?: string;
  children: React.ReactNode;
}) {
  if (running) return <UploadProgressView step={step} />;
  return (
    <form
      className="flex min-w-0 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onStart();
      }}
    >
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          {uploadDialogTexts.back}
        </Button>
        <Button type="submit" disabled={uploadDisabled} aria-describedby={uploadDescribedBy}>
          {uploadDialogTexts.upload}
        </Button>
      </DialogFooter>
    </form>
  );
}
