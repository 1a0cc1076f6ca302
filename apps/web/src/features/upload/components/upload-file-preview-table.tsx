import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { SpreadsheetPreview } from '@/features/upload/upload-spreadsheet-preview';

/** The chosen file's first rows (at most 15) and first 5 columns, text only (no images). */
export function UploadFilePreviewTable({ preview }: { preview: SpreadsheetPreview }) {
  const rowsRead = preview.rows.length + (preview.header.length ? 1 : 0);
  if (rowsRead === 0) return <p className="text-sm text-muted-foreground">{uploadDialogTexts.previewEmpty}</p>;
  const width = preview.header.length;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs text-muted-foreground">{uploadDialogTexts.previewCaption(preview.sheetName, rowsRead)}</p>
      <div className="max-h-56 overflow-auto rounded-md border">
        <Table aria-label={uploadDialogTexts.previewCaption(preview.sheetName, rowsRead)} className="text-xs">
          <TableHeader className="sticky top-0 bg-background">
            <TableRow>
              {preview.header.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns of a sheet are positional.
                <TableHead key={index} className="h-8 max-w-40 truncate">
                  {cell}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a sheet are positional.
              <TableRow key={rowIndex}>
                {Array.from({ length: width }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns of a sheet are positional.
                  <TableCell key={index} className="max-w-40 truncate py-1">
                    {row[index]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
