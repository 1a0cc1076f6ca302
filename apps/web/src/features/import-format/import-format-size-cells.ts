import {
  type ImportFormatDefinition,
  importFormatMessages,
  normalizeHeaderText,
  type SampleRow,
} from '@lineup/contracts/import-formats';

/** What a filled size cell must look like: a UPC (8 to 14 digits), or a whole quantity. */
const SIZE_CELL_PATTERNS = { upc: /^\d{8,14}$/, quantity: /^\d+$/ } as const;

/**
 * In the layout with a column per size, the sample's size columns that hold something else than
 * the chosen kind of cell (text in a size column is a column that is not a size): one message per
 * column, naming its first such cell, so the format is not saved to refuse every file later.
 */
export function sizeColumnProblems(definition: ImportFormatDefinition, rows: readonly SampleRow[]): string[] {
  if (definition.layout !== 'wide') return [];
  const header = rows.find((row) => row.row === definition.headerRow)?.cells ?? [];
  const pattern = SIZE_CELL_PATTERNS[definition.sizeCells];
  const problems: string[] = [];
  for (const column of definition.sizeColumns) {
    const index = header.findIndex((cell) => normalizeHeaderText(cell) === normalizeHeaderText(column.header));
    if (index < 0) continue;
    const bad = rows.find(
      (row) =>
        row.row > definition.headerRow && (row.cells[index] ?? '').trim() && !pattern.test(row.cells[index]!.trim()),
    );
    if (bad) problems.push(importFormatMessages.sizeColumnHasText(column.header, bad.row, bad.cells[index]!.trim()));
  }
  return problems;
}
