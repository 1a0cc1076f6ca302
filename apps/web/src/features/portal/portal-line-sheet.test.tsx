import { portalMessages } from '@lineup/contracts/portal-messages';
import { lineSheetButtonTexts } from '@lineup/contracts/texts/line-sheets';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aCatalog,
  anItem,
  CUSTOMER_TOKEN,
  type PortalFake,
  portalServer,
  previewDowntownAsStaff,
  renderPortal,
  resetPortal,
  STAFF_TOKEN,
  STORE_DOWNTOWN,
  signInAsCustomer,
} from '@/features/portal/test-support/portal-server';
import { failure } from '@/test/render-app';

afterEach(resetPortal);

const LINE_SHEET = `/api/portal/stores/${STORE_DOWNTOWN}/catalogs/7/line-sheet`;

/** The store's catalogs, and the line sheet as `answer` gives it. */
function lineSheetFake(answer: () => Response): Omit<PortalFake, 'session'> {
  return {
    catalogs: { [STORE_DOWNTOWN]: [aCatalog()] },
    details: { [`${STORE_DOWNTOWN}/7`]: { catalog: aCatalog(), items: [anItem('10001-001')] } },
    ordering: (call) => (call.method === 'GET' && call.path === LINE_SHEET ? answer() : undefined),
  };
}

/** The browser's save, watched: the file's address made and the link that saves it clicked. */
function watchSaving() {
  const createObjectURL = vi.fn(() => 'blob:line-sheet');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { createObjectURL, saved };
}

const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 });

describe('a portal catalog’s line sheet, from the store’s catalogs', () => {
  it('downloads the store’s line sheet with the customer’s token and saves it under the catalog’s title', async () => {
    signInAsCustomer();
    const { createObjectURL, saved } = watchSaving();
    const { calls, tokens } = portalServer(lineSheetFake(pdf));
    renderPortal('/portal/catalogs');
    fireEvent.click(await screen.findByRole('button', { name: lineSheetButtonTexts.download }));
    await waitFor(() => expect(saved).toEqual(['Crocs Pre-Book line sheet.pdf']));
    expect(createObjectURL).toHaveBeenCalledOnce();
    const index = calls.findIndex((call) => call.path === LINE_SHEET);
    expect(tokens()[index]).toBe(`Bearer ${CUSTOMER_TOKEN}`);
    expect(screen.getByRole('button', { name: lineSheetButtonTexts.download })).toHaveProperty('disabled', false);
  });

  it('names the previewed store when staff preview it', async () => {
    watchSaving();
    const { calls, tokens } = previewDowntownAsStaff(lineSheetFake(pdf));
    renderPortal(`/portal/catalogs?previewStoreId=${STORE_DOWNTOWN}`);
    fireEvent.click(await screen.findByRole('button', { name: lineSheetButtonTexts.download }));
    await waitFor(() => expect(calls.some((call) => call.path === LINE_SHEET)).toBe(true));
    const index = calls.findIndex((call) => call.path === LINE_SHEET);
    expect(calls[index]?.search.get('previewStoreId')).toBe(STORE_DOWNTOWN);
    expect(tokens()[index]).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('says in place why the line sheet was refused', async () => {
    signInAsCustomer();
    const { saved } = watchSaving();
    portalServer(lineSheetFake(() => failure(404, portalMessages.catalogNotFound)));
    renderPortal('/portal/catalogs');
    fireEvent.click(await screen.findByRole('button', { name: lineSheetButtonTexts.download }));
    expect((await screen.findByRole('alert')).textContent).toBe(portalMessages.catalogNotFound);
    expect(saved).toEqual([]);
  });
});
