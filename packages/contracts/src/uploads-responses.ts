import { z } from 'zod';
import { pictureSchema } from './images';
import { lineListDetailsSchema } from './line-list-details';
import { previewItemStatuses } from './line-list-preview';
import { lineListSchema } from './pim-responses';
import { shipDateIssues } from './ship-dates';

/**
 * The `data` the PIM's upload, preview, item and open-stock calls answer, as schemas (the
 * OpenAPI document and the web's development checks read them). Each schema's output equals the
 * type of the same name in uploads.ts, line-list-preview.ts or items.ts (pim-responses.test.ts holds
 * them together).
 */

const stockTypeSchema = z.enum(['bonded', 'domestic']);

export const presignedUploadResponseSchema = z.object({
  presignedUrl: z.string(),
  fileKey: z.string(),
  metadataKey: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

export const processUploadResponseSchema = z.object({
  lineListId: z.number(),
  itemsCount: z.number(),
  rowsCount: z.number(),
  season: z.string(),
  year: z.number(),
});

const skuAnswerSchema = z.object({ sku: z.string(), size: z.string(), image_urls: z.array(z.string()) });
const attributesAnswerSchema = z.object({
  comfort_level: z.string().optional(),
  height_range: z.string().optional(),
  wear_occasion: z.string().optional(),
  target_fit: z.string().optional(),
});

/** A parent item as answered (the output of parentItemSchema, without its input rules). */
export const parentItemAnswerSchema = z.object({
  model_code: z.string(),
  franchise: z.string().nullable(),
  silhouette: z.string(),
  color: z.string(),
  gender: z.string().nullable(),
  msrp: z.number().nullable(),
  expected_shipped_date: z.string().nullable(),
  attributes: attributesAnswerSchema,
  children: z.array(skuAnswerSchema),
});

const previousValuesSchema = z.object({
  franchise: z.string().nullable().optional(),
  silhouette: z.string().optional(),
  color: z.string().optional(),
  gender: z.string().nullable().optional(),
  msrp: z.number().nullable().optional(),
  expected_shipped_date: z.string().nullable().optional(),
  comfort_level: z.string().nullable().optional(),
  height_range: z.string().nullable().optional(),
  wear_occasion: z.string().nullable().optional(),
  target_fit: z.string().nullable().optional(),
  children: z.array(z.object({ sku: z.string(), size: z.string() })).optional(),
});

export const previewParentSchema = parentItemAnswerSchema.extend({
  status: z.enum(previewItemStatuses),
  changedFields: z.array(z.string()),
  previous: previousValuesSchema,
  shipDateIssue: z.enum(shipDateIssues).nullable(),
  picture: pictureSchema.nullable(),
});

export const previewResponseSchema = z.object({
  lineList: lineListDetailsSchema,
  mode: z.enum(['new', 'update']),
  replacesLineListId: z.number().nullable(),
  importFormatVersion: z.number().nullable(),
  removedModelCodes: z.array(z.string()),
  parents: z.array(previewParentSchema),
  counts: z.object({ new: z.number(), old: z.number(), changed: z.number() }),
  shipDateIssues: z.number(),
});

export const savePreviewResponseSchema = z.object({
  lineListId: z.number(),
  brandId: z.number(),
  itemsCount: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  catalogsCreated: z.boolean(),
});

export const discardResponseSchema = z.object({ lineListId: z.number() });

export const itemSchema = parentItemAnswerSchema.extend({
  id: z.number(),
  brandId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const populatedParentsResponseSchema = z.object({
  lineList: lineListSchema.nullable(),
  parents: z.array(parentItemAnswerSchema),
});

export const lineListParentItemSchema = parentItemAnswerSchema.extend({
  lineListId: z.number(),
  lineListName: z.string(),
  brandId: z.number(),
  brandName: z.string(),
});

export const openStockResponseSchema = z.object({
  brandId: z.number(),
  stockType: stockTypeSchema,
  season: z.literal('SS'),
  year: z.number(),
  availability: z.literal('current'),
  rowsCount: z.number(),
  skusCount: z.number(),
});

export const openStockItemSchema = z.object({
  sku: z.string(),
  model_code: z.string(),
  size: z.string(),
  quantity: z.number(),
  color: z.string().nullable(),
  description: z.string().nullable(),
  stockType: stockTypeSchema,
  season: z.string(),
  year: z.number(),
  availability: z.string(),
});
