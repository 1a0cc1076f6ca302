import { importText } from '@lineup/contracts/import-cell-values';
import type { ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import { columnIndex } from '@lineup/contracts/import-format-headers';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { type SeasonAndYear, seasonFromText } from '@lineup/contracts/import-format-suggest';
import { uploadMessages } from '@lineup/contracts/messages';
import { isBlankRow } from './columns';
import { FileProblem } from './errors';
import { type FileColumns, type FormatLabel, findFileColumns } from './format-header';
import { MovedHeaderSearch } from './moved-header';
import type { ProblemList } from './problem-list';
import type { CellValue } from './sheet-values';

/** "Spring 2026", "Fall/Winter 2026", "SS 2026" → season and year; a FileProblem otherwise. */
export function seasonFromSheetName(name: string): SeasonAndYear {
  const found = seasonFromText(name);
  if (!found) throw new FileProblem(uploadMessages.sheetNameWithoutSeason(name));
  return found;
}

/**
 * The rows of a line-list sheet down to its header, read with a brand's import format: the season
 * (from the sheet's name, a cell above the header, or the format) and the header row (row 1 means
 * the first row that is not blank, as the Crocs file has always been read). A header that does not
 * match stops the read, once the same header was looked for on the rows around it
 * (MovedHeaderSearch); its problems go to the read's ProblemList.
 */
export class LineListHeader {
  /** Known from the start (fixed, sheet name) or once the header is read (a cell above it). */
  season: SeasonAndYear | null = null;
  /** Null until the header row is read and matches: the item rows follow it. */
  columns: FileColumns | null = null;
  private sawAnyRow = false;
  private readonly seasonCell: string | null;
  private readonly seasonCellRow: number | null;
  private seasonCellText = '';
  private readonly movedHeader: MovedHeaderSearch;

  constructor(
    sheetName: string,
    private readonly format: ImportFormatDefinition,
    private readonly label: FormatLabel | undefined,
    private readonly problems: ProblemList,
  ) {
    if (format.season.from === 'fixed') this.season = { season: format.season.season, year: format.season.year };
    else if (format.season.from === 'sheet-name') {
      this.season = seasonFromText(sheetName);
      if (!this.season)
        problems.add({
          row: null,
          column: null,
          value: sheetName,
          message: uploadMessages.sheetNameWithoutSeason(sheetName),
        });
    }
    this.seasonCell = format.season.from === 'cell' ? format.season.cell : null;
    this.seasonCellRow = this.seasonCell ? Number(/\d+$/.exec(this.seasonCell)![0]) : null;
    this.movedHeader = new MovedHeaderSearch(format, label);
  }

  /** A row of the sheet while `columns` is null; throws the refusal once the header search ends. */
  take(cells: readonly CellValue[], rowNumber: number): void {
    const blank = isBlankRow(cells);
    if (!blank) this.sawAnyRow = true;
    if (this.movedHeader.searching) {
      this.movedHeader.look(cells, rowNumber);
      return;
    }
    this.movedHeader.remember(cells, rowNumber);
    if (this.seasonCell && rowNumber === this.seasonCellRow) {
      this.seasonCellText = importText(cells[columnIndexOf(this.seasonCell)] ?? null);
    }
    const { headerRow } = this.format;
    if (headerRow === 1 ? !blank : rowNumber === headerRow) {
      this.readHeader(cells, rowNumber);
      return;
    }
    // A blank header row is not among the sheet's rows: the first row below it meets no header.
    if (headerRow > 1 && rowNumber > headerRow) {
      this.readHeader([], headerRow);
      if (this.movedHeader.searching) this.movedHeader.look(cells, rowNumber);
    }
  }

  /** The sheet's rows ended: the columns, or the refusal of a sheet whose header was never read. */
  end(sheetName: string): FileColumns {
    if (this.columns) return this.columns;
    if (this.movedHeader.searching) throw this.movedHeader.refusal();
    if (!this.sawAnyRow) {
      throw this.problems.found ? this.problems.refusal() : new FileProblem(uploadMessages.emptySheet(sheetName));
    }
    // Every row was above the header row.
    this.readHeader([], this.format.headerRow);
    throw this.movedHeader.refusal();
  }

  private readHeader(cells: readonly CellValue[], rowNumber: number): void {
    if (this.seasonCell) this.season = seasonFromCell(this.seasonCell, this.seasonCellText, this.problems);
    this.columns = findFileColumns(cells, rowNumber, this.format, this.label, this.problems);
    // A header that does not match may be the format's header on another row: looked for first.
    if (!this.columns) this.movedHeader.start(rowNumber, this.problems);
  }
}

/** 'B1' → 1 (column B, 0-based). */
const columnIndexOf = (cell: string): number => columnIndex(/^[A-Z]+/i.exec(cell)![0]);

function seasonFromCell(cell: string, text: string, problems: ProblemList): SeasonAndYear | null {
  const found = seasonFromText(text);
  if (!found) {
    problems.add({
      row: Number(/\d+$/.exec(cell)![0]),
      column: /^[A-Z]+/i.exec(cell)![0].toUpperCase(),
      value: text || null,
      message: importFormatMessages.seasonCellWithoutSeason(cell, text),
    });
  }
  return found;
}
