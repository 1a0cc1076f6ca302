import { importText } from '@lineup/contracts/import-cell-values';
import { IMPORT_HEADER_SEARCH_ROWS, IMPORT_SAMPLE_ROWS } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { findHeaderRow, proposeImportFormat } from '@lineup/contracts/import-format-suggest';
import type { ImportFormatSample } from '@lineup/contracts/import-formats';
import { FileProblem } from './errors';
import type { FirstSheet } from './sheet-values';

type SampleRow = ImportFormatSample['rows'][number];

/**
 * A sample line list read into a proposed format: the first sheet's rows up to the last header
 * search row, then IMPORT_SAMPLE_ROWS rows after the header row the proposal picks; the rest of
 * the sheet is not read. Cells are the text they import as ('10', '7.5', whole UPCs, dates as
 * YYYY-MM-DD); blank rows are left out, and trailing blank cells. A sample with no header row
 * naming at least two fields is refused.
 */
export async function readFormatSample(sheet: FirstSheet, fileName: string): Promise<ImportFormatSample> {
  const rows: SampleRow[] = [];
  let headerRow: number | null = null;
  let rowsAfterHeader = 0;
  for await (const row of sheet.rows) {
    if (headerRow === null && row.number > IMPORT_HEADER_SEARCH_ROWS) {
      headerRow = findHeaderRow(rows)?.row ?? null;
      if (headerRow === null) break;
      rowsAfterHeader = rows.filter((r) => r.row > headerRow!).length;
    }
    if (headerRow !== null && rowsAfterHeader >= IMPORT_SAMPLE_ROWS) break;
    const cells = row.values.map(importText);
    while (cells.length > 0 && !cells[cells.length - 1]) cells.pop();
    const formulas = row.unsavedFormulas;
    if (cells.length === 0 && !formulas) continue;
    rows.push(
      formulas ? { row: row.number, cells, unsavedFormulas: Object.fromEntries(formulas) } : { row: row.number, cells },
    );
    if (headerRow !== null) rowsAfterHeader++;
  }
  // A short sheet: the header is among all its rows; only IMPORT_SAMPLE_ROWS after it are shown.
  headerRow ??= findHeaderRow(rows)?.row ?? null;
  const proposed = headerRow === null ? null : proposeImportFormat(rows, sheet.name);
  if (!proposed || headerRow === null)
    throw new FileProblem(importFormatMessages.noHeaderRow(IMPORT_HEADER_SEARCH_ROWS));
  const last = lastSampleRow(rows, headerRow);
  const shown = rows.filter((r) => r.row <= IMPORT_HEADER_SEARCH_ROWS || r.row <= last);
  return {
    fileName,
    sheetName: sheet.name,
    rows: shown,
    proposal: proposed.definition,
    seasonFound: proposed.seasonFound,
  };
}

/** The number of the last of the IMPORT_SAMPLE_ROWS rows after the header row. */
function lastSampleRow(rows: readonly SampleRow[], headerRow: number): number {
  const after = rows.filter((r) => r.row > headerRow);
  return after[Math.min(after.length, IMPORT_SAMPLE_ROWS) - 1]?.row ?? headerRow;
}
