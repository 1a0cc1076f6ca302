import { importText } from '@lineup/contracts/import-cell-values';
import type { ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import { columnLetter } from '@lineup/contracts/import-format-suggest';
import { uploadMessages } from '@lineup/contracts/messages';
import type { ItemAttributes } from '@lineup/contracts/pim';
import type { StockedSku } from '@lineup/contracts/stock';
import { LINE_LIST_MAX_ROWS } from '@lineup/contracts/upload-limits';
import { isBlankRow } from './columns';
import { FileProblem } from './errors';
import type { FileColumns, FormatLabel } from './format-header';
import { LineListHeader } from './line-list-header';
import { PARENT_FIELDS, type ParentField, type ParentValues, readItemRow } from './line-list-rows';
import { ProblemList } from './problem-list';
import type { FirstSheet } from './sheet-values';

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
  /** Each with its stock on hand when the format maps a quantity. */
  skus: StockedSku[];
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
 * Reads a line-list sheet with a brand's import format: its header and season (LineListHeader),
 * then the item rows, one SKU per row or per filled size cell, grouped by model code. A SKU seen
 * twice, or a model code whose parent fields differ between its rows, is a problem. Every problem
 * is collected (a header that does not match stops before the rows) and the file is refused once
 * read to its end, naming each cell (see ProblemList).
 */
export async function readLineList(
  sheet: FirstSheet,
  format: ImportFormatDefinition,
  options: LineListReadOptions = {},
): Promise<ParsedLineList> {
  const problems = new ProblemList();
  const maxRows = options.maxRows ?? LINE_LIST_MAX_ROWS;
  const header = new LineListHeader(sheet.name, format, options.formatLabel, problems);
  let rowsCount = 0;
  /**
   * Per model code, the parent fields of its first row that could be read (what later rows must
   * agree with), and its parent once a sound row with SKUs has come.
   */
  const known = new Map<string, { row: number; values: ParentValues; parent?: ParsedParent }>();
  let itemsCount = 0;
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

  for await (const row of sheet.rows) {
    const columns = header.columns;
    if (!columns) {
      header.take(row.values, row.number);
      continue;
    }
    if (isBlankRow(row.values)) continue;
    rowsCount++;
    if (rowsCount > maxRows) throw new FileProblem(uploadMessages.tooManyRows(maxRows));
    if (options.onRows && rowsCount % ROWS_PER_PROGRESS === 0) options.onRows(rowsCount);

    const read = readItemRow(row, columns, format, problems);
    if (!read) continue;
    let consistent = read.sound;
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
    let entry = known.get(read.modelCode);
    if (read.parentSound && read.skus.length > 0) {
      const differs = entry && firstDifference(entry.values, read.values);
      if (!entry) {
        entry = { row: row.number, values: read.values };
        known.set(read.modelCode, entry);
      } else if (differs) {
        consistent = false;
        const column = columns.fields.get(differs)!;
        problems.add({
          row: row.number,
          column: columnLetter(column.index),
          value: importText(row.values[column.index] ?? null) || null,
          message: uploadMessages.inconsistentParent(read.modelCode, column.header, row.number, entry.row),
        });
      }
    }
    if (!consistent || !entry || read.skus.length === 0) continue;
    if (!entry.parent) {
      entry.parent = parentOf(read.modelCode, entry.values, entry.row);
      itemsCount++;
    }
    const parent = entry.parent;
    for (const rowSku of read.skus) {
      const { column: _column, ...sku } = rowSku;
      if (!options.onParents) {
        parent.skus.push(sku);
        continue;
      }
      const pending = batch.get(read.modelCode) ?? { ...parent, skus: [] };
      batch.set(read.modelCode, pending);
      pending.skus.push(sku);
      batchSkus++;
    }
    if (batchSkus >= SKUS_PER_BATCH) await flush();
  }
  header.end(sheet.name);
  if (problems.found) throw problems.refusal();
  if (rowsCount === 0 || itemsCount === 0) throw new FileProblem(uploadMessages.noDataRows(sheet.name));
  await flush();
  const { season: seasonName, year } = header.season!;
  return {
    season: seasonName,
    year,
    rowsCount,
    itemsCount,
    parents: options.onParents ? [] : [...known.values()].flatMap((entry) => (entry.parent ? [entry.parent] : [])),
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
