import { deliveryWindowsSchema } from '@lineup/contracts/delivery-windows';
import { uploadMessages } from '@lineup/contracts/messages';
import { deadlineBeforeDateSent } from '@lineup/contracts/ordering-deadline';
import type { LineListType } from '@lineup/contracts/pim';
import type { ProcessUploadResponse, processUploadRequestSchema } from '@lineup/contracts/uploads';
import { AppError, notFound } from '@lineup/server-kit/errors';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { lineLists, uploads } from '../../../db/schema';
import { FileProblem } from '../../../parser/errors';
import type { ParseJob } from '../../../parser/parse-file';
import { type FileReader, startFileReader } from '../../../parser/parse-process';
import { extensionOf, safeFileName } from '../../../storage/file-names';
import { brandById } from '../../brands/domain/brands';
import { effectiveImportFormat } from '../../import-formats/domain/import-formats';
import { type DeliveryWindowFields, refuseWindowsBeforeDateSent } from './delivery-windows';
import { deleteStagedLineList } from './line-list-import';
import { stageWhileReading } from './line-list-staging';
import { claimUpload, type ProcessHooks, readUploadedFile } from './upload-claim';
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

/** The windows of the upload's metadata (checked when it was stored), read again as stored data. */
function uploadedDeliveryWindows(stored: unknown): DeliveryWindowFields[] {
  const parsed = deliveryWindowsSchema.safeParse(stored ?? []);
  if (!parsed.success) throw new AppError(400, uploadMessages.wrongInput);
  return parsed.data;
}

/**
 * The file-processing call (POST /api/uploads/process): reads the uploaded file with the brand's
 * import format and stages the line list and its parents in one transaction, the parents batch by
 * batch while the file is still being read (docs/decisions/0017-import-pipeline.md); answers the
 * staged line list's id. Any failure rolls the staging back and removes the file, its metadata
 * and the upload, so nothing is left behind.
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
    const format = await effectiveImportFormat(db, brand);
    if (!format) throw new FileProblem(uploadMessages.noParserForBrand(brand.name));
    const metadata = (upload.metadata ?? {}) as Record<string, unknown>;

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

    const attrs = body.linelist_attributes ?? {};
    const str = (value: unknown) => (typeof value === 'string' && value ? value : null);
    // One day says when the line list is sent out: Date Sent (the older field sentOn names it too).
    const dateSent = str(metadata.dateSent) ?? str(metadata.sentOn) ?? orNull(attrs.sentOn);
    const deadline = orNull(attrs.deadline) ?? str(metadata.deadlineForOrders);
    if (deadlineBeforeDateSent({ dateSent, deadline })) throw new AppError(400, uploadMessages.deadlineBeforeDateSent);
    const deliveryWindows = uploadedDeliveryWindows(metadata.deliveryWindows);
    // The processing call may name another Date Sent than the dialog did: the windows are held to it.
    refuseWindowsBeforeDateSent(deliveryWindows, dateSent);

    // The reading process starts now (or is the one prepared ahead) and loads while the file is fetched.
    reader = startFileReader({ limits: hooks.parseLimits, onRows: hooks.onRows, onStats: hooks.onReadStats });
    const bytes = await readUploadedFile(storage, upload);
    await hooks.onStage?.('read');
    const job: ParseJob = {
      kind: 'line-list',
      bytes,
      fileName,
      extension,
      format: format.definition,
      formatLabel: { brand: brand.name, version: format.version },
    };

    const fileReader = reader;
    const staged = await stageWhileReading(
      db,
      {
        brandId: brand.id,
        // The name given in the dialog; else the updated line list's; else "<season> <year>" (read last).
        name: str(metadata.lineListName) ?? replaces?.name ?? null,
        type,
        description: orNull(body.description) ?? str(metadata.lineListDescription),
        dateSent,
        receivedOn: str(metadata.receivedOn),
        deadline,
        dateOfAvailability: str(metadata.dateOfAvailability),
        uploadId: upload.id,
        replacesLineListId: replaces?.id ?? null,
        importFormatId: format.id,
        deliveryWindows,
      },
      async (onParents) => {
        const parsed = await fileReader.read(job, { onParents });
        if (parsed.kind !== 'line-list') throw new Error('the file reader answered another kind of file');
        return parsed.lineList;
      },
      hooks,
      async (tx) => {
        await tx.update(uploads).set({ state: 'processed', updatedAt: new Date() }).where(eq(uploads.id, upload.id));
      },
    );
    await hooks.onStage?.('staged');
    const { lineListId, lineList } = staged;
    return {
      lineListId,
      itemsCount: lineList.itemsCount,
      rowsCount: lineList.rowsCount,
      season: lineList.season,
      year: lineList.year,
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
