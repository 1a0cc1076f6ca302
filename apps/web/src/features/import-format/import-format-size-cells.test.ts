import { type ImportFormatDefinition, importFormatMessages } from '@lineup/contracts/import-formats';
import { describe, expect, it } from 'vitest';
import { sizeColumnProblems } from '@/features/import-format/import-format-size-cells';

const wide: ImportFormatDefinition = {
  headerRow: 1,
  layout: 'wide',
  columns: [
    { header: 'Style', field: 'model_code' },
    { header: 'Description', field: 'silhouette' },
    { header: 'Color', field: 'color' },
  ],
  sizeColumns: [
    { header: '8', size: '8' },
    { header: '9', size: '9' },
  ],
  sizeCells: 'upc',
  season: { from: 'sheet-name' },
  ignoredHeaders: [],
  extraColumns: 'refuse',
};
const rows = [
  { row: 1, cells: ['Style', 'Description', 'Color', '8', '9'] },
  { row: 2, cells: ['40011', 'Wendy', 'Black', '191448000001', ''] },
  { row: 3, cells: ['40012', 'Wally', 'Navy', '191448000002', 'sold out'] },
];

describe('sizeColumnProblems', () => {
  it('names a size column holding text, by its first such cell', () => {
    expect(sizeColumnProblems(wide, rows)).toEqual([importFormatMessages.sizeColumnHasText('9', 3, 'sold out')]);
  });

  it('takes whole numbers as quantities, and refuses a UPC-like text there only when it is not a number', () => {
    const quantities = { ...wide, sizeCells: 'quantity' as const };
    expect(
      sizeColumnProblems(quantities, [rows[0]!, { row: 2, cells: ['40011', 'Wendy', 'Black', '12', '0'] }]),
    ).toEqual([]);
    expect(
      sizeColumnProblems(quantities, [rows[0]!, { row: 2, cells: ['40011', 'Wendy', 'Black', '1.5', ''] }]),
    ).toEqual([importFormatMessages.sizeColumnHasText('8', 2, '1.5')]);
  });

  it('has nothing to say of the one-row-per-SKU layout', () => {
    expect(sizeColumnProblems({ ...wide, layout: 'narrow', sizeColumns: [] }, rows)).toEqual([]);
  });
});
