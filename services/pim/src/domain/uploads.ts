import { randomUUID } from 'node:crypto';
import { and, eq, ilike, sql } from 'drizzle-orm';
import { errorMessages, uploadMessages } from '@lineup/contracts/messages';
import type { LineListType } from '@lineup/contracts/pim';
import {
  OPEN_STOCK_DEFAULTS,
  type OpenStockResponse,
  PRESIGNED_URL_TTL_SECONDS,
  type PresignedUploadResponse,
  type ProcessUploadResponse,
  type presignedUploadRequestSchema,
  type processOpenStockRequestSchema,
  type processUploadRequestSchema,
  UPLOAD_MAX_BYTES,
  uploadMetadataSchema,
  openStockMetadataSchema,
  spreadsheetContentTypes,
  acceptedUploadContentTypes,
  isUploadRefusalMessage,
} from '@lineup/contracts/uploads';
import { AppError, notFound } from '@lineup/server-kit/errors';
import type { z } from 'zod';
import type { PimDb } from '../db/database';
import { brands, lineLists, openStockItems, uploads } from '../db/schema';
import { FileProblem } from '../parser/errors';
import { stockTypeOf } from '../parser/open-stock';
import {
  type FileReader,
  type ParseLimits,
  prepareFileReader,
  type ReadStats,
  startFileReader,
} from '../parser/parse-process';
import { type ObjectStorage, readAll } from '../storage/storage';
import { deleteStagedLineList, INSERT_BATCH_ROWS, stageLineList } from './line-list-import';
import { removeUpload, type UploadDeps } from './upload-removal';

export { cleanUpInterruptedUploads, type CleanUpOptions, type CleanUpReport } from './upload-cleanup';
export { removeUpload, type UploadDeps } from './upload-removal';

/** Progress hooks (tests and the benchmark watch processing through them). */
export type ProcessHooks = {
  onStage?: (stage: 'claimed' | 'read' | 'parsed' | 'staging' | 'staged') => void | Promise<void>;
  onRows?: (rows: number) => void;
  onBatch?: (inserted: number) => void | Promise<void>;
  /** The reading process's peak memory and time (the benchmark reports them). */
  onReadStats?: (stats: ReadStats) => void;
  /** Tighter limits for the reading process (tests make it hit them). */
  parseLimits?: Partial<ParseLimits>;
};

type UploadRow = typeof uploads.$inferSelect;

/** Only a brand whose name contains 'Crocs' has a line-list parser (spec point 5). */
export const hasLineListParser = (brandName: string) => /crocs/i.test(brandName);

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** A file name safe in a storage key: letters, digits, dot, dash, underscore, spaces, parentheses. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base
    .replace(/[^A-Za-z0-9._\- ()]/g, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'file';
}

/**
 * The type the upload address is signed for: always the spreadsheet type of the file's extension.
 * The browser's own report must be a spreadsheet type, or none ('' or application/octet-stream,
 * what a browser sends for a file type its system does not know); anything else is refused.
 */
export function spreadsheetContentTypeFor(announced: string, fileType: keyof typeof spreadsheetContentTypes) {
  const mediaType = announced.split(';')[0]!.trim().toLowerCase();
  if (!acceptedUploadContentTypes.includes(mediaType)) {
    throw new AppError(400, uploadMessages.unsupportedContentType(announced.slice(0, 100)));
  }
  return spreadsheetContentTypes[fileType];
}

async function brandById(db: PimDb, brandId: number) {
  const [brand] = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound(errorMessages.brands[404]);
  return brand;
}

async function crocsBrand(db: PimDb) {
  const [brand] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(ilike(brands.name, '%crocs%'))
    .orderBy(brands.id)
    .limit(1);
  if (!brand) throw notFound(uploadMessages.noCrocsBrand);
  return brand;
}

/** POST /api/uploads/get-presigned-upload-url */
export async function createPresignedUpload(
  { db, storage }: UploadDeps,
  input: z.output<typeof presignedUploadRequestSchema>,
  context: { subject: string; requestOrigin?: string },
): Promise<PresignedUploadResponse> {
  const fileName = safeFileName(input.fileKey);
  const extension = extensionOf(fileName);
  if (input.uploadKind === 'open-stock') {
    if (extension !== 'xlsx' || input.fileType !== 'xlsx')
      throw new FileProblem(uploadMessages.openStockXlsxOnly(fileName), 400);
  } else if (extension !== input.fileType) {
    throw new FileProblem(uploadMessages.wrongExtension(fileName), 400);
  }
  let metadata: Record<string, unknown>;
  if (input.uploadKind === 'open-stock') {
    const parsed = openStockMetadataSchema.safeParse(input.metadata);
    if (!parsed.success) throw new AppError(400, uploadMessages.wrongInput);
    const brand = parsed.data.brandId ? await brandById(db, parsed.data.brandId) : await crocsBrand(db);
    metadata = { ...parsed.data, brandId: brand.id };
  } else {
    const parsed = uploadMetadataSchema.safeParse(input.metadata);
    if (!parsed.success) {
      const worded = parsed.error.issues.find((issue) => isUploadRefusalMessage(issue.message));
      throw new AppError(400, worded?.message ?? uploadMessages.wrongInput);
    }
    const brand = await brandById(db, parsed.data.brandId);
    if (!hasLineListParser(brand.name)) throw new FileProblem(uploadMessages.noParserForBrand(brand.name));
    metadata = parsed.data;
  }
  const id = randomUUID();
  const fileKey = `uploads/${id}/${fileName}`;
  const metadataKey = `metadata/${id}.json`;
  const contentType = spreadsheetContentTypeFor(input.contentType, input.fileType);
  // The row first: a stored object no row refers to is an orphan the start-up clean-up removes.
  await db.insert(uploads).values({
    id,
    fileKey,
    metadataKey,
    fileSize: input.fileSize,
    contentType,
    createdBy: context.subject,
    kind: input.uploadKind,
    fileName,
    metadata,
  });
  const stored = {
    ...metadata,
    uploadKind: input.uploadKind,
    fileName,
    fileKey,
    fileSize: input.fileSize,
    contentType,
    contentDisposition: input.contentDisposition ?? null,
    responseContentType: input.responseContentType ?? null,
    uploadedBy: context.subject,
    createdAt: new Date().toISOString(),
  };
  await storage.putObject(metadataKey, JSON.stringify(stored, null, 2), 'application/json');
  // The file is on its way: its reading process starts now.
  prepareFileReader();
  const signed = await storage.presignPut(fileKey, {
    contentType,
    maxBytes: input.fileSize,
    expiresInSeconds: PRESIGNED_URL_TTL_SECONDS,
    requestOrigin: context.requestOrigin,
  });
  return {
    presignedUrl: signed.url,
    fileKey,
    metadataKey,
    method: 'PUT',
    headers: signed.headers,
    expiresAt: signed.expiresAt.toISOString(),
  };
}

/** Takes an announced upload for processing (once: a second call gets 409). */
async function claimUpload(db: PimDb, key: string, kind: 'line-list' | 'open-stock'): Promise<UploadRow> {
  const [found] = await db.select().from(uploads).where(eq(uploads.fileKey, key));
  if (!found || found.kind !== kind) throw notFound(uploadMessages.uploadNotFound);
  const [claimed] = await db
    .update(uploads)
    .set({ state: 'processing', updatedAt: new Date() })
    .where(and(eq(uploads.id, found.id), eq(uploads.state, 'announced')))
    .returning();
  if (!claimed) throw new AppError(409, uploadMessages.uploadAlreadyProcessed);
  return claimed;
}

/** The uploaded bytes, within the size limit (their contents are read in the reading process). */
async function readUploadedFile(storage: ObjectStorage, upload: UploadRow): Promise<Buffer> {
  const head = await storage.headObject(upload.fileKey);
  if (!head) throw notFound(uploadMessages.uploadNotFound);
  if (head.size > UPLOAD_MAX_BYTES) throw new FileProblem(uploadMessages.fileTooLarge, 413);
  if (head.size > upload.fileSize) throw new FileProblem(uploadMessages.fileSizeMismatch, 400);
  const stream = await storage.getObject(upload.fileKey);
  if (!stream) throw notFound(uploadMessages.uploadNotFound);
  const buffer = await readAll(stream, UPLOAD_MAX_BYTES);
  if (!buffer) throw new FileProblem(uploadMessages.fileTooLarge, 413);
  return buffer;
}

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
    if (!hasLineListParser(brand.name)) throw new FileProblem(uploadMessages.noParserForBrand(brand.name));
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

/** Open stock (point 9): POST /api/uploads/open-stock/process. */
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
    // The previous open stock file of this type is no longer the current one.
    const previous = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.kind, 'open-stock'), eq(uploads.state, 'processed'), sql`${uploads.id} <> ${upload.id}`));
    for (const old of previous) {
      const [used] = await db
        .select({ id: openStockItems.id })
        .from(openStockItems)
        .where(eq(openStockItems.uploadId, old.id))
        .limit(1);
      if (!used) await removeUpload(deps, old);
    }
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
