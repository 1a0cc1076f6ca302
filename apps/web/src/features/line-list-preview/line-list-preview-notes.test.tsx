import type { PreviewResponse } from '@lineup/contracts/line-list-preview';
import type { LineList } from '@lineup/contracts/pim';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lineList, parent, previewOf } from '@/features/line-list-preview/test-support/preview-fixtures';
import { layOutPreviewTable } from '@/features/line-list-preview/test-support/preview-table-layout';
import { ok, renderApp, resetApp, stubApi } from '@/test/render-app';

layOutPreviewTable();
afterEach(resetApp);

const table = () => screen.findByRole('table', { name: previewTexts.tableLabel });
const rowOf = (grid: HTMLElement, modelCode: string) =>
  [...grid.querySelectorAll('tbody tr[data-kind="parent"]')].find((row) =>
    row.textContent?.includes(modelCode),
  ) as HTMLElement;
const marksIn = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-ship-date-issue]')].map((mark) => mark.getAttribute('title'));
/** Each previous value of a row, in column order: what is struck through, and what is read out. */
const previousIn = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-previous-value]')].map((value) => [
    value.querySelector('s')?.textContent,
    value.querySelector('.sr-only')?.textContent?.trim(),
  ]);

describe('the preview of an upload, before it is saved', () => {
  it('shows the deadline for orders given at upload, marks the flagged ship dates and says how many the server counted', async () => {
    const flagged = previewOf([
      parent(1),
      parent(2, { expected_shipped_date: '2026-01-15', shipDateIssue: 'before-date-sent' }),
      parent(3, { expected_shipped_date: '2025-12-01', shipDateIssue: 'passed' }),
    ]);
    // The count is the server's, over every parent: not the rows this page holds.
    stubApi(({ method, path }) =>
      method === 'GET' && path === '/api/crocs/preview/7' ? ok({ ...flagged, shipDateIssues: 12 }) : undefined,
    );
    renderApp('/home/line-list/preview/7');
    const grid = await table();
    expect(screen.getByLabelText(previewTexts.deadlineForOrders).textContent).toContain('02/27/2026');
    expect(screen.getByTestId('ship-date-issues-line').textContent).toBe(previewTexts.shipDateIssuesLine(12));

    expect(marksIn(rowOf(grid, 'M00001'))).toEqual([]);
    const early = rowOf(grid, 'M00002');
    expect(marksIn(early)).toEqual([previewTexts.shipDateIssues['before-date-sent']]);
    expect(within(early).getByText(previewTexts.shipDateIssues['before-date-sent']).className).toContain('sr-only');
    expect(early.textContent).toContain('01/15/2026');
    expect(marksIn(rowOf(grid, 'M00003'))).toEqual([previewTexts.shipDateIssues.passed]);
  });

  it('says nothing above the table when no item is flagged', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path === '/api/crocs/preview/7' ? ok(previewOf([parent(1)])) : undefined,
    );
    renderApp('/home/line-list/preview/7');
    const grid = await table();
    expect(screen.queryByTestId('ship-date-issues-line')).toBeNull();
    expect(grid.querySelectorAll('[data-ship-date-issue]')).toHaveLength(0);
  });

  it('reads the preview again after a new Date Sent: which items ship before it is the server’s to say', async () => {
    const before = previewOf([parent(1), parent(2)]);
    const after = previewOf(
      [parent(1, { shipDateIssue: 'before-date-sent' }), parent(2)],
      lineList({ dateSent: '2026-02-15' }),
    );
    let dateSent = '2026-02-01';
    const calls = stubApi(({ method, path, body }) => {
      if (path !== '/api/crocs/preview/7') return undefined;
      if (method === 'GET') return ok(dateSent === '2026-02-01' ? before : after);
      if (method !== 'PATCH') return undefined;
      dateSent = (body as Partial<LineList>).dateSent ?? dateSent;
      return ok(lineList({ ...(body as Partial<LineList>) }), 'Dates updated');
    });
    renderApp('/home/line-list/preview/7');
    const grid = await table();
    expect(screen.queryByTestId('ship-date-issues-line')).toBeNull();
    const reads = () => calls.filter((call) => call.method === 'GET' && call.path === '/api/crocs/preview/7').length;
    const readsBefore = reads();

    fireEvent.click(screen.getByLabelText(previewTexts.dateSent));
    const calendar = await screen.findByRole('grid');
    fireEvent.click(
      within(calendar)
        .getAllByRole('button')
        .find((button) => button.textContent === '15')!,
    );
    await waitFor(() =>
      expect(screen.getByTestId('ship-date-issues-line').textContent).toBe(previewTexts.shipDateIssuesLine(1)),
    );
    expect(reads()).toBe(readsBefore + 1);
    expect(marksIn(rowOf(grid, 'M00001'))).toEqual([previewTexts.shipDateIssues['before-date-sent']]);
  });
});

describe('"Show only changed items"', () => {
  const changes = (): PreviewResponse =>
    previewOf([
      parent(1, {
        status: 'changed',
        changedFields: ['color', 'franchise', 'msrp', 'expected_shipped_date', 'children'],
        color: 'Lime',
        msrp: 59.9,
        previous: {
          color: 'Black',
          franchise: null,
          msrp: 49.9,
          expected_shipped_date: '2026-03-01',
          children: [{ sku: 'S1-8', size: '8' }],
        },
      }),
      // Only its images changed: its SKUs and sizes read as before.
      parent(2, {
        status: 'changed',
        changedFields: ['children'],
        previous: {
          children: [
            { sku: 'S2-8', size: '8' },
            { sku: 'S2-9', size: '9' },
          ],
        },
      }),
      parent(3),
    ]);

  it('shows each changed field’s previous value struck through beside the new one, read out as "was …"', async () => {
    stubApi(({ method, path }) => (method === 'GET' && path === '/api/crocs/preview/7' ? ok(changes()) : undefined));
    renderApp('/home/line-list/preview/7?view=changed');
    const grid = await table();
    const changed = rowOf(grid, 'M00001');
    expect(previousIn(changed)).toEqual([
      ['Black', previewTexts.previousValue('Black')],
      [previewTexts.emptyPreviousValue, previewTexts.previousValue(previewTexts.emptyPreviousValueSpoken)],
      ['$49.90', previewTexts.previousValue('$49.90')],
      ['03/01/2026', previewTexts.previousValue('03/01/2026')],
      [previewTexts.skus(1), previewTexts.previousValue(previewTexts.skus(1))],
      ['8', previewTexts.previousValue('8')],
    ]);
    // The new value stays first in its cell, the old one after it.
    const msrpCell = within(changed).getByText('$59.90').closest('td') as HTMLElement;
    expect(msrpCell.textContent).toBe(
      `$59.90$49.90 ${previewTexts.previousValue('$49.90')} ${previewTexts.changedCell}`,
    );
    expect(previousIn(rowOf(grid, 'M00002'))).toEqual([]);
    expect(rowOf(grid, 'M00002').querySelectorAll('td[data-changed]')).toHaveLength(2);
  });

  it('keeps the other views as they were: the changed cells tinted, without their previous values', async () => {
    stubApi(({ method, path }) => (method === 'GET' && path === '/api/crocs/preview/7' ? ok(changes()) : undefined));
    renderApp('/home/line-list/preview/7');
    const grid = await table();
    expect(grid.querySelectorAll('td[data-changed]').length).toBeGreaterThan(0);
    expect(grid.querySelectorAll('[data-previous-value]')).toHaveLength(0);
    fireEvent.change(screen.getByRole('combobox', { name: previewTexts.viewFilterLabel }), {
      target: { value: 'changed' },
    });
    await waitFor(() => expect(grid.querySelectorAll('[data-previous-value]')).toHaveLength(6));
  });
});
