import { z } from 'zod';
import { CATALOG_TYPES } from './constants';
import { errorMessages } from './error-messages';
import type { Picture } from './images';
import { failureToasts } from './messages';
import {
  type CatalogCount,
  type CatalogType,
  type Flag,
  idNumberSchema,
  idStringSchema,
  type LineListType,
} from './pim';
import { catalogMessages } from './pim-messages';

/**
 * The catalogs of one line list and the calls that sort its items
 * (/api/crocs/catalogs/*). Membership is per line list and per model code: a set of the sorted
 * catalog types (athletic, boutique, crocs); an item is "unsorted" exactly when the set is empty.
 *
 * Every call needs `Authorization: Bearer <access token>` and answers the envelope of envelope.ts.
 * Every write runs in one transaction that first locks the line list's row, so concurrent calls on
 * one line list apply one after the other and a refused call changes nothing.
 *
 * Statuses: 400 a malformed body or path (the message names the problem when it can), 404
 * 'Catalog or line list not found' for an unknown line list, 409 when the line list has no
 * catalogs yet (or is not saved) or an item is no longer where the request says it is.
 */

/** The catalogs an item can be sorted into (unsorted is the absence of all of them). */
export const SORTED_CATALOG_TYPES = ['athletic', 'boutique', 'crocs'] as const;
export type SortedCatalogType = (typeof SORTED_CATALOG_TYPES)[number];

/** The segmentation grid's columns, per view (full: bigger cards; compact: more of them). */
export const SEGMENTATION_GRID_COLUMNS = {
  full: { min: 4, max: 6, initial: 5 },
  compact: { min: 3, max: 11, initial: 8 },
} as const;
export type SegmentationView = keyof typeof SEGMENTATION_GRID_COLUMNS;

/** The drag ghost stacks at most this many items. */
export const DRAG_GHOST_MAX_STACK = 7;

/** The most items one request may name (a whole 5,000-parent line list fits twice). */
export const CATALOG_REQUEST_MAX_ITEMS = 10_000;
export const MODEL_CODE_MAX_LENGTH = 100;

/** Any catalog type, unsorted included: an unknown one is refused with a message naming it. */
export const catalogTypeSchema = z.enum(CATALOG_TYPES, {
  // A missing type is a malformed request (the area's 400), not an unknown type.
  error: (issue) => (typeof issue.input === 'string' ? catalogMessages.unknownCatalogType(issue.input) : undefined),
});

/** A catalog items can be put into: unsorted is refused (removing is the way back to it). */
export const targetCatalogTypeSchema = catalogTypeSchema.pipe(
  z.enum(SORTED_CATALOG_TYPES, { error: () => catalogMessages.unsortedNotATarget }),
);

export const modelCodeSchema = z.string().trim().min(1).max(MODEL_CODE_MAX_LENGTH);

/** One item of add-items, copy-items and move-items. */
export const catalogItemMoveSchema = z
  .strictObject({
    modelCode: modelCodeSchema,
    originCatalogType: catalogTypeSchema,
    targetCatalogType: targetCatalogTypeSchema,
  })
  .refine((item) => item.originCatalogType !== item.targetCatalogType, { message: failureToasts.sameCategory });
export type CatalogItemMove = {
  modelCode: string;
  originCatalogType: CatalogType;
  targetCatalogType: SortedCatalogType;
};

const itemMoves = (empty: string) =>
  z
    .array(catalogItemMoveSchema)
    .min(1, empty)
    .max(CATALOG_REQUEST_MAX_ITEMS, catalogMessages.tooManyItems(CATALOG_REQUEST_MAX_ITEMS));

const modelCodes = (empty: string) =>
  z
    .array(modelCodeSchema)
    .min(1, empty)
    .max(CATALOG_REQUEST_MAX_ITEMS, catalogMessages.tooManyItems(CATALOG_REQUEST_MAX_ITEMS));

/** POST /api/crocs/catalogs/create, /save and /publish. */
export const lineListIdBodySchema = z.strictObject({ lineListId: idNumberSchema });

/** GET /api/crocs/catalogs/populated/{lineListId} */
export const populatedParamSchema = z.object({ lineListId: idStringSchema });

/**
 * POST /api/crocs/catalogs/add-items: each item goes into its target; it stays in its origin
 * catalog (from unsorted it simply stops being unsorted). The item must be in its origin.
 */
export const addItemsRequestSchema = z.strictObject({
  lineListId: idNumberSchema,
  addItems: itemMoves(failureToasts.noItemsToMove),
});
export type AddItemsRequest = z.input<typeof addItemsRequestSchema>;

/** POST /api/crocs/catalogs/copy-items: like add-items; the item keeps its place in the origin. */
export const copyItemsRequestSchema = z.strictObject({
  lineListId: idNumberSchema,
  copyItems: itemMoves(failureToasts.noItemsToMove),
});
export type CopyItemsRequest = z.input<typeof copyItemsRequestSchema>;

/**
 * POST /api/crocs/catalogs/move-items: each item leaves its origin catalog and goes into its
 * target. From unsorted a move is done as an add.
 */
export const moveItemsRequestSchema = z.strictObject({
  lineListId: idNumberSchema,
  moveItems: itemMoves(failureToasts.noItemsToMove),
});
export type MoveItemsRequest = z.input<typeof moveItemsRequestSchema>;

/**
 * DELETE /api/crocs/catalogs/remove-items (JSON body): the items leave the catalog; an item that
 * no other catalog holds returns to unsorted. Items not in the catalog are skipped.
 */
export const removeItemsRequestSchema = z.strictObject({
  lineListId: idNumberSchema,
  modelCodes: modelCodes(catalogMessages.noItemsToRemove),
  catalogType: targetCatalogTypeSchema,
});
export type RemoveItemsRequest = z.input<typeof removeItemsRequestSchema>;

/**
 * POST /api/crocs/catalogs/copy-items-to: the batch form of
 * copy-items with one origin and one target. Each item must be in the origin; items the target
 * already holds are skipped.
 */
export const copyItemsToRequestSchema = z
  .strictObject({
    lineListId: idNumberSchema,
    modelCodes: modelCodes(failureToasts.noItemsToMove),
    originCatalogType: catalogTypeSchema,
    targetCatalogType: targetCatalogTypeSchema,
  })
  .refine((body) => body.originCatalogType !== body.targetCatalogType, { message: failureToasts.sameCategory });

/**
 * POST /api/crocs/catalogs/add-items-to, the screen's 'Add items': the items go into the target wherever they are now (unsorted or other
 * catalogs, where they stay); items the target already holds are skipped.
 */
export const addItemsToRequestSchema = z.strictObject({
  lineListId: idNumberSchema,
  modelCodes: modelCodes(failureToasts.noItemsToMove),
  targetCatalogType: targetCatalogTypeSchema,
});
export type AddItemsToRequest = z.input<typeof addItemsToRequestSchema>;

const [unknownTypeHead = '', unknownTypeTail = ''] = catalogMessages.unknownCatalogType('\u0000').split('\u0000');

/** The messages a catalog request's schema words itself; any other refusal gets the area's 400. */
export function isSpecificCatalogRequestMessage(message: string): boolean {
  return (
    message === failureToasts.noItemsToMove ||
    message === failureToasts.sameCategory ||
    message === catalogMessages.noItemsToRemove ||
    message === catalogMessages.unsortedNotATarget ||
    message === catalogMessages.tooManyItems(CATALOG_REQUEST_MAX_ITEMS) ||
    (message.startsWith(unknownTypeHead) && message.endsWith(unknownTypeTail))
  );
}

/** A malformed catalog request: the catalog area's 400 of the error catalogue (messages.ts). */
export const catalogWrongInputMessage = errorMessages.catalogAddItems[400];

/** A catalog item (one parent of the line list); with no catalog type it is unsorted. */
export type CatalogItem = {
  model_code: string;
  silhouette: string;
  color: string;
  /** The segmentation screen's filters; null when the line list leaves them empty. */
  franchise: string | null;
  gender: string | null;
  /** The sizes of its SKUs, in file order ('N sizes' on the card). */
  sizes: string[];
  /** The catalogs holding it, in the order of SORTED_CATALOG_TYPES; empty = unsorted. */
  catalogTypes: SortedCatalogType[];
  /** The first SKU's first image; null when absent or 'No Image' (the screen shows a placeholder). */
  image_url: string | null;
  /** The item's first picture uploaded to the product (shown before image_url); null: none. */
  picture: Picture | null;
};

/** A catalog group: one catalog type (or unsorted) and its items. */
export type CatalogGroup = { type: CatalogType; itemsCount: number; items: CatalogItem[] };

/** The line list whose catalogs are shown (the segmentation screen's header). */
export type SegmentationLineList = {
  id: number;
  name: string;
  brandId: number;
  brandName: string;
  type: LineListType;
  /** Calendar days 'YYYY-MM-DD'. The screen's "date sent" is dateSent, else sentOn. */
  dateSent: string | null;
  sentOn: string | null;
  deadline: string | null;
  itemsCount: number;
  catalogsCreated: Flag;
  sortingCompleted: Flag;
  published: Flag;
};

/**
 * GET /api/crocs/catalogs/populated/{lineListId}: the line list and its four groups, always in the
 * order unsorted, athletic, boutique, crocs; items in file order. An item in two catalogs is
 * listed in both. 404 unknown line list; 409 a staged (unsaved) line list.
 */
export type PopulatedCatalogs = { lineList: SegmentationLineList; catalogs: CatalogGroup[] };

/** Where one item is after a change. */
export type ItemMembership = { modelCode: string; catalogTypes: SortedCatalogType[] };

/**
 * What every item call answers: how many of the request's items changed and how many were
 * skipped (already where they were asked to go, or not in the catalog to remove them from), the
 * memberships of the items it named after the call (`items`) and before it (`previous`, same
 * order: what an Undo puts back), and the line list's counts per group afterwards.
 */
export type CatalogChangeResult = {
  lineListId: number;
  itemsChanged: number;
  itemsSkipped: number;
  items: ItemMembership[];
  previous: ItemMembership[];
  catalogs: CatalogCount[];
};

/** add-items-to and copy-items-to also answer how many items were added (itemsAdded). */
export type AddItemsToResult = CatalogChangeResult & { itemsAdded: number };
