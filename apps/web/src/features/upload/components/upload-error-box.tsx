import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { AlertCircle } from 'lucide-react';

/** A refused upload: the server's message (row and column when it names them) and how to go on. */
export function UploadErrorBox({ message }: { message: string }) {
  return (
    <div
      role="alert"
      data-testid="upload-error"
      className="flex gap-2 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="break-words font-medium text-destructive">{message}</p>
        <p className="text-muted-foreground">{uploadDialogTexts.tryAgainHint}</p>
      </div>
    </div>
  );
}
