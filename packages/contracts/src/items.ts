import { z } from 'zod';
import { calendarDateSchema } from './calendar-dates';
import { TABLE_PAGE_SIZE } from './constants';
import { MSRP_MAX } from './item-rules';
import { idNumberSchema, idStringSchema, type LineList } from './pim';

/** The items API: a brand's current items (parents and their SKUs) and the parents of saved line lists. */

/** The attributes of a preview item. */
export const itemAttributesSchema = z.object({
  comfort_level: z.string().max(200).optional(),
  height_range: z.string().max(200).optional(),
  wear_occasion: z.string().max(200).optional(),
  target_fit: z.string().max(200).optional(),
});

export const skuSchema = z.object({
  sku: z.string().trim().min(1).max(100),
  size: z.string().trim().min(1).max(40),
  image_urls: z.array(z.string().max(2000)).max(20).default([]),
});

/** A parent item as the preview, the items API and the populated parents show it. */
export const parentItemSchema = z.object({
  model_code: z.string().trim().min(1).max(100),
  franchise: z.string().trim().max(200).nullable().default(null),
  silhouette: z.string().trim().min(1).max(200),
  color: z.string().trim().min(1).max(200),
  gender: z.string().trim().max(50).nullable().default(null),
  /** Dollars, two decimals (e.g. 49.99); null when unknown. */
  msrp: z.number().min(0).max(MSRP_MAX).nullable().default(null),
  expected_shipped_date: calendarDateSchema.nullable().default(null),
  attributes: itemAttributesSchema.default({}),
  children: z.array(skuSchema).max(500).default([]),
});
export type ParentItemInput = z.input<typeof parentItemSchema>;
export type ParentItem = z.output<typeof parentItemSchema>;

/** The brand's current items (one per model code). */
export type Item = ParentItem & { id: number; brandId: number; createdAt: string; updatedAt: string };

/** GET /api/crocs/items?brandId&search&modelCode&page&pageSize → Item[] with pagination (always). */
export const itemsQuerySchema = z.strictObject({
  brandId: idStringSchema.optional(),
  search: z.string().trim().max(200).optional(),
  modelCode: z.string().trim().min(1).max(100).optional(),
  page: idStringSchema.optional(),
  pageSize: idStringSchema.pipe(z.number().max(500)).optional(),
});
export const ITEMS_DEFAULT_PAGE_SIZE = TABLE_PAGE_SIZE;

/** POST /api/crocs: 201 Item ('Item created successfully'); brandId defaults to the Crocs brand. 409 model code taken. */
export const createItemRequestSchema = parentItemSchema.extend({ brandId: idNumberSchema.optional() });

/** PUT /api/crocs/{itemId}: the fields to change (model_code too, unless taken). Answers Item. */
export const updateItemRequestSchema = z
  .object({
    model_code: z.string().trim().min(1).max(100).optional(),
    franchise: z.string().trim().max(200).nullable().optional(),
    silhouette: z.string().trim().min(1).max(200).optional(),
    color: z.string().trim().min(1).max(200).optional(),
    gender: z.string().trim().max(50).nullable().optional(),
    msrp: z.number().min(0).max(MSRP_MAX).nullable().optional(),
    expected_shipped_date: calendarDateSchema.nullable().optional(),
    attributes: itemAttributesSchema.optional(),
    children: z.array(skuSchema).max(500).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined));
export type UpdateItemRequest = z.input<typeof updateItemRequestSchema>;

/** DELETE /api/crocs/{itemId}: { id } ('Item deleted successfully'). */
export const itemIdParamSchema = z.object({ itemId: idStringSchema });

/**
 * GET /api/crocs/pre-book/populated-parent-items?lineListId: the parents of a saved pre-book line
 * list with their children; without lineListId, the newest saved pre-book line list of the Crocs
 * brand. Answers { lineList: LineList | null, parents: PreviewParent-like ParentItem[] }.
 */
export const populatedParentsQuerySchema = z.strictObject({ lineListId: idStringSchema.optional() });
export type PopulatedParentsResponse = { lineList: LineList | null; parents: ParentItem[] };

/**
 * POST /api/items/pre-order (pre-book), /api/items/own-stock, /api/items/brand-ats: the parents of
 * saved line lists of that type, newest line list first, for one brand or every brand (null).
 * Answers LineListParentItem[] with pagination.
 */
export const itemsByTypeRequestSchema = z.strictObject({
  brandId: idNumberSchema.nullable(),
  search: z.string().trim().max(200).optional(),
  page: idNumberSchema.optional(),
  pageSize: z.number().int().min(1).max(500).optional(),
});
export type LineListParentItem = ParentItem & {
  lineListId: number;
  lineListName: string;
  brandId: number;
  brandName: string;
};
