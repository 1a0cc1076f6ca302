import { Readable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import { CROCS_IMPORT_FORMAT } from '@lineup/contracts/import-format-definition';
import { uploadMessages } from '@lineup/contracts/messages';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CROCS_HEADERS, crocsSheet } from '../test-support/sample-files';
import type { FileProblem } from './errors';
import { MERGED_AREAS_MAX, mergedArea, mergedAreasOfWorksheet } from './merged-cells';
import { parseUploadedFile } from './parse-file';

/** One item of three sizes (rows 2–4) whose Model Code and Silhouette cells are merged down its rows. */
function mergedItemRows(): unknown[][] {
  const rows = crocsSheet({ parents: 1, sizesPerParent: 3 });
  for (const header of ['Model Code', 'Silhouette']) {
    const column = CROCS_HEADERS.indexOf(header);
    for (const row of rows.slice(2)) row[column] = null;
  }
  return rows;
}
const letterOf = (header: string) => String.fromCharCode(65 + CROCS_HEADERS.indexOf(header));

async function refusalOf(bytes: Buffer, extension: 'xlsx' | 'xls'): Promise<FileProblem> {
  const job = {
    kind: 'line-list' as const,
    bytes,
    fileName: `Crocs.${extension}`,
    extension,
    format: CROCS_IMPORT_FORMAT,
    formatLabel: { brand: 'Crocs', version: 1 },
  };
  return (await parseUploadedFile(job).then(
    () => expect.fail('the file was read'),
    (error: unknown) => error,
  )) as FileProblem;
}

function expectMergeHints(refusal: FileProblem) {
  const model = letterOf('Model Code');
  const silhouette = letterOf('Silhouette');
  const hinted = refusal.problems!.list.filter((problem) => problem.message.includes('merged cells'));
  expect(hinted.map((problem) => `${problem.column}${problem.row}`)).toEqual([
    `${model}3`,
    `${silhouette}3`,
    `${model}4`,
    `${silhouette}4`,
  ]);
  expect(hinted[0]!.message).toBe(
    `${uploadMessages.blankCell('Model Code', 3)} ${uploadMessages.hiddenByMergedCells(`${model}2:${model}4`)}`,
  );
  // The refusal's own message is its first problem's, hint included.
  expect(refusal.message).toBe(refusal.problems!.list[0]!.message);
}

describe('cells a merge hides', () => {
  it('an .xlsx (exceljs): each empty cell under a merged one says so and what to do', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Spring 2026');
    for (const row of mergedItemRows()) sheet.addRow(row);
    for (const header of ['Model Code', 'Silhouette']) sheet.mergeCells(`${letterOf(header)}2:${letterOf(header)}4`);
    expectMergeHints(await refusalOf(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx'));
  });

  it('an .xls (SheetJS): the same', async () => {
    const sheet = XLSX.utils.aoa_to_sheet(mergedItemRows());
    sheet['!merges'] = ['Model Code', 'Silhouette'].map((header) =>
      XLSX.utils.decode_range(`${letterOf(header)}2:${letterOf(header)}4`),
    );
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Spring 2026');
    const bytes = XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expectMergeHints(await refusalOf(bytes, 'xls'));
  });

  it('an empty cell no merge covers keeps its message alone', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Spring 2026');
    for (const row of mergedItemRows()) sheet.addRow(row);
    const refusal = await refusalOf(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx');
    expect(refusal.problems!.list[0]!.message).toBe(uploadMessages.blankCell('Model Code', 3));
  });
});

describe('merged areas of a worksheet', () => {
  it('reads prefixed and unprefixed tags across chunk boundaries, and ignores what is not an area', async () => {
    const xml =
      '<worksheet><sheetData/><mergeCells count="4"><mergeCell ref="A2:A4"/><x:mergeCell ref="c10:D11"/>' +
      '<mergeCell ref="B2"/><mergeCell ref="ZZZZ1:A1"/></mergeCells></worksheet>';
    const chunks = xml.match(/.{1,7}/g)!;
    const areas = await mergedAreasOfWorksheet(Readable.from(chunks));
    expect(areas.map((area) => area.ref)).toEqual(['A2:A4', 'C10:D11']);
    expect(areas[1]).toEqual({ ref: 'C10:D11', top: 10, left: 3, bottom: 11, right: 4 });
    expect(mergedArea('B4:A2')).toBeNull();
  });

  it(`stops at ${MERGED_AREAS_MAX.toLocaleString('en-US')} areas`, async () => {
    const tags = Array.from({ length: MERGED_AREAS_MAX + 5 }, (_, i) => `<mergeCell ref="A${i + 1}:B${i + 1}"/>`);
    const areas = await mergedAreasOfWorksheet(Readable.from([`<mergeCells>${tags.join('')}</mergeCells>`]));
    expect(areas).toHaveLength(MERGED_AREAS_MAX);
  });
});
