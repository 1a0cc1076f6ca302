import { errorMessages } from '@lineup/contracts/error-messages';
import { lineListDetailsMessages } from '@lineup/contracts/line-list-details';
import { failureToasts, successToasts, uploadMessages } from '@lineup/contracts/messages';
import type { LineList } from '@lineup/contracts/pim';
import { uploadDialogTexts, uploadProgressLabels } from '@lineup/contracts/texts/upload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseFile,
  LINE_LIST_HEADER,
  lineListWorkbookFile,
  openLineListStep,
  openUploadDialog,
  pickDay,
  selectOption,
  stubUploadServer,
  uploadButton,
} from '@/features/upload/test-support/upload-test-utils';
import { aLineList } from '@/test/fakes/line-lists';
import { failure, ok, renderApp, resetApp } from '@/test/render-app';

afterEach(resetApp);

const lineList = (id: number, changes: Partial<LineList> = {}) =>
  aLineList(id, { name: `Spring ${id}`, dateSent: '2026-02-01', deadline: '2026-02-20', ...changes });

describe('Upload Inventory dialog', () => {
  it('goes inventory-source → line-list or open-stock, Back returns, closing resets to inventory-source', async () => {
    stubUploadServer();
    renderApp('/home/catalogs');
    let dialog = await openUploadDialog();
    expect(within(dialog).getByText(uploadDialogTexts.sourceDescription)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(uploadDialogTexts.brandLineList) }));
    expect(await within(dialog).findByLabelText(uploadDialogTexts.lineListType)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: uploadDialogTexts.back }));
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(uploadDialogTexts.openStock) }));
    expect(within(dialog).getByText(uploadDialogTexts.dropZoneHint(['xlsx'], '25.00 MB'))).toBeTruthy();
    expect((within(dialog).getByLabelText(uploadDialogTexts.file) as HTMLInputElement).accept).not.toContain('.xls,');
    // Close from the open-stock step: the next opening starts at inventory-source.
    fireEvent.click(within(dialog).getByRole('button', { name: uploadDialogTexts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openUploadDialog();
    expect(within(dialog).getByText(uploadDialogTexts.sourceDescription)).toBeTruthy();
  });

  it('offers the brands with an import format (others (WIP)), the update mode lists only that brand’s line lists, dates follow the type', async () => {
    const calls = stubUploadServer(({ path, search }) =>
      path === '/api/line-lists' && search.get('brandId') === '1'
        ? ok([lineList(11), lineList(12, { name: 'ATS May', type: 'future-stock', dateOfAvailability: '2026-05-01' })])
        : undefined,
    );
    renderApp('/home/catalogs');
    const dialog = await openUploadDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(uploadDialogTexts.brandLineList) }));
    const brandSelect = (await screen.findByLabelText(uploadDialogTexts.brand)) as HTMLSelectElement;
    await waitFor(() => expect(brandSelect.disabled).toBe(false));
    const options = [...brandSelect.options].filter((option) => option.value);
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['Crocs', false],
      ['Birkenstock (WIP)', true],
      ['Hey Dude', false],
      ['Crocs Kids (WIP)', true],
    ]);

    selectOption(uploadDialogTexts.lineListType, 'pre-book');
    expect(screen.getByLabelText(uploadDialogTexts.dateSent)).toBeTruthy();
    expect(screen.getByLabelText(uploadDialogTexts.deadlineForOrders)).toBeTruthy();
    expect(screen.queryByLabelText(uploadDialogTexts.dateOfAvailability)).toBeNull();
    selectOption(uploadDialogTexts.lineListType, 'future-stock');
    expect(screen.getByLabelText(uploadDialogTexts.dateOfAvailability)).toBeTruthy();
    expect(screen.queryByLabelText(uploadDialogTexts.dateSent)).toBeNull();
    selectOption(uploadDialogTexts.lineListType, 'brand-ats');
    expect(screen.queryByLabelText(uploadDialogTexts.dateOfAvailability)).toBeNull();

    selectOption(uploadDialogTexts.lineListType, 'update');
    const lineListSelect = screen.getByLabelText(uploadDialogTexts.lineListToUpdate) as HTMLSelectElement;
    expect(lineListSelect.disabled).toBe(true);
    selectOption(uploadDialogTexts.brand, '1');
    await waitFor(() => expect(lineListSelect.disabled).toBe(false));
    expect([...lineListSelect.options].filter((o) => o.value).map((o) => o.textContent)).toEqual([
      'Spring 11 (Pre-Book)',
      'ATS May (Future Available Stock)',
    ]);
    const query = calls.find((call) => call.path === '/api/line-lists')!.search;
    expect(query.get('brandId')).toBe('1');
    expect(query.get('status')).toBe('saved,sorting-pending,sorting-completed');
    // The dates are those of the list being replaced, as its type needs them.
    selectOption(uploadDialogTexts.lineListToUpdate, '12');
    expect(screen.getByLabelText(uploadDialogTexts.dateOfAvailability).textContent).toContain('05/01/2026');
  });

  it('checks the file, previews 15 rows and 5 columns with its size, and choosing a brand or type clears file and dates', async () => {
    stubUploadServer();
    renderApp('/home/catalogs');
    await openLineListStep('pre-book');

    chooseFile(new File(['x'], 'notes.csv'));
    expect(await screen.findByText(uploadMessages.wrongExtension('notes.csv'))).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: uploadDialogTexts.removeFile }));

    const file = lineListWorkbookFile('Crocs Spring 2026.xlsx');
    chooseFile(file);
    const table = await screen.findByRole('table', { name: uploadDialogTexts.previewCaption('Spring 2026', 15) });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(LINE_LIST_HEADER.slice(0, 5));
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    expect(screen.getByText('Crocs Spring 2026.xlsx')).toBeTruthy();
    expect(screen.getByText(/^\d+\.\d{2} KB$/)).toBeTruthy();

    // Pre-book needs both dates before Upload is enabled.
    expect(uploadButton().disabled).toBe(true);
    await pickDay(uploadDialogTexts.dateSent, 10);
    expect(uploadButton().disabled).toBe(true);
    await pickDay(uploadDialogTexts.deadlineForOrders, 20);
    expect(uploadButton().disabled).toBe(false);

    // Choosing the brand again clears the file and the dates.
    selectOption(uploadDialogTexts.brand, '1');
    expect(screen.queryByText('Crocs Spring 2026.xlsx')).toBeNull();
    expect(screen.getByLabelText(uploadDialogTexts.dateSent).textContent).toContain(uploadDialogTexts.pickDate);
    chooseFile(file);
    await screen.findByRole('table');
    selectOption(uploadDialogTexts.lineListType, 'brand-ats');
    expect(screen.queryByRole('table')).toBeNull();
    expect(uploadButton().disabled).toBe(true);
  });

  it('uploads: presigned address, PUT, processing, preview; progress to 100, toast, redirect; cannot close meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = stubUploadServer(async ({ path }) => {
      if (path === '/api/uploads/process') await gate;
      if (path === '/api/crocs/preview/7') return failure(404, 'not needed here');
      return undefined;
    });
    const router = renderApp('/home/catalogs');
    const dialog = await openLineListStep('brand-ats');
    chooseFile(lineListWorkbookFile('Crocs Summer 2026.xlsx', 5, 'Summer 2026'));
    await screen.findByRole('table');
    // The name is optional: its placeholder is the default, the file's season and year.
    const name = screen.getByLabelText(uploadDialogTexts.nameLabel) as HTMLInputElement;
    expect(name.placeholder).toBe('Summer 2026');
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(await screen.findByText(lineListDetailsMessages.nameTooLong)).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
    fireEvent.change(name, { target: { value: ' Summer drop ' } });
    fireEvent.change(screen.getByLabelText(uploadDialogTexts.descriptionLabel), { target: { value: 'Sandals' } });
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    fireEvent.click(uploadButton());

    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('60'));
    expect(screen.getAllByText(uploadProgressLabels['generating-preview']).length).toBeGreaterThan(0);
    // Loading: Escape and the missing close button keep the dialog open.
    expect(within(dialog).queryByRole('button', { name: uploadDialogTexts.close })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    release();
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'));
    expect(await screen.findByText(successToasts.lineListUploaded)).toBeTruthy();
    expect(screen.getByText(successToasts.lineListUploadedDescription)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/line-list/preview/7'), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: uploadDialogTexts.title })).toBeNull());

    const order = calls
      .filter((call) => call.method !== 'GET' || call.path.startsWith('/api/crocs/preview'))
      .map((call) => `${call.method} ${call.path}`);
    expect(order.slice(0, 4)).toEqual([
      'POST /api/uploads/get-presigned-upload-url',
      'PUT /storage/uploads/u1/file.xlsx',
      'POST /api/uploads/process',
      'GET /api/crocs/preview/7',
    ]);
    const presigned = calls.find((call) => call.path === '/api/uploads/get-presigned-upload-url')!.body as Record<
      string,
      unknown
    >;
    expect(presigned).toMatchObject({
      fileKey: 'Crocs Summer 2026.xlsx',
      fileType: 'xlsx',
      uploadKind: 'line-list',
      metadata: {
        brandId: 1,
        lineListType: 'brand-ats',
        lineListName: 'Summer drop',
        lineListDescription: 'Sandals',
        season: 'Summer',
        year: 2026,
        dateSent: null,
      },
    });
    expect(calls.find((call) => call.path === '/api/uploads/process')!.body).toMatchObject({
      description: 'Sandals',
      brand: 1,
      type: 'brand-ats',
      fileName: 'Crocs Summer 2026.xlsx',
      key: 'uploads/u1/file.xlsx',
      action: 'new',
    });
  });

  it('shows the server’s refusal in a toast and in the dialog, ready to try again', async () => {
    let refuse = true;
    stubUploadServer(({ path }) => {
      if (path !== '/api/uploads/process' || !refuse) return undefined;
      refuse = false;
      return failure(422, uploadMessages.badNumber('MSRP', 3, 'abc'));
    });
    const router = renderApp('/home/catalogs');
    await openLineListStep('own-stock');
    chooseFile(lineListWorkbookFile('bad.xlsx', 3));
    await screen.findByRole('table');
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    fireEvent.click(uploadButton());
    expect(await screen.findByText(failureToasts.uploadLineList)).toBeTruthy();
    const box = await screen.findByTestId('upload-error');
    expect(box.textContent).toContain(uploadMessages.badNumber('MSRP', 3, 'abc'));
    // A refusal without a list of problems shows no problem table and no annotated file.
    expect(screen.queryByRole('button', { name: uploadDialogTexts.downloadAnnotated })).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(uploadButton().disabled).toBe(false);
    // Try again: it goes through this time.
    fireEvent.click(uploadButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/line-list/preview/7'), { timeout: 3000 });
  });

  it('open stock: .xlsx only, "Upload successful" or "Upload failed" with the message', async () => {
    let fail = true;
    const calls = stubUploadServer(({ path }) => {
      if (path !== '/api/uploads/open-stock/process' || !fail) return undefined;
      fail = false;
      return failure(400, uploadMessages.missingColumn('Quantity'));
    });
    renderApp('/home/catalogs');
    const dialog = await openUploadDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(uploadDialogTexts.openStock) }));
    chooseFile(new File(['x'], 'stock.xls'));
    expect(await screen.findByText(uploadMessages.openStockXlsxOnly('stock.xls'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: uploadDialogTexts.removeFile }));
    chooseFile(lineListWorkbookFile('open-stock-bonded.xlsx', 3, 'Open Stock'));
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    fireEvent.click(uploadButton());
    expect(await screen.findByText(failureToasts.openStockUpload)).toBeTruthy();
    expect((await screen.findByTestId('upload-error')).textContent).toContain(uploadMessages.missingColumn('Quantity'));
    fireEvent.click(uploadButton());
    expect(await screen.findByText(successToasts.openStockUploaded)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(calls.find((call) => call.path === '/api/uploads/get-presigned-upload-url')?.body).toMatchObject({
      uploadKind: 'open-stock',
      fileType: 'xlsx',
      fileKey: 'open-stock-bonded.xlsx',
    });
  });

  it('says "Brand list is not loaded" when the brands cannot be loaded', async () => {
    stubUploadServer(({ path }) => (path === '/api/brands' ? failure(404, 'gone') : undefined));
    renderApp('/home/catalogs');
    const dialog = await openUploadDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(uploadDialogTexts.brandLineList) }));
    expect(await within(dialog).findByText(errorMessages.brandListNotLoaded)).toBeTruthy();
  });
});
