import fs from 'node:fs';
import path from 'node:path';
import { type CatalogItemMove, SORTED_CATALOG_TYPES } from '@lineup/contracts/catalogs';
import { utcToday } from '@lineup/contracts/ordering-deadline';
import type { LineListType } from '@lineup/contracts/pim';
import {
  presignedUploadRequestSchema,
  processUploadRequestSchema,
  spreadsheetContentTypes,
  type UploadMetadata,
} from '@lineup/contracts/uploads';
import { count, eq } from 'drizzle-orm';
import { lineListItems, lineLists } from '../../../db/schema';
import { savePreview } from '../../line-lists/domain/line-list-import';
import { createPresignedUpload, processLineListUpload, type UploadDeps } from '../../line-lists/domain/uploads';
import { createCatalogs, publishCatalog, saveCatalogs } from './catalogs';
import { addItemsTo, changeItems } from './catalogs-items';
import { firstDemoShipDay, shiftDays, withShipDatesFrom } from './demo-ship-dates';

/**
 * Demo catalogs for a first start: two Crocs line lists imported from the sample
 * files through the real pipeline (presigned upload, stored file, processing, preview save, create
 * catalogs, item moves), one partly sorted and unpublished (Sorting Pending), one sorted and
 * published, so a new user sees both sections of /home/catalogs and a filled segmentation screen.
 */
export type DemoLineList = {
  file: string;
  type: LineListType;
  metadata: Partial<UploadMetadata>;
  /** The earliest expected ship date its items get (demo-ship-dates.ts). */
  firstShipDay: string;
  outcome: 'partly-sorted' | 'published';
};

/**
 * The demo line lists of a first start on `today` ('YYYY-MM-DD'). The published pre-book was sent
 * two weeks ago and takes orders for two months: a demo customer can order from it, which a fixed
 * deadline would stop once it passed. Their items ship from two weeks after the latest of today,
 * the Date Sent and the deadline for orders: none ships before its line list goes out or in the past.
 */
export function demoLineLists(today: string = utcToday()): DemoLineList[] {
  const sent = shiftDays(today, -14);
  const deadline = shiftDays(today, 60);
  return [
    {
      file: 'crocs-pre-book-spring-2026.xlsx',
      type: 'pre-book',
      metadata: { dateSent: sent, deadlineForOrders: deadline, sentOn: sent },
      firstShipDay: firstDemoShipDay(today, [sent, deadline]),
      outcome: 'published',
    },
    {
      file: 'crocs-brand-ats-summer-2026.xlsx',
      type: 'brand-ats',
      metadata: {},
      firstShipDay: firstDemoShipDay(today, []),
      outcome: 'partly-sorted',
    },
  ];
}

/** Imports one sample file as the Upload Inventory dialog and the preview page would. */
async function importSample(deps: UploadDeps, brandId: number, demo: DemoLineList, bytes: Buffer): Promise<number> {
  const presigned = await createPresignedUpload(
    deps,
    presignedUploadRequestSchema.parse({
      fileKey: demo.file,
      fileType: 'xlsx',
      fileSize: bytes.length,
      metadata: { brandId, lineListType: demo.type, ...demo.metadata },
      contentType: spreadsheetContentTypes.xlsx,
    }),
    { subject: 'seed' },
  );
  // The PUT to the presigned address, done by the server itself.
  await deps.storage.putObject(presigned.fileKey, bytes, spreadsheetContentTypes.xlsx);
  const processed = await processLineListUpload(
    deps,
    processUploadRequestSchema.parse({
      brand: brandId,
      type: demo.type,
      fileName: demo.file,
      key: presigned.fileKey,
      linelist_attributes: { sentOn: demo.metadata.sentOn ?? null, deadline: demo.metadata.deadlineForOrders ?? null },
      action: 'new',
    }),
  );
  const saved = await savePreview(deps.db, processed.lineListId);
  await createCatalogs(deps.db, saved.lineListId);
  return saved.lineListId;
}

/** Sorts the line list's parents: all of them (some into two catalogs), or the first half only. */
async function sort(deps: UploadDeps, lineListId: number, outcome: DemoLineList['outcome']) {
  const rows = await deps.db
    .select({ modelCode: lineListItems.modelCode })
    .from(lineListItems)
    .where(eq(lineListItems.lineListId, lineListId))
    .orderBy(lineListItems.id);
  const codes = rows.map((row) => row.modelCode);
  const sorted = outcome === 'published' ? codes : codes.slice(0, Math.ceil(codes.length / 2));
  const moves: CatalogItemMove[] = sorted.map((modelCode, i) => ({
    modelCode,
    originCatalogType: 'unsorted',
    targetCatalogType: SORTED_CATALOG_TYPES[i % SORTED_CATALOG_TYPES.length]!,
  }));
  if (moves.length > 0) await changeItems(deps.db, 'move', lineListId, moves);
  // Every fifth sorted item is also in the Crocs catalog.
  const alsoCrocs = sorted.filter((_, i) => i % 5 === 0);
  if (alsoCrocs.length > 0) await addItemsTo(deps.db, lineListId, alsoCrocs, 'crocs');
  if (outcome === 'published') {
    await saveCatalogs(deps.db, lineListId);
    await publishCatalog(deps.db, lineListId);
  }
}

/**
 * Seeds the demo catalogs when the PIM has no line list at all (a first start); otherwise, or
 * when a sample file is missing, does nothing. Answers the line lists it created.
 */
export async function seedDemoCatalogs(deps: UploadDeps, samplesDir: string, brandId: number): Promise<number[]> {
  const [existing] = await deps.db.select({ n: count() }).from(lineLists);
  if ((existing?.n ?? 0) > 0) return [];
  const demos = demoLineLists();
  const files = demos.map((demo) => path.join(samplesDir, demo.file));
  if (!files.every((file) => fs.existsSync(file))) return [];
  const created: number[] = [];
  for (const [i, demo] of demos.entries()) {
    const bytes = await withShipDatesFrom(fs.readFileSync(files[i]!), demo.firstShipDay);
    const lineListId = await importSample(deps, brandId, demo, bytes);
    await sort(deps, lineListId, demo.outcome);
    created.push(lineListId);
  }
  return created;
}
