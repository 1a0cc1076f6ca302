import type { ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { columnLetter, type SeasonAndYear, seasonFromText } from '@lineup/contracts/import-format-suggest';
import { uploadMessages } from '@lineup/contracts/messages';
import type { ItemAttributes, SkuSnapshot } from '@lineup/contracts/pim';
import { LINE_LIST_MAX_ROWS } from '@lineup/contracts/upload-limits';
import { importText } from '@lineup/contracts/import-cell-values';
import { isBlankRow } from './columns';
import { FileProblem } from './errors';
import { type FileColumns, type FormatLabel, findFileColumns } from './format-header';
import { MovedHeaderSearch } from './moved-header';
import { PARENT_FIELDS, type ParentField, type ParentValues, readItemRow } from './line-list-rows';
import { ProblemList } from './problem-list';
import type { CellValue, FirstSheet } from './sheet-values';

/** A parent item as read from the file: keyed by model code, one child per SKU and size. */
export type ParsedParent = {
  modelCode: string;
  franchise: string | null;
  silhouette: string;
  color: string;
  gender: string | null;
  msrp: number | null;
  expectedShippedDate: string | null;
  attributes: ItemAttributes;
  skus: SkuSnapshot[];
  /** The row it first appeared in. */
  row: number;
};

export type ParsedLineList = {
  season: string;
  year: number;
  /** The item rows read (blank rows left out). */
  rowsCount: number;
  /** The parents (model codes) read. */
  itemsCount: number;
  /** Empty when the rows were handed to onParents. */
  parents: ParsedParent[];
};

export type LineListReadOptions = {
  maxRows?: number;
  onRows?: (count: number) => void;
  /**
   * Called every ~1,000 SKUs with the SKUs read since the last call, grouped by model code: a
   * model code seen before comes again with its (identical) parent fields and only its new SKUs.
   * Not called again once a problem is found (the caller will roll back).
   */
  /** May answer a promise: the read waits for it (the server taking batches slower than the file is read). */
  onParents?: (batch: ParsedParent[]) => void | Promise<void>;
  /** Names the format in messages: the brand and the saved version (null: the built-in Crocs one). */
  formatLabel?: FormatLabel;
};

const ROWS_PER_PROGRESS = 1000;
const SKUS_PER_BATCH = 1000;

/** "Spring 2026", "Fall/Winter 2026", "SS 2026" → season and year; a FileProblem otherwise. */
export function seasonFromSheetName(name: string): SeasonAndYear {
  const found = seasonFromText(name);
  if (!found) throw new FileProblem(uploadMessages.sheetNameWithoutSeason(name));
  return found;
}

function parentOf(modelCode: string, values: ParentValues, row: number): ParsedParent {
  const attributes: ItemAttributes = {};
  for (const key of ['comfort_level', 'height_range', 'wear_occasion', 'target_fit'] as const) {
    if (values[key]) attributes[key] = values[key] as string;
  }
  return {
    modelCode,
    franchise: values.franchise as string | null,
    silhouette: values.silhouette as string,
    color: values.color as string,
    gender: values.gender as string | null,
    msrp: values.msrp as number | null,
    expectedShippedDate: values.expected_shipped_date as string | null,
    attributes,
    skus: [],
    row,
  };
}

/**
 * Reads a line-list sheet with a brand's import format. The header row is the format's (row 1
 * means the first row that is not blank, as the Crocs file has always been read); the season
 * comes from the sheet's name, a cell above the header, or the format. Every problem is collected
 * (a header that does not match stops before the rows) and the file is refused once read to its
 * end, naming each cell (see ProblemList).
 */
export async function readLineList(
  sheet: FirstSheet,
  format: ImportFormatDefinition,
  options: LineListReadOptions = {},
): Promise<ParsedLineList> {
  const problems = new ProblemList();
  const maxRows = options.maxRows ?? LINE_LIST_MAX_ROWS;
  let season: SeasonAndYear | null = null;
  if (format.season.from === 'fixed') season = { season: format.season.season, year: format.season.year };
  else if (format.season.from === 'sheet-name') {
    season = seasonFromText(sheet.name);
    if (!season)
      problems.add({
        row: null,
        column: null,
        value: sheet.name,
        message: uploadMessages.sheetNameWithoutSeason(sheet.name),
      });
  }
  const seasonCell = format.season.from === 'cell' ? format.season.cell : null;
  let seasonCellText = '';

  let columns: FileColumns | null = null;
  let sawAnyRow = false;
  let rowsCount = 0;
  const known = new Map<string, { row: number; values: ParentValues; parent: ParsedParent }>();
  const skuRows = new Map<string, number>();
  /** The parents with SKUs not yet handed to onParents. */
  let batch = new Map<string, ParsedParent>();
  let batchSkus = 0;
  const flush = async () => {
    const full = batch;
    batch = new Map();
    batchSkus = 0;
    if (full.size > 0 && !problems.found) await options.onParents?.([...full.values()]);
  };

  const movedHeader = new MovedHeaderSearch(format, options.formatLabel);
  /**
   * Reads the header row. A header with problems stops the read (the rows cannot be read), once
   * the same header was looked for on the rows around it (MovedHeaderSearch).
   */
  const takeHeader = (cells: readonly CellValue[], rowNumber: number): FileColumns | null => {
    if (seasonCell) season = seasonFromCell(seasonCell, seasonCellText, problems);
    const found = findFileColumns(cells, rowNumber, format, options.formatLabel, problems);
    // A header that does not match may be the format's header on another row: looked for first.
    if (!found) movedHeader.start(rowNumber, problems);
    return found;
  };

  const seasonCellRow = seasonCell ? Number(/\d+$/.exec(seasonCell)![0]) : null;
  for await (const row of sheet.rows) {
    const blank = isBlankRow(row.values);
    if (!blank) sawAnyRow = true;
    if (movedHeader.searching) {
      movedHeader.look(row.values, row.number);
      continue;
    }
    if (!columns) {
      movedHeader.remember(row.values, row.number);
      if (seasonCell && row.number === seasonCellRow) {
        seasonCellText = importText(row.values[columnIndexOf(seasonCell)] ?? null);
      }
      if (format.headerRow === 1 ? !blank : row.number === format.headerRow) {
        columns = takeHeader(row.values, row.number);
        continue;
      }
      // A blank header row is not among the sheet's rows: the first row below it meets no header.
      if (format.headerRow > 1 && row.number > format.headerRow) {
        takeHeader([], format.headerRow);
        if (movedHeader.searching) movedHeader.look(row.values, row.number);
      }
      continue;
    }
    if (blank) continue;
    rowsCount++;
    if (rowsCount > maxRows) throw new FileProblem(uploadMessages.tooManyRows(maxRows));
    if (options.onRows && rowsCount % ROWS_PER_PROGRESS === 0) options.onRows(rowsCount);

    const read = readItemRow(row, columns, format, problems);
    if (!read) continue;
    let consistent = true;
    for (const { column, sku } of read.skus) {
      const firstRow = skuRows.get(sku);
      if (firstRow === undefined) skuRows.set(sku, row.number);
      else {
        consistent = false;
        problems.add({
          row: row.number,
          column: columnLetter(column),
          value: sku,
          message: uploadMessages.duplicateSku(skuHeader(columns, column), sku, row.number, firstRow),
        });
      }
    }
    const first = known.get(read.modelCode);
    const differs = first && firstDifference(first.values, read.values);
    if (differs) {
      consistent = false;
      const column = columns.fields.get(differs)!;
      problems.add({
        row: row.number,
        column: columnLetter(column.index),
        value: importText(row.values[column.index] ?? null) || null,
        message: uploadMessages.inconsistentParent(read.modelCode, column.header, row.number, first.row),
      });
    }
    if (!consistent || read.skus.length === 0) continue;
    const entry = first ?? {
      row: row.number,
      values: read.values,
      parent: parentOf(read.modelCode, read.values, row.number),
    };
    known.set(read.modelCode, entry);
    for (const rowSku of read.skus) {
      const sku: SkuSnapshot = { sku: rowSku.sku, size: rowSku.size, image_urls: rowSku.image_urls };
      if (!options.onParents) {
        entry.parent.skus.push(sku);
        continue;
      }
      const pending = batch.get(read.modelCode) ?? { ...entry.parent, skus: [] };
      batch.set(read.modelCode, pending);
      pending.skus.push(sku);
      batchSkus++;
    }
    if (batchSkus >= SKUS_PER_BATCH) await flush();
  }
  if (movedHeader.searching) throw movedHeader.refusal();
  if (!columns && !sawAnyRow && !problems.found) throw new FileProblem(uploadMessages.emptySheet(sheet.name));
  // Every row was above the header row.
  if (!columns && sawAnyRow) {
    takeHeader([], format.headerRow);
    throw movedHeader.refusal();
  }
  if (problems.found) throw problems.refusal();
  if (rowsCount === 0 || known.size === 0) throw new FileProblem(uploadMessages.noDataRows(sheet.name));
  await flush();
  const { season: seasonName, year } = season!;
  return {
    season: seasonName,
    year,
    rowsCount,
    itemsCount: known.size,
    parents: options.onParents ? [] : [...known.values()].map((entry) => entry.parent),
  };
}

/** The first parent field two rows of one model code disagree on; undefined when they agree. */
function firstDifference(first: ParentValues, other: ParentValues): ParentField | undefined {
  for (const field of PARENT_FIELDS) if (first[field] !== other[field]) return field;
  return undefined;
}

/** The header of the column a SKU came from: a size column of the wide layout, else the SKU column. */
function skuHeader(columns: FileColumns, index: number): string {
  return columns.sizes.find((size) => size.index === index)?.header ?? columns.fields.get('sku')?.header ?? 'SKU';
}

/** 'B1' → 1 (column B, 0-based). */
function columnIndexOf(cell: string): number {
  const letters = /^[A-Z]+/.exec(cell.toUpperCase())![0];
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

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
