import { and, eq } from 'drizzle-orm';
import { hasLineListImporter } from '@lineup/contracts/line-list-importers';
import { uploadMessages } from '@lineup/contracts/messages';
import type { LineListType } from '@lineup/contracts/pim';
import type { ProcessUploadResponse, processUploadRequestSchema } from '@lineup/contracts/uploads';
import { AppError, notFound } from '@lineup/server-kit/errors';
import type { z } from 'zod';
import { lineLists, uploads } from '../db/schema';
import { FileProblem } from '../parser/errors';
import { type FileReader, startFileReader } from '../parser/parse-process';
import { deleteStagedLineList, stageLineList } from './line-list-import';
import { claimUpload, type ProcessHooks, readUploadedFile } from './upload-claim';
import { brandById, extensionOf, safeFileName } from './upload-presign';
import { removeUpload, type UploadDeps } from './upload-removal';

/**
 * Uploaded line lists: processing one into a staged line list, and removing it again. The other
 * steps of an upload live beside this file (upload-presign, upload-claim, upload-open-stock,
 * upload-cleanup, upload-janitor, upload-removal); their entry points are exported here too.
 */
export type { ProcessHooks } from './upload-claim';
export { cleanUpInterruptedUploads } from './upload-cleanup';
export { processOpenStockUpload } from './upload-open-stock';
export { createPresignedUpload } from './upload-presign';
export type { UploadDeps } from './upload-removal';

const orNull = <T>(value: T | null | undefined) => value ?? null;

/**
 * The file-processing call (POST /api/uploads/process): reads the uploaded file, stages the line
 * list and its parents in one transaction and answers the staged line list's id. Any failure
 * removes the file, its metadata and the upload, so nothing is left behind.
 */
export async function processLineListUpload(
  deps: UploadDeps,
  body: z.output<typeof processUploadRequestSchema>,
  hooks: ProcessHooks = {},
): Promise<ProcessUploadResponse> {
  const { db, storage } = deps;
  const upload = await claimUpload(db, body.key, 'line-list');
  await hooks.onStage?.('claimed');
  let reader: FileReader | undefined;
  try {
    const fileName = safeFileName(body.fileName);
    const extension = extensionOf(fileName);
    if (extension !== 'xlsx' && extension !== 'xls')
      throw new FileProblem(uploadMessages.wrongExtension(fileName), 400);
    const brand = await brandById(db, body.brand);
    if (!hasLineListImporter(brand.name)) throw new FileProblem(uploadMessages.noParserForBrand(brand.name));
    const metadata = (upload.metadata ?? {}) as Record<string, string | number | null | undefined>;

    let type: LineListType;
    let replaces: { id: number; name: string; type: LineListType } | null = null;
    if (body.action === 'update' || body.type === 'update') {
      const targetId = body.linelist_id ?? (metadata.lineListId as number | undefined);
      if (!targetId) throw new AppError(400, uploadMessages.updateNeedsLineList);
      const [target] = await db
        .select({
          id: lineLists.id,
          name: lineLists.name,
          type: lineLists.type,
          state: lineLists.state,
          published: lineLists.published,
        })
        .from(lineLists)
        .where(and(eq(lineLists.id, targetId), eq(lineLists.brandId, brand.id)));
      if (target?.state !== 'saved') throw notFound(uploadMessages.lineListToUpdateNotFound);
      if (target.published) throw new AppError(409, uploadMessages.publishedCannotBeUpdated);
      replaces = target;
      type = body.type === 'update' ? target.type : body.type;
    } else {
      type = body.type as LineListType;
    }

    // The reading process starts now (or is the one prepared ahead) and loads while the file is fetched.
    reader = startFileReader({ limits: hooks.parseLimits, onRows: hooks.onRows, onStats: hooks.onReadStats });
    const bytes = await readUploadedFile(storage, upload);
    await hooks.onStage?.('read');
    const parsed = await reader.read({ kind: 'line-list', bytes, fileName, extension });
    if (parsed.kind !== 'line-list') throw new Error('the file reader answered another kind of file');
    const result = parsed.lineList;
    await hooks.onStage?.('parsed');

    const attrs = body.linelist_attributes ?? {};
    const str = (value: unknown) => (typeof value === 'string' && value ? value : null);
    const lineListId = await db.transaction(async (tx) => {
      await hooks.onStage?.('staging');
      const id = await stageLineList(
        tx,
        {
          brandId: brand.id,
          // The name given in the dialog; else the updated line list's; else "<season> <year>".
          name: str(metadata.lineListName) ?? replaces?.name ?? `${result.season} ${result.year}`,
          type,
          description: orNull(body.description) ?? str(metadata.lineListDescription),
          season: result.season,
          year: result.year,
          // One day says when the line list is sent out: Date Sent (the spec's sentOn names it too).
          dateSent: str(metadata.dateSent) ?? str(metadata.sentOn) ?? orNull(attrs.sentOn),
          receivedOn: str(metadata.receivedOn),
          deadline: orNull(attrs.deadline) ?? str(metadata.deadlineForOrders),
          dateOfAvailability: str(metadata.dateOfAvailability),
          uploadId: upload.id,
          replacesLineListId: replaces?.id ?? null,
          parents: result.parents,
        },
        hooks.onBatch,
      );
      await tx.update(uploads).set({ state: 'processed', updatedAt: new Date() }).where(eq(uploads.id, upload.id));
      return id;
    });
    await hooks.onStage?.('staged');
    return {
      lineListId,
      itemsCount: result.parents.length,
      rowsCount: result.rowsCount,
      season: result.season,
      year: result.year,
    };
  } catch (error) {
    await removeUpload(deps, upload).catch(() => {});
    throw error;
  } finally {
    reader?.stop();
  }
}

/** DELETE /api/crocs/discard-uploaded-data/{lineListId}: the staged line list, its items, file and metadata. */
export async function discardUploadedData(deps: UploadDeps, lineListId: number): Promise<{ lineListId: number }> {
  const { uploadId } = await deleteStagedLineList(deps.db, lineListId);
  if (uploadId) await releaseUpload(deps, uploadId);
  return { lineListId };
}

/** Removes an upload no line list refers to any more (after a discard, or an update-mode save). */
export async function releaseUpload(deps: UploadDeps, uploadId: string): Promise<void> {
  const [still] = await deps.db
    .select({ id: lineLists.id })
    .from(lineLists)
    .where(eq(lineLists.uploadId, uploadId))
    .limit(1);
  if (still) return;
  const [upload] = await deps.db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (upload) await removeUpload(deps, upload);
}
