import {
  type BrandImportFormat,
  type ImportFormatDefinition,
  type ImportFormatSample,
  importFormatMessages,
} from '@lineup/contracts/import-formats';
import { uploadMessages } from '@lineup/contracts/messages';
import { importFormatTexts } from '@lineup/contracts/texts/import-format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { ImportFormatSection } from '@/features/import-format/components/import-format-section';
import { failure, ok, resetApp } from '@/test/render-app';
import { renderScreen, stubUsersApi } from '@/test/render-screen';

afterEach(resetApp);

const FORMAT_PATH = '/api/brands/7/import-format';

/** A sample whose header is row 2 (row 1 holds the season), as the server answers it. */
const proposal: ImportFormatDefinition = {
  headerRow: 2,
  layout: 'narrow',
  columns: [
    { header: 'Style', field: 'model_code' },
    { header: 'Colour', field: 'color' },
    { header: 'Silhouette', field: 'silhouette' },
    { header: 'UPC', field: 'sku' },
    { header: 'Size', field: 'size' },
  ],
  sizeColumns: [],
  sizeCells: 'upc',
  season: { from: 'sheet-name' },
  ignoredHeaders: ['Notes'],
  extraColumns: 'ignore',
};
const sample: ImportFormatSample = {
  fileName: 'hoka-fw26.xlsx',
  sheetName: 'Fall 2026',
  rows: [
    { row: 1, cells: ['Hoka line list', 'Fall 2026', '', '', '', ''] },
    { row: 2, cells: ['Style', 'Colour', 'Silhouette', 'UPC', 'Size', 'Notes'] },
    { row: 3, cells: ['1127895', 'Black', 'Clifton 9', '197634000011', '9', 'new'] },
    { row: 4, cells: ['1127895', 'White', 'Clifton 9', '197634000028', '10', ''] },
  ],
  proposal,
  seasonFound: { season: 'Fall', year: 2026 },
};
const none: BrandImportFormat = { current: null, usesBuiltInCrocsFormat: false, versions: [] };

/** The brand's format API in memory: GET answers what PUT saved. */
function formatServer(options: { put?: () => Response; sample?: () => Response } = {}) {
  let format = none;
  return stubUsersApi({
    [`GET ${FORMAT_PATH}`]: () => ok(format),
    [`POST ${FORMAT_PATH}/sample`]: options.sample ?? (() => ok(sample, importFormatMessages.sampleRead)),
    [`PUT ${FORMAT_PATH}`]:
      options.put ??
      ((body) => {
        const saved = {
          id: 40,
          brandId: 7,
          version: 1,
          definition: (body as { definition: ImportFormatDefinition }).definition,
          createdAt: '2026-03-02T12:00:00.000Z',
        };
        format = {
          current: saved,
          usesBuiltInCrocsFormat: false,
          versions: [{ version: 1, createdAt: saved.createdAt }],
        };
        return ok(saved, importFormatMessages.saved(1), 201);
      }),
  });
}

function renderSection() {
  return renderScreen(
    <>
      <ImportFormatSection brandId={7} />
      <Toaster />
    </>,
  );
}

async function dropSample() {
  const file = new File(['xlsx bytes'], 'hoka-fw26.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(await screen.findByLabelText(importFormatTexts.sampleFile), { target: { files: [file] } });
  return screen.findByRole('heading', { name: importFormatTexts.editorHeading(sample.fileName, sample.sheetName) });
}

const fieldSelect = (letter: string, header: string) =>
  screen.getByRole('combobox', { name: importFormatTexts.columnFieldLabel(letter, header) }) as HTMLSelectElement;

const previewTable = () => screen.getByRole('table', { name: importFormatTexts.previewHeading });

describe('Import format section', () => {
  it('says the brand has no format yet, then shows the proposal of a dropped sample', async () => {
    const api = formatServer();
    renderSection();
    expect(await screen.findByText(importFormatTexts.none)).toBeTruthy();
    await dropSample();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `${FORMAT_PATH}/sample`)).toBe(true);
    expect((screen.getByLabelText(importFormatTexts.headerRow) as HTMLSelectElement).value).toBe('2');
    expect(fieldSelect('A', 'Style').value).toBe('field:model_code');
    expect(fieldSelect('D', 'UPC').value).toBe('field:sku');
    expect(fieldSelect('F', 'Notes').value).toBe('ignored');
    const preview = within(previewTable());
    expect(preview.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Row',
      'Model Code',
      'Silhouette',
      'Color',
      'SKU or UPC',
      'Size',
    ]);
    expect(preview.getByRole('cell', { name: '197634000028' })).toBeTruthy();
    expect(screen.queryByText(importFormatTexts.problemsHeading)).toBeNull();
  });

  it('remapping a column changes the rows as they would import', async () => {
    formatServer();
    renderSection();
    await dropSample();
    fireEvent.change(fieldSelect('F', 'Notes'), { target: { value: 'field:gender' } });
    expect(within(previewTable()).getByRole('columnheader', { name: 'Gender' })).toBeTruthy();
    expect(within(previewTable()).getByRole('cell', { name: 'new' })).toBeTruthy();
  });

  it('another header row lists its columns; coming back keeps the choices made on the first', async () => {
    formatServer();
    renderSection();
    await dropSample();
    fireEvent.change(fieldSelect('F', 'Notes'), { target: { value: 'field:gender' } });
    const headerRow = screen.getByLabelText(importFormatTexts.headerRow);
    fireEvent.change(headerRow, { target: { value: '1' } });
    const columns = () =>
      within(screen.getByRole('table', { name: importFormatTexts.columnsHeading }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(columns()).toEqual(['Hoka line list', 'Fall 2026']);
    fireEvent.change(headerRow, { target: { value: '2' } });
    expect(columns()).toEqual(['Style', 'Colour', 'Silhouette', 'UPC', 'Size', 'Notes']);
    expect(fieldSelect('A', 'Style').value).toBe('field:model_code');
    expect(fieldSelect('F', 'Notes').value).toBe('field:gender');
  });

  it('blocks two columns mapped to one field with the schema message, and sends nothing', async () => {
    const api = formatServer();
    renderSection();
    await dropSample();
    fireEvent.change(fieldSelect('B', 'Colour'), { target: { value: 'field:model_code' } });
    const problems = screen.getByRole('region', { name: importFormatTexts.problemsHeading });
    expect(
      within(problems).getByText(importFormatMessages.fieldMappedTwice('model_code', 'Style', 'Colour')),
    ).toBeTruthy();
    // Colour no longer fills Color: the required field is named too.
    expect(within(problems).getByText(importFormatMessages.requiredFieldUnmapped('color'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: importFormatTexts.save }));
    await waitFor(() => expect(document.activeElement).toBe(problems));
    expect(api.sent(`PUT ${FORMAT_PATH}`)).toEqual([]);
  });

  it('saves the definition, toasts the server message and shows the new version', async () => {
    const api = formatServer();
    renderSection();
    await dropSample();
    fireEvent.change(fieldSelect('F', 'Notes'), { target: { value: 'field:gender' } });
    fireEvent.click(screen.getByRole('radio', { name: importFormatTexts.seasonFixed }));
    fireEvent.change(screen.getByLabelText(importFormatTexts.season), { target: { value: 'Fall' } });
    fireEvent.change(screen.getByLabelText(importFormatTexts.year), { target: { value: '2026' } });
    fireEvent.click(screen.getByRole('button', { name: importFormatTexts.save }));
    expect(await screen.findByText(importFormatMessages.saved(1))).toBeTruthy();
    expect(api.sent(`PUT ${FORMAT_PATH}`)).toEqual([
      {
        definition: {
          ...proposal,
          columns: [...proposal.columns, { header: 'Notes', field: 'gender' }],
          ignoredHeaders: [],
          season: { from: 'fixed', season: 'Fall', year: 2026 },
        },
      },
    ]);
    const current = await screen.findByTestId('import-format-current');
    await waitFor(() => expect(current.textContent).toMatch(/^Version 1, saved \d\d\/\d\d\/2026$/));
    expect(screen.queryByRole('button', { name: importFormatTexts.save })).toBeNull();
    expect(screen.getByRole('heading', { name: importFormatTexts.versionsHeading })).toBeTruthy();
    // The editor is gone: the focus is on the drop zone's heading, not lost on the page's body.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: importFormatTexts.sampleHeading })),
    );
  });

  it('wide layout: a size column per size, its size editable, quantities make <model>-<size> SKUs', async () => {
    const wideSample: ImportFormatSample = {
      ...sample,
      rows: [
        { row: 1, cells: ['Style', 'Colour', 'Silhouette', 'US 7', 'US 8'] },
        { row: 2, cells: ['1127895', 'Black', 'Clifton 9', '4', '0'] },
      ],
      proposal: {
        ...proposal,
        headerRow: 1,
        layout: 'wide',
        columns: proposal.columns.filter((column) => column.field !== 'sku' && column.field !== 'size'),
        sizeColumns: [
          { header: 'US 7', size: '7' },
          { header: 'US 8', size: '8' },
        ],
        sizeCells: 'upc',
        ignoredHeaders: [],
      },
    };
    const api = formatServer({ sample: () => ok(wideSample) });
    renderSection();
    await dropSample();
    expect(fieldSelect('D', 'US 7').value).toBe('size');
    fireEvent.change(screen.getByLabelText(importFormatTexts.sizeCells), { target: { value: 'quantity' } });
    fireEvent.change(screen.getByLabelText(importFormatTexts.columnSizeLabel('D', 'US 7')), {
      target: { value: '7.5' },
    });
    const preview = within(previewTable());
    expect(preview.getByRole('cell', { name: '1127895-7.5' })).toBeTruthy();
    // A quantity of 0 makes no SKU.
    expect(preview.queryByRole('cell', { name: '1127895-8' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: importFormatTexts.save }));
    await screen.findByText(importFormatMessages.saved(1));
    expect(api.sent(`PUT ${FORMAT_PATH}`)[0].definition).toMatchObject({
      layout: 'wide',
      sizeCells: 'quantity',
      sizeColumns: [
        { header: 'US 7', size: '7.5' },
        { header: 'US 8', size: '8' },
      ],
    });
  });

  it("shows the server's refusal of a format next to the form", async () => {
    formatServer({ put: () => failure(400, importFormatMessages.seasonCellInvalid) });
    renderSection();
    await dropSample();
    fireEvent.click(screen.getByRole('button', { name: importFormatTexts.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(importFormatMessages.seasonCellInvalid);
    expect(screen.getByRole('button', { name: importFormatTexts.save })).toBeTruthy();
  });

  it("shows the server's refusal of a sample under the drop zone", async () => {
    formatServer({ sample: () => failure(422, importFormatMessages.noHeaderRow(20)) });
    renderSection();
    fireEvent.change(await screen.findByLabelText(importFormatTexts.sampleFile), {
      target: { files: [new File(['x'], 'notes.xlsx')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(importFormatMessages.noHeaderRow(20));
  });

  it('refuses a file that is not a spreadsheet without sending it', async () => {
    const api = formatServer();
    renderSection();
    fireEvent.change(await screen.findByLabelText(importFormatTexts.sampleFile), {
      target: { files: [new File(['x'], 'notes.csv')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(uploadMessages.wrongExtension('notes.csv'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a format with problems that imports no row says so in place of the rows', async () => {
    formatServer();
    renderSection();
    await dropSample();
    // The wide layout with no size column: nothing imports until a column is made a size.
    fireEvent.change(screen.getByLabelText(importFormatTexts.layout), { target: { value: 'wide' } });
    expect(await screen.findByText(importFormatTexts.previewAfterProblems)).toBeTruthy();
    expect(screen.queryByText(importFormatTexts.previewEmpty)).toBeNull();
  });

  it('discarding returns to the summary', async () => {
    formatServer();
    renderSection();
    await dropSample();
    fireEvent.click(screen.getByRole('button', { name: importFormatTexts.discard }));
    expect(await screen.findByLabelText(importFormatTexts.sampleFile)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: importFormatTexts.sampleHeading })),
    );
  });
});
