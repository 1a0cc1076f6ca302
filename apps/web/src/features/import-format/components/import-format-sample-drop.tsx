import type { ImportFormatSample } from '@lineup/contracts/import-formats';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { lineListFileExtensions, UPLOAD_MAX_BYTES } from '@lineup/contracts/uploads';
import { useState } from 'react';
import { FileDropZone } from '@/components/file-drop-zone';
import { useReadImportFormatSample } from '@/features/import-format/api/read-import-format-sample';
import { checkSampleFile, SAMPLE_ACCEPT } from '@/features/import-format/import-format-sample-file';
import { formatFileSize } from '@/lib/file-size';

/**
 * The sample's drop zone: a file the browser can tell is wrong is refused at once; any other is
 * sent, and the server's answer opens the editor, or its refusal (no header row, not a
 * spreadsheet) shows under the zone.
 */
export function ImportFormatSampleDrop({
  brandId,
  onSample,
}: {
  brandId: number;
  onSample: (sample: ImportFormatSample) => void;
}) {
  const read = useReadImportFormatSample(brandId);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const take = (chosen: File) => {
    const problem = checkSampleFile(chosen);
    setRefusal(problem);
    if (problem) return;
    setFile(chosen);
    read.mutate(chosen, {
      onSuccess: (sample) => {
        setFile(null);
        onSample(sample);
      },
      onError: (error) => {
        setFile(null);
        setRefusal(error.message);
      },
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <FileDropZone
        accept={SAMPLE_ACCEPT}
        texts={{
          title: importFormatTexts.sampleTitle,
          hint: uploadDialogTexts.dropZoneHint(lineListFileExtensions, formatFileSize(UPLOAD_MAX_BYTES)),
          fileLabel: importFormatTexts.sampleFile,
          removeFile: importFormatTexts.removeSample,
        }}
        file={file}
        onFile={take}
        onRemove={() => {
          read.reset();
          setFile(null);
        }}
        error={refusal}
        disabled={read.isPending}
      />
      {read.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {importFormatTexts.readingSample}
        </p>
      ) : null}
    </div>
  );
}
