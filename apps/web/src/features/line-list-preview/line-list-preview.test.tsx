import type { PreviewParent, PreviewResponse } from '@lineup/contracts/line-list-preview';
import { failureToasts, successToasts } from '@lineup/contracts/messages';
import type { LineList } from '@lineup/contracts/pim';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCalendarDay } from '@/components/ui/date-picker';
import { lineList, parent, previewOf, savedPreview } from '@/features/line-list-preview/test-support/preview-fixtures';
import { layOutPreviewTable } from '@/features/line-list-preview/test-support/preview-table-layout';
import { getQueryClient } from '@/lib/query-client';
import { type ApiCall, failure, ok, renderApp, resetApp, stubApi } from '@/test/render-app';

layOutPreviewTable();

afterEach(() => {
  vi.useRealTimers();
  resetApp();
});

const small = () =>
  previewOf([
    parent(1),
    parent(2, { status: 'old', children: [{ sku: 'S2-8', size: '8', image_urls: [] }] }),
    parent(3, { status: 'changed', changedFields: ['msrp'], msrp: 1049.5 }),
  ]);

function server(data: PreviewResponse, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return stubApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/crocs/preview/7' && call.method === 'GET') return ok(data);
    return undefined;
  });
}

const table = () => screen.findByRole('table', { name: previewTexts.tableLabel });

/**
 * The preview of line list 7 once its table shows, with where the app goes from then on recorded:
 * the segmentation screen (another area) may move on by itself.
 */
async function openPreviewRecordingVisits() {
  const router = renderApp('/home/line-list/preview/7');
  const visited: string[] = [];
  router.subscribe('onBeforeNavigate', (event) => visited.push(event.toLocation.pathname));
  await table();
  return { router, visited };
}
const bodyRows = (element: HTMLElement) => [...element.querySelectorAll('tbody tr:not([data-spacer])')];

describe('/home/line-list/preview/{lineListId}', () => {
  it('in update mode, also says how many items of the current version change and go', async () => {
    server({
      ...small(),
      mode: 'update',
      replacesLineListId: 3,
      removedModelCodes: ['OLD-1', 'OLD-2'],
      importFormatVersion: 3,
    });
    renderApp('/home/line-list/preview/7');
    expect(await screen.findByTestId('update-changes-line')).toBeTruthy();
    expect(screen.getByText(previewTexts.readWith(3))).toBeTruthy();
    expect(screen.getByText(previewTexts.updateOf(lineList().name))).toBeTruthy();
    expect(screen.getByTestId('update-changes-line').textContent).toBe(previewTexts.updateChangesLine(1, 2));
    expect(screen.getByTestId('new-items-line').textContent).toBe(previewTexts.newItemsLine(1));
  });

  it('shows the title, the dates that are set, the toolbar, the new-items line, the crumbs and the rows', async () => {
    server(small());
    renderApp('/home/line-list/preview/7');
    expect(await screen.findByRole('heading', { name: 'Crocs Pre-Book Line List' })).toBeTruthy();
    expect(screen.getByText(previewTexts.readWith(null))).toBeTruthy();
    expect(screen.getByLabelText(previewTexts.dateSent).textContent).toContain('02/01/2026');
    expect(screen.getByLabelText(previewTexts.deadlineForOffers).textContent).toContain('02/20/2026');
    expect(screen.queryByLabelText(previewTexts.dateOfAvailability)).toBeNull();
    const search = screen.getByPlaceholderText(previewTexts.searchPlaceholder);
    expect((search.parentElement as HTMLElement).style.maxWidth).toBe('360px');
    expect(screen.getByRole('button', { name: previewTexts.addNewItem })).toBeTruthy();
    expect(screen.getByRole('button', { name: previewTexts.columns })).toBeTruthy();
    expect(screen.getByTestId('new-items-line').textContent).toBe(previewTexts.newItemsLine(1));
    // A new line list has no current version to change.
    expect(screen.queryByTestId('update-changes-line')).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', previewTexts.crumbLineList, previewTexts.crumbPreview, 'Spring 2026']);
    expect(within(crumbs).getByRole('link', { name: previewTexts.crumbLineList }).getAttribute('href')).toBe(
      '/home/brand/1/line-lists',
    );

    const grid = await table();
    expect(bodyRows(grid)).toHaveLength(3);
    expect(within(grid).getAllByText('$49.90')).toHaveLength(2);
    expect(within(grid).getByText('$1,049.50')).toBeTruthy();
    const images = within(grid).getAllByRole('img') as HTMLImageElement[];
    expect(images[0]!.getAttribute('src')).toBe('https://img.test/1.jpg');
    expect(images[1]!.getAttribute('src')).toBe('/images/item-image-placeholder.svg');
    expect(within(grid).getByText(previewTexts.statusLabels.changed).getAttribute('title')).toBe(
      previewTexts.changedFields(previewTexts.columnLabels.msrp),
    );
    // The changed parent's MSRP cell is marked (tinted, and "(changed)" for a screen reader); no other cell is.
    const changedCells = [...grid.querySelectorAll('td[data-changed]')];
    expect(changedCells.map((cell) => cell.textContent)).toEqual([`$1,049.50 ${previewTexts.changedCell}`]);

    // A parent row names its SKU count and lists its sizes.
    expect(bodyRows(grid)[0]!.textContent).toContain(previewTexts.skus(2));
    expect(bodyRows(grid)[0]!.textContent).toContain(previewTexts.sizesList(['8', '9']));

    // Expanding a parent shows its SKUs; a size row shows no image unless it has its own, other
    // than the parent's (no placeholder repeated on every size).
    fireEvent.click(within(grid).getByRole('button', { name: previewTexts.expandRow('M00001') }));
    expect(bodyRows(grid)).toHaveLength(5);
    expect(within(grid).getByText('S1-9')).toBeTruthy();
    expect(bodyRows(grid)[1]!.querySelector('img')).toBeNull();
    expect(bodyRows(grid)[2]!.querySelector('img')).toBeNull();
  });

  it('a size row shows its own image only when one can be shown, so the sizes of an item look alike', async () => {
    server(
      previewOf([
        parent(1, {
          children: [
            { sku: 'S1-7', size: '7', image_urls: ['https://img.test/1.jpg'] },
            { sku: 'S1-8', size: '8', image_urls: ['https://img.test/1-side.jpg'] },
            // An origin IMAGE_ORIGINS does not list: the parent row's placeholder says it already.
            { sku: 'S1-9', size: '9', image_urls: ['https://elsewhere.example/1-9.jpg'] },
          ],
        }),
      ]),
    );
    renderApp('/home/line-list/preview/7');
    const grid = await table();
    fireEvent.click(within(grid).getByRole('button', { name: previewTexts.expandRow('M00001') }));
    const sizeImages = bodyRows(grid)
      .slice(1)
      .map((row) => row.querySelector('img')?.getAttribute('src') ?? null);
    expect(sizeImages).toEqual([null, 'https://img.test/1-side.jpg', null]);
  });

  it('keeps under 60 rows in the DOM with 5,000 parents, expanded or not', async () => {
    server(previewOf(Array.from({ length: 5000 }, (_, i) => parent(i + 1))));
    renderApp('/home/line-list/preview/7');
    const grid = await table();
    const rows = grid.querySelectorAll('tr').length;
    expect(rows).toBeGreaterThan(5);
    expect(rows).toBeLessThan(60);
    fireEvent.click(within(grid).getByRole('button', { name: previewTexts.expandRow('M00001') }));
    expect(grid.querySelectorAll('tr').length).toBeLessThan(60);
    expect(grid.getAttribute('aria-rowcount')).toBe(String(5000 + 2 + 1));
  });

  it('keeps the search and the view in the address: a shared link opens them, a malformed one falls back', async () => {
    server(small());
    const router = renderApp('/home/line-list/preview/7?q=s3&view=changed');
    const grid = await table();
    await waitFor(() =>
      expect(bodyRows(grid).map((row) => row.textContent)).toEqual([expect.stringContaining('M00003')]),
    );
    expect((screen.getByPlaceholderText(previewTexts.searchPlaceholder) as HTMLInputElement).value).toBe('s3');
    expect((screen.getByLabelText(previewTexts.viewFilterLabel) as HTMLSelectElement).value).toBe('changed');

    fireEvent.change(screen.getByLabelText(previewTexts.viewFilterLabel), { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 's3' }));

    act(
      () =>
        void router.navigate({
          to: '/home/line-list/preview/$lineListId',
          params: { lineListId: '7' },
          search: { view: 'bogus', q: '' } as never,
        }),
    );
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(3));
    expect((screen.getByLabelText(previewTexts.viewFilterLabel) as HTMLSelectElement).value).toBe('all');
    expect((screen.getByPlaceholderText(previewTexts.searchPlaceholder) as HTMLInputElement).value).toBe('');
  });

  it('searches (debounced 500 ms), filters by view and hides columns', async () => {
    server(small());
    renderApp('/home/line-list/preview/7');
    const grid = await table();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByPlaceholderText(previewTexts.searchPlaceholder), { target: { value: 'sandal' } });
    expect(bodyRows(grid)).toHaveLength(3);
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(1));
    expect(within(grid).getByText('M00002')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(previewTexts.searchPlaceholder), { target: { value: 's3-9' } });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    await waitFor(() => expect(within(grid).getByText('M00003')).toBeTruthy());
    fireEvent.change(screen.getByPlaceholderText(previewTexts.searchPlaceholder), { target: { value: '' } });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    vi.useRealTimers();
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(3));

    const viewSelect = screen.getByLabelText(previewTexts.viewFilterLabel) as HTMLSelectElement;
    expect([...viewSelect.options].map((option) => option.textContent)).toEqual([
      'Show All items',
      'Show only new items',
      'Show only old items',
      'Show only changed items',
    ]);
    fireEvent.change(viewSelect, { target: { value: 'new' } });
    await waitFor(() =>
      expect(bodyRows(grid).map((row) => row.textContent)).toEqual([expect.stringContaining('M00001')]),
    );
    fireEvent.change(viewSelect, { target: { value: 'changed' } });
    await waitFor(() =>
      expect(bodyRows(grid).map((row) => row.textContent)).toEqual([expect.stringContaining('M00003')]),
    );
    fireEvent.change(viewSelect, { target: { value: 'all' } });
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(3));

    expect(within(grid).getByRole('columnheader', { name: previewTexts.columnLabels.msrp })).toBeTruthy();
    expect(within(grid).queryByRole('columnheader', { name: previewTexts.columnLabels.comfort_level })).toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: previewTexts.columns }), { button: 0, ctrlKey: false });
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: previewTexts.columnLabels.msrp }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: previewTexts.columnLabels.comfort_level }));
    // The menu stays open for several ticks; while it is open the rest of the page is hidden from queries.
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(within(grid).queryByRole('columnheader', { name: previewTexts.columnLabels.msrp })).toBeNull(),
    );
    expect(within(grid).getByRole('columnheader', { name: previewTexts.columnLabels.comfort_level })).toBeTruthy();
  });

  it('saves a picked date and sets a cleared one to today', async () => {
    const calls = server(small(), ({ method, path, body }) =>
      method === 'PATCH' && path === '/api/crocs/preview/7'
        ? ok(lineList({ ...(body as Partial<LineList>) }), 'Dates updated')
        : undefined,
    );
    renderApp('/home/line-list/preview/7');
    await table();
    fireEvent.click(screen.getByLabelText(previewTexts.deadlineForOffers));
    fireEvent.click(await screen.findByRole('button', { name: previewTexts.clearDate }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const today = toCalendarDay(new Date());
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ receivedOn: today });
    const [year, month, day] = today.split('-');
    await waitFor(() =>
      expect(screen.getByLabelText(previewTexts.deadlineForOffers).textContent).toContain(`${month}/${day}/${year}`),
    );

    fireEvent.click(screen.getByLabelText(previewTexts.dateSent));
    const grid = await screen.findByRole('grid');
    fireEvent.click(
      within(grid)
        .getAllByRole('button')
        .find((button) => button.textContent === '15')!,
    );
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH')[1]!.body).toEqual({ dateSent: '2026-02-15' });
  });

  it('adds a new item to the staged line list', async () => {
    const calls = server(small(), ({ method, path, body }) => {
      if (method !== 'POST' || path !== '/api/crocs/preview/7/items') return undefined;
      const item = body as PreviewParent;
      return ok({ ...item, status: 'new', changedFields: [] }, 'Item added to the line list');
    });
    renderApp('/home/line-list/preview/7');
    const grid = await table();
    fireEvent.click(screen.getByRole('button', { name: previewTexts.addNewItem }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: previewTexts.addItem.submit }));
    expect(within(dialog).getByText(previewTexts.addItem.required(previewTexts.addItem.modelCode))).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(previewTexts.addItem.modelCode), { target: { value: 'NEW1' } });
    fireEvent.change(within(dialog).getByLabelText(previewTexts.addItem.silhouette), { target: { value: 'Clog' } });
    fireEvent.change(within(dialog).getByLabelText(previewTexts.addItem.color), { target: { value: 'Red' } });
    fireEvent.change(within(dialog).getByLabelText(previewTexts.addItem.msrp), { target: { value: '59.99' } });
    fireEvent.change(within(dialog).getByLabelText(`${previewTexts.addItem.sku} 1`), { target: { value: 'NEW1-8' } });
    fireEvent.change(within(dialog).getByLabelText(`${previewTexts.addItem.size} 1`), { target: { value: '8' } });
    // What an import would refuse is refused here, before anything is sent.
    const imageUrl = within(dialog).getByLabelText(`${previewTexts.addItem.imageUrl} 1`);
    fireEvent.change(imageUrl, { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(within(dialog).getByLabelText(previewTexts.addItem.msrp), { target: { value: '999999999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: previewTexts.addItem.submit }));
    expect(within(dialog).getByText(previewTexts.addItem.msrpInvalid)).toBeTruthy();
    expect(within(dialog).getByText(previewTexts.addItem.imageUrlInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(imageUrl, { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(previewTexts.addItem.msrp), { target: { value: '59.99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: previewTexts.addItem.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      model_code: 'NEW1',
      silhouette: 'Clog',
      color: 'Red',
      msrp: 59.99,
      children: [{ sku: 'NEW1-8', size: '8', image_urls: [] }],
    });
    await waitFor(() => expect(within(grid).getByText('NEW1')).toBeTruthy());
    expect(screen.getByTestId('new-items-line').textContent).toBe(previewTexts.newItemsLine(2));
  });

  it('Save items: confirmation, toast, Line List Saved, then Create Catalogs opens the segmentation', async () => {
    const calls = server(small(), ({ method, path }) => {
      if (method === 'POST' && path === '/api/crocs/preview/7/save') return ok(savedPreview());
      if (method === 'POST' && path === '/api/crocs/catalogs/create') return ok({ id: 7 });
      return undefined;
    });
    const { visited } = await openPreviewRecordingVisits();
    fireEvent.click(screen.getByRole('button', { name: previewTexts.saveItems }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(previewTexts.confirmQuestion)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: previewTexts.confirm }));
    expect(await screen.findByText(successToasts.previewSaved)).toBeTruthy();
    expect(screen.getByText(successToasts.previewSavedDescription)).toBeTruthy();
    const savedDialog = await screen.findByRole('dialog', { name: previewTexts.savedTitle });
    expect(within(savedDialog).getByRole('button', { name: previewTexts.goToLineLists })).toBeTruthy();
    fireEvent.click(within(savedDialog).getByRole('button', { name: previewTexts.createCatalogs }));
    await waitFor(() => expect(visited).toContain('/home/catalog-segmentation/7'));
    expect(calls.find((call) => call.path === '/api/crocs/catalogs/create')!.body).toEqual({ lineListId: 7 });
  });

  it('after an update of a line list with its catalogs, Line List Saved opens them instead of making them', async () => {
    const calls = server(small(), ({ method, path }) => {
      if (method === 'POST' && path === '/api/crocs/preview/7/save')
        return ok(savedPreview({ lineListId: 3, created: 0, unchanged: 2, catalogsCreated: true }));
      return undefined;
    });
    const { visited } = await openPreviewRecordingVisits();
    fireEvent.click(screen.getByRole('button', { name: previewTexts.saveItems }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: previewTexts.confirm }));
    const savedDialog = await screen.findByRole('dialog', { name: previewTexts.savedTitle });
    expect(within(savedDialog).queryByRole('button', { name: previewTexts.createCatalogs })).toBeNull();
    fireEvent.click(within(savedDialog).getByRole('button', { name: previewTexts.openCatalogs }));
    await waitFor(() => expect(visited).toContain('/home/catalog-segmentation/3'));
    expect(calls.some((call) => call.path === '/api/crocs/catalogs/create')).toBe(false);
  });

  it('Go to Line Lists opens the brand’s table; a failed save says "Error saving preview"', async () => {
    let fail = true;
    server(small(), ({ method, path }) => {
      if (method !== 'POST' || path !== '/api/crocs/preview/7/save') return undefined;
      if (fail) {
        fail = false;
        return failure(500, 'boom');
      }
      return ok(savedPreview());
    });
    const router = renderApp('/home/line-list/preview/7');
    await table();
    fireEvent.click(screen.getByRole('button', { name: previewTexts.saveItems }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: previewTexts.confirm }));
    expect(await screen.findByText(failureToasts.savePreview)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: previewTexts.saveItems }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: previewTexts.confirm }));
    const savedDialog = await screen.findByRole('dialog', { name: previewTexts.savedTitle });
    fireEvent.click(within(savedDialog).getByRole('button', { name: previewTexts.goToLineLists }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brand/1/line-lists'));
  });

  it('Back asks first, naming the items; Keep the upload keeps it and sends nothing', async () => {
    const calls = server(small());
    const router = renderApp('/home/line-list/preview/7');
    await table();
    fireEvent.click(screen.getByRole('button', { name: previewTexts.back }));
    const ask = await screen.findByRole('dialog', { name: previewTexts.discardTitle });
    expect(within(ask).getByText(previewTexts.discardQuestion(3))).toBeTruthy();
    expect(within(ask).getByText(previewTexts.discardDetails)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: previewTexts.keepUpload }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/home/line-list/preview/7');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(await table()).toBeTruthy();
  });

  it('names large counts with grouping: "Discard the 2,000 items of this upload?"', () => {
    expect(previewTexts.discardQuestion(2000)).toBe('Discard the 2,000 items of this upload?');
    expect(previewTexts.discardQuestion(1)).toBe('Discard the 1 item of this upload?');
  });

  it('confirmed, Back discards and lands on /home/catalogs with no "Line list not found"; a failed discard says "Error canceling preview"', async () => {
    let fail = true;
    let discarded = false;
    const calls = stubApi(({ method, path }) => {
      if (method === 'DELETE' && path === '/api/crocs/discard-uploaded-data/7') {
        if (fail) {
          fail = false;
          return failure(500, 'boom');
        }
        discarded = true;
        return ok({ lineListId: 7 });
      }
      // Once discarded, the preview is gone on the server, as it is for real.
      if (method === 'GET' && path === '/api/crocs/preview/7')
        return discarded ? failure(404, failureToasts.lineListNotFound) : ok(small());
      return undefined;
    });
    const errors = vi.spyOn(toast, 'error');
    const { router, visited } = await openPreviewRecordingVisits();
    fireEvent.click(screen.getByRole('button', { name: previewTexts.back }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: previewTexts.discardTitle })).getByRole('button', {
        name: previewTexts.discardUpload,
      }),
    );
    expect(await screen.findByText(failureToasts.cancelPreview)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/line-list/preview/7');

    fireEvent.click(screen.getByRole('button', { name: previewTexts.back }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: previewTexts.discardTitle })).getByRole('button', {
        name: previewTexts.discardUpload,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/catalogs'));
    expect(await screen.findByRole('heading', { name: 'Catalogs' })).toBeTruthy();
    // Every request has answered: a stray refetch of the discarded preview would have been sent by now.
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(visited).not.toContain('/home/brands');
    expect(router.state.location.pathname).toBe('/home/catalogs');
    expect(errors.mock.calls.map(([message]) => message)).not.toContain(failureToasts.lineListNotFound);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/crocs/discard-uploaded-data/7',
      '/api/crocs/discard-uploaded-data/7',
    ]);
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/crocs/preview/7')).toHaveLength(1);
  });

  it('a failed load goes to /home/brands with the message', async () => {
    stubApi(({ path }) => (path === '/api/crocs/preview/7' ? failure(404, failureToasts.lineListNotFound) : undefined));
    const router = renderApp('/home/line-list/preview/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));
    expect(await screen.findByText(failureToasts.lineListNotFound)).toBeTruthy();
  });

  it('a saved line list shows its items read-only, without what saving would do (new, old, changed)', async () => {
    const calls = server(
      previewOf([parent(1, { status: 'old' }), parent(2, { status: 'changed' })], lineList({ status: 'saved' })),
    );
    // A view of the address, from the preview before it was saved, filters nothing any more.
    const router = renderApp('/home/line-list/preview/7?view=new');
    await table();
    expect(screen.getByText(previewTexts.savedNotice)).toBeTruthy();
    expect(screen.getByText(previewTexts.counts(2, 2))).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: previewTexts.viewFilterLabel })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: previewTexts.columnLabels.status })).toBeNull();
    expect(screen.queryByTestId('new-items-line')).toBeNull();
    expect((screen.getByRole('button', { name: previewTexts.saveItems }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: previewTexts.addNewItem }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: previewTexts.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/catalogs'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
  it('a saved line list without catalogs offers Create Catalogs: they are created and the segmentation opens', async () => {
    const calls = server(
      previewOf([parent(1, { status: 'old' })], lineList({ status: 'saved' })),
      ({ method, path }) => (method === 'POST' && path === '/api/crocs/catalogs/create' ? ok({ id: 7 }) : undefined),
    );
    const { visited } = await openPreviewRecordingVisits();
    fireEvent.click(screen.getByRole('button', { name: previewTexts.createCatalogs }));
    await waitFor(() => expect(visited).toContain('/home/catalog-segmentation/7'));
    expect(calls.filter((call) => call.path === '/api/crocs/catalogs/create').map((call) => call.body)).toEqual([
      { lineListId: 7 },
    ]);
  });

  it('one whose catalogs exist offers Open Catalogs, which creates nothing', async () => {
    const calls = server(
      previewOf([parent(1, { status: 'old' })], lineList({ status: 'sorting-pending', catalogsCreated: 1 })),
    );
    const { visited } = await openPreviewRecordingVisits();
    expect(screen.queryByRole('button', { name: previewTexts.createCatalogs })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: previewTexts.openCatalogs }));
    await waitFor(() => expect(visited).toContain('/home/catalog-segmentation/7'));
    expect(calls.some((call) => call.path === '/api/crocs/catalogs/create')).toBe(false);
  });

  it('closing "Line List Saved" leaves the way to the catalogs on the page', async () => {
    server(small(), ({ method, path }) =>
      method === 'POST' && path === '/api/crocs/preview/7/save' ? ok(savedPreview()) : undefined,
    );
    renderApp('/home/line-list/preview/7');
    await table();
    fireEvent.click(screen.getByRole('button', { name: previewTexts.saveItems }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: previewTexts.confirm }));
    const savedDialog = await screen.findByRole('dialog', { name: previewTexts.savedTitle });
    fireEvent.keyDown(savedDialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(previewTexts.savedNotice)).toBeTruthy();
    expect(screen.getByRole('button', { name: previewTexts.createCatalogs })).toBeTruthy();
  });
});
