import type { Brand, LineList } from '@lineup/contracts/pim';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lineListTypeLabel } from '@/features/line-lists/components/line-lists-columns';
import { formatShortDate } from '@/lib/dates';
import { ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const hoka: Brand = {
  id: 2,
  name: 'Hoka',
  description: null,
  categoryId: 1,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const lineList = (id: number, overrides: Partial<LineList> = {}): LineList => ({
  id,
  name: `Line list ${id}`,
  brandId: 2,
  brandName: 'Hoka',
  type: 'pre-book',
  description: null,
  status: 'saved',
  season: 'Spring',
  year: 2026,
  createdAt: '2026-03-05T12:00:00.000Z',
  itemsCount: 12,
  sentOn: null,
  dateSent: null,
  receivedOn: null,
  deadline: null,
  dateOfAvailability: null,
  published: 0,
  catalogsCreated: 0,
  sortingCompleted: 0,
  ...overrides,
});

describe('/home/brand/{brandId}/line-lists', () => {
  it('shows the brand, the columns and an Edit link to the preview; the inert controls are disabled', async () => {
    const calls = stubApi(({ path }) => {
      if (path === '/api/brands') return ok([hoka]);
      if (path === '/api/line-lists')
        return ok([
          lineList(7, { name: 'Spring 2026', description: 'First drop', sentOn: '2026-02-01' }),
          lineList(8, { name: 'ATS May', type: 'brand-ats', itemsCount: 3 }),
        ]);
      return undefined;
    });
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
    ).toEqual(['Spring 2026', 'Pre Book', formatShortDate('2026-03-05T12:00:00.000Z'), 'First drop', '12', 'Yes']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['ATS May', 'Brand Ats', formatShortDate('2026-03-05T12:00:00.000Z'), '', '3', 'No']);
    const request = calls.find((call) => call.path === '/api/line-lists');
    expect(request?.search.get('brandId')).toBe('2');
    expect(request?.search.has('status')).toBe(false);

    for (const control of [
      screen.getByRole('searchbox'),
      screen.getByRole('button', { name: /Columns/ }),
      screen.getByRole('button', { name: /Upload New Line List/ }),
    ]) {
      expect((control as HTMLInputElement | HTMLButtonElement).disabled).toBe(true);
    }

    fireEvent.pointerDown(within(first!).getByRole('button', { name: 'Open actions' }), { button: 0, ctrlKey: false });
    const edit = await screen.findByRole('menuitem', { name: /Edit/ });
    expect(edit.getAttribute('href')).toBe('/home/line-list/preview/7');
  });

  it('shows the empty state when the brand has no line lists', async () => {
    stubApi(({ path }) => (path === '/api/brands' ? ok([hoka]) : undefined));
    renderApp('/home/brand/2/line-lists');
    expect(await screen.findByText('No line lists found')).toBeTruthy();
    expect(screen.getByText('Upload a new line list to get started')).toBeTruthy();
  });

  it('labels hyphenated types as capitalized words', () => {
    expect(['pre-book', 'brand-ats', 'future-stock', 'own-stock'].map(lineListTypeLabel)).toEqual([
      'Pre Book',
      'Brand Ats',
      'Future Stock',
      'Own Stock',
    ]);
  });
});
