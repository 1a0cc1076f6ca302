import { randomUUID } from 'node:crypto';
import { orderMessages } from '@lineup/contracts/order-messages';
import { orderBuyingTexts } from '@lineup/contracts/orders-buying-texts';
import { ORDER_FORMS_MAX_ORDERS, ORDER_FORMS_MEDIA_TYPE } from '@lineup/contracts/orders-staff';
import { orderFormTexts } from '@lineup/contracts/texts/orders';
import { shipToTexts } from '@lineup/contracts/texts/ship-to';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemImages } from '../../../db/images-schema';
import { orders } from '../../../db/orders-schema';
import { lineLists } from '../../../db/schema';
import {
  addItemsOk,
  failure,
  newCustomer,
  openCrocsOrderingApp,
  parentInSizes,
  placeOrder,
} from '../../../test-support/order-fixtures';
import { jpegPicture } from '../../../test-support/picture-files';
import type { PimTestApp } from '../../../test-support/pim-test-app';
import { pictureOriginalKey, pictureVariantKey } from '../../images/domain/picture-keys';

let t: PimTestApp;
let lineList: number;

beforeAll(async () => {
  ({ t, lineList } = await openCrocsOrderingApp([
    parentInSizes('CLOG-BLK', '49.99', ['9', '10']),
    parentInSizes('ALPHA-RED', '20.00', ['M5']),
  ]));
});
afterAll(() => t.dispose());

function requestForms(body: unknown) {
  return t.app.request('/api/orders/forms', {
    method: 'POST',
    headers: { authorization: `Bearer ${t.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A sheet's rows as arrays of cell values (column A first). */
function rowsOf(sheet: ExcelJS.Worksheet) {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('POST /api/orders/forms', () => {
  it('answers a workbook with a sheet per order: store, billing address, ship-to, lines and totals', async () => {
    const who = newCustomer(t, { organization: { organizationName: 'Acme' }, store: { storeName: 'Acme Main' } });
    const first = await placeOrder(t, who, lineList, [
      { sku: 'CLOG-BLK-10', quantity: 2 },
      { sku: 'ALPHA-RED-M5', quantity: 1 },
      { sku: 'CLOG-BLK-9', quantity: 3 },
    ]);
    const second = await placeOrder(t, newCustomer(t), lineList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    const response = await requestForms({ orderIds: [second.id, first.id, second.id] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(ORDER_FORMS_MEDIA_TYPE);
    expect(response.headers.get('content-disposition')).toContain('attachment');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      orderFormTexts.sheetName(second.id),
      orderFormTexts.sheetName(first.id),
    ]);
    const rows = rowsOf(workbook.worksheets[1]!);
    expect(rows[0]).toEqual([orderFormTexts.title(first.id)]);
    expect(rows).toContainEqual([orderFormTexts.organization, 'Acme']);
    expect(rows).toContainEqual([orderFormTexts.store, 'Acme Main']);
    expect(rows).toContainEqual([orderFormTexts.status, 'Pending']);
    expect(rows).toContainEqual([orderFormTexts.billingAddress, '1 Main St, Austin, TX 73301, US']);
    expect(rows).toContainEqual([shipToTexts.title, '9 Dock Rd, Unit 4, Houston, TX, US']);
    const header = rows.findIndex((row) => row[1] === orderFormTexts.modelCode);
    expect(rows[header]![0]).toBe(orderFormTexts.picture);
    expect(rows[header]!.slice(7)).toEqual([
      orderFormTexts.unitPrice,
      orderBuyingTexts.msrp,
      orderBuyingTexts.margin,
      orderFormTexts.lineTotal,
    ]);
    // 49.99 × 50 % = 24.995 → 25.00 a unit (margin 24.99 / 49.99 = 50.0 %); 20.00 → 10.00 (50 %).
    // The first column holds each style's picture.
    expect(rows.slice(header + 1)).toEqual([
      ['', 'ALPHA-RED', 'Classic Clog', 'RED', 'M5', 'ALPHA-RED-M5', 1, 10, 20, 50, 10],
      ['', 'CLOG-BLK', 'Classic Clog', 'BLK', '9', 'CLOG-BLK-9', 3, 25, 49.99, 50, 75],
      ['', 'CLOG-BLK', 'Classic Clog', 'BLK', '10', 'CLOG-BLK-10', 2, 25, 49.99, 50, 50],
      [orderFormTexts.totals, '', '', '', '', '', 6, '', '', '', 135],
    ]);
    const sheet = workbook.worksheets[1]!;
    expect(sheet.getCell(`I${header + 2}`).numFmt).toBe('"$"#,##0.00');
    expect(sheet.getCell(`J${header + 2}`).numFmt).toBe('0.0"%"');
    expect(sheet.getCell(`K${header + 2}`).numFmt).toBe('"$"#,##0.00');
    // Submitted without checkout fields: each says so.
    for (const label of [
      orderBuyingTexts.deliveryWindow,
      orderBuyingTexts.poNumber,
      orderBuyingTexts.requestedShipDate,
      orderBuyingTexts.requestedCancelDate,
      orderBuyingTexts.notes,
    ]) {
      expect(rows).toContainEqual([label, orderBuyingTexts.none]);
    }
    // No picture yet: none drawn.
    expect(workbook.worksheets[1]!.getImages()).toEqual([]);
  });

  it("draws each style's picture on its first line", async () => {
    const [row] = await t.db.select({ brandId: lineLists.brandId }).from(lineLists).where(eq(lineLists.id, lineList));
    const id = randomUUID();
    await t.db.insert(itemImages).values({
      id,
      brandId: row!.brandId,
      modelCode: 'CLOG-BLK',
      position: 1,
      originalKey: pictureOriginalKey(id),
      width: 800,
      height: 600,
      state: 'ready',
      createdBy: 'test',
    });
    await t.storage.putObject(
      pictureVariantKey(id, 'thumb', 'jpg'),
      await jpegPicture({ width: 160, height: 120 }),
      'image/jpeg',
    );
    const order = await placeOrder(t, newCustomer(t), lineList, [
      { sku: 'CLOG-BLK-9', quantity: 1 },
      { sku: 'CLOG-BLK-10', quantity: 1 },
    ]);
    const response = await requestForms({ orderIds: [order.id] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = rowsOf(sheet).findIndex((cells) => cells[1] === orderFormTexts.modelCode);
    const images = sheet.getImages();
    expect(images).toHaveLength(1);
    // Anchored in the first column of the style's first line (rows count from 0 here).
    expect(Math.floor(images[0]!.range.tl.nativeRow)).toBe(header + 1);
    expect(Math.floor(images[0]!.range.tl.nativeCol)).toBe(0);
  });

  it('gives the ship-to copied at submit, whatever the store changed since; an order without one says so', async () => {
    const who = newCustomer(t);
    const shipped = await placeOrder(t, who, lineList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    t.orderStores.updateStore(who.storeId, {
      addresses: [{ type: 'shipping', line1: '1 New Rd', city: 'Dallas', state: 'TX', country: 'US' }],
    });
    const legacy = await placeOrder(t, newCustomer(t), lineList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    await t.db.update(orders).set({ shipTo: null }).where(eq(orders.id, legacy.id));

    const response = await requestForms({ orderIds: [shipped.id, legacy.id] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const shipToOf = (sheet: ExcelJS.Worksheet) => rowsOf(sheet).find((row) => row[0] === shipToTexts.title);
    expect(workbook.worksheets.map(shipToOf)).toEqual([
      [shipToTexts.title, '9 Dock Rd, Unit 4, Houston, TX, US'],
      [shipToTexts.title, shipToTexts.notRecorded],
    ]);
  });

  it('refuses an empty or too long selection, and names orders that are unknown or drafts (404)', async () => {
    const json = async (response: Response) => ({ status: response.status, body: await response.json() });
    expect(await json(await requestForms({ orderIds: [] }))).toEqual({
      status: 400,
      body: failure(orderMessages.noOrdersSelected),
    });
    const many = Array.from({ length: ORDER_FORMS_MAX_ORDERS + 1 }, (_, i) => i + 1);
    expect(await json(await requestForms({ orderIds: many }))).toEqual({
      status: 400,
      body: failure(orderMessages.tooManyForms(ORDER_FORMS_MAX_ORDERS)),
    });
    const placed = await placeOrder(t, newCustomer(t), lineList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    const draft = await addItemsOk(t, newCustomer(t), lineList, [{ sku: 'CLOG-BLK-9', quantity: 1 }]);
    expect(await json(await requestForms({ orderIds: [placed.id, 999_999, draft.id] }))).toEqual({
      status: 404,
      body: failure(orderMessages.ordersNotFound([999_999, draft.id])),
    });
    for (const body of [{}, { orderIds: ['1'] }, { orderIds: [0] }, { orderIds: [1], extra: true }]) {
      expect(await json(await requestForms(body)), JSON.stringify(body)).toEqual({
        status: 400,
        body: failure(orderMessages.wrongInput),
      });
    }
  });
});
