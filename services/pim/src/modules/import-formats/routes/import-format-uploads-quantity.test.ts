import { importFormatMessages } from '@lineup/contracts/import-format-messages';
import { uploadMessages } from '@lineup/contracts/messages';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lineListItems } from '../../../db/schema';
import {
  importFormat,
  importFormatFixture,
  WIDE_QUANTITIES_FORMAT,
} from '../../../test-support/import-format-fixtures';
import { formatBrandSuite, saveFormat } from '../../../test-support/import-format-uploads';
import { xlsxBuffer } from '../../../test-support/sample-files';

/**
 * A format may map each SKU's stock on hand: a quantity column in the narrow layout, the size
 * cells themselves in the wide one. The line list keeps it with each SKU; a blank cell or no
 * quantity at all keeps the SKU without one (its stock unknown, which is not zero).
 */
const NARROW_WITH_QUANTITY = importFormat({
  headerRow: 1,
  layout: 'narrow',
  columns: { model_code: 'Style', silhouette: 'Name', color: 'Color', size: 'Size', sku: 'UPC', quantity: 'Qty' },
  season: { from: 'sheet-name' },
});
const suite = formatBrandSuite('Birkenstock', NARROW_WITH_QUANTITY);

const HEADER = ['Style', 'Name', 'Color', 'Size', 'UPC', 'Qty'];

async function storedSkus(lineListId: number) {
  const rows = await suite.t.db
    .select({ modelCode: lineListItems.modelCode, skus: lineListItems.skus })
    .from(lineListItems)
    .where(eq(lineListItems.lineListId, lineListId))
    .orderBy(asc(lineListItems.id));
  return rows.map((row) => [row.modelCode, row.skus]);
}

describe('an import format with quantities', () => {
  it("narrow: keeps each row's Qty with its SKU, 0 as sold out and a blank cell as unknown", async () => {
    const { t, brandId } = suite;
    const bytes = await xlsxBuffer([
      {
        name: 'Spring 2026',
        rows: [
          HEADER,
          ['ARIZONA', 'Arizona', 'Black', '8', '4052001000081', 12],
          ['ARIZONA', 'Arizona', 'Black', '9', '4052001000098', 0],
          ['ARIZONA', 'Arizona', 'Black', '10', '4052001000104', null],
        ],
      },
    ]);
    const { processed } = await t.upload(bytes, 'stocked.xlsx', { brandId });
    expect(processed!.status).toBe(201);
    expect(await storedSkus(processed!.body.data.lineListId)).toEqual([
      [
        'ARIZONA',
        [
          { sku: '4052001000081', size: '8', image_urls: [], quantity: 12 },
          { sku: '4052001000098', size: '9', image_urls: [], quantity: 0 },
          { sku: '4052001000104', size: '10', image_urls: [] },
        ],
      ],
    ]);
  });

  it('narrow: refuses a Qty that is not a whole number, naming its cell, and stages nothing', async () => {
    const { t, brandId } = suite;
    const before = await t.tableCounts();
    const bytes = await xlsxBuffer([
      { name: 'Spring 2026', rows: [HEADER, ['ARIZONA', 'Arizona', 'Black', '8', '4052001000081', 'lots']] },
    ]);
    const { processed } = await t.upload(bytes, 'bad-qty.xlsx', { brandId });
    expect(processed!.status).toBe(422);
    expect(processed!.body.message).toBe(uploadMessages.badQuantity('Qty', 2, 'lots'));
    expect((await t.tableCounts()).lineListItems).toBe(before.lineListItems);
  });

  it('wide: keeps the quantity of each size cell above 0 with its SKU', async () => {
    const { t } = suite;
    const brands = await t.get('/api/brands');
    const heyDude = brands.body.data.find((brand: { name: string }) => brand.name === 'Hey Dude').id as number;
    await saveFormat(t, heyDude, WIDE_QUANTITIES_FORMAT);
    const { bytes, fileName } = importFormatFixture('wideQuantities');
    const { processed } = await t.upload(bytes, fileName, { brandId: heyDude });
    expect(processed!.status).toBe(201);
    expect(await storedSkus(processed!.body.data.lineListId)).toEqual([
      [
        'AT-100',
        [
          { sku: 'AT-100-36', size: '36', image_urls: [], quantity: 4 },
          { sku: 'AT-100-38', size: '38', image_urls: [], quantity: 12 },
        ],
      ],
      [
        'AT-200',
        [
          { sku: 'AT-200-36', size: '36', image_urls: [], quantity: 2 },
          { sku: 'AT-200-37', size: '37', image_urls: [], quantity: 6 },
        ],
      ],
    ]);
  });

  it('wide: a format mapping a quantity column is refused, the quantity being the size cells', async () => {
    const { t, brandId } = suite;
    const answer = await t.putJson(`/api/brands/${brandId}/import-format`, {
      definition: {
        ...WIDE_QUANTITIES_FORMAT,
        columns: [...WIDE_QUANTITIES_FORMAT.columns, { header: 'Stock', field: 'quantity' }],
      },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(importFormatMessages.wideFieldMapped('quantity'));
  });
});
