import { uploadMessages } from '@lineup/contracts/messages';
import { stockMessages } from '@lineup/contracts/stock';
import {
  OPEN_STOCK_DEFAULTS,
  type OpenStockResponse,
  type processOpenStockRequestSchema,
} from '@lineup/contracts/uploads';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { openStockItems, uploads } from '../../../db/schema';
import { FileProblem } from '../../../parser/errors';
import { stockTypeOf } from '../../../parser/open-stock';
import { type FileReader, startFileReader } from '../../../parser/parse-process';
import { extensionOf, safeFileName } from '../../../storage/file-names';
import { brandById } from '../../brands/domain/brands';
import { unknownSkus } from '../../stock/domain/known-skus';
import { INSERT_BATCH_ROWS } from './line-list-import';
import { claimUpload, type ProcessHooks, readUploadedFile } from './upload-claim';
import { crocsBrand } from './upload-presign';
import { removeUpload, type UploadDeps } from './upload-removal';

/**
 * POST /api/uploads/open-stock/process: the open stock file of a type replaces the previous one. A
 * file naming a SKU the brand does not have is refused, listing them, and changes nothing.
 */
export async function processOpenStockUpload(
  deps: UploadDeps,
  body: z.output<typeof processOpenStockRequestSchema>,
  hooks: ProcessHooks = {},
  now: Date = new Date(),
): Promise<OpenStockResponse> {
  const { db, storage } = deps;
  const upload = await claimUpload(db, body.key, 'open-stock');
  let reader: FileReader | undefined;
  try {
    const fileName = safeFileName(body.fileName);
    if (extensionOf(fileName) !== 'xlsx') throw new FileProblem(uploadMessages.openStockXlsxOnly(fileName), 400);
    const metadata = (upload.metadata ?? {}) as { brandId?: number };
    const brand = metadata.brandId ? await brandById(db, metadata.brandId) : await crocsBrand(db);
    reader = startFileReader({ limits: hooks.parseLimits, onStats: hooks.onReadStats });
    const bytes = await readUploadedFile(storage, upload);
    const parsed = await reader.read({ kind: 'open-stock', bytes, fileName, extension: 'xlsx' });
    if (parsed.kind !== 'open-stock') throw new Error('the file reader answered another kind of file');
    const rows = parsed.rows;
    const stockType = stockTypeOf(fileName);
    const year = now.getUTCFullYear();
    await db.transaction(async (tx) => {
      const unknown = await unknownSkus(
        tx,
        brand.id,
        rows.map((row) => row.sku),
      );
      if (unknown.length > 0) throw new FileProblem(stockMessages.unknownSkus(unknown));
      await tx
        .delete(openStockItems)
        .where(and(eq(openStockItems.brandId, brand.id), eq(openStockItems.stockType, stockType)));
      for (let i = 0; i < rows.length; i += INSERT_BATCH_ROWS) {
        await tx.insert(openStockItems).values(
          rows.slice(i, i + INSERT_BATCH_ROWS).map((row) => ({
            brandId: brand.id,
            stockType,
            ...row,
            season: OPEN_STOCK_DEFAULTS.season,
            year,
            availability: OPEN_STOCK_DEFAULTS.availability,
            uploadId: upload.id,
          })),
        );
      }
      await tx.update(uploads).set({ state: 'processed', updatedAt: new Date() }).where(eq(uploads.id, upload.id));
    });
    // Earlier open stock files no current row comes from any more are removed with their upload.
    const unused = await db
      .select()
      .from(uploads)
      .where(
        and(
          eq(uploads.kind, 'open-stock'),
          eq(uploads.state, 'processed'),
          sql`${uploads.id} <> ${upload.id}`,
          sql`NOT EXISTS (SELECT 1 FROM ${openStockItems} WHERE ${openStockItems.uploadId} = ${uploads.id})`,
        ),
      );
    for (const old of unused) await removeUpload(deps, old);
    return {
      brandId: brand.id,
      stockType,
      season: OPEN_STOCK_DEFAULTS.season,
      year,
      availability: OPEN_STOCK_DEFAULTS.availability,
      rowsCount: rows.length,
      skusCount: new Set(rows.map((r) => r.sku)).size,
    };
  } catch (error) {
    await removeUpload(deps, upload).catch(() => {});
    throw error;
  } finally {
    reader?.stop();
  }
}
