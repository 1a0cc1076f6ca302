import type { FileProblemDetail } from '@lineup/contracts/import-format-definition';
import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseFile,
  lineListWorkbookFile,
  openLineListStep,
  stubUploadServer,
  uploadButton,
} from '@/features/upload/test-support/upload-test-utils';
import { PROBLEM_CELL_FILL_ARGB } from '@/features/upload/upload-annotated-workbook';
import { jsonResponse } from '@/test/fixtures';
import { renderApp, resetApp } from '@/test/render-app';

// jsdom runs no script tag, so the loader of exceljs's browser build (tested on its own) gives the
// package's Node build here: the same workbook code.
vi.mock('@/features/upload/upload-load-exceljs', async () => ({
  loadExcelJs: async () => (await import('exceljs')).default,
}));

afterEach(resetApp);

const problems: FileProblemDetail[] = [
  { row: 3, column: 'G', value: 'S1', message: 'Row 3, column "SKU": "S1" is not a UPC (8 to 14 digits).' },
  { row: 4, column: 'F', value: 'free', message: 'MSRP in row 4 is not a number: "free".' },
  { row: 1, column: null, value: null, message: 'Column "Size Run" is missing from the header row (row 1).' },
];
const PROBLEMS_TOTAL = 230;

/** The line-list form with a chosen file, refused by the server with `problems` (of PROBLEMS_TOTAL). */
async function uploadRefusedFile() {
  const calls = stubUploadServer(({ path }) =>
    path === '/api/uploads/process'
      ? jsonResponse(422, { success: false, message: problems[0]!.message, problems, problemsTotal: PROBLEMS_TOTAL })
      : undefined,
  );
  renderApp('/home/catalogs');
  const _dialog = await openLineListStep('own-stock');
  chooseFile(lineListWorkbookFile('Crocs Fall 2026.xlsx', 5, 'Fall 2026'));
  await screen.findByRole('table');
  await waitFor(() => expect(uploadButton().disabled).toBe(false));
  fireEvent.click(uploadButton());
  return calls;
}

describe('Upload Inventory dialog: a file refused with its problems', () => {
  it('lists every problem (row, column, value, message) in a named, focusable region, and how many more', async () => {
    await uploadRefusedFile();
    const name = uploadDialogTexts.problemsLabel(PROBLEMS_TOTAL);
    const table = await screen.findByRole('table', { name });
    expect((await screen.findByTestId('upload-error')).textContent).toContain(problems[0]!.message);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['3', 'G', 'S1', problems[0]!.message],
      ['4', 'F', 'free', problems[1]!.message],
      ['1', uploadDialogTexts.problemNoCell, '', problems[2]!.message],
    ]);
    expect(screen.getByRole('region', { name }).tabIndex).toBe(0);
    expect(screen.getByText(importFormatMessages.moreProblems(PROBLEMS_TOTAL - problems.length))).toBeTruthy();

    // Another file: the problems were the last file's, they go.
    fireEvent.click(screen.getByRole('button', { name: uploadDialogTexts.removeFile }));
    expect(screen.queryByRole('table', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: uploadDialogTexts.downloadAnnotated })).toBeNull();
  });

  it('downloads the chosen file annotated, made in the browser, as "<name> - problems.xlsx"', async () => {
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((file: Blob) => {
      saved.push(file);
      return 'blob:annotated';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const calls = await uploadRefusedFile();
    const download = await screen.findByRole('button', { name: uploadDialogTexts.downloadAnnotated });
    const callsBefore = calls.length;

    fireEvent.click(download);
    await waitFor(() => expect(downloads).toEqual(['Crocs Fall 2026 - problems.xlsx']));
    expect(calls.length).toBe(callsBefore);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await saved[0]!.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const marked: Record<string, unknown> = {};
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.note !== undefined)
          marked[cell.address] = [cell.note, cell.fill?.type === 'pattern' && cell.fill.fgColor?.argb];
      }),
    );
    expect(marked).toEqual({
      G3: [problems[0]!.message, PROBLEM_CELL_FILL_ARGB],
      F4: [problems[1]!.message, PROBLEM_CELL_FILL_ARGB],
      // The server listed 3 of its 230 problems: A1 says the marked ones are the first, then its own.
      A1: [
        `${uploadDialogTexts.annotatedFirstOnly(problems.length, PROBLEMS_TOTAL)}\n${problems[2]!.message}`,
        PROBLEM_CELL_FILL_ARGB,
      ],
    });
    expect(sheet.getCell('G3').value).toBe('S1');
  });
});
