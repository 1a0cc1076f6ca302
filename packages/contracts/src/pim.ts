import { z } from 'zod';
import { BRAND_CATEGORY_ID, type CATALOG_TYPES, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './constants';
import type { BrandOrderRules } from './order-rules';
import { pimMessages } from './pim-messages';
import { brandTexts } from './texts/brands';
import { validationMessages } from './validation-messages';

/** The product-information entities: brands, line lists and their catalogs. */

export const lineListTypes = ['pre-book', 'brand-ats', 'future-stock', 'own-stock'] as const;
export type LineListType = (typeof lineListTypes)[number];

export type CatalogType = (typeof CATALOG_TYPES)[number];

export type ItemAttributes = {
  comfort_level?: string;
  height_range?: string;
  wear_occasion?: string;
  target_fit?: string;
};

export type SkuSnapshot = { sku: string; size: string; image_urls: string[] };

export type Brand = {
  id: number;
  name: string;
  description: string | null;
  categoryId: number;
  status: 'active' | 'inactive';
  /** The wholesale price rule: an order line's price before discount is this percent of the MSRP. */
  wholesalePercent: number;
  /** How its picture files are named (images.ts): parts among <model code>, <color> and <n>. */
  imageNamingRule: string;
  /** The latest saved import format version (null: none saved). */
  importFormatVersion: number | null;
  /** Whether line lists can be uploaded: a saved import format, or the built-in Crocs one (a brand named like Crocs). */
  hasImportFormat: boolean;
  /** Its order rules (order-rules.ts), each null when off: set with PUT /api/brands/{brandId}/order-rules. */
  orderRules: BrandOrderRules;
  /**
   * How its stock is shown to buyers, set with the order rules on the same call: stock.ts's
   * StockDisplayMode, spelled out because stock.ts reads this file's types. brandSchema is built on
   * STOCK_DISPLAY_MODES and must equal this type (pim-responses.test.ts), so the two cannot drift.
   */
  stockDisplay: 'exact' | 'bands';
  createdAt: string;
  updatedAt: string;
};

export const brandsListQuerySchema = z.object({
  orderDir: z.enum(['asc', 'desc']).optional(),
});

export const brandStatuses = ['active', 'inactive'] as const;
export type BrandStatus = (typeof brandStatuses)[number];

/** Ids are PostgreSQL serials: positive 32-bit integers. */
export const MAX_SERIAL_ID = 2_147_483_647;
export const BRAND_DESCRIPTION_MAX_LENGTH = 2000;

/** A numeric id as it arrives in a path or a query string ("12"); anything else is refused. */
export const idStringSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_SERIAL_ID));

/** A numeric id in a JSON body. */
export const idNumberSchema = z.number().int().min(1).max(MAX_SERIAL_ID);
export const brandCategoryIdSchema = z
  .number()
  .int()
  .min(BRAND_CATEGORY_ID)
  .max(MAX_SERIAL_ID)
  .default(BRAND_CATEGORY_ID);

/** The brand name: required; the server always holds it to 100 characters. */
export const brandNameSchema = z
  .string()
  .trim()
  .min(NAME_MIN_LENGTH, validationMessages.brandNameRequired)
  .max(NAME_MAX_LENGTH, pimMessages.brandNameTooLong);

/** A new brand's wholesale price rule: half the MSRP. */
export const DEFAULT_WHOLESALE_PERCENT = 50;

/** A percent of the MSRP from 0.01 to 100, in hundredths at most (a numeric(5, 2) column). */
export const wholesalePercentSchema = z
  .number()
  .min(0.01)
  .max(100)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

/** An empty description is "none" (null). */
export const brandDescriptionSchema = z
  .string()
  .trim()
  .max(BRAND_DESCRIPTION_MAX_LENGTH)
  .nullable()
  .transform((value) => (value ? value : null));

/** POST /api/brands */
export const createBrandRequestSchema = z.object({
  name: brandNameSchema,
  categoryId: brandCategoryIdSchema,
  description: brandDescriptionSchema.optional(),
  wholesalePercent: wholesalePercentSchema.optional(),
});
export type CreateBrandRequest = z.input<typeof createBrandRequestSchema>;

/** PUT /api/brands/{brandId}: the fields to change (at least one); a null description clears it. */
export const updateBrandRequestSchema = z
  .object({
    name: brandNameSchema.optional(),
    categoryId: z.number().int().min(BRAND_CATEGORY_ID).max(MAX_SERIAL_ID).optional(),
    description: brandDescriptionSchema.optional(),
    status: z.enum(brandStatuses).optional(),
    wholesalePercent: wholesalePercentSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined));
export type UpdateBrandRequest = z.input<typeof updateBrandRequestSchema>;

export const brandIdParamSchema = z.object({ brandId: idStringSchema });

/**
 * The brand create and edit forms: name required, at most 100 characters (the server refuses a
 * longer one on create too, so the create form says so before sending rather than answer "Wrong
 * Input"), a description only while 'Has Description' is checked, categoryId always 1.
 */
export const brandFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(NAME_MIN_LENGTH, validationMessages.brandNameRequired)
    .max(NAME_MAX_LENGTH, pimMessages.brandNameTooLong),
  hasDescription: z.boolean(),
  description: z.string(),
  categoryId: brandCategoryIdSchema,
  /** The edit form's wholesale price rule, as typed ('50', '47.5'). */
  wholesalePercent: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, brandTexts.wholesalePercentInvalid)
    .refine((value) => Number(value) > 0 && Number(value) <= 100, brandTexts.wholesalePercentInvalid)
    .optional(),
});
export type BrandFormValues = z.input<typeof brandFormSchema>;

/**
 * What the forms send: the trimmed name, the description only when checked and not empty, and
 * the wholesale percent when the form has it (the edit form).
 */
export function brandFormToRequest(values: BrandFormValues): CreateBrandRequest & { description: string | null } {
  const description = values.hasDescription ? values.description.trim() : '';
  return {
    name: values.name.trim(),
    categoryId: values.categoryId ?? BRAND_CATEGORY_ID,
    description: description ? description : null,
    ...(values.wholesalePercent !== undefined && { wholesalePercent: Number(values.wholesalePercent.trim()) }),
  };
}

/**
 * Where a line list is in its life:
 * - staged: processed from a file, shown only on the preview page (not in the brand's table);
 * - saved: saved from the preview, no catalogs yet;
 * - sorting-pending: catalogs created, sorting not completed (the catalogs page offers Complete);
 * - sorting-completed: catalogs saved, not published (Edit and Publish);
 * - published: shown to customers (Active; Manage). Publishing cannot be undone.
 */
export const lineListStatuses = ['staged', 'saved', 'sorting-pending', 'sorting-completed', 'published'] as const;
export type LineListStatus = (typeof lineListStatuses)[number];

/** Without a status filter, line-list queries answer every line list except staged ones. */
export const defaultLineListStatuses: readonly LineListStatus[] = [
  'saved',
  'sorting-pending',
  'sorting-completed',
  'published',
];

export type Flag = 0 | 1;

export type CatalogCount = { type: CatalogType; itemsCount: number };

/**
 * A line list. Dates are calendar days, 'YYYY-MM-DD', never converted through a time
 * zone (calendar-dates.ts); createdAt is an ISO instant. name is 1 to 100 characters.
 */
export type LineList = {
  id: number;
  name: string;
  brandId: number;
  brandName: string;
  type: LineListType;
  description: string | null;
  status: LineListStatus;
  season: string | null;
  year: number | null;
  createdAt: string;
  itemsCount: number;
  /**
   * The day the line list was sent to catalog (docs/product/line-lists.md, "Dates"): its Date
   * Sent when it has one, otherwise the day its catalogs were published (UTC); null until then. "Sent to catalog" is
   * Yes exactly when it is set. Derived, never written directly: change dateSent instead.
   */
  sentOn: string | null;
  /** Date Sent: the day the line list is sent out to customers (asked for pre-book lists). */
  dateSent: string | null;
  /** The received date, shown as "deadline for offers". */
  receivedOn: string | null;
  deadline: string | null;
  /** The future availability date (future-stock). */
  dateOfAvailability: string | null;
  published: Flag;
  catalogsCreated: Flag;
  sortingCompleted: Flag;
};

/** A line list with its catalogs' per-type item counts (unsorted, athletic, boutique, crocs). */
export type LineListWithCatalogInfo = LineList & { catalogs: CatalogCount[] };

/** The catalog overview of one line list, as the catalogs page shows it. */
export type CatalogOverview = {
  id: number;
  name: string;
  brandId: number;
  brandName: string;
  type: LineListType;
  published: Flag;
  sortingCompleted: Flag;
  itemsCount: number;
  /** As LineList.sentOn: Date Sent, else the publish day; the card's "Sent on". */
  sentOn: string | null;
  /** The deadline for orders; the card's "Deadline". */
  deadline: string | null;
  catalogs: CatalogCount[];
};

export const LINE_LISTS_MAX_PAGE_SIZE = 100;

const statusListSchema = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(z.enum(lineListStatuses)).min(1));

/**
 * GET /api/line-lists and GET /api/line-lists/with-catalogs-info: optional filters (status is
 * one status or several separated by commas), optional page (1-based) and pageSize. Unknown or
 * malformed parameters are refused.
 */
export const lineListsQuerySchema = z.strictObject({
  lineListId: idStringSchema.optional(),
  brandId: idStringSchema.optional(),
  status: statusListSchema.optional(),
  type: z.enum(lineListTypes).optional(),
  page: idStringSchema.optional(),
  pageSize: idStringSchema.pipe(z.number().max(LINE_LISTS_MAX_PAGE_SIZE)).optional(),
});
