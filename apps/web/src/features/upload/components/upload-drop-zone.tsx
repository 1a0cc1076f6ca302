import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { UPLOAD_MAX_BYTES, type UploadKind } from '@lineup/contracts/uploads';
import { FileDropZone } from '@/components/file-drop-zone';
import { acceptOf, allowedExtensions } from '@/features/upload/upload-file-rules';
import type { useChosenFile } from '@/features/upload/use-chosen-file';
import { formatFileSize } from '@/lib/file-size';

/**
 * The drop zone of both upload steps: the shared file drop zone with what the step's kind of file
 * accepts (line lists .xlsx and .xls, open stock .xlsx) and the upload dialog's words.
 */
export function UploadDropZone({
  kind,
  chosen,
  onChange,
}: {
  kind: UploadKind;
  /** The step's file, from `useChosenFile`. */
  chosen: Pick<ReturnType<typeof useChosenFile>, 'file' | 'error' | 'choose' | 'clear'>;
  /** Called before a file is chosen or removed: what was said of the previous one goes. */
  onChange: () => void;
}) {
  return (
    <FileDropZone
      file={chosen.file}
      error={chosen.error}
      onFile={(file) => {
        onChange();
        chosen.choose(file);
      }}
      onRemove={() => {
        onChange();
        chosen.clear();
      }}
      accept={acceptOf(kind)}
      texts={{
        title: uploadDialogTexts.dropZoneTitle,
        hint: uploadDialogTexts.dropZoneHint(allowedExtensions(kind), formatFileSize(UPLOAD_MAX_BYTES)),
        fileLabel: uploadDialogTexts.file,
        removeFile: uploadDialogTexts.removeFile,
      }}
    />
  );
}
