import { type DeliveryWindow, deliveryWindowMessages } from '@lineup/contracts/delivery-windows';
import type { UploadMetadata } from '@lineup/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/orders-schema';
import { lineLists } from '../../../db/schema';
import { openPipelineTestApp, type PipelineTestApp } from '../../../test-support/pipeline-test-app';
import { crocsSheet, xlsxBuffer } from '../../../test-support/sample-files';
import { readDeliveryWindows } from '../domain/delivery-windows';

let t: PipelineTestApp;
let file: Buffer;
beforeAll(async () => {
  t = await openPipelineTestApp();
  file = await xlsxBuffer([{ name: 'Fall 2026', rows: crocsSheet({ parents: 2, sizesPerParent: 2 }) }]);
});
afterAll(() => t.dispose());

const june = { name: 'June', shipStart: '2027-06-01', cancelDate: '2027-06-30' };
const july = { name: 'July', shipStart: '2027-07-01', cancelDate: '2027-07-31' };
const preBook = { lineListType: 'pre-book', dateSent: '2027-01-15', deadlineForOrders: '2027-12-31' } as const;
const replacing = (lineListId: number) => ({ action: 'update', linelist_id: lineListId, type: 'update' });

/** The dialog's upload, processed: the staged line list's id. */
async function staged(metadata: Partial<UploadMetadata>, process: Record<string, unknown> = {}): Promise<number> {
  const { processed } = await t.upload(file, 'Crocs Fall 2026.xlsx', metadata, process);
  expect(processed?.status).toBe(201);
  return processed!.body.data.lineListId;
}

const windowsOnPreview = async (id: number): Promise<DeliveryWindow[]> =>
  (await t.get(`/api/crocs/preview/${id}`)).body.data.lineList.deliveryWindows;
const fields = ({ id: _, ...window }: DeliveryWindow) => window;

describe('delivery windows given in the upload dialog', () => {
  it('are staged with the line list, in the order given, and stay its windows once saved', async () => {
    const id = await staged({ ...preBook, deliveryWindows: [july, { ...june, name: ' June ' }] });
    const onPreview = await windowsOnPreview(id);
    expect(onPreview.map(fields)).toEqual([july, june]);
    expect((await t.post(`/api/crocs/preview/${id}/save`)).status).toBe(200);
    expect(await windowsOnPreview(id)).toEqual(onPreview);
    expect(await readDeliveryWindows(t.db, id)).toEqual(onPreview);
    // Without any, the line list has none.
    expect(await windowsOnPreview(await staged({ ...preBook }))).toEqual([]);
  });

  it('are refused when the dialog sends them wrong, and nothing is stored', async () => {
    const storedBefore = await t.storage.list('metadata/');
    const countsBefore = await t.tableCounts();
    const early = { ...june, name: 'Early', shipStart: '2027-01-14' };
    const cases: [Partial<UploadMetadata>, string][] = [
      [
        { ...preBook, deliveryWindows: [june, early] },
        deliveryWindowMessages.shipStartBeforeDateSent('Early', '2027-01-15'),
      ],
      [
        { lineListType: 'own-stock', sentOn: '2027-06-02', deliveryWindows: [june] },
        deliveryWindowMessages.shipStartBeforeDateSent('June', '2027-06-02'),
      ],
      [
        { ...preBook, deliveryWindows: [june, { ...july, name: 'june' }] },
        deliveryWindowMessages.namesRepeated('june'),
      ],
      [
        { ...preBook, deliveryWindows: [{ ...june, cancelDate: '2027-05-31' }] },
        deliveryWindowMessages.cancelNotAfterShipStart('June'),
      ],
    ];
    for (const [metadata, message] of cases) {
      const { presign } = await t.upload(file, 'Crocs Fall 2026.xlsx', metadata);
      expect(presign, JSON.stringify(metadata)).toMatchObject({ status: 400, body: { success: false, message } });
    }
    expect(await t.storage.list('metadata/')).toEqual(storedBefore);
    expect(await t.tableCounts()).toEqual(countsBefore);
  });

  it('are held to a Date Sent the processing call or the preview names, changing nothing when refused', async () => {
    const countsBefore = await t.tableCounts();
    const { processed } = await t.upload(
      file,
      'Crocs Fall 2026.xlsx',
      { lineListType: 'own-stock', deliveryWindows: [june] },
      { linelist_attributes: { sentOn: '2027-06-02' } },
    );
    expect(processed).toMatchObject({
      status: 400,
      body: { message: deliveryWindowMessages.shipStartBeforeDateSent('June', '2027-06-02') },
    });
    expect(await t.tableCounts()).toEqual(countsBefore);

    const id = await staged({ ...preBook, deliveryWindows: [june] });
    const refused = await t.patch(`/api/crocs/preview/${id}`, { dateSent: '2027-06-02' });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: deliveryWindowMessages.shipStartBeforeDateSent('June', '2027-06-02') },
    });
    expect((await t.get(`/api/crocs/preview/${id}`)).body.data.lineList.dateSent).toBe('2027-01-15');
    expect((await t.patch(`/api/crocs/preview/${id}`, { dateSent: '2027-06-01' })).status).toBe(200);
  });
});

describe('delivery windows of an update upload', () => {
  let target: number;
  let before: DeliveryWindow[];
  beforeAll(async () => {
    target = await staged({ ...preBook, deliveryWindows: [june, july] });
    expect((await t.post(`/api/crocs/preview/${target}/save`)).status).toBe(200);
    before = await readDeliveryWindows(t.db, target);
    const [list] = await t.db.select({ brandId: lineLists.brandId }).from(lineLists).where(eq(lineLists.id, target));
    const window = before[1]!.id;
    await t.db.insert(orders).values({
      organizationId: 'o',
      storeId: 's',
      brandId: list!.brandId,
      lineListId: target,
      deliveryWindowId: window,
    });
  });

  const update = (windows?: UploadMetadata['deliveryWindows']) =>
    staged({ ...preBook, ...(windows && { deliveryWindows: windows }) }, replacing(target));

  it('keeps the updated line list its own when the upload gives none', async () => {
    const id = await update();
    expect((await t.post(`/api/crocs/preview/${id}/save`)).body.data.lineListId).toBe(target);
    expect(await readDeliveryWindows(t.db, target)).toEqual(before);
  });

  it('refuses the save that would remove a window with orders, leaving both line lists as they were', async () => {
    const id = await update([june]);
    const refused = await t.post(`/api/crocs/preview/${id}/save`);
    expect(refused).toMatchObject({ status: 409, body: { message: deliveryWindowMessages.inUse('July') } });
    expect(await readDeliveryWindows(t.db, target)).toEqual(before);
    expect((await t.get(`/api/crocs/preview/${id}`)).body.data.lineList).toMatchObject({ status: 'staged' });
    expect((await t.del(`/api/crocs/discard-uploaded-data/${id}`)).status).toBe(200);
  });

  it("replaces them on save, a window named like one of the line list's keeping it", async () => {
    const later = { name: 'JULY', shipStart: '2027-07-05', cancelDate: '2027-08-05' };
    const august = { name: 'August', shipStart: '2027-08-01', cancelDate: '2027-08-31' };
    const id = await update([august, later]);
    expect((await t.post(`/api/crocs/preview/${id}/save`)).status).toBe(200);
    const after = await readDeliveryWindows(t.db, target);
    expect(after.map(fields)).toEqual([august, later]);
    expect(after[1]!.id).toBe(before[1]!.id);
    expect(after.map((window) => window.id)).not.toContain(before[0]!.id);
  });
});
