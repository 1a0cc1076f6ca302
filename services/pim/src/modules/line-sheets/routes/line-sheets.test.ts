import { LINE_SHEET_MEDIA_TYPE, lineSheetMessages, lineSheetTexts } from '@lineup/contracts/line-sheets';
import { accessMessages, portalMessages } from '@lineup/contracts/portal-messages';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalOrdersWorld } from '../../../test-support/portal-orders-world';

let w: Awaited<ReturnType<typeof openPortalOrdersWorld>>;
beforeAll(async () => {
  w = await openPortalOrdersWorld();
});
afterAll(() => w.t.dispose());

/** The answer to a GET: a PDF's pages as text, or the envelope of a refusal. */
async function download(path: string, token: string) {
  const response = await w.t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  if (response.headers.get('content-type') !== LINE_SHEET_MEDIA_TYPE) {
    return { status: response.status, body: await response.json(), pages: [] as string[], fileName: null };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { status: response.status, body: null, pages: text.map((page) => page.replace(/\s+/g, ' ')), fileName };
}

const portalSheet = (storeId: string, lineListId: number) =>
  `/api/portal/stores/${storeId}/catalogs/${lineListId}/line-sheet`;
const staffSheet = (lineListId: number | string, query: string) => `/api/line-sheets/line-lists/${lineListId}?${query}`;
const refusal = (status: number, message: string) => ({ status, body: { success: false, message } });

describe("a store's line sheet in the portal", () => {
  it("is the catalog its segment shows, at its organization's price, as an attachment", async () => {
    const answer = await download(portalSheet(w.store.downtown, w.lineList.spring), w.tokens.buyer);
    expect(answer.status).toBe(200);
    expect(answer.fileName).toBe('crocs-crocs-spring-athletic-line-sheet.pdf');
    expect(answer.pages).toHaveLength(2);
    expect(answer.pages[0]).toContain(lineSheetTexts.catalog('Athletic'));
    expect(answer.pages[0]).toContain(lineSheetTexts.preparedFor('Alpha Downtown'));
    const styles = answer.pages[1]!;
    expect(styles.match(/[A-Z]{2,3}-\d{5}/g)).toEqual(['ATH-00001', 'ATH-00002', 'ATH-00003']);
    // $60.00 at Crocs's 50 % less Alpha's 10 % on Crocs.
    // Beside them the store's margin selling at MSRP: (60 − 27) / 60 = 55 %.
    expect(styles).toContain(
      `${lineSheetTexts.msrp} $60.00 ${lineSheetTexts.wholesale} $27.00 ${lineSheetTexts.margin} 55.0%`,
    );
    expect(styles).toContain(
      `${lineSheetTexts.msrp} ${lineSheetTexts.noPrice} ${lineSheetTexts.wholesale} ${lineSheetTexts.noPrice} ${lineSheetTexts.margin} ${lineSheetTexts.noPrice}`,
    );
  });

  it("shows another organization's store its own price", async () => {
    const answer = await download(portalSheet(w.store.bravo, w.lineList.spring), w.tokens.bravo);
    expect(answer.pages[1]).toContain(`${lineSheetTexts.wholesale} $30.00 ${lineSheetTexts.margin} 50.0%`);
  });

  it('answers 404 for a store the buyer does not buy for and a catalog the store does not see, 409 without segments', async () => {
    const { buyer } = w.tokens;
    expect(await download(portalSheet(w.store.mall, w.lineList.spring), buyer)).toMatchObject(
      refusal(404, portalMessages.storeNotFound),
    );
    expect(await download(portalSheet(w.store.bravo, w.lineList.spring), buyer)).toMatchObject(
      refusal(404, portalMessages.storeNotFound),
    );
    for (const lineListId of [w.lineList.draft, w.lineList.gamma, w.lineList.boutiqueOnly, 999_999]) {
      expect(await download(portalSheet(w.store.downtown, lineListId), buyer), String(lineListId)).toMatchObject(
        refusal(404, portalMessages.catalogNotFound),
      );
    }
    expect(await download(portalSheet(w.store.empty, w.lineList.spring), buyer)).toMatchObject(
      refusal(409, portalMessages.storeWithoutSegments),
    );
  });

  it('is the same for staff previewing the store, who must name it', async () => {
    const path = portalSheet(w.store.downtown, w.lineList.spring);
    const asBuyer = await download(path, w.tokens.buyer);
    const asStaff = await download(`${path}?previewStoreId=${w.store.downtown}`, w.tokens.staff);
    expect(asStaff.pages).toEqual(asBuyer.pages);
    expect(await download(path, w.tokens.staff)).toMatchObject(refusal(400, accessMessages.previewStoreRequired));
  });

  it('refuses a malformed store or line list id with the portal message', async () => {
    for (const path of [
      portalSheet('not-a-uuid', w.lineList.spring),
      `/api/portal/stores/${w.store.downtown}/catalogs/abc/line-sheet`,
      portalSheet(w.store.downtown, 0),
    ]) {
      expect(await download(path, w.tokens.buyer), path).toMatchObject(refusal(400, portalMessages.wrongParameters));
    }
  });
});

describe("staff's line sheets", () => {
  it("give any catalog of a published line list at the brand's price, or at a named store's", async () => {
    const brandPrice = await download(staffSheet(w.lineList.spring, 'catalogType=boutique'), w.tokens.staff);
    expect(brandPrice.status).toBe(200);
    expect(brandPrice.fileName).toBe('crocs-crocs-spring-boutique-line-sheet.pdf');
    expect(brandPrice.pages[0]).toContain(lineSheetTexts.brandPrices);
    expect(brandPrice.pages[1]!.match(/[A-Z]{2,3}-\d{5}/g)).toEqual(['BTQ-00001', 'BTQ-00002']);
    expect(brandPrice.pages[1]).toContain(`${lineSheetTexts.wholesale} $30.00`);

    const storePrice = await download(
      staffSheet(w.lineList.spring, `catalogType=boutique&storeId=${w.store.downtown}`),
      w.tokens.staff,
    );
    expect(storePrice.pages[0]).toContain(lineSheetTexts.preparedFor('Alpha Downtown'));
    expect(storePrice.pages[1]).toContain(`${lineSheetTexts.wholesale} $27.00`);
  });

  it('answer 404 for an unknown line list or store, 409 for a line list not sorted yet', async () => {
    const { staff } = w.tokens;
    expect(await download(staffSheet(999_999, 'catalogType=athletic'), staff)).toMatchObject(
      refusal(404, lineSheetMessages.lineListNotFound),
    );
    expect(
      await download(
        staffSheet(w.lineList.spring, 'catalogType=athletic&storeId=00000000-0000-4000-8000-000000000000'),
        staff,
      ),
    ).toMatchObject(refusal(404, lineSheetMessages.storeNotFound));
    expect(await download(staffSheet(w.lineList.draft, 'catalogType=athletic'), staff)).toMatchObject(
      refusal(409, lineSheetMessages.catalogsNotReady),
    );
  });

  it('refuse bad parameters with 400 and a customer with 403', async () => {
    const { staff } = w.tokens;
    for (const path of [
      staffSheet(w.lineList.spring, ''),
      staffSheet(w.lineList.spring, 'catalogType=unsorted'),
      staffSheet(w.lineList.spring, 'catalogType=sandals'),
      staffSheet(w.lineList.spring, 'catalogType=athletic&storeId=not-a-uuid'),
      staffSheet('abc', 'catalogType=athletic'),
      staffSheet(0, 'catalogType=athletic'),
    ]) {
      expect(await download(path, staff), path).toMatchObject(refusal(400, lineSheetMessages.wrongParameters));
    }
    expect(await download(staffSheet(w.lineList.spring, 'catalogType=athletic'), w.tokens.buyer)).toMatchObject(
      refusal(403, accessMessages.staffOnly),
    );
  });
});
