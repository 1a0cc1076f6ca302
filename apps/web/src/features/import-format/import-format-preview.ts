import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportFormatDefinition,
  normalizeHeaderText,
  type SampleRow,
} from '@lineup/contracts/import-formats';

/** One SKU row as it would import: the sample row it comes from and the fields it fills. */
export type PreviewRow = { row: number; values: Partial<Record<ImportField, string>> };
/** The fields the preview shows (in the fields' own order) and its rows. */
export type ImportPreview = { fields: ImportField[]; rows: PreviewRow[] };

/** The wide layout makes a row per filled size cell: the preview stops after this many. */
export const PREVIEW_MAX_ROWS = 50;

const isBlank = (cells: readonly string[]) => cells.every((cell) => !cell.trim());

/**
 * The sample's rows after the header row as a format would import them: each mapped column's value
 * under its field. In the one-row-per-SKU layout a sample row is a SKU. In the wide layout each
 * filled size cell of a row is one: its size is the column's size, its SKU the cell's UPC, or
 * '<model code>-<size>' when the cells hold quantities (only for a quantity above 0). Blank rows are
 * skipped, as the import skips them; a column the header row does not hold fills nothing.
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
    return index === undefined ? [] : [{ field: column.field, index }];
  });
  const wide = definition.layout === 'wide';
  const sizeColumns = wide
    ? definition.sizeColumns.flatMap((column) => {
        const index = find([column.header]);
        return index === undefined ? [] : [{ size: column.size, index }];
      })
    : [];

  const mapped = new Set<ImportField>(columns.map((column) => column.field));
  if (wide) for (const field of ['sku', 'size'] as const) mapped.add(field);
  const fields = IMPORT_FIELDS.filter((field) => mapped.has(field));

  const previewRows: PreviewRow[] = [];
  for (const { row, cells } of rows) {
    if (row <= definition.headerRow || isBlank(cells)) continue;
    const values: PreviewRow['values'] = {};
    for (const { field, index } of columns) values[field] = (cells[index] ?? '').trim();
    if (!wide) previewRows.push({ row, values });
    for (const { size, index } of sizeColumns) {
      const cell = (cells[index] ?? '').trim();
      if (!cell) continue;
      if (definition.sizeCells === 'upc') previewRows.push({ row, values: { ...values, sku: cell, size } });
      else if (Number(cell) > 0)
        previewRows.push({ row, values: { ...values, sku: `${values.model_code ?? ''}-${size}`, size } });
    }
    if (previewRows.length >= PREVIEW_MAX_ROWS) break;
  }
  return { fields, rows: previewRows.slice(0, PREVIEW_MAX_ROWS) };
}
