import { uploadMessages } from '@lineup/contracts/messages';
import { LINE_LIST_MAX_ROWS, OPEN_STOCK_COLUMNS } from '@lineup/contracts/upload-limits';
import { cellText, isBlankRow, mapHeader, readText } from './columns';
import { FileProblem } from './errors';
import type { FirstSheet } from './sheet-rows';

export type OpenStockRow = {
  sku: string;
  modelCode: string;
  size: string;
  quantity: number;
  color: string | null;
  description: string | null;
};

const headerOf = (field: string) => OPEN_STOCK_COLUMNS.find((c) => c.field === field)!.header;

/** The stock type: bonded when the file name contains 'bonded' (any case), otherwise domestic. */
export const stockTypeOf = (fileName: string): 'bonded' | 'domestic' =>
  /bonded/i.test(fileName) ? 'bonded' : 'domestic';

/** Reads an open-stock sheet (docs/product/import-formats.md, "Open stock file"): one header row, one row per SKU. */
export async function parseOpenStock(sheet: FirstSheet, maxRows = LINE_LIST_MAX_ROWS): Promise<OpenStockRow[]> {
  let columns: Map<string, number> | undefined;
  const out: OpenStockRow[] = [];
  const skuRows = new Map<string, number>();
  let sawAnyRow = false;
  for await (const row of sheet.rows) {
    if (isBlankRow(row.values)) continue;
    sawAnyRow = true;
    if (!columns) {
      columns = mapHeader(row.values, OPEN_STOCK_COLUMNS);
      continue;
    }
    if (out.length >= maxRows) throw new FileProblem(uploadMessages.tooManyRows(maxRows));
    const n = row.number;
    const cell = (field: string) => {
      const index = columns!.get(field);
      if (index === undefined) return null;
      const formula = row.unsavedFormulas?.get(index);
      if (formula !== undefined)
        throw new FileProblem(uploadMessages.formulaWithoutResult(headerOf(field), n, formula));
      return row.values[index] ?? null;
    };
    const required = (field: string, max: number) => {
      const value = readText(cell(field), headerOf(field), n, max);
      if (!value) throw new FileProblem(uploadMessages.blankCell(headerOf(field), n));
      return value;
    };
    const sku = required('sku', 100);
    const modelCode = required('model_code', 100);
    const size = required('size', 40);
    const quantityText = required('quantity', 20);
    const quantity = Number(quantityText);
    if (!/^\d+$/.test(quantityText) || !Number.isSafeInteger(quantity)) {
      throw new FileProblem(uploadMessages.badQuantity(headerOf('quantity'), n, cellText(cell('quantity'))));
    }
    const first = skuRows.get(sku);
    if (first !== undefined) throw new FileProblem(uploadMessages.duplicateSku(headerOf('sku'), sku, n, first));
    skuRows.set(sku, n);
    out.push({
      sku,
      modelCode,
      size,
      quantity,
      color: readText(cell('color'), 'Color', n, 200) || null,
      description: readText(cell('description'), 'Description', n, 2000) || null,
    });
  }
  if (!sawAnyRow) throw new FileProblem(uploadMessages.emptySheet(sheet.name));
  if (out.length === 0) throw new FileProblem(uploadMessages.noDataRows(sheet.name));
  return out;
}
