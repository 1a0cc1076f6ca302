import type { PopulatedCatalogs } from '@lineup/contracts/catalogs';
import { successToasts } from '@lineup/contracts/messages';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applicableFilters, itemFilterOptions, matchingItems } from '@/features/segmentation/segmentation-filters';
import { segmentationSearch } from '@/features/segmentation/segmentation-search';
import { setUpSegmentationTests } from '@/features/segmentation/test-support/segmentation-screen';
import { item, segmentationServer } from '@/features/segmentation/test-support/segmentation-server';
import { renderApp } from '@/test/render-app';

setUpSegmentationTests();

const women = { franchise: 'Classic', gender: 'Women' };
const starting = () => [
  item('W-1', [], { ...women, silhouette: 'Classic Clog', color: 'Pink' }),
  item('W-2', [], { ...women, silhouette: 'Classic Clog', color: 'Black' }),
  item('M-1', [], { franchise: 'Classic', gender: 'Men', silhouette: 'Classic Clog', color: 'Black' }),
  item('K-1', [], { franchise: 'Echo', gender: 'Kids', silhouette: 'Echo Clog', color: 'Navy' }),
  item('A-1', ['athletic'], { ...women, silhouette: 'Mellow Slide', color: 'Bone' }),
  item('A-2', ['athletic'], { franchise: 'Echo', gender: 'Men', silhouette: 'Echo Clog', color: 'Black' }),
];

const listbox = () => screen.getByRole('listbox');
const shownCodes = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.dataset.modelCode);
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

async function open(path = '/home/catalog-segmentation/7') {
  const router = renderApp(path);
  await screen.findByRole('heading', { name: 'Spring 2026' });
  return router;
}

describe('the segmentation screen at scale', () => {
  it('filters the open tab by franchise, gender, silhouette and color, kept in the address', async () => {
    segmentationServer(starting());
    const router = await open();
    expect(shownCodes()).toEqual(['W-1', 'W-2', 'M-1', 'K-1']);
    // The choices are the line list's own values, every tab included.
    expect([...select('Gender').options].map((option) => option.textContent)).toEqual([
      'All genders',
      'Kids',
      'Men',
      'Women',
    ]);
    expect([...select('Silhouette').options].map((option) => option.value)).toEqual([
      '',
      'Classic Clog',
      'Echo Clog',
      'Mellow Slide',
    ]);

    fireEvent.change(select('Gender'), { target: { value: 'Women' } });
    await waitFor(() => expect(shownCodes()).toEqual(['W-1', 'W-2']));
    fireEvent.change(select('Color'), { target: { value: 'Black' } });
    await waitFor(() => expect(shownCodes()).toEqual(['W-2']));
    expect(screen.getByTestId('matching-count').textContent).toBe(segmentationTexts.matching(1, 4));
    expect(router.state.location.search).toEqual({ gender: 'Women', color: 'Black' });

    // The filters follow the tab: Athletic holds one woman's item, in Bone.
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Athletic Catalog/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'athletic' }));
    expect(shownCodes()).toEqual([]);
    expect(screen.getByText(segmentationTexts.noMatchingItems)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: segmentationTexts.clearFilters }));
    await waitFor(() => expect(shownCodes()).toEqual(['A-1', 'A-2']));
    expect(router.state.location.search).toEqual({ tab: 'athletic' });
  });

  it('searches the tab (debounced) and Select all matching takes only what matches, then Move moves those', async () => {
    const { calls } = segmentationServer(starting());
    const router = await open();
    fireEvent.change(screen.getByRole('searchbox', { name: segmentationTexts.searchLabel }), {
      target: { value: 'classic black' },
    });
    await waitFor(() => expect(shownCodes()).toEqual(['W-2', 'M-1']));
    expect(router.state.location.search).toEqual({ q: 'classic black' });

    fireEvent.click(screen.getByRole('button', { name: segmentationTexts.selectAllMatching }));
    expect(screen.getByTestId('selection-count').textContent).toBe(segmentationTexts.selected(2, 2));
    fireEvent.click(screen.getByRole('radio', { name: 'Boutique' }));
    fireEvent.click(screen.getByRole('button', { name: segmentationTexts.move }));
    expect(await screen.findByText(successToasts.itemsAddedFromUnsorted('Boutique'))).toBeTruthy();
    const sent = calls.find((call) => call.path === '/api/crocs/catalogs/add-items')?.body as {
      addItems: { modelCode: string }[];
    };
    expect(sent.addItems.map((entry) => entry.modelCode)).toEqual(['W-2', 'M-1']);
  });

  it('opens a shared link on its tab and filters; values the line list lacks and malformed ones are ignored', async () => {
    segmentationServer(starting());
    await open('/home/catalog-segmentation/7?tab=athletic&gender=Women&color=Plaid&franchise=%5B1%5D&page=x');
    expect(screen.getByRole('tab', { name: /Athletic Catalog/ }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(shownCodes()).toEqual(['A-1']));
    expect(select('Gender').value).toBe('Women');
    expect(select('Color').value).toBe('');
    expect(select('Franchise').value).toBe('');
  });

  it('keeps the color of a compact card in view, and shows two columns on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(max-width: 639px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    segmentationServer(starting());
    await open();
    fireEvent.click(screen.getByRole('radio', { name: segmentationTexts.compactView }));
    const card = within(listbox()).getAllByRole('option')[0]!;
    const title = within(card).getByTitle('Classic Clog - Pink');
    expect(title.textContent).toBe('Classic Clog - Pink');
    // The color has a box of its own that does not shrink; the silhouette gives way.
    expect(title.lastElementChild?.textContent).toBe(' - Pink');
    expect(title.lastElementChild?.className).toContain('shrink-0');
    const row = listbox().querySelector<HTMLElement>('[data-index]');
    expect(row?.style.gridTemplateColumns).toMatch(/^repeat\(2, /);
  });
});

describe('segmentation filters', () => {
  const data = (): PopulatedCatalogs => ({
    lineList: {} as PopulatedCatalogs['lineList'],
    catalogs: [{ type: 'unsorted', itemsCount: 0, items: starting() }],
  });

  it('reads the address, leaving out what is malformed', () => {
    expect(segmentationSearch({ tab: 'boutique', q: 'clog', gender: 'Men', color: 42 })).toEqual({
      tab: 'boutique',
      q: 'clog',
      franchise: undefined,
      gender: 'Men',
      silhouette: undefined,
      color: '42',
    });
    expect(segmentationSearch({ tab: 'unsorted', q: '   ', franchise: { a: 1 }, silhouette: ['x'] })).toEqual({
      tab: undefined,
      q: undefined,
      franchise: undefined,
      gender: undefined,
      silhouette: undefined,
      color: undefined,
    });
  });

  it('offers each value once, sorted; applies only known values; matches every word', () => {
    const options = itemFilterOptions(data());
    expect(options.franchise).toEqual(['Classic', 'Echo']);
    expect(options.color).toEqual(['Black', 'Bone', 'Navy', 'Pink']);
    expect(applicableFilters({ gender: 'Women', color: 'Plaid', q: ' ' }, options)).toEqual({
      q: undefined,
      gender: 'Women',
    });
    const items = starting();
    expect(matchingItems(items, {}).length).toBe(items.length);
    expect(matchingItems(items, { q: 'ECHO navy' }).map((i) => i.model_code)).toEqual(['K-1']);
    expect(matchingItems(items, { q: 'w-', gender: 'Women' }).map((i) => i.model_code)).toEqual(['W-1', 'W-2']);
  });
});
