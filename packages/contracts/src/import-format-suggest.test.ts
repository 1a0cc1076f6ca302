import { describe, expect, it } from 'vitest';
import { IMPORT_HEADER_SEARCH_ROWS } from './import-format-definition';
import {
  columnLetter,
  findHeaderRow,
  proposeImportFormat,
  seasonFromText,
  sizeFromHeader,
  suggestImportField,
} from './import-format-suggest';
import { importFormatDefinitionSchema } from './import-formats';

const rows = (...lines: string[][]) => lines.map((cells, i) => ({ row: i + 1, cells }));

describe('suggestImportField', () => {
  it.each([
    ['Model Code', 'model_code'],
    ['STYLE #', 'model_code'],
    ['style_code', 'model_code'],
    ['Article', 'model_code'],
    ['Colour', 'color'],
    ['Color Name', 'color'],
    ['Colorway', 'color'],
    ['UPC', 'sku'],
    ['EAN', 'sku'],
    ['GTIN', 'sku'],
    ['Barcode', 'sku'],
    ['US Size', 'size'],
    ['Retail Price', 'msrp'],
    ['MSRP (USD)', 'msrp'],
    ['MSRP USD', 'msrp'],
    ['retail usd', 'msrp'],
    ['EUR RRP', 'msrp'],
    ['Retail $', 'msrp'],
    ['RRP', 'msrp'],
    ['Sex', 'gender'],
    ['Collection', 'franchise'],
    ['Style Name', 'silhouette'],
    ['Product Name', 'silhouette'],
    ['Silhoutte', 'silhouette'],
    ['Expected Ship Date', 'expected_shipped_date'],
    ['ETA', 'expected_shipped_date'],
    ['Image URL(s)', 'image_urls'],
    ['Photo', 'image_urls'],
    ['Comfort Level', 'comfort_level'],
    ['Height Range', 'height_range'],
    ['Wear  Occasion', 'wear_occasion'],
    ['target-fit', 'target_fit'],
    ['Quantity', 'quantity'],
    ['Qty', 'quantity'],
    ['On Hand', 'quantity'],
  ])('%s → %s', (header, field) => expect(suggestImportField(header)).toBe(field));

  it.each(['Wholesale Price', 'Weight', 'Material', 'Notes', 'Season', '', '10'])('%s is no field', (header) =>
    expect(suggestImportField(header)).toBeNull(),
  );

  it('needs three-letter names exactly: a near miss is only tolerated on longer names', () => {
    expect(suggestImportField('SKV')).toBeNull();
    expect(suggestImportField('Modle Code')).toBe('model_code');
  });
});

describe('sizeFromHeader', () => {
  it.each([
    ['6', '6'],
    ['7.5', '7.5'],
    ['10.0', '10'],
    ['11.5', '11.5'],
    ['36', '36'],
    ['42.5', '42.5'],
    ['1', '1'],
    ['52', '52'],
    ['m8', 'M8'],
    ['W10', 'W10'],
    ['8M', '8M'],
    ['M8/W10', 'M8/W10'],
    ['M 8 / W 10', 'M8/W10'],
    ['xs', 'XS'],
    ['XL', 'XL'],
  ])('%s is size %s', (header, size) => expect(sizeFromHeader(header)).toBe(size));

  it.each(['0', '53', '7.25', '191448000000', 'Size', 'MSRP', ''])('%s is no size', (header) =>
    expect(sizeFromHeader(header)).toBeNull(),
  );
});

describe('seasonFromText', () => {
  it.each([
    ['Spring 2026', 'Spring', 2026],
    ['Fall/Winter 2027', 'Fall/Winter', 2027],
    [' SS 2026 ', 'SS', 2026],
    ['Season: Spring 2026', 'Spring', 2026],
    ['Holiday 2026', 'Holiday', 2026],
    ['BIRKENSTOCK Spring / Summer 2026 line list', 'Spring/Summer', 2026],
  ])('%s', (text, season, year) => expect(seasonFromText(text)).toEqual({ season, year }));

  it.each(['2026', 'Spring', 'Spring 26', 'Sheet1', 'Classic 20261'])('%s names no season', (text) =>
    expect(seasonFromText(text)).toBeNull(),
  );
});

describe('proposeImportFormat', () => {
  it('finds a narrow header below a title, maps each field once and takes the season from a cell above it', () => {
    const sample = rows(
      ['Birkenstock Line List', '', ''],
      ['Season', 'Spring/Summer 2026'],
      ['Style #', 'Style Name', 'Colour', 'UPC', 'US Size', 'Retail', 'Model', 'Notes'],
      ['1017723', 'Arizona', 'Black', '4052001234567', '7.5', '135', 'x', ''],
    );
    const proposal = proposeImportFormat(sample, 'Sheet1');
    expect(proposal?.seasonFound).toEqual({ season: 'Spring/Summer', year: 2026 });
    const definition = proposal!.definition;
    expect(definition).toMatchObject({
      headerRow: 3,
      layout: 'narrow',
      season: { from: 'cell', cell: 'B2' },
      extraColumns: 'refuse',
      sizeColumns: [],
    });
    expect(definition.columns.map((c) => [c.header, c.field])).toEqual([
      ['Style #', 'model_code'],
      ['Style Name', 'silhouette'],
      ['Colour', 'color'],
      ['UPC', 'sku'],
      ['US Size', 'size'],
      ['Retail', 'msrp'],
    ]);
    // "Model" also names the model code, but "Style #" came first at the same distance.
    expect(definition.ignoredHeaders).toEqual(['Model', 'Notes']);
    expect(importFormatDefinitionSchema.safeParse(definition).success).toBe(true);
  });

  it('gives a field to its closest header, not the first near miss', () => {
    const proposal = proposeImportFormat(rows(['Colr', 'Color', 'SKU', 'Size']), 'Spring 2026');
    expect(proposal!.definition.columns.find((c) => c.field === 'color')?.header).toBe('Color');
    expect(proposal!.definition.ignoredHeaders).toEqual(['Colr']);
  });

  it('proposes the wide layout from three or more size headers, with UPC cells, season from the sheet name', () => {
    const sample = rows(
      ['Style', 'Description', 'Color', '7', '8', '9', 'MSRP'],
      ['H-1', 'Wally', 'Tan', '810000000017', '', '810000000031', '60'],
      ['H-2', 'Wendy', 'Navy', '810000000048', '810000000055', '', '60'],
    );
    const proposal = proposeImportFormat(sample, 'Fall 2026')!;
    expect(proposal.seasonFound).toEqual({ season: 'Fall', year: 2026 });
    expect(proposal.definition).toMatchObject({
      layout: 'wide',
      headerRow: 1,
      sizeCells: 'upc',
      season: { from: 'sheet-name' },
      sizeColumns: [
        { header: '7', size: '7' },
        { header: '8', size: '8' },
        { header: '9', size: '9' },
      ],
    });
    expect(importFormatDefinitionSchema.safeParse(proposal.definition).success).toBe(true);
  });

  it('takes quantities when the size cells are not UPCs; a "Size" or "UPC" column of a wide file is ignored', () => {
    const sample = rows(['Model', 'Name', 'Color', 'UPC', '36', '37', '38'], ['A', 'B', 'C', '', '4', '0', '12']);
    const { definition } = proposeImportFormat(sample, 'Sheet1')!;
    expect(definition.sizeCells).toBe('quantity');
    expect(definition.ignoredHeaders).toEqual(['UPC']);
    expect(definition.season).toEqual({ from: 'sheet-name' });
  });

  it('keeps three or fewer size headers in the narrow layout as ignored columns', () => {
    const sample = rows(['Model', 'Name', 'Color', 'SKU', 'Size', '7', '8']);
    const { definition } = proposeImportFormat(sample, 'Spring 2026')!;
    expect(definition.layout).toBe('narrow');
    expect(definition.ignoredHeaders).toEqual(['7', '8']);
  });

  it('picks the row naming the most fields among the first rows, the first on a tie; none past the search rows', () => {
    const sample = rows(['Model', 'Color'], ['Model', 'Color', 'SKU'], ['Model', 'Color', 'SKU']);
    expect(findHeaderRow(sample)?.row).toBe(2);
    const late = [{ row: IMPORT_HEADER_SEARCH_ROWS + 1, cells: ['Model', 'Color', 'SKU', 'Size'] }];
    expect(proposeImportFormat(late, 'Spring 2026')).toBeNull();
  });

  it('is null when no row names at least two fields', () => {
    expect(proposeImportFormat(rows(['Model', 'Notes'], ['1', '2']), 'Spring 2026')).toBeNull();
    expect(proposeImportFormat(rows(['7', '8', '9', 'Model']), 'Spring 2026')).toBeNull();
  });
});

it('columnLetter', () => expect([0, 25, 26, 51, 255].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'IV']));
