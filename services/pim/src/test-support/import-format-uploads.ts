import type { ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import type { PreviewParent } from '@lineup/contracts/line-list-preview';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll } from 'vitest';
import { lineListItems, lineLists } from '../db/schema';
import { type ImportFormatFixture, importFormatFixture } from './import-format-fixtures';
import { openPipelineTestApp, type PipelineTestApp } from './pipeline-test-app';

/**
 * Uploads of brands that read their files with a saved import format, through the pipeline test
 * app: the brand's format saved over the API, fixtures edited as a brand's next file would be,
 * and what the database then holds.
 */

/** The app and the brand a file of format upload tests works with; set before the first test. */
export type FormatBrandSuite = { t: PipelineTestApp; brandId: number };

/**
 * Registers the hooks of a file of format upload tests: before them, a fresh pipeline test app and
 * the id of the brand named `brandName`, with `format` saved as its first format version when
 * given (its id is then `formatId`); after them, the app disposed.
 */
export function formatBrandSuite(brandName: string): FormatBrandSuite;
export function formatBrandSuite(
  brandName: string,
  format: ImportFormatDefinition,
): FormatBrandSuite & { formatId: number };
export function formatBrandSuite(brandName: string, format?: ImportFormatDefinition) {
  const suite = {} as FormatBrandSuite & { formatId?: number };
  beforeAll(async () => {
    suite.t = await openPipelineTestApp();
    suite.brandId = await brandIdNamed(suite.t, brandName);
    if (format) suite.formatId = (await saveFormat(suite.t, suite.brandId, format)).id;
  });
  afterAll(() => suite.t?.dispose());
  return suite;
}

/** A brand of the first start (Birkenstock, Hey Dude): its id. */
async function brandIdNamed(t: PipelineTestApp, name: string): Promise<number> {
  const brands = await t.get('/api/brands');
  const brand = brands.body.data.find((b: { name: string }) => b.name === name);
  if (!brand) throw new Error(`no brand named ${name}`);
  return brand.id;
}

/** Saves the definition as the brand's next format version (PUT /api/brands/{id}/import-format): its row. */
export async function saveFormat(t: PipelineTestApp, brandId: number, definition: ImportFormatDefinition) {
  const saved = await t.putJson(`/api/brands/${brandId}/import-format`, { definition });
  if (saved.status !== 201) throw new Error(`format not saved: ${JSON.stringify(saved.body)}`);
  return saved.body.data as { id: number; version: number };
}

/**
 * A fixture opened with exceljs, changed by `edit` on its first sheet and written again: the
 * brand's next file, its title rows, merged cells and hyperlinks kept.
 */
export async function editedFixture(
  fixture: ImportFormatFixture,
  edit: (sheet: ExcelJS.Worksheet) => void,
): Promise<{ bytes: Buffer; fileName: string }> {
  const { bytes, fileName } = importFormatFixture(fixture);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  edit(workbook.worksheets[0]!);
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), fileName: `edited ${fileName}` };
}

/** The preview's parents by model code: their status and the fields that changed. */
export function statusesOf(parents: PreviewParent[]): Record<string, [PreviewParent['status'], string[]]> {
  return Object.fromEntries(parents.map((p) => [p.model_code, [p.status, p.changedFields]]));
}

/** The line list's import format (its version's id) and its items' model codes, as stored. */
export async function storedLineList(t: PipelineTestApp, lineListId: number) {
  const [row] = await t.db
    .select({ importFormatId: lineLists.importFormatId, state: lineLists.state, uploadId: lineLists.uploadId })
    .from(lineLists)
    .where(eq(lineLists.id, lineListId));
  const items = await t.db
    .select({ modelCode: lineListItems.modelCode })
    .from(lineListItems)
    .where(eq(lineListItems.lineListId, lineListId));
  return row ? { ...row, modelCodes: items.map((i) => i.modelCode).sort() } : undefined;
}

/** Every stored object: uploaded files and their metadata. */
export async function storedKeys(t: PipelineTestApp): Promise<string[]> {
  return [...(await t.storage.list('uploads/')), ...(await t.storage.list('metadata/'))].map((o) => o.key).sort();
}

/** The brand's current items (GET /api/crocs/items?brandId=) by model code: MSRP and SKUs with their sizes. */
export async function brandItems(t: PipelineTestApp, brandId: number) {
  const answer = await t.get(`/api/crocs/items?brandId=${brandId}&pageSize=500`);
  const items = answer.body.data as { model_code: string; msrp: number | null; children: PreviewParent['children'] }[];
  return Object.fromEntries(
    items.map((i) => [i.model_code, { msrp: i.msrp, skus: i.children.map((c) => `${c.sku}:${c.size}`) }]),
  );
}
