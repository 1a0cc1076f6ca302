import { UPLOAD_MAX_BYTES, type UploadKind } from '@lineup/contracts/uploads';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { FileDropZone } from '@/components/file-drop-zone';
import { acceptOf, allowedExtensions } from '@/features/upload/upload-file-rules';
import { formatFileSize } from '@/lib/file-size';

/**
 * The drop zone of both upload steps: the shared file drop zone with what the step's kind of file
 * accepts (line lists .xlsx and .xls, open stock .xlsx) and the upload dialog's words.
 */
export function UploadDropZone({
  kind,
  ...zone
}: {
  kind: UploadKind;
  file: File | null;
  onFile: (file: File) => void;
  onRemove: () => void;
  error: string | null;
  disabled?: boolean;
}) {
  return (
    <FileDropZone
      {...zone}
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
