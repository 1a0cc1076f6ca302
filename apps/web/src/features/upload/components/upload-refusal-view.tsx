import { UploadAnnotatedDownload } from '@/features/upload/components/upload-annotated-download';
import { UploadErrorBox } from '@/features/upload/components/upload-error-box';
import { UploadProblemsTable } from '@/features/upload/components/upload-problems-table';
import type { UploadRefusal } from '@/features/upload/use-upload-run';

/**
 * A refused upload: the error box with the server's message and, when it listed the file's
 * problems, all of them and the file annotated with them to download (from `file`, the one sent).
 */
export function UploadRefusalView({ refusal, file }: { refusal: UploadRefusal; file: File | null }) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <UploadErrorBox message={refusal.message} />
      {refusal.problems.length > 0 ? (
        <>
          <UploadProblemsTable problems={refusal.problems} problemsTotal={refusal.problemsTotal} />
          {file ? (
            <UploadAnnotatedDownload file={file} problems={refusal.problems} problemsTotal={refusal.problemsTotal} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
