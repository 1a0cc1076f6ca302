import { IMPORT_HEADER_SEARCH_ROWS, IMPORT_SAMPLE_ROWS } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import type { ImportFormatSample } from '@lineup/contracts/import-formats';
import { describe, expect, it } from 'vitest';
import {
  BIRKENSTOCK_FORMAT,
  HEY_DUDE_FORMAT,
  type ImportFormatFixture,
  importFormatFixture,
  WIDE_QUANTITIES_FORMAT,
} from '../test-support/import-format-fixtures';
import { readFormatSample } from './format-sample';
import { parseUploadedFile } from './parse-file';
import type { SheetRow } from './sheet-values';

async function sampleOf(fixture: ImportFormatFixture): Promise<ImportFormatSample> {
  const result = await parseUploadedFile({ kind: 'format-sample', ...importFormatFixture(fixture) });
  if (result.kind !== 'format-sample') throw new Error(`read as ${result.kind}`);
  return result.sample;
}

describe('a sample read into a proposed format', () => {
  it.each<ImportFormatFixture>(['birkenstockNarrow', 'birkenstockNarrowLibreOffice', 'birkenstockNarrowXls'])(
    '%s: the header on row 3, each column its field, the season from cell B2',
    async (fixture) => {
      const sample = await sampleOf(fixture);
      expect(sample.proposal).toEqual(BIRKENSTOCK_FORMAT);
      expect(sample.seasonFound).toEqual({ season: 'Spring/Summer', year: 2026 });
      expect(sample.sheetName).toBe('Line List');
      // Cells as they would import: number-typed sizes and UPCs as shown, dates as YYYY-MM-DD.
      expect(sample.rows.find((r) => r.row === 5)!.cells).toEqual([
        '1017723',
        'Arizona',
        'Black',
        'Classic',
        'Unisex',
        '7.5',
        '4052001017730',
        '135',
        '2026-03-15',
        'https://images.example.com/birkenstock/1017723.jpg',
      ]);
      expect(sample.rows.map((r) => r.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13]);
    },
  );

  it('proposes the wide layout with UPC cells for the Hey Dude-like file', async () => {
    const sample = await sampleOf('heyDudeWideUpc');
    expect(sample.proposal).toEqual(HEY_DUDE_FORMAT);
    expect(sample.seasonFound).toEqual({ season: 'Fall', year: 2026 });
    expect(sample.rows[0]!.cells.slice(4)).toEqual(['7', '8', '9', '10', '11', '12']);
  });

  it('proposes quantity cells and the season cell A1 for the wide file with quantities', async () => {
    const sample = await sampleOf('wideQuantities');
    expect(sample.proposal).toEqual(WIDE_QUANTITIES_FORMAT);
  });

  it('refuses a sample whose first rows name no line-list columns', async () => {
    await expect(sampleOf('noHeader')).rejects.toThrow(importFormatMessages.noHeaderRow(IMPORT_HEADER_SEARCH_ROWS));
  });

  it('stops reading after the header search rows and the sample rows after the header', async () => {
    let pulled = 0;
    async function* rows(): AsyncGenerator<SheetRow> {
      yield { number: 1, values: ['Line list'] };
      for (let n = 25; ; n++) {
        pulled++;
        yield {
          number: n,
          values: n === 25 ? ['Model', 'Name', 'Color', 'SKU', 'Size'] : [`M${n}`, 'N', 'C', `S${n}`, 8],
        };
      }
    }
    // The header is past the search rows: none is found, and reading stops there.
    await expect(readFormatSample({ name: 'Spring 2026', rows: rows() }, 'x.xlsx')).rejects.toThrow(
      importFormatMessages.noHeaderRow(IMPORT_HEADER_SEARCH_ROWS),
    );
    expect(pulled).toBe(1);

    pulled = 0;
    async function* later(): AsyncGenerator<SheetRow> {
      for (let n = 1; ; n++) {
        pulled++;
        yield {
          number: n,
          values: n === 18 ? ['Model', 'Name', 'Color', 'SKU', 'Size'] : [`M${n}`, 'N', 'C', `S${n}`, 8],
        };
      }
    }
    const sample = await readFormatSample({ name: 'Spring 2026', rows: later() }, 'x.xlsx');
    expect(sample.proposal.headerRow).toBe(18);
    expect(sample.rows.at(-1)!.row).toBe(18 + IMPORT_SAMPLE_ROWS);
    expect(pulled).toBe(18 + IMPORT_SAMPLE_ROWS + 1);
  });
});
