import {
  NOT_READABLE,
  quantityOf,
  readDayCell,
  readImageUrlsCell,
  readMsrpCell,
  readTextCell,
  upcOf,
} from '@lineup/contracts/import-cell-values';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportFormatDefinition,
  normalizeHeaderText,
  type SampleRow,
} from '@lineup/contracts/import-formats';
import { uploadMessages } from '@lineup/contracts/messages';

/**
 * One SKU row as it would import: the sample row it comes from, the fields it fills (as the
 * import stores them) and the fields whose cell the import would refuse (their text as written).
 */
export type PreviewRow = {
  row: number;
  values: Partial<Record<ImportField, string>>;
  refused: ImportField[];
};
/** The fields the preview shows (in the fields' own order), its rows, and the import's problems with them. */
export type ImportPreview = { fields: ImportField[]; rows: PreviewRow[]; problems: string[] };

/**
 * A mapped cell as the import reads it (the same readers): a price as its amount in cents, a date
 * as YYYY-MM-DD, image addresses as a list, other text trimmed; or the import's problem with it (a
 * price, date or image address it cannot read, text longer than its field holds, a blank cell in a
 * field a row needs).
 */
function importedValue(field: ImportField, text: string, at: { header: string; row: number }) {
  if (field === 'msrp') {
    const read = readMsrpCell(text, at);
    return 'value' in read ? { value: read.value === null ? '' : read.value.toFixed(2) } : read;
  }
  if (field === 'expected_shipped_date') {
    const read = readDayCell(text, at);
    return 'value' in read ? { value: read.value ?? '' } : read;
  }
  if (field === 'image_urls') {
    const read = readImageUrlsCell(text, at);
    return 'value' in read ? { value: (read.value ?? []).join(', ') } : read;
  }
  const read = readTextCell(field, text, at);
  return 'value' in read ? { value: read.value ?? '' } : read;
}

/** The wide layout makes a row per filled size cell: the preview stops after this many. */
export const PREVIEW_MAX_ROWS = 50;

const isBlank = (cells: readonly string[]) => cells.every((cell) => !cell.trim());

/**
 * The sample's rows after the header row as a format would import them: each mapped column's value
 * under its field. In the one-row-per-SKU layout a sample row is a SKU. In the wide layout each
 * filled size cell of a row is one: its size is the column's size, its SKU the cell's UPC, or
 * '<model code>-<size>' when the cells hold quantities (only for a quantity above 0). Blank rows are
 * skipped, as the import skips them; a column the header row does not hold fills nothing. Each
 * cell the import would refuse (a price or date it cannot read, text too long for its field, a
 * blank cell where a row needs one, a size cell that is not a UPC or a quantity, a formula saved
 * without its result) gives the import's own message, in row order.
 */
export function previewImportedRows(definition: ImportFormatDefinition, rows: readonly SampleRow[]): ImportPreview {
  const headerCells = rows.find((row) => row.row === definition.headerRow)?.cells ?? [];
  const indexOf = new Map<string, number>();
  headerCells.forEach((cell, index) => {
    const key = normalizeHeaderText(cell);
    if (key && !indexOf.has(key)) indexOf.set(key, index);
  });
  const find = (headers: readonly string[]) =>
    headers.map((header) => indexOf.get(normalizeHeaderText(header))).find((index) => index !== undefined);
  const columns = definition.columns.flatMap((column) => {
    const index = find([column.header, ...(column.aliases ?? [])]);
    return index === undefined ? [] : [{ field: column.field, header: column.header, index }];
  });
  const wide = definition.layout === 'wide';
  const sizeColumns = wide
    ? definition.sizeColumns.flatMap((column) => {
        const index = find([column.header]);
        return index === undefined ? [] : [{ size: column.size, header: column.header, index }];
      })
    : [];

  const mapped = new Set<ImportField>(columns.map((column) => column.field));
  if (wide) for (const field of ['sku', 'size'] as const) mapped.add(field);
  const fields = IMPORT_FIELDS.filter((field) => mapped.has(field));

  const previewRows: PreviewRow[] = [];
  const problems: string[] = [];
  for (const { row, cells, unsavedFormulas } of rows) {
    if (row <= definition.headerRow || (isBlank(cells) && !unsavedFormulas)) continue;
    const values: PreviewRow['values'] = {};
    const refused: ImportField[] = [];
    /** A cell saved without its formula's result: the import refuses it, naming the formula. */
    const unsavedFormula = (index: number, header: string) => {
      const formula = unsavedFormulas?.[index];
      if (formula !== undefined) problems.push(uploadMessages.formulaWithoutResult(header, row, formula));
      return formula;
    };
    for (const { field, header, index } of columns) {
      const formula = unsavedFormula(index, header);
      if (formula !== undefined) {
        values[field] = formula;
        refused.push(field);
        continue;
      }
      const text = cells[index] ?? '';
      const read = importedValue(field, text, { header, row });
      if ('value' in read) values[field] = read.value;
      else {
        values[field] = text.trim();
        refused.push(field);
        problems.push(read.problem);
      }
    }
    if (!wide) previewRows.push({ row, values, refused });
    for (const { size, header, index } of sizeColumns) {
      if (unsavedFormula(index, header) !== undefined) continue;
      const cell = (cells[index] ?? '').trim();
      if (!cell) continue;
      if (definition.sizeCells === 'upc') {
        if (upcOf(cell) === NOT_READABLE) problems.push(importFormatMessages.badUpc(header, row, cell));
        else previewRows.push({ row, values: { ...values, sku: cell, size }, refused });
      } else {
        const quantity = quantityOf(cell);
        if (quantity === NOT_READABLE) problems.push(uploadMessages.badQuantity(header, row, cell));
        else if (quantity)
          previewRows.push({ row, values: { ...values, sku: `${values.model_code ?? ''}-${size}`, size }, refused });
      }
    }
    if (previewRows.length >= PREVIEW_MAX_ROWS) break;
  }
  return { fields, rows: previewRows.slice(0, PREVIEW_MAX_ROWS), problems: problems.slice(0, PREVIEW_MAX_ROWS) };
}

/** A column's sample values shown beside its header in the editor. */
const SAMPLE_VALUES_SHOWN = 3;

/**
 * The first few values of a column below the header row, as the sample holds them: a cell saved
 * without its formula's result shows its formula (its text is empty, and the import refuses it).
 */
export function columnSampleValues(rows: readonly SampleRow[], headerRow: number, index: number): string[] {
  return rows
    .filter((row) => row.row > headerRow)
    .map((row) => (row.cells[index] ?? '').trim() || (row.unsavedFormulas?.[index] ?? ''))
    .filter(Boolean)
    .slice(0, SAMPLE_VALUES_SHOWN);
}
