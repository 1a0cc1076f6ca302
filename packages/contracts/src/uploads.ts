import { z } from 'zod';
import { calendarDateSchema, isCalendarDateMessage } from './calendar-dates';
import { deliveryWindowsSchema, isDeliveryWindowMessage, windowBeforeDateSent } from './delivery-windows';
import { isLineListDetailsMessage, lineListDescriptionSchema, uploadLineListNameSchema } from './line-list-details';
import { uploadMessages } from './messages';
import { deadlineBeforeDateSent } from './ordering-deadline';
import { idNumberSchema, lineListTypes } from './pim';
import { UPLOAD_MAX_BYTES } from './upload-limits';

export * from './upload-limits';

/**
 * The Upload Inventory pipeline (presigned address, PUT, metadata, file processing) and open stock;
 * the line-list preview is in line-list-preview.ts, the items API in items.ts.
 * Every call needs `Authorization: Bearer <access token>` except the PUT to the presigned address,
 * whose signature is its authorization. Answers use the envelope of envelope.ts.
 */

/**
 * The refusals of the upload calls that are shown as they are worded (they name the field and
 * the problem); any other malformed request gets uploadMessages.wrongInput.
 */
export function isUploadRefusalMessage(message: string): boolean {
  return (
    (Object.values(uploadMessages) as unknown[]).includes(message) ||
    isCalendarDateMessage(message) ||
    isLineListDetailsMessage(message) ||
    isDeliveryWindowMessage(message)
  );
}

/** A presigned address is valid this long. */
export const PRESIGNED_URL_TTL_SECONDS = 15 * 60;

export const lineListFileExtensions = ['xlsx', 'xls'] as const;
export const openStockFileExtensions = ['xlsx'] as const;
export type SpreadsheetExtension = (typeof lineListFileExtensions)[number];

export const spreadsheetContentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
} as const;

/**
 * The content types an upload may announce: either spreadsheet type, the older names some systems
 * still give them (a zip for .xlsx, x-msexcel and the like for .xls), or none known to the browser
 * ('' or application/octet-stream). Anything else (text/html, image/svg+xml, …) is refused. The
 * address is always signed for the type of the file's extension, so a stored upload never claims
 * to be anything but a spreadsheet.
 */
export const acceptedUploadContentTypes: readonly string[] = [
  ...Object.values(spreadsheetContentTypes),
  'application/zip',
  'application/x-zip-compressed',
  'application/x-msexcel',
  'application/x-excel',
  'application/excel',
  'application/msexcel',
  'application/octet-stream',
  '',
];

/** What the dialog uploads: a brand line list (step line-list) or open stock (step open-stock). */
export const uploadKinds = ['line-list', 'open-stock'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** The line-list types the dialog offers, plus 'update', which re-imports into a line list of the same brand. */
export const uploadLineListTypes = [...lineListTypes, 'update'] as const;

/**
 * Upload metadata, stored as JSON under metadata/. season and year are read from the
 * first sheet's name by the server (what the client sends there is only a hint and may be null).
 * dateSent and deadlineForOrders only for pre-book; dateOfAvailability only for future-stock.
 * lineListName (1 to 100 characters; empty or absent: "<season> <year>" of the sheet's name) and
 * lineListDescription (empty: none) name the new line list; in update mode they replace the
 * updated line list's name and description when given. sentOn is taken as the Date Sent when
 * dateSent is absent (both name the day the line list is sent out, see docs/product/line-lists.md, "Dates").
 * deliveryWindows (delivery-windows.ts), in the order listed, are the new line list's, each ship start on or
 * after the Date Sent; their ids are not read (the line list has no windows yet). In update mode, when any
 * are given, they replace the updated line list's when the preview is saved: one named like one of its
 * windows (case ignored) keeps that window and the orders shipping in it.
 */
export const uploadMetadataSchema = z
  .object({
    brandId: idNumberSchema,
    lineListType: z.enum(lineListTypes),
    lineListName: uploadLineListNameSchema.nullable().optional(),
    lineListDescription: lineListDescriptionSchema.optional(),
    sentOn: calendarDateSchema.nullable().optional(),
    receivedOn: calendarDateSchema.nullable().optional(),
    trackingId: z.string().max(200).nullable().optional(),
    season: z.string().max(40).nullable().optional(),
    year: z.number().int().min(1900).max(2999).nullable().optional(),
    dateSent: calendarDateSchema.nullable().optional(),
    deadlineForOrders: calendarDateSchema.nullable().optional(),
    dateOfAvailability: calendarDateSchema.nullable().optional(),
    /** Update mode: the line list whose items this file replaces (same brand). */
    lineListId: idNumberSchema.nullable().optional(),
    deliveryWindows: deliveryWindowsSchema.optional(),
  })
  .superRefine((m, ctx) => {
    if (m.lineListType === 'pre-book' && (!m.dateSent || !m.deadlineForOrders)) {
      ctx.addIssue({ code: 'custom', message: uploadMessages.preBookDatesRequired, path: ['dateSent'] });
    }
    if (deadlineBeforeDateSent({ dateSent: m.dateSent ?? m.sentOn, deadline: m.deadlineForOrders })) {
      ctx.addIssue({ code: 'custom', message: uploadMessages.deadlineBeforeDateSent, path: ['deadlineForOrders'] });
    }
    const early = windowBeforeDateSent(m.deliveryWindows ?? [], m.dateSent ?? m.sentOn ?? null);
    if (early) ctx.addIssue({ code: 'custom', message: early, path: ['deliveryWindows'] });
    if (m.lineListType === 'future-stock' && !m.dateOfAvailability) {
      ctx.addIssue({ code: 'custom', message: uploadMessages.availabilityDateRequired, path: ['dateOfAvailability'] });
    }
  });
export type UploadMetadata = z.input<typeof uploadMetadataSchema>;

/** Open stock metadata; the server applies the open stock defaults (OPEN_STOCK_DEFAULTS). */
export const openStockMetadataSchema = z.strictObject({
  brandId: idNumberSchema.nullable().optional(),
  trackingId: z.string().max(200).nullable().optional(),
});
export type OpenStockMetadata = z.input<typeof openStockMetadataSchema>;

/**
 * POST /api/uploads/get-presigned-upload-url
 * fileKey is the file's name as chosen (e.g. "Crocs Spring 2026.xlsx"); the server answers the
 * keys it will really use (uploads/<uuid>/<name> and metadata/<uuid>.json): use those.
 * fileType is the extension without the dot; fileSize in bytes (1 B to 25 MB).
 * The server stores `metadata` as JSON under metadataKey itself, in this call.
 */
export const presignedUploadRequestSchema = z.object({
  fileKey: z.string().trim().min(1).max(255),
  fileType: z.enum(lineListFileExtensions),
  fileSize: z.number().int().min(1).max(UPLOAD_MAX_BYTES, uploadMessages.fileTooLarge),
  metadataKey: z.string().trim().max(255).optional(),
  /** Which step of the dialog uploads: line list (default) or open stock (xlsx only). */
  uploadKind: z.enum(uploadKinds).default('line-list'),
  /**
   * uploadMetadataSchema (line list) or openStockMetadataSchema (open stock): checked by the
   * server against the schema of uploadKind, so a refusal names the field at fault.
   */
  metadata: z.custom<UploadMetadata | OpenStockMetadata>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  ),
  /** The file's type as the browser reports it (may be empty: the server then uses the extension's). */
  contentType: z.string().trim().max(200),
  contentDisposition: z.string().max(500).optional(),
  responseContentType: z.string().max(200).optional(),
});
export type PresignedUploadRequest = z.input<typeof presignedUploadRequestSchema>;

/**
 * 201 'Upload address created'. PUT the file's bytes to presignedUrl with `headers` (it carries
 * the Content-Type the address was signed for). The address expires at expiresAt and accepts at
 * most the announced fileSize; an expired or altered address answers 403 with a message.
 */
export type PresignedUploadResponse = {
  presignedUrl: string;
  fileKey: string;
  metadataKey: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
};

/**
 * The file-processing call: POST /api/uploads/process.
 * brand is the brand id; key is the fileKey answered by the presigned call; type a line-list
 * type; action 'update' needs linelist_id (a line list of the same brand). fileUrl and
 * bucketDirectory are accepted, as the call's first callers sent them, and ignored (the server
 * finds the file by key).
 * linelist_attributes.season/year are ignored too: the first sheet's name decides.
 */
export const processUploadRequestSchema = z
  .object({
    brand: idNumberSchema,
    type: z.enum(uploadLineListTypes),
    fileName: z.string().trim().min(1).max(255),
    linelist_attributes: z
      .object({
        sentOn: calendarDateSchema.nullable().optional(),
        deadline: calendarDateSchema.nullable().optional(),
        year: z.number().int().nullable().optional(),
        season: z.string().max(40).nullable().optional(),
      })
      .default({}),
    key: z.string().min(1).max(400),
    description: z.string().trim().max(2000).nullable().optional(),
    fileUrl: z.string().max(2000).nullable().optional(),
    trackingId: z.string().max(200).nullable().optional(),
    bucketDirectory: z.string().max(200).nullable().optional(),
    action: z.enum(['new', 'update']).default('new'),
    linelist_id: idNumberSchema.nullable().optional(),
  })
  .refine((b) => b.action !== 'update' || b.linelist_id != null, {
    message: uploadMessages.updateNeedsLineList,
    path: ['linelist_id'],
  });
export type ProcessUploadRequest = z.input<typeof processUploadRequestSchema>;

/** 201 'Line list uploaded successfully': the staged line list to preview. */
export type ProcessUploadResponse = {
  lineListId: number;
  /** Parents (model codes) and SKU rows read. */
  itemsCount: number;
  rowsCount: number;
  season: string;
  year: number;
};

/**
 * Open stock: POST /api/uploads/open-stock/process { key, fileName }. The file is an
 * .xlsx with the open-stock columns; the brand is Crocs, season SS, the current year, stock type
 * 'bonded' when the file name contains 'bonded' (any case) else 'domestic', availability
 * 'current'. The upload replaces the brand's open stock of that stock type in one transaction.
 * 201 'Upload successful'.
 */
export const processOpenStockRequestSchema = z.object({
  key: z.string().min(1).max(400),
  fileName: z.string().trim().min(1).max(255),
});
export type ProcessOpenStockRequest = z.input<typeof processOpenStockRequestSchema>;
export type OpenStockResponse = {
  brandId: number;
  stockType: 'bonded' | 'domestic';
  season: 'SS';
  year: number;
  availability: 'current';
  rowsCount: number;
  skusCount: number;
};

/** GET /api/open-stock?stockType → OpenStockItem[] (the current open stock, by SKU). */
export type OpenStockItem = {
  sku: string;
  model_code: string;
  size: string;
  quantity: number;
  color: string | null;
  description: string | null;
  stockType: 'bonded' | 'domestic';
  season: string;
  year: number;
  availability: string;
};
export const openStockQuerySchema = z.strictObject({ stockType: z.enum(['bonded', 'domestic']).optional() });

/** The open stock defaults: season SS, availability current (the year and stock type are set per upload). */
export const OPEN_STOCK_DEFAULTS = { season: 'SS', availability: 'current' } as const;
