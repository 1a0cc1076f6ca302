import type { ItemMembership, PopulatedCatalogs } from '@lineup/contracts/catalogs';
import { errorMessages } from '@lineup/contracts/error-messages';
import { successToasts } from '@lineup/contracts/messages';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  applyMemberships,
  clampColumns,
  formatShortDay,
  initialDensity,
  nextIndex,
  rangeOf,
} from '@/features/segmentation/segmentation-model';
import { openSegmentation, setUpSegmentationTests } from '@/features/segmentation/test-support/segmentation-screen';
import { item, segmentationServer } from '@/features/segmentation/test-support/segmentation-server';
import { failure } from '@/test/render-app';

setUpSegmentationTests();

const starting = () => [
  item('A-1', [], { silhouette: 'Echo Clog', color: 'Navy', sizes: ['4', '5'], image_url: 'https://img.test/a.jpg' }),
  item('A-2'),
  // An image the CSP would block (not in IMAGE_ORIGINS): the placeholder, without a request.
  item('A-3', [], { image_url: 'https://images.example.com/a-3.jpg' }),
  item('B-1', ['athletic']),
  item('B-2', ['athletic', 'crocs']),
  item('C-1', ['boutique']),
];

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const listbox = () => screen.getByRole('listbox');
const options = () => within(listbox()).getAllByRole('option');
const button = (name: string) => screen.getByRole('button', { name });
const target = (name: string) => screen.getByRole('radio', { name });

describe('/home/catalog-segmentation/{lineListId}', () => {
  it('shows the line list, the disabled upload, the four tabs with counts and the item cards', async () => {
    segmentationServer(starting());
    await openSegmentation();
    expect(screen.getByText('01/31/26')).toBeTruthy();
    expect(screen.getByText('03/15/26')).toBeTruthy();
    expect((button(segmentationTexts.uploadSegmentation) as HTMLButtonElement).disabled).toBe(true);
    expect(tab(/Unsorted items/).textContent).toBe('Unsorted items3');
    expect(tab(/Athletic Catalog/).textContent).toBe('Athletic Catalog2');
    expect(tab(/Boutique Catalog/).textContent).toBe('Boutique Catalog1');
    expect(tab(/Crocs Catalog/).textContent).toBe('Crocs Catalog1');
    const first = options()[0]!;
    expect(within(first).getByText('Echo Clog - Navy')).toBeTruthy();
    expect(within(first).getByText('A-1 - 2 sizes')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://img.test/a.jpg');
    expect(within(options()[1]!).getByTestId('item-placeholder')).toBeTruthy();
    expect(within(options()[2]!).getByTestId('item-placeholder')).toBeTruthy();
    expect(options()[2]!.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: segmentationTexts.back }).getAttribute('href')).toBe('/home/catalogs');
    // The source's own target is disabled; in Unsorted every catalog is a target.
    fireEvent.mouseDown(tab(/Athletic Catalog/));
    await waitFor(() => expect(tab(/Athletic Catalog/).getAttribute('aria-selected')).toBe('true'));
    expect((target('Athletic') as HTMLButtonElement).disabled).toBe(true);
    expect((target('Boutique') as HTMLButtonElement).disabled).toBe(false);
    expect(options().map((o) => o.dataset.modelCode)).toEqual(['B-1', 'B-2']);
  });

  it('selects with the keyboard and moves from unsorted without a mouse (an add)', async () => {
    const { calls } = segmentationServer(starting());
    await openSegmentation();
    const box = listbox();
    box.focus();
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: ' ' });
    fireEvent.keyDown(box, { key: 'ArrowRight', shiftKey: true });
    expect(
      options()
        .filter((o) => o.getAttribute('aria-selected') === 'true')
        .map((o) => o.dataset.modelCode),
    ).toEqual(['A-1', 'A-2']);
    expect(screen.getByTestId('selection-count').textContent).toBe(segmentationTexts.selected(2, 3));
    // Ctrl+A and Escape.
    fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
    expect(screen.getByTestId('selection-count').textContent).toBe(segmentationTexts.selected(3, 3));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.getByTestId('selection-count').textContent).toBe(segmentationTexts.selected(0, 3));
    fireEvent.keyDown(box, { key: 'Home' });
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    fireEvent.keyDown(box, { key: ' ' });
    expect(box.getAttribute('aria-activedescendant')).toBe('segmentation-item-2');

    fireEvent.click(target('Crocs'));
    fireEvent.click(button(segmentationTexts.move));
    expect(await screen.findByText(successToasts.itemsAddedFromUnsorted('Crocs'))).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/crocs/catalogs/add-items')?.body).toEqual({
      lineListId: 7,
      addItems: [
        { modelCode: 'A-2', originCatalogType: 'unsorted', targetCatalogType: 'crocs' },
        { modelCode: 'A-3', originCatalogType: 'unsorted', targetCatalogType: 'crocs' },
      ],
    });
    await waitFor(() => expect(tab(/Crocs Catalog/).textContent).toBe('Crocs Catalog3'));
    expect(tab(/Unsorted items/).textContent).toBe('Unsorted items1');
    expect(options().map((o) => o.dataset.modelCode)).toEqual(['A-1']);
  });

  it('moves, copies and removes with their toasts', async () => {
    const { calls } = segmentationServer(starting());
    await openSegmentation();
    fireEvent.mouseDown(tab(/Athletic Catalog/));
    await waitFor(() => expect(options().map((o) => o.dataset.modelCode)).toEqual(['B-1', 'B-2']));

    fireEvent.click(target('Boutique'));
    fireEvent.click(options()[0]!);
    fireEvent.click(button(segmentationTexts.copy));
    expect(await screen.findByText(successToasts.itemsCopied(1, 'Boutique'))).toBeTruthy();
    await waitFor(() => expect(tab(/Boutique Catalog/).textContent).toBe('Boutique Catalog2'));
    expect(tab(/Athletic Catalog/).textContent).toBe('Athletic Catalog2');

    fireEvent.click(options()[0]!);
    fireEvent.click(options()[1]!, { shiftKey: true });
    fireEvent.click(button(segmentationTexts.move));
    expect(await screen.findByText(successToasts.itemsMoved(2, 'Boutique'))).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/crocs/catalogs/move-items')?.body).toMatchObject({
      moveItems: [
        { modelCode: 'B-1', originCatalogType: 'athletic', targetCatalogType: 'boutique' },
        { modelCode: 'B-2', originCatalogType: 'athletic', targetCatalogType: 'boutique' },
      ],
    });
    await waitFor(() => expect(tab(/Athletic Catalog/).textContent).toBe('Athletic Catalog0'));
    expect(screen.getByText('No items found')).toBeTruthy();

    fireEvent.mouseDown(tab(/Boutique Catalog/));
    await waitFor(() => expect(options()).toHaveLength(3));
    fireEvent.click(options()[0]!);
    fireEvent.click(button(segmentationTexts.remove));
    expect(await screen.findByText(successToasts.itemsRemoved)).toBeTruthy();
    const removal = calls.find((c) => c.path === '/api/crocs/catalogs/remove-items')!;
    expect(removal.method).toBe('DELETE');
    expect(removal.body).toEqual({ lineListId: 7, modelCodes: ['B-1'], catalogType: 'boutique' });
    await waitFor(() => expect(tab(/Unsorted items/).textContent).toBe('Unsorted items4'));
  });

  it('shows the failure toasts: the server message for a move, fixed texts for copy and remove', async () => {
    segmentationServer(starting(), {
      fail: {
        'move-items': failure(409, 'Item B-1 is not in Athletic any more. Reload the catalogs and try again.'),
        'copy-items': failure(500, 'boom'),
        'remove-items': failure(500, 'boom'),
      },
    });
    await openSegmentation();
    fireEvent.mouseDown(tab(/Athletic Catalog/));
    await waitFor(() => expect(options()).toHaveLength(2));
    fireEvent.click(options()[0]!);
    fireEvent.click(target('Crocs'));
    fireEvent.click(button(segmentationTexts.move));
    expect(
      await screen.findByText('Item B-1 is not in Athletic any more. Reload the catalogs and try again.'),
    ).toBeTruthy();
    fireEvent.click(button(segmentationTexts.copy));
    expect(await screen.findByText(errorMessages.failedToCopyItems)).toBeTruthy();
    fireEvent.click(button(segmentationTexts.remove));
    expect(await screen.findByText(errorMessages.failedToRemoveItems)).toBeTruthy();
  });

  it('adds items from other catalogs into the open one (Add items)', async () => {
    const { calls } = segmentationServer(starting());
    await openSegmentation();
    fireEvent.mouseDown(tab(/Boutique Catalog/));
    await waitFor(() => expect(options()).toHaveLength(1));
    fireEvent.click(button(segmentationTexts.addItems));
    const dialog = await screen.findByRole('dialog');
    const add = within(dialog).getByRole('button', { name: segmentationTexts.addItemsSubmit(0) });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/A-2/));
    fireEvent.change(within(dialog).getByLabelText(segmentationTexts.addItemsFrom), { target: { value: 'athletic' } });
    fireEvent.click(within(dialog).getByLabelText(/B-2/));
    fireEvent.click(within(dialog).getByRole('button', { name: segmentationTexts.addItemsSubmit(1) }));
    expect(await screen.findByText(successToasts.itemsAddedToCatalog('Boutique'))).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/crocs/catalogs/add-items-to')?.body).toEqual({
      lineListId: 7,
      modelCodes: ['B-2'],
      targetCatalogType: 'boutique',
    });
    await waitFor(() => expect(tab(/Boutique Catalog/).textContent).toBe('Boutique Catalog2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the grid to 4-6 columns in full view and 3-11 in compact view', async () => {
    segmentationServer(starting());
    await openSegmentation();
    const columns = () => screen.getByTestId('columns-value').textContent;
    expect(columns()).toBe('5');
    for (let i = 0; i < 5; i++) fireEvent.click(button(segmentationTexts.moreColumns));
    expect(columns()).toBe('6');
    for (let i = 0; i < 5; i++) fireEvent.click(button(segmentationTexts.fewerColumns));
    expect(columns()).toBe('4');
    fireEvent.click(screen.getByRole('radio', { name: segmentationTexts.compactView }));
    expect(columns()).toBe('8');
    fireEvent.change(screen.getByLabelText(segmentationTexts.columns), { target: { value: '11' } });
    expect(columns()).toBe('11');
    fireEvent.change(screen.getByLabelText(segmentationTexts.columns), { target: { value: '2' } });
    expect(columns()).toBe('3');
  });

  it('renders only the rows in view of 5,000 items (virtualized)', async () => {
    segmentationServer(Array.from({ length: 5000 }, (_, i) => item(`M-${i}`)));
    await openSegmentation();
    expect(tab(/Unsorted items/).textContent).toBe('Unsorted items5000');
    const rendered = options().length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(80);
    expect(options()[0]!.getAttribute('aria-setsize')).toBe('5000');
    // End jumps to the last item, which is then rendered.
    const box = listbox();
    box.focus();
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: 'End' });
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe('segmentation-item-4999'));
  });

  it('offers to create the catalogs of a saved line list that has none', async () => {
    const { calls } = segmentationServer(starting(), { lineList: { catalogsCreated: 0 } });
    await openSegmentation();
    expect(screen.getByText(segmentationTexts.catalogsNotCreatedTitle)).toBeTruthy();
    expect((button(segmentationTexts.saveCatalogs) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button(segmentationTexts.createCatalogs));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/crocs/catalogs/create')).toBe(true));
  });
});

describe('segmentation model', () => {
  const data = (): PopulatedCatalogs => ({
    lineList: {} as PopulatedCatalogs['lineList'],
    catalogs: [
      { type: 'unsorted', itemsCount: 2, items: [item('A'), item('B')] },
      { type: 'athletic', itemsCount: 1, items: [item('C', ['athletic', 'crocs'])] },
      { type: 'boutique', itemsCount: 0, items: [] },
      { type: 'crocs', itemsCount: 1, items: [item('C', ['athletic', 'crocs'])] },
    ],
  });

  it('applies memberships: items leave and join groups, counts follow', () => {
    const changes: ItemMembership[] = [
      { modelCode: 'A', catalogTypes: ['boutique'] },
      { modelCode: 'C', catalogTypes: [] },
    ];
    const next = applyMemberships(data(), changes);
    expect(next.catalogs.map((g) => [g.type, g.items.map((i) => i.model_code), g.itemsCount])).toEqual([
      ['unsorted', ['B', 'C'], 2],
      ['athletic', [], 0],
      ['boutique', ['A'], 1],
      ['crocs', [], 0],
    ]);
  });

  it('moves the active item with the keys, within bounds', () => {
    expect(nextIndex('ArrowRight', 0, 10, 4, 2)).toBe(1);
    expect(nextIndex('ArrowRight', 9, 10, 4, 2)).toBe(9);
    expect(nextIndex('ArrowDown', 1, 10, 4, 2)).toBe(5);
    expect(nextIndex('ArrowDown', 8, 10, 4, 2)).toBe(9);
    expect(nextIndex('ArrowUp', 2, 10, 4, 2)).toBe(2);
    expect(nextIndex('ArrowUp', 6, 10, 4, 2)).toBe(2);
    expect(nextIndex('PageDown', 0, 100, 4, 3)).toBe(12);
    expect(nextIndex('End', 0, 10, 4, 2)).toBe(9);
    expect(nextIndex('x', 0, 10, 4, 2)).toBeNull();
    expect(rangeOf([item('a'), item('b'), item('c')], 2, 0)).toEqual(['a', 'b', 'c']);
  });

  it('clamps densities and formats 2-digit dates', () => {
    expect(clampColumns('full', 9)).toBe(6);
    expect(clampColumns('full', 1)).toBe(4);
    expect(clampColumns('compact', 12)).toBe(11);
    expect(initialDensity('{"view":"compact","columns":20}')).toEqual({ view: 'compact', columns: 11 });
    expect(initialDensity('nonsense')).toEqual({ view: 'full', columns: 5 });
    expect(formatShortDay('2026-01-31')).toBe('01/31/26');
    expect(formatShortDay(null)).toBeNull();
  });
});
