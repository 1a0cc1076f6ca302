import { z } from 'zod';
import { calendarDateSchema } from './calendar-dates';
import type { Picture } from './images';
import { isImageAddress } from './item-rules';
import { parentItemSchema, skuSchema } from './items';
import type { LineListDetails } from './line-list-details';
import { idStringSchema } from './pim';
import type { ShipDateIssue } from './ship-dates';

/** The line-list preview: the staged line list of an upload, its items' statuses, its dates, save and discard. */

/** new = model code unknown to the brand; changed = known, some field or SKU differs; old = identical. */
export const previewItemStatuses = ['new', 'old', 'changed'] as const;
export type PreviewItemStatus = (typeof previewItemStatuses)[number];

export type PreviewChild = { sku: string; size: string; image_urls: string[] };

/**
 * A changed parent's values before this upload: the brand's current item's value of each field in
 * `changedFields`, and of no other ('children': its SKUs and sizes, without their images).
 */
export type PreviewPreviousValues = {
  franchise?: string | null;
  silhouette?: string;
  color?: string;
  gender?: string | null;
  msrp?: number | null;
  expected_shipped_date?: string | null;
  comfort_level?: string | null;
  height_range?: string | null;
  wear_occasion?: string | null;
  target_fit?: string | null;
  children?: { sku: string; size: string }[];
};

export type PreviewParent = {
  model_code: string;
  franchise: string | null;
  silhouette: string;
  color: string;
  gender: string | null;
  msrp: number | null;
  expected_shipped_date: string | null;
  attributes: { comfort_level?: string; height_range?: string; wear_occasion?: string; target_fit?: string };
  status: PreviewItemStatus;
  /** For 'changed': the fields that differ from the brand's current item ('children' for the SKU set). */
  changedFields: string[];
  /** For 'changed': what those fields held before ({} for any other status). */
  previous: PreviewPreviousValues;
  /**
   * A staged line list's item whose expected ship date comes before the line list's Date Sent or
   * before today (ship-dates.ts); null when it does not, and for every item of a saved line list.
   */
  shipDateIssue: ShipDateIssue | null;
  /** The brand's first picture of this model code, if it has one (shown before the SKUs' image addresses). */
  picture: Picture | null;
  children: PreviewChild[];
};

export type PreviewCounts = { new: number; old: number; changed: number };

/**
 * GET /api/crocs/preview/{lineListId}: the staged line list (status 'staged'; after save it
 * still answers, status 'saved', so a reload of the page works), its parents in file order and the
 * counts. In update mode, replacesLineListId is the line list whose items the save replaces and
 * removedModelCodes the model codes of that line list absent from the new file.
 * 404 'Line list not found' for an unknown id.
 */
export type PreviewResponse = {
  lineList: LineListDetails;
  /** `${brandName} ${type label} Line List` is the page title. */
  mode: 'new' | 'update';
  replacesLineListId: number | null;
  /** The version of the brand's import format the file was read with; null: the built-in Crocs format. */
  importFormatVersion: number | null;
  removedModelCodes: string[];
  parents: PreviewParent[];
  counts: PreviewCounts;
  /** How many parents have a shipDateIssue (counted by the server: the page need not hold them all). */
  shipDateIssues: number;
};

export const lineListIdParamSchema = z.object({ lineListId: idStringSchema });

/**
 * PATCH /api/crocs/preview/{lineListId}: the preview's date pickers. Date Sent = dateSent,
 * Deadline for offers = receivedOn (the received date), Date of availability =
 * dateOfAvailability; deadline (the deadline for orders) is accepted too. At least one.
 * Answers the LineList ('Dates updated').
 */
export const updatePreviewDatesRequestSchema = z
  .strictObject({
    dateSent: calendarDateSchema.optional(),
    receivedOn: calendarDateSchema.optional(),
    deadline: calendarDateSchema.optional(),
    dateOfAvailability: calendarDateSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined));
export type UpdatePreviewDatesRequest = z.infer<typeof updatePreviewDatesRequestSchema>;

/**
 * POST /api/crocs/preview/{lineListId}/items: 'Add new item' on the preview page; adds a parent
 * to the staged line list (409 when the model code is already in it). Answers the PreviewParent.
 */
/** Add new item: an item as the preview holds it, its image addresses as an import would take them. */
export const addPreviewItemRequestSchema = parentItemSchema.extend({
  children: z
    .array(skuSchema.extend({ image_urls: z.array(z.string().max(2000).refine(isImageAddress)).max(20).default([]) }))
    .max(500)
    .default([]),
});

/**
 * POST /api/crocs/preview/{lineListId}/save (no body): one transaction: the line list becomes
 * saved (in update mode the replaced line list takes the new items and the staged one goes away),
 * its parents and SKUs become the brand's current items, itemsCount is set.
 * 200 'Preview saved successfully'. 404 unknown; 409 already saved.
 */
export type SavePreviewResponse = {
  /** The line list to continue with ('Create Catalogs'); in update mode the replaced one's id. */
  lineListId: number;
  brandId: number;
  itemsCount: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Whether that line list already has its catalogs (an update of a sorted one): they open, not get made. */
  catalogsCreated: boolean;
};

/**
 * DELETE /api/crocs/discard-uploaded-data/{lineListId}: removes the staged line list, its items,
 * the stored file and its metadata. 200 'Uploaded data discarded' ({ lineListId }).
 * 404 unknown; 409 when the line list is already saved (saved data is never discarded here).
 */
export type DiscardResponse = { lineListId: number };
