import { randomUUID } from 'node:crypto';
import { uploadMessages } from '@lineup/contracts/messages';
import {
  acceptedUploadContentTypes,
  isUploadRefusalMessage,
  openStockMetadataSchema,
  PRESIGNED_URL_TTL_SECONDS,
  type PresignedUploadResponse,
  type presignedUploadRequestSchema,
  spreadsheetContentTypes,
  uploadMetadataSchema,
} from '@lineup/contracts/uploads';
import { AppError, notFound } from '@lineup/server-kit/errors';
import { ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { PimDb } from '../../../db/database';
import { brands, uploads } from '../../../db/schema';
import { FileProblem } from '../../../parser/errors';
import { prepareFileReader } from '../../../parser/parse-process-launch';
import { extensionOf, safeFileName } from '../../../storage/file-names';
import { brandById } from '../../brands/domain/brands';
import { effectiveImportFormat } from '../../import-formats/domain/import-formats';
import type { UploadDeps } from './upload-removal';

/**
 * An upload announced: its file name and type checked, its row and metadata stored, and an address
 * the browser puts the file to. The Crocs lookup is shared with the open-stock calls.
 */

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

export async function crocsBrand(db: PimDb) {
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
    // Refused before the file is sent: a brand with no import format (saved, or the built-in Crocs one) cannot read it.
    if (!(await effectiveImportFormat(db, brand))) throw new FileProblem(uploadMessages.noParserForBrand(brand.name));
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
