import { IMPORT_FIELD_LABELS, type ImportFormatDefinition, type SampleRow } from '@lineup/contracts/import-formats';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { previewImportedRows } from '@/features/import-format/import-format-preview';

/** The sample's first rows after the header row as the format would import them. */
export function ImportFormatPreviewTable({
  definition,
  rows,
  headingId,
}: {
  definition: ImportFormatDefinition;
  rows: readonly SampleRow[];
  headingId: string;
}) {
  const preview = previewImportedRows(definition, rows);
  if (preview.rows.length === 0)
    return <p className="text-sm text-muted-foreground">{importFormatTexts.previewEmpty}</p>;
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
              <TableCell key={field} className="whitespace-nowrap">
                {row.values[field] ?? ''}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
