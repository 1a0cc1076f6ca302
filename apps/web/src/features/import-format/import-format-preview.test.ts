import { IMPORT_FIELD_MAX_LENGTH } from '@lineup/contracts/import-cell-values';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import type { ImportFormatDefinition, SampleRow } from '@lineup/contracts/import-formats';
import { uploadMessages } from '@lineup/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  columnSampleValues,
  PREVIEW_MAX_ROWS,
  previewImportedRows,
} from '@/features/import-format/import-format-preview';

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
        refused: [],
      },
      {
        row: 5,
        values: { sku: '191448000028', model_code: '10002', color: 'White', size: '8.5', silhouette: 'Sandal' },
        refused: [],
      },
    ]);
    expect(preview.problems).toEqual([]);
  });

  it('shows prices and dates as the import stores them, and names the cells it would refuse', () => {
    const rows: SampleRow[] = [
      { row: 1, cells: ['Style', 'MSRP', 'Ship date'] },
      { row: 2, cells: ['10001', '$1,234.5', '03/15/2026'] },
      { row: 3, cells: ['10002', '49,99 €', '15-Mar-26'] },
      { row: 4, cells: ['10003', 'call us', '2026-02-30'] },
      { row: 5, cells: ['10004', '', ''] },
    ];
    const preview = previewImportedRows(
      {
        ...base,
        headerRow: 1,
        columns: [
          { header: 'Model Code', field: 'model_code', aliases: ['Style'] },
          { header: 'MSRP', field: 'msrp' },
          { header: 'Expected Ship Date', field: 'expected_shipped_date', aliases: ['Ship date'] },
        ],
      },
      rows,
    );
    expect(preview.rows.map((row) => [row.values.msrp, row.values.expected_shipped_date, row.refused])).toEqual([
      ['1234.50', '2026-03-15', []],
      ['49.99', '2026-03-15', []],
      ['call us', '2026-02-30', ['msrp', 'expected_shipped_date']],
      ['', '', []],
    ]);
    // The import's own messages, under the format's names of the columns.
    expect(preview.problems).toEqual([
      uploadMessages.badNumber('MSRP', 4, 'call us'),
      uploadMessages.badDate('Expected Ship Date', 4, '2026-02-30'),
    ]);
  });

  it('shows image addresses as the import stores them, and names a link text that is no address', () => {
    const rows: SampleRow[] = [
      { row: 1, cells: ['Style', 'Photo'] },
      { row: 2, cells: ['10001', 'https://cdn.example.com/a.jpg; b.png'] },
      { row: 3, cells: ['10002', 'View image'] },
      { row: 4, cells: ['10003', 'No Image'] },
    ];
    const preview = previewImportedRows(
      {
        ...base,
        headerRow: 1,
        columns: [
          { header: 'Model Code', field: 'model_code', aliases: ['Style'] },
          { header: 'Image', field: 'image_urls', aliases: ['Photo'] },
        ],
      },
      rows,
    );
    expect(preview.rows.map((row) => [row.values.image_urls, row.refused])).toEqual([
      ['https://cdn.example.com/a.jpg, b.png', []],
      ['View image', ['image_urls']],
      ['', []],
    ]);
    expect(preview.problems).toEqual([uploadMessages.notImageAddress('Image', 3, 'View image')]);
  });

  it('names text the import would refuse: longer than its field holds, or blank where a row needs it', () => {
    const longColor = 'x'.repeat(IMPORT_FIELD_MAX_LENGTH.color + 1);
    const rows: SampleRow[] = [
      { row: 1, cells: ['Style', 'Colour', 'Silhouette', 'Gender'] },
      { row: 2, cells: ['10001', longColor, 'Clog', ''] },
      { row: 3, cells: ['10002', 'Black', '', ''] },
    ];
    const preview = previewImportedRows(
      {
        ...base,
        headerRow: 1,
        columns: [
          { header: 'Model Code', field: 'model_code', aliases: ['Style'] },
          { header: 'Color', field: 'color', aliases: ['Colour'] },
          { header: 'Silhouette', field: 'silhouette' },
          { header: 'Gender', field: 'gender' },
        ],
      },
      rows,
    );
    // A blank gender is fine: a row does not need one.
    expect(preview.rows.map((row) => row.refused)).toEqual([['color'], ['silhouette']]);
    expect(preview.problems).toEqual([
      uploadMessages.tooLong('Color', 2, IMPORT_FIELD_MAX_LENGTH.color),
      uploadMessages.blankCell('Silhouette', 3),
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

  it('wide: a size cell the import would refuse makes no SKU and names its cell', () => {
    const rows: SampleRow[] = [
      { row: 1, cells: ['Model', 'Color', 'Silhouette', '6', '7', '7.5'] },
      { row: 2, cells: ['20001', 'Navy', 'Boot', 'n/a', '191448100027', ''] },
    ];
    const upcs = previewImportedRows(wide, rows);
    expect(upcs.rows.map((row) => row.values.sku)).toEqual(['191448100027']);
    expect(upcs.problems).toEqual([importFormatMessages.badUpc('6', 2, 'n/a')]);
    const quantities = previewImportedRows({ ...wide, sizeCells: 'quantity' }, [
      rows[0]!,
      { row: 2, cells: ['20001', 'Navy', 'Boot', '1.5', '2', ''] },
    ]);
    expect(quantities.rows.map((row) => row.values.sku)).toEqual(['20001-7']);
    expect(quantities.problems).toEqual([uploadMessages.badQuantity('6', 2, '1.5')]);
  });

  it('names a cell saved without its formula result, as the import refuses it (narrow and wide)', () => {
    const narrow = previewImportedRows(
      {
        ...base,
        headerRow: 1,
        columns: [
          { header: 'Model', field: 'model_code' },
          { header: 'SKU', field: 'sku' },
          { header: 'Size', field: 'size' },
        ],
      },
      [
        { row: 1, cells: ['Model', 'SKU', 'Size'] },
        { row: 2, cells: ['10001', '', '7'], unsavedFormulas: { 1: '=A2&"-"&C2' } },
      ],
    );
    expect(narrow.rows).toEqual([
      { row: 2, values: { model_code: '10001', sku: '=A2&"-"&C2', size: '7' }, refused: ['sku'] },
    ]);
    expect(narrow.problems).toEqual([uploadMessages.formulaWithoutResult('SKU', 2, '=A2&"-"&C2')]);
    const wideWithFormula = previewImportedRows(wide, [
      { row: 1, cells: ['Model', 'Color', 'Silhouette', '6', '7', '7.5'] },
      { row: 2, cells: ['20001', 'Navy', 'Boot', '', '191448100027'], unsavedFormulas: { 3: '=E2-1' } },
    ]);
    expect(wideWithFormula.rows.map((row) => row.values.sku)).toEqual(['191448100027']);
    expect(wideWithFormula.problems).toEqual([uploadMessages.formulaWithoutResult('6', 2, '=E2-1')]);
  });

  it('narrow: size columns are not expanded, and a sample without rows after the header previews nothing', () => {
    expect(previewImportedRows({ ...wide, layout: 'narrow' }, wideRows).rows).toHaveLength(2);
    expect(previewImportedRows(wide, wideRows.slice(0, 1)).rows).toEqual([]);
  });
});

describe('columnSampleValues', () => {
  it("shows a column's first three values below the header, a formula saved without its result as the formula", () => {
    const rows: SampleRow[] = [
      { row: 1, cells: ['Model', 'SKU'] },
      { row: 2, cells: ['10001', ''], unsavedFormulas: { 1: '=A2&"-7"' } },
      { row: 3, cells: [' 10002 ', '10002-7'] },
      { row: 4, cells: ['', ''] },
      { row: 5, cells: ['10003', '10003-7'] },
      { row: 6, cells: ['10004', '10004-7'] },
    ];
    expect(columnSampleValues(rows, 1, 0)).toEqual(['10001', '10002', '10003']);
    expect(columnSampleValues(rows, 1, 1)).toEqual(['=A2&"-7"', '10002-7', '10003-7']);
    expect(columnSampleValues(rows, 5, 1)).toEqual(['10004-7']);
  });
});
