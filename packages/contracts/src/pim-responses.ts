import { z } from 'zod';
import { SORTED_CATALOG_TYPES } from './catalogs';
import { PUBLISH_WARNINGS } from './catalogs-publish';
import { CATALOG_TYPES } from './constants';
import { pictureSchema } from './images';
import { brandOrderRulesAnswerSchema } from './order-rules';
import { brandStatuses, lineListStatuses, lineListTypes } from './pim';
import { STOCK_DISPLAY_MODES } from './stock';

/**
 * The `data` the PIM's brand, line-list and catalog calls answer, as schemas: the OpenAPI
 * document is generated from them and the web checks answers against them in development. Each
 * schema's output equals the type of the same name (pim-responses.test.ts holds them together).
 */

/** A stored timestamp, as JSON carries it. */
const instantSchema = z.string();
/** A calendar day 'YYYY-MM-DD', or none. */
const dayOrNullSchema = z.string().nullable();

export const flagSchema = z.union([z.literal(0), z.literal(1)]);
export const catalogTypeAnswerSchema = z.enum(CATALOG_TYPES);
export const catalogCountSchema = z.object({ type: catalogTypeAnswerSchema, itemsCount: z.number() });

export const brandSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.number(),
  status: z.enum(brandStatuses),
  wholesalePercent: z.number(),
  imageNamingRule: z.string(),
  orderRules: brandOrderRulesAnswerSchema,
  stockDisplay: z.enum(STOCK_DISPLAY_MODES),
  importFormatVersion: z.number().nullable(),
  hasImportFormat: z.boolean(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});

/** DELETE answers the id of what it removed. */
export const deletedIdSchema = z.object({ id: z.number() });

export const lineListSchema = z.object({
  id: z.number(),
  name: z.string(),
  brandId: z.number(),
  brandName: z.string(),
  type: z.enum(lineListTypes),
  description: z.string().nullable(),
  status: z.enum(lineListStatuses),
  season: z.string().nullable(),
  year: z.number().nullable(),
  createdAt: instantSchema,
  itemsCount: z.number(),
  sentOn: dayOrNullSchema,
  dateSent: dayOrNullSchema,
  receivedOn: dayOrNullSchema,
  deadline: dayOrNullSchema,
  dateOfAvailability: dayOrNullSchema,
  published: flagSchema,
  catalogsCreated: flagSchema,
  sortingCompleted: flagSchema,
});

export const lineListWithCatalogInfoSchema = lineListSchema.extend({ catalogs: z.array(catalogCountSchema) });

export const catalogOverviewSchema = z.object({
  id: z.number(),
  name: z.string(),
  brandId: z.number(),
  brandName: z.string(),
  type: z.enum(lineListTypes),
  published: flagSchema,
  sortingCompleted: flagSchema,
  itemsCount: z.number(),
  sentOn: dayOrNullSchema,
  deadline: dayOrNullSchema,
  catalogs: z.array(catalogCountSchema),
});

const sortedCatalogTypesSchema = z.array(z.enum(SORTED_CATALOG_TYPES));

export const catalogItemSchema = z.object({
  model_code: z.string(),
  silhouette: z.string(),
  color: z.string(),
  franchise: z.string().nullable(),
  gender: z.string().nullable(),
  sizes: z.array(z.string()),
  catalogTypes: sortedCatalogTypesSchema,
  image_url: z.string().nullable(),
  picture: pictureSchema.nullable(),
});

export const populatedCatalogsSchema = z.object({
  lineList: z.object({
    id: z.number(),
    name: z.string(),
    brandId: z.number(),
    brandName: z.string(),
    type: z.enum(lineListTypes),
    dateSent: dayOrNullSchema,
    sentOn: dayOrNullSchema,
    deadline: dayOrNullSchema,
    itemsCount: z.number(),
    catalogsCreated: flagSchema,
    sortingCompleted: flagSchema,
    published: flagSchema,
  }),
  catalogs: z.array(
    z.object({ type: catalogTypeAnswerSchema, itemsCount: z.number(), items: z.array(catalogItemSchema) }),
  ),
});

const itemMembershipSchema = z.object({ modelCode: z.string(), catalogTypes: sortedCatalogTypesSchema });

export const catalogChangeResultSchema = z.object({
  lineListId: z.number(),
  itemsChanged: z.number(),
  itemsSkipped: z.number(),
  items: z.array(itemMembershipSchema),
  previous: z.array(itemMembershipSchema),
  catalogs: z.array(catalogCountSchema),
});

export const addItemsToResultSchema = catalogChangeResultSchema.extend({ itemsAdded: z.number() });

export const catalogPublishSummarySchema = z.object({
  lineListId: z.number(),
  name: z.string(),
  brandName: z.string(),
  type: z.enum(lineListTypes),
  published: flagSchema,
  itemsCount: z.number(),
  catalogs: z.array(catalogCountSchema),
  unsortedCount: z.number(),
  sentOn: dayOrNullSchema,
  deadline: dayOrNullSchema,
  warnings: z.array(z.enum(PUBLISH_WARNINGS)),
});
