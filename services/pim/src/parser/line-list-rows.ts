import {
  importText,
  NOT_READABLE,
  quantityOf,
  readDayCell,
  readImageUrlsCell,
  readMsrpCell,
  readTextCell,
  upcOf,
} from '@lineup/contracts/import-cell-values';
import type { ImportField, ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { columnLetter } from '@lineup/contracts/import-format-suggest';
import { uploadMessages } from '@lineup/contracts/messages';
import type { StockedSku } from '@lineup/contracts/stock';
import type { FileColumns } from './format-header';
import type { ProblemList } from './problem-list';
import type { SheetRow } from './sheet-values';

/** The fields every SKU of a model code shares: two rows of one model code must agree on them. */
export const PARENT_FIELDS = [
  'franchise',
  'silhouette',
  'color',
  'gender',
  'msrp',
  'expected_shipped_date',
  'comfort_level',
  'height_range',
  'wear_occasion',
  'target_fit',
] as const;
export type ParentField = (typeof PARENT_FIELDS)[number];
export type ParentValues = Record<ParentField, string | number | null>;

/** One SKU of a row, with the column it came from (the SKU column, or its size column). */
export type RowSku = StockedSku & { column: number };
/**
 * A row as far as it could be read. `sound`: no problem at all; `parentSound`: none in the fields
 * its parent shares, so they may be compared with another row's. A row with problems is read on
 * for the checks across rows (a SKU seen twice, a parent that differs), so that a refused file
 * lists all its problems at once.
 */
export type RowRead = { modelCode: string; values: ParentValues; skus: RowSku[]; sound: boolean; parentSound: boolean };

/** The row being read, where its problems go: one per row, so no function is made per row. */
type RowAt = { row: SheetRow; columns: FileColumns; problems: ProblemList };

const cellAt = (at: RowAt, index: number) => at.row.values[index] ?? null;

function report(at: RowAt, index: number, message: string, value = importText(cellAt(at, index)) || null): void {
  at.problems.add({ row: at.row.number, column: columnLetter(index), value, message });
}

/**
 * Whether the cell holds a formula the file has no result for, reported as such: read as a value
 * it would be an empty cell (a required field "empty", an optional one lost without a word).
 */
function unsavedFormulaReported(at: RowAt, index: number, header: string): boolean {
  const formula = at.row.unsavedFormulas?.get(index);
  if (formula === undefined) return false;
  report(at, index, uploadMessages.formulaWithoutResult(header, at.row.number, formula), formula);
  return true;
}

/** The column a field is read from; undefined when the file has none, or its cell is an unsaved formula (reported). */
function readableColumn(at: RowAt, field: ImportField) {
  const column = at.columns.fields.get(field);
  return column && !unsavedFormulaReported(at, column.index, column.header) ? column : undefined;
}

/**
 * A text field's value (readTextCell); null when blank or not in the file, and when the cell is a
 * problem (too long, or blank in a field a row needs), which is reported.
 */
function fieldText(at: RowAt, field: ImportField): string | null {
  const column = readableColumn(at, field);
  if (!column) return null;
  const read = readTextCell(field, cellAt(at, column.index), { header: column.header, row: at.row.number });
  if ('value' in read) return read.value;
  report(at, column.index, read.problem);
  return null;
}

function readImages(at: RowAt): string[] {
  const column = readableColumn(at, 'image_urls');
  if (!column) return [];
  const read = readImageUrlsCell(cellAt(at, column.index), { header: column.header, row: at.row.number });
  if ('value' in read) return read.value ?? [];
  report(at, column.index, read.problem);
  return [];
}

function readMsrp(at: RowAt): number | null {
  const column = readableColumn(at, 'msrp');
  if (!column) return null;
  const read = readMsrpCell(cellAt(at, column.index), { header: column.header, row: at.row.number });
  if ('value' in read) return read.value;
  report(at, column.index, read.problem);
  return null;
}

/**
 * The narrow layout's quantity: the SKU's stock on hand, a whole number; undefined when the format
 * maps no quantity column or the cell is blank (the stock is then not known, which is not zero).
 */
function readQuantity(at: RowAt): number | undefined {
  const column = readableColumn(at, 'quantity');
  if (!column) return undefined;
  const quantity = quantityOf(cellAt(at, column.index));
  if (quantity === NOT_READABLE) {
    report(
      at,
      column.index,
      uploadMessages.badQuantity(column.header, at.row.number, importText(cellAt(at, column.index))),
    );
    return undefined;
  }
  return quantity ?? undefined;
}

function readDay(at: RowAt): string | null {
  const column = readableColumn(at, 'expected_shipped_date');
  if (!column) return null;
  const read = readDayCell(cellAt(at, column.index), { header: column.header, row: at.row.number });
  if ('value' in read) return read.value;
  report(at, column.index, read.problem);
  return null;
}

/**
 * One item row read with the format's columns: its model code, the fields its parent shares, and
 * its SKUs (narrow: the row's SKU and size; wide: one per filled size cell, the UPC, or
 * '<model code>-<size>' for a quantity above 0). Every problem of the row is added to `problems`,
 * each naming its cell; null for a row without a model code.
 */
export function readItemRow(
  row: SheetRow,
  columns: FileColumns,
  format: ImportFormatDefinition,
  problems: ProblemList,
): RowRead | null {
  const before = problems.total;
  const n = row.number;
  const at: RowAt = { row, columns, problems };
  const wide = format.layout === 'wide';
  const modelCode = fieldText(at, 'model_code');
  const beforeParent = problems.total;
  const values: ParentValues = {
    franchise: fieldText(at, 'franchise'),
    silhouette: fieldText(at, 'silhouette'),
    color: fieldText(at, 'color'),
    gender: fieldText(at, 'gender'),
    msrp: readMsrp(at),
    expected_shipped_date: readDay(at),
    comfort_level: fieldText(at, 'comfort_level'),
    height_range: fieldText(at, 'height_range'),
    wear_occasion: fieldText(at, 'wear_occasion'),
    target_fit: fieldText(at, 'target_fit'),
  };
  const parentSound = problems.total === beforeParent;
  const sku = wide ? null : fieldText(at, 'sku');
  const size = wide ? null : fieldText(at, 'size');
  const image_urls = readImages(at);
  const onHand = wide ? undefined : readQuantity(at);

  const skus: RowSku[] = [];
  if (!wide && sku && size)
    skus.push({
      sku,
      size,
      image_urls,
      column: columns.fields.get('sku')!.index,
      ...(onHand === undefined ? {} : { quantity: onHand }),
    });
  if (wide) {
    for (const { index, header, size: columnSize } of columns.sizes) {
      if (unsavedFormulaReported(at, index, header)) continue;
      const shown = importText(cellAt(at, index));
      if (!shown) continue;
      if (format.sizeCells === 'upc') {
        const upc = upcOf(cellAt(at, index));
        if (upc === NOT_READABLE) report(at, index, importFormatMessages.badUpc(header, n, shown));
        else if (upc) skus.push({ sku: upc, size: columnSize, image_urls, column: index });
      } else {
        const quantity = quantityOf(cellAt(at, index));
        if (quantity === NOT_READABLE) report(at, index, uploadMessages.badQuantity(header, n, shown));
        else if (quantity && modelCode)
          skus.push({ sku: `${modelCode}-${columnSize}`, size: columnSize, image_urls, column: index, quantity });
      }
    }
  }
  if (!modelCode) return null;
  return { modelCode, values, skus, sound: problems.total === before, parentSound };
}
