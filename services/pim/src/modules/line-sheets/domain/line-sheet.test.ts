import { lineSheetMessages, lineSheetTexts } from '@lineup/contracts/line-sheets';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemImages } from '../../../db/images-schema';
import { lineListItems, lineLists } from '../../../db/schema';
import { insertCatalogLineList, manyItems } from '../../../test-support/catalog-fixtures';
import { brandIdNamed, openPimTestApp, type PimTestApp } from '../../../test-support/pim-test-app';
import { pictureVariantKey } from '../../images/domain/picture-keys';
import { staffLineSheet } from './line-sheet-source';
import { lineSheetStream } from './line-sheet-stream';
import { lineSheetStyles } from './line-sheet-styles';

let t: PimTestApp;
let crocs: number;
beforeAll(async () => {
  t = await openPimTestApp();
  crocs = await brandIdNamed(t, 'Crocs');
});
afterAll(() => t.dispose());

/** A sorted line list of `n` athletic styles at $60.00 MSRP, with its dates, season and year. */
async function sortedLineList(n: number, prefix: string) {
  const id = await insertCatalogLineList(t.db, {
    brandId: crocs,
    name: 'Spring Pre-Book',
    sortingCompleted: true,
    dateSent: '2026-01-15',
    deadline: '2026-03-01',
    items: [
      ...manyItems(n, prefix, { catalogTypes: ['athletic'] }),
      ...manyItems(2, `${prefix}B`, { catalogTypes: ['boutique'] }),
    ],
  });
  await t.db
    .update(lineLists)
    .set({ season: 'Spring', year: 2026, dateOfAvailability: '2026-05-20' })
    .where(eq(lineLists.id, id));
  await t.db.update(lineListItems).set({ msrp: '60.00' }).where(eq(lineListItems.lineListId, id));
  return id;
}

async function pdfOf(request: Parameters<typeof staffLineSheet>[2]) {
  const sheet = await staffLineSheet(t.db, t.orderStores.directory, request);
  const bytes = new Uint8Array(
    await new Response(lineSheetStream({ db: t.db, storage: t.storage }, sheet)).arrayBuffer(),
  );
  const { totalPages, text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
  return { sheet, bytes, pages: totalPages, text: text.map((page) => page.replace(/\s+/g, ' ')) };
}

/** How many images the PDF embeds (pdfkit writes each one as an XObject of subtype Image). */
const embeddedImages = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').split('/Subtype /Image').length - 1;

describe('a line sheet', () => {
  it('opens with a cover naming the brand, catalog, season, type and dates, then the styles in the line list order', async () => {
    const lineListId = await sortedLineList(12, 'LS');
    const { pages, text, sheet, bytes } = await pdfOf({ lineListId, catalogType: 'athletic' });
    expect(sheet.fileName).toBe('crocs-spring-pre-book-athletic-line-sheet.pdf');
    expect(pages).toBe(3);
    const cover = text[0]!;
    for (const expected of [
      'Crocs',
      'Spring Pre-Book',
      lineSheetTexts.catalog('Athletic'),
      'Spring 2026',
      'Pre-Book',
      `${lineSheetTexts.dateSent}: 01/15/2026`,
      `${lineSheetTexts.deadline}: 03/01/2026`,
      `${lineSheetTexts.availability}: 05/20/2026`,
      lineSheetTexts.styles(12),
      lineSheetTexts.brandPrices,
    ]) {
      expect(cover).toContain(expected);
    }
    expect(text[1]).toContain('LS-00001');
    expect(text[1]).toContain('Classic Clog');
    expect(text[1]).toContain(`${lineSheetTexts.color}: Black`);
    expect(text[1]).toContain(`${lineSheetTexts.sizes}: 8, 9, 10`);
    // Crocs's wholesale price is 50 % of the MSRP.
    expect(text[1]).toContain(`${lineSheetTexts.msrp} $60.00`);
    expect(text[1]).toContain(`${lineSheetTexts.wholesale} $30.00`);
    expect(text[1]).toContain(lineSheetTexts.noImage);
    expect(text[2]).toContain('LS-00012');
    expect(text.join(' ')).not.toContain('LSB-');
    const order = text
      .slice(1)
      .join(' ')
      .match(/LS-\d{5}/g);
    expect(order).toEqual(manyItems(12, 'LS').map((item) => item.modelCode));
    expect(embeddedImages(bytes)).toBe(0);
  });

  it('grows by one page per six styles: 12 styles make 3 pages, 48 make 9', async () => {
    const small = await pdfOf({ lineListId: await sortedLineList(12, 'SM'), catalogType: 'athletic' });
    const large = await pdfOf({ lineListId: await sortedLineList(48, 'LG'), catalogType: 'athletic' });
    expect([small.pages, large.pages]).toEqual([3, 9]);
    expect(large.pages - 1).toBe(4 * (small.pages - 1));
    expect(large.text[8]).toContain('LG-00048');
    expect(large.text.at(-1)).toContain(lineSheetTexts.page(9, 9));
  });

  it('reads a catalog of hundreds of styles window after window, every style once, in order and priced', async () => {
    const sheet = await staffLineSheet(t.db, t.orderStores.directory, {
      lineListId: await sortedLineList(500, 'WN'),
      catalogType: 'athletic',
    });
    const seen: string[] = [];
    for await (const batch of lineSheetStyles({ db: t.db, storage: t.storage }, sheet, 24)) {
      expect(batch.length).toBeLessThanOrEqual(24);
      for (const style of batch) {
        expect(style.wholesale, style.modelCode).toBe('30.00');
        seen.push(style.modelCode);
      }
    }
    expect(seen).toEqual(manyItems(500, 'WN').map((item) => item.modelCode));
  });

  it("shows a store's price after its organization's discount for the brand, and names the store", async () => {
    const lineListId = await sortedLineList(1, 'DS');
    const { storeId } = t.orderStores.addCustomer({
      organization: { discounts: { [String(crocs)]: 10 } },
      store: { storeName: 'Discount Downtown' },
    });
    const { text } = await pdfOf({ lineListId, catalogType: 'athletic', storeId });
    expect(text[0]).toContain(lineSheetTexts.preparedFor('Discount Downtown'));
    expect(text[1]).toContain(`${lineSheetTexts.wholesale} $27.00`);
  });

  it("embeds the card JPEG of a style's first ready picture", async () => {
    const lineListId = await sortedLineList(2, 'PC');
    const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const [picture] = await t.db
      .insert(itemImages)
      .values({
        brandId: crocs,
        modelCode: 'PC-00001',
        position: 1,
        originalKey: 'images/test/original',
        width: 48,
        height: 32,
        state: 'ready',
        createdBy: 'test-user',
      })
      .returning({ id: itemImages.id });
    await t.storage.putObject(pictureVariantKey(picture!.id, 'card', 'jpg'), jpeg, 'image/jpeg');
    const { bytes, text } = await pdfOf({ lineListId, catalogType: 'athletic' });
    expect(embeddedImages(bytes)).toBe(1);
    // The second style has no picture: its placeholder says so.
    expect(text[1]).toContain(lineSheetTexts.noImage);
  });

  it('is refused for an unknown line list, one not sorted yet and an unknown store', async () => {
    const refusal = (request: Parameters<typeof staffLineSheet>[2]) =>
      staffLineSheet(t.db, t.orderStores.directory, request).then(
        () => null,
        (error: { status: number; message: string }) => [error.status, error.message],
      );
    expect(await refusal({ lineListId: 999_999, catalogType: 'athletic' })).toEqual([
      404,
      lineSheetMessages.lineListNotFound,
    ]);
    const unsorted = await insertCatalogLineList(t.db, { brandId: crocs, items: manyItems(1, 'US') });
    expect(await refusal({ lineListId: unsorted, catalogType: 'athletic' })).toEqual([
      409,
      lineSheetMessages.catalogsNotReady,
    ]);
    const lineListId = await sortedLineList(1, 'UK');
    const storeId = '00000000-0000-4000-8000-000000000000';
    expect(await refusal({ lineListId, catalogType: 'athletic', storeId })).toEqual([
      404,
      lineSheetMessages.storeNotFound,
    ]);
  });
});
