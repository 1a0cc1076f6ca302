import { lineSheetMessages } from '@lineup/contracts/line-sheets';
import { lineSheetButtonTexts } from '@lineup/contracts/texts/line-sheets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { published } from '@/features/catalogs/test-support/catalogs-server';
import { type ApiCall, failure, ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const LINE_SHEET = '/api/line-sheets/line-lists/11';

/** The overview with one published catalog, and its line sheet as `answer` gives it. */
function lineSheetServer(answer: (call: ApiCall) => Response) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/crocs/catalogs/latest') return ok([published]);
    if (call.method === 'GET' && call.path === LINE_SHEET) return answer(call);
    return undefined;
  });
}

function watchSaving() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('/home/catalogs, line sheets', () => {
  it('downloads the line sheet of each sorted catalog of a line list, saved under its title', async () => {
    const saved = watchSaving();
    const calls = lineSheetServer(() => new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    renderApp('/home/catalogs');
    const card = await screen.findByRole('generic', { name: 'Crocs Spring 2026' });
    // Unsorted items are in no catalog: no line sheet for them.
    expect(within(card).getAllByRole('button', { name: /line sheet/ })).toHaveLength(3);
    fireEvent.click(within(card).getByRole('button', { name: lineSheetButtonTexts.downloadType('Boutique') }));
    await waitFor(() => expect(saved).toEqual(['Crocs Spring 2026 Boutique line sheet.pdf']));
    const call = calls.find((each) => each.path === LINE_SHEET);
    expect(call?.search.get('catalogType')).toBe('boutique');
  });

  it('shows the server’s refusal in a toast and saves nothing', async () => {
    const saved = watchSaving();
    const refusal = lineSheetMessages.catalogsNotReady;
    lineSheetServer(() => failure(409, refusal));
    renderApp('/home/catalogs');
    const card = await screen.findByRole('generic', { name: 'Crocs Spring 2026' });
    fireEvent.click(within(card).getByRole('button', { name: lineSheetButtonTexts.downloadType('Athletic') }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
