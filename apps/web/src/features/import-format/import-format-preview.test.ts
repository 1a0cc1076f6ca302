import type { ImportFormatDefinition, SampleRow } from '@lineup/contracts/import-formats';
import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_ROWS, previewImportedRows } from '@/features/import-format/import-format-preview';

const base: ImportFormatDefinition = {
  headerRow: 2,
  layout: 'narrow',
  columns: [],
  sizeColumns: [],
  sizeCells: 'upc',
  season: { from: 'sheet-name' },
  ignoredHeaders: [],
  extraColumns: 'ignore',
};

describe('previewImportedRows', () => {
  it('narrow: one row per sample row after the header, each mapped column under its field', () => {
    const rows: SampleRow[] = [
      { row: 1, cells: ['Spring 2026', '', '', '', ''] },
      { row: 2, cells: ['Style', 'Colour', 'Silhouette', 'UPC', 'Size', 'Notes'] },
      { row: 3, cells: ['10001', 'Black', 'Clog', '191448000011', '7', 'x'] },
      { row: 4, cells: ['', '', '', '', '', ''] },
      { row: 5, cells: ['10002', 'White', 'Sandal', '191448000028', '8.5', ''] },
    ];
    const preview = previewImportedRows(
      {
        ...base,
        columns: [
          { header: 'UPC', field: 'sku' },
          { header: 'Model Code', field: 'model_code', aliases: ['Style'] },
          { header: 'Color', field: 'color', aliases: ['Colour'] },
          { header: 'Size', field: 'size' },
          { header: 'Silhouette', field: 'silhouette' },
          { header: 'Gender', field: 'gender' },
        ],
        ignoredHeaders: ['Notes'],
      },
      rows,
    );
    // Fields in their own order; Gender is mapped but the header row has no such column: not shown.
    expect(preview.fields).toEqual(['model_code', 'silhouette', 'color', 'sku', 'size']);
    expect(preview.rows).toEqual([
      {
        row: 3,
        values: { sku: '191448000011', model_code: '10001', color: 'Black', size: '7', silhouette: 'Clog' },
      },
      {
        row: 5,
        values: { sku: '191448000028', model_code: '10002', color: 'White', size: '8.5', silhouette: 'Sandal' },
      },
    ]);
  });

  const wideRows: SampleRow[] = [
    { row: 1, cells: ['Model', 'Color', 'Silhouette', '6', '7', '7.5'] },
    { row: 2, cells: ['20001', 'Navy', 'Boot', '191448100010', '', '191448100034'] },
    { row: 3, cells: ['20002', 'Red', 'Boot', '', '191448200024', ''] },
  ];
  const wide: ImportFormatDefinition = {
    ...base,
    headerRow: 1,
    layout: 'wide',
    columns: [
      { header: 'Model', field: 'model_code' },
      { header: 'Color', field: 'color' },
      { header: 'Silhouette', field: 'silhouette' },
    ],
    sizeColumns: [
      { header: '6', size: '6' },
      { header: '7', size: '7' },
      { header: '7.5', size: '7.5' },
    ],
  };

  it('wide with UPCs: one row per filled size cell, the SKU is the UPC', () => {
    const preview = previewImportedRows(wide, wideRows);
    expect(preview.fields).toEqual(['model_code', 'silhouette', 'color', 'sku', 'size']);
    expect(preview.rows.map((row) => [row.row, row.values.sku, row.values.size, row.values.color])).toEqual([
      [2, '191448100010', '6', 'Navy'],
      [2, '191448100034', '7.5', 'Navy'],
      [3, '191448200024', '7', 'Red'],
    ]);
  });

  it('wide with quantities: the SKU is <model>-<size>, and only for a quantity above 0', () => {
    const rows: SampleRow[] = [
      { row: 1, cells: ['Model', 'Color', 'Silhouette', '6', '7', '7.5'] },
      { row: 2, cells: ['20001', 'Navy', 'Boot', '12', '0', '3'] },
    ];
    const preview = previewImportedRows({ ...wide, sizeCells: 'quantity' }, rows);
    expect(preview.rows.map((row) => [row.values.sku, row.values.size, row.values.model_code])).toEqual([
      ['20001-6', '6', '20001'],
      ['20001-7.5', '7.5', '20001'],
    ]);
  });

  it('wide: stops after PREVIEW_MAX_ROWS rows', () => {
    const sizes = Array.from({ length: 30 }, (_, index) => String(index + 1));
    const rows: SampleRow[] = [
      { row: 1, cells: ['Model', ...sizes] },
      ...[2, 3, 4].map((row) => ({ row, cells: [`M${row}`, ...sizes.map(() => '5')] })),
    ];
    const preview = previewImportedRows(
      {
        ...wide,
        sizeCells: 'quantity',
        columns: [{ header: 'Model', field: 'model_code' }],
        sizeColumns: sizes.map((size) => ({ header: size, size })),
      },
      rows,
    );
    expect(preview.rows).toHaveLength(PREVIEW_MAX_ROWS);
    expect(preview.rows.at(-1)?.values.sku).toBe('M3-20');
  });

  it('narrow: size columns are not expanded, and a sample without rows after the header previews nothing', () => {
    expect(previewImportedRows({ ...wide, layout: 'narrow' }, wideRows).rows).toHaveLength(2);
    expect(previewImportedRows(wide, wideRows.slice(0, 1)).rows).toEqual([]);
  });
});
