import type { OrderCheckout } from '@lineup/contracts/order-checkout';
import { orderMessages } from '@lineup/contracts/order-messages';
import { ORDER_STATUS_LABELS } from '@lineup/contracts/order-statuses';
import type { Order } from '@lineup/contracts/orders';
import { orderBuyingTexts } from '@lineup/contracts/orders-buying-texts';
import type { OrderContact } from '@lineup/contracts/orders-responses';
import type { ShipTo } from '@lineup/contracts/orders-ship-to';
import { storeMarginPercent } from '@lineup/contracts/store-prices';
import { orderFormTexts } from '@lineup/contracts/texts/orders';
import { addressOneLine, shipToTexts } from '@lineup/contracts/texts/ship-to';
import type { Address } from '@lineup/contracts/users';
import { notFound } from '@lineup/server-kit/errors';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { orders } from '../../../db/orders-schema';
import { NO_CHECKOUT, readOrderCheckouts } from './order-terms';
import { type Reader, readOrders } from './orders-read';

/**
 * Download Forms: one workbook with a sheet per order (in the order asked): the store, its billing
 * address, the order's ship-to and the store's contact, the checkout (delivery window, PO number,
 * requested dates, notes), then one row per line by model code, color and size with its quantity,
 * the prices as the buyer reads them (wholesale unit price, MSRP, margin) and its total, and the
 * order's totals. Drafts are not orders for staff: asking for one is answered like an unknown id.
 */

const MONEY_FORMAT = '"$"#,##0.00';
/** A margin cell holds the percent itself (55.5), shown with one decimal and the sign. */
const PERCENT_FORMAT = '0.0"%"';
const t = orderFormTexts;

/** Sizes compare as numbers when both are ("9" before "10"), otherwise as text. */
const bySize = (a: string, b: string) => {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) && a !== '' && b !== '' ? x - y : a.localeCompare(b);
};

type FormOrder = Order & {
  addresses: Address[];
  shipTo: ShipTo | null;
  contact: OrderContact | null;
  checkout: OrderCheckout;
};

/** The checkout's rows: each field as the order kept it, or "None". */
function checkoutRows({ deliveryWindow, poNumber, requestedShipDate, requestedCancelDate, notes }: OrderCheckout) {
  const b = orderBuyingTexts;
  return [
    [b.deliveryWindow, deliveryWindow ? b.windowDates(deliveryWindow) : b.none],
    [b.poNumber, poNumber ?? b.none],
    [b.requestedShipDate, requestedShipDate ?? b.none],
    [b.requestedCancelDate, requestedCancelDate ?? b.none],
    [b.notes, notes ?? b.none],
  ] satisfies [string, string][];
}

/** A picture's small JPEG (the order form shows one per style); null when it is not there. */
export type ReadThumbnail = (pictureId: string) => Promise<Buffer | null>;

/** The row height that shows a thumbnail whole (points), and the thumbnail's drawn size (pixels). */
const PICTURE_ROW_HEIGHT = 48;
const PICTURE_SIZE = 60;

function addOrderSheet(workbook: ExcelJS.Workbook, order: FormOrder, thumbnails: Map<string, Buffer>) {
  const sheet = workbook.addWorksheet(t.sheetName(order.id));
  sheet.addRow([t.title(order.id)]).font = { bold: true, size: 14 };
  const billing = order.addresses.find((candidate) => candidate.type === 'billing');
  const details: [string, string][] = [
    [t.organization, order.organizationName],
    [t.store, order.storeName],
    [t.storeType, order.storeType === 'multi-brand' ? t.multibrand : t.monobrand],
    [t.brand, order.brandName],
    [t.lineList, order.lineListName],
    [t.status, ORDER_STATUS_LABELS[order.status]],
    [t.submitted, order.submittedAt ? order.submittedAt.slice(0, 10) : ''],
    [
      t.contact,
      order.contact
        ? `${[order.contact.firstName, order.contact.lastName].filter(Boolean).join(' ')} <${order.contact.email}>`
        : '',
    ],
    [t.billingAddress, billing ? addressOneLine(billing) : t.notSet],
    [shipToTexts.title, order.shipTo ? addressOneLine(order.shipTo) : shipToTexts.notRecorded],
    ...checkoutRows(order.checkout),
  ];
  for (const [label, value] of details) sheet.addRow([label, value]).getCell(1).font = { bold: true };
  sheet.addRow([]);

  const header = sheet.addRow([
    t.picture,
    t.modelCode,
    t.silhouette,
    t.color,
    t.size,
    t.sku,
    t.quantity,
    t.unitPrice,
    orderBuyingTexts.msrp,
    orderBuyingTexts.margin,
    t.lineTotal,
  ]);
  header.font = { bold: true };
  const lines = [...order.items].sort(
    (a, b) => a.modelCode.localeCompare(b.modelCode) || a.color.localeCompare(b.color) || bySize(a.size, b.size),
  );
  const pictured = new Set<string>();
  for (const line of lines) {
    const margin = storeMarginPercent(String(line.msrp), String(line.unitPrice));
    const row = sheet.addRow([
      '',
      line.modelCode,
      line.silhouette,
      line.color,
      line.size,
      line.sku,
      line.quantity,
      line.unitPrice,
      line.msrp,
      margin ?? orderBuyingTexts.noMargin,
      line.lineTotal,
    ]);
    for (const money of [8, 9, 11]) row.getCell(money).numFmt = MONEY_FORMAT;
    row.getCell(10).numFmt = PERCENT_FORMAT;
    // The style's picture, on its first line.
    const thumbnail = line.picture ? thumbnails.get(line.picture.id) : undefined;
    if (thumbnail && !pictured.has(line.modelCode)) {
      pictured.add(line.modelCode);
      const imageId = workbook.addImage({ buffer: thumbnail as unknown as ExcelJS.Buffer, extension: 'jpeg' });
      const scale = PICTURE_SIZE / Math.max(line.picture!.width, line.picture!.height);
      sheet.addImage(imageId, {
        tl: { col: 0.05, row: row.number - 1 + 0.05 },
        ext: { width: line.picture!.width * scale, height: line.picture!.height * scale },
      });
      row.height = PICTURE_ROW_HEIGHT;
    }
  }
  const totals = sheet.addRow([t.totals, '', '', '', '', '', order.unitsCount, '', '', '', order.total]);
  totals.font = { bold: true };
  totals.getCell(11).numFmt = MONEY_FORMAT;
  sheet.columns.forEach((column, index) => {
    column.width = [10, 22, 24, 16, 8, 20, 10, 12, 12, 10, 14][index] ?? 12;
  });
}

/** Each style's thumbnail, read once per picture. */
async function thumbnailsOf(found: Order[], readThumbnail: ReadThumbnail): Promise<Map<string, Buffer>> {
  const ids = new Set(found.flatMap((order) => order.items.flatMap((line) => (line.picture ? [line.picture.id] : []))));
  const thumbnails = new Map<string, Buffer>();
  for (const id of ids) {
    const bytes = await readThumbnail(id);
    if (bytes) thumbnails.set(id, bytes);
  }
  return thumbnails;
}

/** The order forms of `orderIds` (each once), as an .xlsx file; 404 naming the ids that are not orders. */
export async function buildOrderForms(db: Reader, orderIds: number[], readThumbnail: ReadThumbnail): Promise<Buffer> {
  const ids = [...new Set(orderIds)];
  const found = (await readOrders(db, ids)).filter((order) => order.status !== 'draft');
  const missing = ids.filter((id) => !found.some((order) => order.id === id));
  if (missing.length > 0) throw notFound(orderMessages.ordersNotFound(missing));
  const extras = await db
    .select({ id: orders.id, addresses: orders.addresses, shipTo: orders.shipTo, contact: orders.contact })
    .from(orders)
    .where(inArray(orders.id, ids));
  const extraById = new Map(extras.map((extra) => [extra.id, extra]));
  const checkouts = await readOrderCheckouts(db, ids);

  const thumbnails = await thumbnailsOf(found, readThumbnail);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Lineup';
  for (const order of found) {
    const extra = extraById.get(order.id);
    addOrderSheet(
      workbook,
      {
        ...order,
        addresses: extra?.addresses ?? [],
        shipTo: extra?.shipTo ?? null,
        contact: extra?.contact ?? null,
        checkout: checkouts.get(order.id) ?? NO_CHECKOUT,
      },
      thumbnails,
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
