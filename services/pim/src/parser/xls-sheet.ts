import * as XLSX from '@e965/xlsx';
import { uploadMessages } from '@lineup/contracts/messages';
import { firstShownSheetName } from '@lineup/contracts/shown-sheet';
import { FileProblem } from './errors';
import { MERGED_AREAS_MAX, mergedArea } from './merged-cells';
import { columnPastBound, DEFAULT_SHEET_BOUNDS, type SheetBounds } from './sheet-bounds';
import { type CellValue, type FirstSheet, plainValue } from './sheet-values';

/** Rows handed to SheetJS's own value conversion at a time (so a wide, long sheet is never one matrix). */
const ROWS_PER_SLICE = 1000;

/**
 * The first sheet of an .xls through @e965/xlsx (the legacy format has no streaming reader). The
 * sheet's extent is taken from the cells the file really holds, never from its DIMENSIONS record
 * ('!ref'), which a file may declare as 2,147,483,647 rows by 65,535 columns: SheetJS's dense
 * sheet ('!data') has one entry per row that has a cell, and a BIFF cell record's row and column
 * are 16-bit, so the rows walked here are at most 65,536, each no wider than the column bound.
 */
export function readXlsFirstSheet(
  buffer: Buffer,
  fileName: string,
  bounds: SheetBounds = DEFAULT_SHEET_BOUNDS,
): FirstSheet {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, {
      // Every sheet: which one is read depends on which are hidden (SheetJS parses an .xls whole anyway).
      type: 'buffer',
      cellDates: true,
      dense: true,
      cellStyles: false,
      cellHTML: false,
      cellFormula: false,
      // Cells below the row bound are not kept at all.
      sheetRows: bounds.maxRows + 1,
    });
  } catch {
    throw new FileProblem(uploadMessages.notASpreadsheet(fileName));
  }
  const name = firstShownSheetName(workbook);
  if (name === undefined) throw new FileProblem(uploadMessages.noSheet);
  const sheet = workbook.Sheets[name];
  const data: unknown[][] = (sheet?.['!data'] as unknown[][] | undefined) ?? [];
  let lastColumn = 0;
  for (let r = 0; r < data.length; r++) {
    const width = data[r]?.length ?? 0;
    if (width > bounds.maxColumns) throw columnPastBound(width, r + 1, bounds.maxColumns);
    lastColumn = Math.max(lastColumn, width);
  }
  // SheetJS read the whole file: a cell past the bound row was dropped, so the sheet reached it.
  if (data.length > bounds.maxRows) throw new FileProblem(uploadMessages.sheetTooLong(data.length, bounds.maxRows));
  const rows = (async function* () {
    if (!sheet || lastColumn === 0) return;
    for (let start = 0; start < data.length; start += ROWS_PER_SLICE) {
      const end = Math.min(data.length, start + ROWS_PER_SLICE) - 1;
      // The slice's real range replaces the declared one: SheetJS converts each cell as before
      // (dates, errors, formulas' cached values), blank rows come out as [].
      sheet['!ref'] = XLSX.utils.encode_range({ s: { r: start, c: 0 }, e: { r: end, c: lastColumn - 1 } });
      const slice: unknown[][] = XLSX.utils.sheet_to_json(sheet, {
        header: 1,
        raw: true,
        blankrows: true,
        defval: null,
      });
      for (let i = 0; i < slice.length; i++) {
        const values: CellValue[] = (slice[i] ?? []).map(plainValue);
        yield { number: start + i + 1, values };
      }
    }
  })();
  const merges = (sheet?.['!merges'] ?? []).slice(0, MERGED_AREAS_MAX);
  const mergedAreas = async () =>
    merges.map((range) => mergedArea(XLSX.utils.encode_range(range))).filter((area) => area !== null);
  return { name, rows, mergedAreas };
}
