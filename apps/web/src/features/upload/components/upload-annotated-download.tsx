import type { FileProblemDetail } from '@lineup/contracts/import-format-definition';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { type SpreadsheetExtension, spreadsheetContentTypes } from '@lineup/contracts/uploads';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { annotateWorkbook } from '@/features/upload/upload-annotated-workbook';
import { extensionOf } from '@/features/upload/upload-file-rules';
import { saveFile } from '@/lib/save-file';

/**
 * "Download annotated file": the file the user chose, with its problems marked, made in the browser
 * (nothing is sent) and saved as "<name> - problems.xlsx" (an .xls comes back as .xlsx).
 */
export function UploadAnnotatedDownload({
  file,
  problems,
  problemsTotal,
}: {
  file: File;
  problems: readonly FileProblemDetail[];
  problemsTotal: number;
}) {
  const hintId = useId();
  const annotate = useMutation({
    mutationFn: async () => {
      const extension: SpreadsheetExtension = extensionOf(file.name) === 'xls' ? 'xls' : 'xlsx';
      const bytes = await annotateWorkbook(await file.arrayBuffer(), extension, problems, problemsTotal);
      return new Blob([bytes], { type: spreadsheetContentTypes.xlsx });
    },
    onSuccess: (annotated) => saveFile(annotated, uploadDialogTexts.annotatedFileName(file.name)),
    onError: () => toast.error(uploadDialogTexts.annotateFailed),
  });
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={annotate.isPending}
        aria-describedby={hintId}
        onClick={() => annotate.mutate()}
      >
        <Download />
        {annotate.isPending ? uploadDialogTexts.annotating : uploadDialogTexts.downloadAnnotated}
      </Button>
      <p id={hintId} className="text-xs text-muted-foreground">
        {uploadDialogTexts.downloadAnnotatedHint}
      </p>
    </div>
  );
}
