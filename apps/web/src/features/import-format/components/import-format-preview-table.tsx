import { IMPORT_FIELD_LABELS, type ImportFormatDefinition, type SampleRow } from '@lineup/contracts/import-formats';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { useId } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { type ImportPreview, previewImportedRows } from '@/features/import-format/import-format-preview';
import { cn } from '@/lib/utils';

/**
 * The sample's first rows after the header row as the format would import them. A format with
 * problems (listed beside it) may import none: the empty table then says why, not that the sample
 * has no rows.
 */
export function ImportFormatPreviewTable({
  definition,
  rows,
  headingId,
  formatHasProblems,
}: {
  definition: ImportFormatDefinition;
  rows: readonly SampleRow[];
  headingId: string;
  formatHasProblems: boolean;
}) {
  const preview = previewImportedRows(definition, rows);
  const refusedId = useId();
  if (preview.rows.length === 0 && preview.problems.length === 0) {
    const why = formatHasProblems ? importFormatTexts.previewAfterProblems : importFormatTexts.previewEmpty;
    return <p className="text-sm text-muted-foreground">{why}</p>;
  }
  return (
    <>
      {preview.rows.length > 0 && <PreviewRowsTable preview={preview} headingId={headingId} />}
      {preview.problems.length > 0 && (
        <section aria-labelledby={refusedId} className="space-y-1">
          <h5 id={refusedId} className="text-sm font-medium text-destructive">
            {importFormatTexts.previewRefusedHeading}
          </h5>
          <ul className="list-disc space-y-0.5 pl-5 text-sm">
            {preview.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function PreviewRowsTable({ preview, headingId }: { preview: ImportPreview; headingId: string }) {
  return (
    <Table aria-labelledby={headingId}>
      <TableHeader>
        <TableRow>
          <TableHead>{importFormatTexts.previewRow}</TableHead>
          {preview.fields.map((field) => (
            <TableHead key={field}>{IMPORT_FIELD_LABELS[field]}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {preview.rows.map((row, position) => (
          // A sample row makes a row per size in the wide layout: the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are derived, never reordered
          <TableRow key={position}>
            <TableCell className="text-muted-foreground">{row.row}</TableCell>
            {preview.fields.map((field) => (
              <TableCell
                key={field}
                className={cn('whitespace-nowrap', row.refused.includes(field) && 'text-destructive line-through')}
              >
                {row.values[field] ?? ''}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
