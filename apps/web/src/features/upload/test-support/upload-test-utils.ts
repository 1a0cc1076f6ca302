import * as XLSX from '@e965/xlsx';
import type { Brand } from '@lineup/contracts/pim';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { aBrand, brandsList } from '@/test/fakes/brands';
import { jsonResponse } from '@/test/fixtures';
import { type ApiCall, stubApi } from '@/test/render-app';

/** The Upload Inventory dialog's tests: brands, a line-list file, the API's answers and the form's controls. */

/** A brand; `importFormatVersion` null when it has no import format yet. */
export const uploadTestBrand = (id: number, name: string, importFormatVersion: number | null): Brand =>
  aBrand(id, name, { importFormatVersion, hasImportFormat: importFormatVersion !== null });
/** Selectable by their import format, whatever their name: Hey Dude has one, Crocs Kids none yet. */
export const uploadTestBrands = [
  uploadTestBrand(1, 'Crocs', 1),
  uploadTestBrand(2, 'Birkenstock', null),
  uploadTestBrand(3, 'Hey Dude', 2),
  uploadTestBrand(4, 'Crocs Kids', null),
];

export const LINE_LIST_HEADER = ['Model Code', 'Franchise', 'Silhouette', 'Color', 'Gender', 'MSRP', 'SKU', 'Size'];

/** A real .xlsx made with SheetJS: a header row and `rows` rows. */
export function lineListWorkbookFile(name: string, rows = 30, sheet = 'Spring 2026'): File {
  const aoa = [
    LINE_LIST_HEADER,
    ...Array.from({ length: rows }, (_, i) => [`M${i}`, 'Classic', 'Clog', 'Black', 'U', 49.99, `S${i}`, '9']),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), sheet);
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export type UploadApiHandler = (call: ApiCall) => Response | undefined | Promise<Response | undefined>;

/**
 * Answers the brands and the upload calls (presigned address, PUT, processing) with success;
 * `extra` answers first, for a test's own refusals and calls. Returns the calls made.
 */
export function stubUploadServer(extra: UploadApiHandler = () => undefined) {
  return stubApi(async (call) => {
    const answer = (await extra(call)) ?? (await brandsList(uploadTestBrands)(call));
    if (answer) return answer;
    if (call.path === '/api/uploads/get-presigned-upload-url')
      return jsonResponse(201, {
        success: true,
        message: 'Upload address created',
        data: {
          presignedUrl: 'http://localhost:3000/storage/uploads/u1/file.xlsx?sig=abc',
          fileKey: 'uploads/u1/file.xlsx',
          metadataKey: 'metadata/u1.json',
          method: 'PUT',
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          expiresAt: '2026-01-01T00:15:00.000Z',
        },
      });
    if (call.path.startsWith('/storage/')) return new Response(null, { status: 200 });
    if (call.path === '/api/uploads/process')
      return jsonResponse(201, {
        success: true,
        message: 'Line list uploaded successfully',
        data: { lineListId: 7, itemsCount: 30, rowsCount: 30, season: 'Spring', year: 2026 },
      });
    if (call.path === '/api/uploads/open-stock/process')
      return jsonResponse(201, { success: true, message: 'Upload successful', data: { rowsCount: 3 } });
    return undefined;
  });
}

export async function openUploadDialog() {
  fireEvent.click(await screen.findByRole('button', { name: uploadDialogTexts.title }));
  return screen.findByRole('dialog');
}

/**
 * Opens the dialog on its line-list step and waits for the brands; with a type, chooses it and
 * brand 1 (Crocs). Answers the dialog.
 */
export async function openLineListStep(type?: string) {
  const dialog = await openUploadDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(uploadDialogTexts.brandLineList) }));
  await waitFor(() =>
    expect((screen.getByLabelText(uploadDialogTexts.brand) as HTMLSelectElement).disabled).toBe(false),
  );
  if (type) {
    selectOption(uploadDialogTexts.lineListType, type);
    selectOption(uploadDialogTexts.brand, '1');
  }
  return dialog;
}

export function selectOption(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText(uploadDialogTexts.file), { target: { files: [file] } });
}

export async function pickDay(label: string, day: number) {
  fireEvent.click(screen.getByLabelText(label));
  const grid = await screen.findByRole('grid');
  const button = within(grid)
    .getAllByRole('button')
    .find((candidate) => candidate.textContent === String(day));
  if (!button) throw new Error(`no day ${day}`);
  fireEvent.click(button);
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
}

export const uploadButton = () => screen.getByRole('button', { name: uploadDialogTexts.upload }) as HTMLButtonElement;
