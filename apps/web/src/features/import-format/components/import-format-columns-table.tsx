import { sizeFromHeader } from '@lineup/contracts/import-format-suggest';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportField, type SampleRow } from '@lineup/contracts/import-formats';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ColumnChoice, HeaderCell, ImportFormatDraft } from '@/features/import-format/import-format-draft';
import { columnSampleValues } from '@/features/import-format/import-format-preview';

/** The select's value for a choice; in the one-row-per-SKU layout a size column is not imported. */
const selectValueOf = (choice: ColumnChoice | undefined, wide: boolean) =>
  choice?.kind === 'field' ? `field:${choice.field}` : choice?.kind === 'size' && wide ? 'size' : 'ignored';

function choiceOf(value: string, header: string, previous: ColumnChoice | undefined): ColumnChoice {
  if (value === 'size')
    return { kind: 'size', size: previous?.kind === 'size' ? previous.size : (sizeFromHeader(header) ?? header) };
  if (value.startsWith('field:')) return { kind: 'field', field: value.slice('field:'.length) as ImportField };
  return { kind: 'ignored' };
}

/**
 * One line per column of the header row: its letter, header, a few sample values and what it is
 * imported as; in the wide layout a size column's size is editable.
 */
export function ImportFormatColumnsTable({
  draft,
  cells,
  rows,
  onChoice,
  headingId,
}: {
  headingId: string;
  draft: ImportFormatDraft;
  cells: readonly HeaderCell[];
  rows: readonly SampleRow[];
  onChoice: (index: number, choice: ColumnChoice) => void;
}) {
  const wide = draft.layout === 'wide';
  if (cells.length === 0) return <p className="text-sm text-muted-foreground">{importFormatTexts.noHeaders}</p>;
  return (
    <Table aria-labelledby={headingId}>
      <TableHeader>
        <TableRow>
          <TableHead>{importFormatTexts.columnLetter}</TableHead>
          <TableHead>{importFormatTexts.columnHeader}</TableHead>
          {/* On a phone the field to choose comes first; the sample values show from 640 px. */}
          <TableHead className="hidden sm:table-cell">{importFormatTexts.columnSamples}</TableHead>
          <TableHead>{importFormatTexts.columnField}</TableHead>
          {wide ? <TableHead>{importFormatTexts.columnSize}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {cells.map(({ index, letter, header }) => {
          const choice = draft.choices[index];
          return (
            <TableRow key={index}>
              <TableCell className="font-mono">{letter}</TableCell>
              <TableCell className="font-medium">{header}</TableCell>
              <TableCell className="hidden max-w-64 truncate text-muted-foreground sm:table-cell">
                {columnSampleValues(rows, draft.headerRow, index).join(', ')}
              </TableCell>
              <TableCell className="min-w-44 sm:min-w-56">
                <NativeSelect
                  aria-label={importFormatTexts.columnFieldLabel(letter, header)}
                  value={selectValueOf(choice, wide)}
                  onChange={(event) => onChoice(index, choiceOf(event.target.value, header, choice))}
                >
                  <option value="ignored">{importFormatTexts.notImported}</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={`field:${field}`}>
                      {IMPORT_FIELD_LABELS[field]}
                    </option>
                  ))}
                  {wide ? <option value="size">{importFormatTexts.sizeColumn}</option> : null}
                </NativeSelect>
              </TableCell>
              {wide ? (
                <TableCell className="min-w-24">
                  {choice?.kind === 'size' ? (
                    <Input
                      aria-label={importFormatTexts.columnSizeLabel(letter, header)}
                      value={choice.size}
                      maxLength={40}
                      onChange={(event) => onChoice(index, { kind: 'size', size: event.target.value })}
                    />
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
