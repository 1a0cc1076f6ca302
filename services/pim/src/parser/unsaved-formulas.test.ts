import { CROCS_IMPORT_FORMAT } from '@lineup/contracts/import-format-definition';
import { uploadMessages } from '@lineup/contracts/messages';
import { describe, expect, it } from 'vitest';
import { fileRefusal } from '../test-support/file-refusal';
import { importFormatFixture } from '../test-support/import-format-fixtures';
import { xlsxBuffer } from '../test-support/sample-files';
import { parseOpenStock } from './open-stock';
import { type ParseJob, parseUploadedFile } from './parse-file';
import { openFirstSheet } from './sheet-rows';

/**
 * Formulas saved without their results (openpyxl and most scripts write them so): each such cell
 * is named as a formula, never read as an empty cell, 'NaN' or a lost price.
 */

const crocsJob = (
  file: { bytes: Buffer; fileName: string; extension: 'xlsx' | 'xls' },
  format = CROCS_IMPORT_FORMAT,
): ParseJob => ({ kind: 'line-list', ...file, format, formatLabel: { brand: 'Crocs', version: null } });

describe('a line list whose formulas were saved without results', () => {
  it('names every such cell in a mapped column with its formula (openpyxl fixture)', async () => {
    const problem = await fileRefusal(parseUploadedFile(crocsJob(importFormatFixture('crocsFormulas'))));
    const formula = (column: string, row: number, text: string) => ({
      row,
      column: column === 'SKU' ? 'L' : 'F',
      value: text,
      message: uploadMessages.formulaWithoutResult(column, row, text),
    });
    expect(problem.status).toBe(422);
    expect(problem.message).toBe(uploadMessages.formulaWithoutResult('SKU', 2, '=A2&"-"&M2'));
    expect(problem.problems).toEqual({
      total: 4,
      list: [
        formula('SKU', 2, '=A2&"-"&M2'),
        formula('SKU', 3, '=A3&"-"&M3'),
        formula('MSRP', 4, '=F3+10'),
        formula('SKU', 4, '=A4&"-"&M4'),
      ],
    });
  });

  it('imports the same file once LibreOffice has saved it with its results', async () => {
    const result = await parseUploadedFile(crocsJob(importFormatFixture('crocsFormulasLibreOffice')));
    if (result.kind !== 'line-list') throw new Error(`read as ${result.kind}`);
    const parents = result.lineList.parents;
    expect(parents.map((p) => [p.modelCode, p.msrp, p.skus.map((s) => s.sku)])).toEqual([
      ['10001-001', 49.99, ['10001-001-4', '10001-001-5']],
      ['10002-002', 59.99, ['10002-002-4']],
    ]);
  });

  it('reads a formula with its saved result as that result; one without, or with an error, as a formula (exceljs writer)', async () => {
    const bytes = await xlsxBuffer([
      {
        name: 'Spring 2026',
        rows: [
          ['Model Code', 'Silhouette', 'Color', 'SKU', 'Size', 'MSRP'],
          ['M1', 'Clog', 'Black', { formula: 'A2&"-"&E2', result: 'M1-8' }, '8', { formula: '40+9.99', result: 49.99 }],
          ['M2', 'Clog', 'White', 'M2-8', '8', { formula: 'F2+10' }],
          ['M3', 'Clog', 'Red', 'M3-8', '8', { formula: 'F2/0', result: { error: '#DIV/0!' } }],
        ],
      },
    ]);
    const format = {
      ...CROCS_IMPORT_FORMAT,
      columns: [
        { header: 'Model Code', field: 'model_code' as const },
        { header: 'Silhouette', field: 'silhouette' as const },
        { header: 'Color', field: 'color' as const },
        { header: 'SKU', field: 'sku' as const },
        { header: 'Size', field: 'size' as const },
        { header: 'MSRP', field: 'msrp' as const },
      ],
    };
    const problem = await fileRefusal(
      parseUploadedFile(crocsJob({ bytes, fileName: 'list.xlsx', extension: 'xlsx' }, format)),
    );
    expect(problem.problems!.list).toEqual([
      { row: 3, column: 'F', value: '=F2+10', message: uploadMessages.formulaWithoutResult('MSRP', 3, '=F2+10') },
      { row: 4, column: 'F', value: '=F2/0', message: uploadMessages.formulaWithoutResult('MSRP', 4, '=F2/0') },
    ]);
  });

  it('refuses an open-stock quantity that is a formula without its result, naming it', async () => {
    const bytes = await xlsxBuffer([
      {
        name: 'Stock',
        rows: [
          ['SKU', 'Model Code', 'Size', 'Quantity'],
          ['S1', 'M1', '8', { formula: '2*6' }],
        ],
      },
    ]);
    const problem = await fileRefusal(
      openFirstSheet(bytes, 'xlsx', 'stock.xlsx', async (sheet) => void (await parseOpenStock(sheet))),
    );
    expect(problem.message).toBe(uploadMessages.formulaWithoutResult('Quantity', 2, '=2*6'));
  });
});

describe('a sample whose formulas were saved without results', () => {
  it('carries each such cell as its formula, beside its empty text, for the editor to name', async () => {
    const result = await parseUploadedFile({ kind: 'format-sample', ...importFormatFixture('crocsFormulas') });
    if (result.kind !== 'format-sample') throw new Error(`read as ${result.kind}`);
    const rows = result.sample.rows;
    expect(rows.find((r) => r.row === 2)).toMatchObject({ unsavedFormulas: { 11: '=A2&"-"&M2' } });
    expect(rows.find((r) => r.row === 2)!.cells[11]).toBe('');
    expect(rows.find((r) => r.row === 4)!.unsavedFormulas).toEqual({ 5: '=F3+10', 11: '=A4&"-"&M4' });
    expect(rows.find((r) => r.row === 1)!.unsavedFormulas).toBeUndefined();
  });
});
