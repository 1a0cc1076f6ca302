import { DEFAULT_IMAGE_NAMING_RULE } from '@lineup/contracts/images';
import type { ImportFormatDefinition } from '@lineup/contracts/import-format-definition';
import {
  DEFAULT_WHOLESALE_PERCENT,
  type ItemAttributes,
  type LineListType,
  type SkuSnapshot,
} from '@lineup/contracts/pim';
import { DEFAULT_STOCK_DISPLAY, type StockDisplayMode } from '@lineup/contracts/stock';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { pimSchema, timestamps } from './pim-schema';

/**
 * The PIM's catalog tables: brands and their import formats, line lists, items, uploads, open
 * stock. The orders' tables are in orders-schema.ts.
 */
export { pimSchema };

export const brands = pimSchema.table(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: integer('category_id').notNull().default(1),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    /** The wholesale price rule: an order line's price before discount is this percent of the MSRP. */
    wholesalePercent: numeric('wholesale_percent', { precision: 5, scale: 2 })
      .notNull()
      .default(String(DEFAULT_WHOLESALE_PERCENT)),
    /** How the brand's picture files are named: parts among <model code>, <color> and <n>. */
    imageNamingRule: text('image_naming_rule').notNull().default(DEFAULT_IMAGE_NAMING_RULE),
    /** The brand's order rules (null: off): units per order, units per style, case pack per style. */
    minUnitsPerOrder: integer('min_units_per_order'),
    minUnitsPerStyle: integer('min_units_per_style'),
    casePack: integer('case_pack'),
    /** How its buyers see the stock of at-once catalogs: 'exact' figures or 'bands' (stock.ts). */
    stockDisplay: text('stock_display').$type<StockDisplayMode>().notNull().default(DEFAULT_STOCK_DISPLAY),
    ...timestamps,
  },
  (t) => [
    // Names are compared without regard to case and surrounding spaces.
    uniqueIndex('brands_name_unique').on(sql`lower(btrim(${t.name}))`),
    check('brands_wholesale_percent_check', sql`${t.wholesalePercent} > 0 and ${t.wholesalePercent} <= 100`),
    check(
      'brands_order_rules_check',
      sql`coalesce(${t.minUnitsPerOrder}, 1) >= 1 and coalesce(${t.minUnitsPerStyle}, 1) >= 1 and coalesce(${t.casePack}, 1) >= 1`,
    ),
    check('brands_stock_display_check', sql`${t.stockDisplay} in ('exact', 'bands')`),
  ],
);

/**
 * A brand's import format, versioned: each save adds the brand's next version and none is ever
 * changed, so a line list keeps naming the exact layout it was read with.
 */
export const importFormats = pimSchema.table(
  'import_formats',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<ImportFormatDefinition>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_formats_brand_version_unique').on(t.brandId, t.version)],
);

/**
 * A line list: staged (the preview page only) until saved; then its items are merged into the
 * brand's items. Catalog state lives here too (one set of catalogs per line list).
 */
export const lineLists = pimSchema.table(
  'line_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    type: text('type').$type<LineListType>().notNull(),
    description: text('description'),
    state: text('state', { enum: ['staged', 'saved'] })
      .notNull()
      .default('staged'),
    season: text('season'),
    year: integer('year'),
    sentOn: date('sent_on'),
    dateSent: date('date_sent'),
    receivedOn: date('received_on'),
    deadline: date('deadline'),
    dateOfAvailability: date('date_of_availability'),
    itemsCount: integer('items_count').notNull().default(0),
    catalogsCreated: boolean('catalogs_created').notNull().default(false),
    sortingCompleted: boolean('sorting_completed').notNull().default(false),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set when staff archive the line list's catalogs: off the overview, and frozen until restored. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    uploadId: uuid('upload_id'),
    /** Update mode: the saved line list whose items this staged one replaces on save. */
    replacesLineListId: integer('replaces_line_list_id'),
    /** The import format version the file was read with; null: the built-in Crocs format (or read before formats existed). */
    importFormatId: integer('import_format_id').references(() => importFormats.id),
    ...timestamps,
  },
  (t) => [index('line_lists_brand_idx').on(t.brandId)],
);

/** The brand's current items, keyed by model code (the parent). */
export const items = pimSchema.table(
  'items',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    modelCode: text('model_code').notNull(),
    franchise: text('franchise'),
    silhouette: text('silhouette').notNull(),
    color: text('color').notNull(),
    gender: text('gender'),
    msrp: numeric('msrp', { precision: 12, scale: 2 }),
    expectedShippedDate: date('expected_shipped_date'),
    attributes: jsonb('attributes').$type<ItemAttributes>().notNull().default({}),
    skus: jsonb('skus').$type<SkuSnapshot[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('items_brand_model_unique').on(t.brandId, t.modelCode)],
);

/**
 * A line list's own snapshot of the parents (with their SKUs) it was imported with, and the
 * catalogs each parent is sorted into (empty = unsorted).
 */
export const lineListItems = pimSchema.table(
  'line_list_items',
  {
    id: serial('id').primaryKey(),
    lineListId: integer('line_list_id')
      .notNull()
      .references(() => lineLists.id, { onDelete: 'cascade' }),
    modelCode: text('model_code').notNull(),
    franchise: text('franchise'),
    silhouette: text('silhouette').notNull(),
    color: text('color').notNull(),
    gender: text('gender'),
    msrp: numeric('msrp', { precision: 12, scale: 2 }),
    expectedShippedDate: date('expected_shipped_date'),
    attributes: jsonb('attributes').$type<ItemAttributes>().notNull().default({}),
    skus: jsonb('skus').$type<SkuSnapshot[]>().notNull().default([]),
    catalogTypes: text('catalog_types').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('line_list_items_model_unique').on(t.lineListId, t.modelCode)],
);

/** An upload announced through the presigned-URL call: where the file and its metadata live. */
export const uploads = pimSchema.table('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileKey: text('file_key').notNull().unique(),
  metadataKey: text('metadata_key').notNull(),
  fileSize: integer('file_size').notNull(),
  contentType: text('content_type').notNull(),
  state: text('state', { enum: ['announced', 'processing', 'processed', 'discarded'] })
    .notNull()
    .default('announced'),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Which dialog step uploaded it, the file's own name and the metadata stored beside it. */
  kind: text('kind', { enum: ['line-list', 'open-stock'] })
    .notNull()
    .default('line-list'),
  fileName: text('file_name'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Open stock: the brand's stock on hand per SKU, replaced per stock type by each upload. */
export const openStockItems = pimSchema.table(
  'open_stock_items',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    stockType: text('stock_type', { enum: ['bonded', 'domestic'] }).notNull(),
    sku: text('sku').notNull(),
    modelCode: text('model_code').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    color: text('color'),
    description: text('description'),
    season: text('season').notNull(),
    year: integer('year').notNull(),
    availability: text('availability').notNull(),
    uploadId: uuid('upload_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('open_stock_items_sku_unique').on(t.brandId, t.stockType, t.sku)],
);
