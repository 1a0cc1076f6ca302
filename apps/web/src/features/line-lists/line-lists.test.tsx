import { errorMessages } from '@lineup/contracts/error-messages';
import type { Brand, LineList } from '@lineup/contracts/pim';
import { lineListTexts } from '@lineup/contracts/texts/line-lists';
import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lineListTypeLabel } from '@/features/line-lists/components/line-lists-columns';
import { formatShortDate } from '@/lib/dates';
import { aBrand, brandsList } from '@/test/fakes/brands';
import { answersByRoute, serveFirst } from '@/test/fakes/fake-api';
import { aLineList, lineListsList } from '@/test/fakes/line-lists';
import { failure, ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const hoka = aBrand(2, 'Hoka');

const lineList = (id: number, changes: Partial<LineList> = {}) =>
  aLineList(id, { brandId: 2, brandName: 'Hoka', itemsCount: 12, ...changes });

/** The brands (Hoka unless given), the line lists given, and `answers` for any other call by "METHOD /path". */
function lineListsServer(
  lineLists: LineList[],
  { brands = [hoka], answers = {} }: { brands?: Brand[]; answers?: Record<string, () => Response> } = {},
) {
  return stubApi(serveFirst(answersByRoute(answers), brandsList(brands), lineListsList(lineLists)));
}

describe('/home/brand/{brandId}/line-lists', () => {
  for (const id of ['999', 'abc']) {
    it(`goes back to /home/brands with "Brand not found" for the brand id ${id}`, async () => {
      lineListsServer([]);
      const router = renderApp(`/home/brand/${id}/line-lists`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));
      expect(await screen.findByText(errorMessages.brands[404])).toBeTruthy();
    });
  }

  it('shows the brand, the columns and an Edit link to the preview; an upload for a brand without import format says why it is off', async () => {
    const calls = lineListsServer([
      lineList(7, { name: 'Spring 2026', description: 'First drop', sentOn: '2026-02-01' }),
      lineList(8, { name: 'ATS May', type: 'brand-ats', itemsCount: 3 }),
    ]);
    renderApp('/home/brand/2/line-lists');
    expect(await screen.findByRole('heading', { name: 'Hoka' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Line List Table' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Spring 2026' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Type',
      'Upload date',
      'Description',
      'Number of items',
      'Sent to catalog',
      'Actions',
    ]);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual([
      'Spring 2026',
      'Pre-Book',
      formatShortDate('2026-03-05T12:00:00.000Z'),
      'First drop',
      '12',
      'Yes, 02/01/26',
    ]);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['ATS May', 'Brand ATS', formatShortDate('2026-03-05T12:00:00.000Z'), '', '3', 'No']);
    const request = calls.find((call) => call.path === '/api/line-lists');
    expect(request?.search.get('brandId')).toBe('2');
    expect(request?.search.has('status')).toBe(false);

    // Hoka has no import format: the upload stays off and says why.
    const upload = screen.getByRole('button', { name: /Upload New Line List/ });
    expect(upload.getAttribute('aria-disabled')).toBe('true');
    expect(upload.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(upload.getAttribute('aria-describedby')!)?.textContent).toBe(
      lineListTexts.uploadNeedsImportFormat('Hoka'),
    );
    fireEvent.click(upload);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The name opens the line list's page too.
    expect(within(first!).getByRole('link', { name: 'Spring 2026' }).getAttribute('href')).toBe(
      '/home/line-list/preview/7',
    );

    fireEvent.pointerDown(within(first!).getByRole('button', { name: 'Open actions' }), { button: 0, ctrlKey: false });
    const edit = await screen.findByRole('menuitem', { name: /Edit/ });
    expect(edit.getAttribute('href')).toBe('/home/line-list/preview/7');
  });

  it('offers the way to the catalogs: Create Catalogs creates them for a saved line list, Open Catalogs opens them', async () => {
    const calls = lineListsServer(
      [
        lineList(7, { name: 'Saved only' }),
        lineList(8, { name: 'Being sorted', status: 'sorting-pending', catalogsCreated: 1 }),
      ],
      { answers: { 'POST /api/crocs/catalogs/create': () => ok({ id: 7 }, 'Catalogs created') } },
    );
    const router = renderApp('/home/brand/2/line-lists');
    // The segmentation screen (another area) may move on by itself: record where the app went.
    const visited: string[] = [];
    router.subscribe('onBeforeNavigate', (event) => visited.push(event.toLocation.pathname));
    await screen.findByRole('cell', { name: 'Saved only' });
    const sorting = screen.getAllByRole('row')[2];

    fireEvent.pointerDown(within(sorting!).getByRole('button', { name: lineListTexts.openMenu }), { button: 0 });
    expect(screen.queryByRole('menuitem', { name: lineListTexts.createCatalogs })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: lineListTexts.openCatalogs }));
    await waitFor(() => expect(visited).toContain('/home/catalog-segmentation/8'));
    expect(calls.some((call) => call.path === '/api/crocs/catalogs/create')).toBe(false);

    act(() => void router.navigate({ to: '/home/brand/$brandId/line-lists', params: { brandId: '2' } }));
    await screen.findByRole('cell', { name: 'Saved only' });
    fireEvent.pointerDown(
      within(screen.getAllByRole('row')[1]!).getByRole('button', { name: lineListTexts.openMenu }),
      { button: 0 },
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: lineListTexts.createCatalogs }));
    await waitFor(() => expect(visited).toContain('/home/catalog-segmentation/7'));
    const creates = calls.filter((call) => call.path === '/api/crocs/catalogs/create');
    expect(creates.map((call) => [call.method, call.body])).toEqual([['POST', { lineListId: 7 }]]);
  });

  it('a refused catalog creation shows the server message and stays on the table', async () => {
    lineListsServer([lineList(7, { name: 'Saved only' })], {
      answers: { 'POST /api/crocs/catalogs/create': () => failure(409, 'This line list is not saved yet.') },
    });
    const router = renderApp('/home/brand/2/line-lists');
    await screen.findByRole('cell', { name: 'Saved only' });
    fireEvent.pointerDown(screen.getByRole('button', { name: lineListTexts.openMenu }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: lineListTexts.createCatalogs }));
    expect(await screen.findByText('This line list is not saved yet.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/brand/2/line-lists');
  });

  it('searches by name, description or type and keeps the search and the page in the address', async () => {
    lineListsServer([
      ...Array.from({ length: 12 }, (_, i) => lineList(10 + i, { name: `Drop ${10 + i}` })),
      lineList(30, { name: 'Stock', type: 'brand-ats', description: 'Warehouse' }),
    ]);
    const router = renderApp('/home/brand/2/line-lists?page=2');
    // A shared link opens on its page.
    expect(await screen.findByRole('cell', { name: 'Drop 20' })).toBeTruthy();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(3);

    const search = screen.getByRole('searchbox') as HTMLInputElement;
    expect(search.disabled).toBe(false);
    fireEvent.change(search, { target: { value: 'brand ats' } });
    await waitFor(() => expect(screen.getAllByRole('row').slice(1)).toHaveLength(1));
    expect(screen.getByRole('cell', { name: 'Stock' })).toBeTruthy();
    // A new search starts on the first page.
    expect(router.state.location.search).toEqual({ q: 'brand ats' });

    fireEvent.change(search, { target: { value: 'WAREHOUSE' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'WAREHOUSE' }));
    expect(screen.getByRole('cell', { name: 'Stock' })).toBeTruthy();
  });

  it('Columns hides and shows a column', async () => {
    lineListsServer([lineList(7, { name: 'Spring 2026', description: 'First drop' })]);
    renderApp('/home/brand/2/line-lists');
    await screen.findByRole('cell', { name: 'Spring 2026' });
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers()).toContain('Description');

    const openMenu = async () => {
      fireEvent.pointerDown(screen.getByRole('button', { name: lineListTexts.columns }), { button: 0 });
      return screen.findByRole('menuitemcheckbox', { name: 'Description' });
    };
    // While the menu is open the rest of the page is hidden from queries: close it to look.
    const closeMenu = async () => {
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    };
    const description = await openMenu();
    expect(description.getAttribute('aria-checked')).toBe('true');
    // The actions column cannot be hidden.
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Actions' })).toBeNull();
    fireEvent.click(description);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Description' }).getAttribute('aria-checked')).toBe('false');
    await closeMenu();
    await waitFor(() => expect(headers()).not.toContain('Description'));
    expect(screen.queryByRole('cell', { name: 'First drop' })).toBeNull();

    fireEvent.click(await openMenu());
    await closeMenu();
    await waitFor(() => expect(headers()).toContain('Description'));
    expect(screen.getByRole('cell', { name: 'First drop' })).toBeTruthy();
  });

  it('Upload New Line List opens the Upload Inventory dialog at the line-list form with the brand chosen', async () => {
    const crocs = { ...hoka, id: 1, name: 'Crocs' };
    lineListsServer([], { brands: [crocs, hoka] });
    renderApp('/home/brand/1/line-lists');
    await screen.findByText('No line lists found');
    const upload = screen.getByRole('button', { name: /Upload New Line List/ });
    expect(upload.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(upload);
    const dialog = await screen.findByRole('dialog', { name: uploadDialogTexts.title });
    const brandSelect = within(dialog).getByLabelText(uploadDialogTexts.brand) as HTMLSelectElement;
    await waitFor(() => expect(brandSelect.value).toBe('1'));
    expect(within(dialog).getByLabelText(uploadDialogTexts.lineListType)).toBeTruthy();
  });

  it('shows the empty state when the brand has no line lists', async () => {
    stubApi(brandsList([hoka]));
    renderApp('/home/brand/2/line-lists');
    expect(await screen.findByText('No line lists found')).toBeTruthy();
    expect(screen.getByText('Upload a new line list to get started')).toBeTruthy();
  });

  it('labels each type with its one name, and an unknown hyphenated type as capitalized words', () => {
    expect(['pre-book', 'brand-ats', 'future-stock', 'own-stock', 'open-stock'].map(lineListTypeLabel)).toEqual([
      'Pre-Book',
      'Brand ATS',
      'Future Available Stock',
      'Own Stock',
      'Open Stock',
    ]);
  });
});
