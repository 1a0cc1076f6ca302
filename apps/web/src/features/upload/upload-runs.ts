import type { DeliveryWindowInput } from '@lineup/contracts/delivery-windows';
import type { LineListType } from '@lineup/contracts/pim';
import type { UploadProgressStep } from '@lineup/contracts/texts/upload';
import { type SpreadsheetExtension, spreadsheetContentTypes, type UploadMetadata } from '@lineup/contracts/uploads';
import type { QueryClient } from '@tanstack/react-query';
import { lineListPreviewQueryOptions } from '@/api/line-lists/get-line-list-preview';
import { processLineListUpload } from '@/features/upload/api/process-line-list-upload';
import { processOpenStockUpload } from '@/features/upload/api/process-open-stock-upload';
import { putUploadFile } from '@/features/upload/api/put-upload-file';
import { requestPresignedUpload } from '@/features/upload/api/request-presigned-upload';
import { extensionOf } from '@/features/upload/upload-file-rules';

export type OnStep = (step: UploadProgressStep) => void;

/** What the line-list step of the dialog hands to the upload. */
export type LineListUploadInput = {
  file: File;
  brandId: number;
  /** The chosen type, or in update mode the type of the line list being replaced. */
  lineListType: LineListType;
  update: { lineListId: number } | null;
  dateSent: string | null;
  deadlineForOrders: string | null;
  dateOfAvailability: string | null;
  /** The line list's name (null: the server names it "<season> <year>") and description. */
  name: string | null;
  description: string | null;
  /** The whole set of delivery windows; undefined leaves the line list's as they are. */
  deliveryWindows: DeliveryWindowInput[] | undefined;
  /** From the first sheet's name, read in the browser (a hint: the server reads it again). */
  season: string | null;
  year: number | null;
};

/**
 * The type announced for the file is the one its extension names: the browser's guess (often
 * empty or text/plain for a renamed file) says nothing the server's own check of the bytes does not.
 */
function contentTypeOf(extension: SpreadsheetExtension): string {
  return spreadsheetContentTypes[extension];
}

function trackingId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/**
 * The line-list upload, in order: obtain a presigned address (the metadata goes with it and is
 * stored under metadata/), PUT the file, call file processing, then load the preview the page will
 * show. Each step is reported by its progress name (uploadProgressSteps). Answers the line list's id.
 */
export async function uploadLineList(
  input: LineListUploadInput,
  onStep: OnStep,
  queryClient: QueryClient,
): Promise<number> {
  onStep('loading');
  const extension = extensionOf(input.file.name) as SpreadsheetExtension;
  const isPreBook = input.lineListType === 'pre-book';
  const isFutureStock = input.lineListType === 'future-stock';
  const metadata: UploadMetadata = {
    brandId: input.brandId,
    lineListType: input.lineListType,
    lineListName: input.name,
    lineListDescription: input.description,
    trackingId: trackingId(),
    season: input.season,
    year: input.year,
    dateSent: isPreBook ? input.dateSent : null,
    deadlineForOrders: isPreBook ? input.deadlineForOrders : null,
    dateOfAvailability: isFutureStock ? input.dateOfAvailability : null,
    lineListId: input.update?.lineListId ?? null,
    ...(input.deliveryWindows && { deliveryWindows: input.deliveryWindows }),
  };
  onStep('finding-file');
  const target = await requestPresignedUpload({
    fileKey: input.file.name,
    fileType: extension,
    fileSize: input.file.size,
    uploadKind: 'line-list',
    metadata,
    contentType: contentTypeOf(extension),
    contentDisposition: `attachment; filename="${input.file.name.replace(/"/g, '')}"`,
    responseContentType: spreadsheetContentTypes[extension],
  });
  onStep('uploading-file');
  await putUploadFile(target, input.file);
  onStep('generating-preview');
  const processed = await processLineListUpload({
    brand: input.brandId,
    type: input.update ? 'update' : input.lineListType,
    fileName: input.file.name,
    linelist_attributes: {
      deadline: isPreBook ? input.deadlineForOrders : null,
      year: input.year,
      season: input.season,
    },
    key: target.fileKey,
    description: input.description,
    trackingId: metadata.trackingId,
    bucketDirectory: 'uploads',
    action: input.update ? 'update' : 'new',
    linelist_id: input.update?.lineListId ?? null,
  });
  onStep('rendering-preview');
  // The page reads it from the cache; if this load fails, the page's own load reports it.
  await queryClient.prefetchQuery(lineListPreviewQueryOptions(processed.lineListId));
  onStep('done');
  return processed.lineListId;
}

/** Open stock: presigned address, PUT, processing; the server applies the open stock defaults. */
export async function uploadOpenStock(file: File, onStep: OnStep): Promise<void> {
  onStep('loading');
  onStep('finding-file');
  const target = await requestPresignedUpload({
    fileKey: file.name,
    fileType: 'xlsx',
    fileSize: file.size,
    uploadKind: 'open-stock',
    metadata: { trackingId: trackingId() },
    contentType: contentTypeOf('xlsx'),
    contentDisposition: `attachment; filename="${file.name.replace(/"/g, '')}"`,
    responseContentType: spreadsheetContentTypes.xlsx,
  });
  onStep('uploading-file');
  await putUploadFile(target, file);
  onStep('generating-preview');
  await processOpenStockUpload({ key: target.fileKey, fileName: file.name });
  onStep('done');
}
