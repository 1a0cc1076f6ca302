import type { ImageFileState } from '@lineup/contracts/images';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { pimSchema } from './pim-schema';
import { brands } from './schema';

/**
 * The pictures of the brand's items, keyed like the items by model code, one per position. The id
 * is random and names the stored files (images/<id>/original, images/<id>/<variant>.<format>):
 * a replaced picture gets a new id, so a variant's address never shows other bytes.
 */
export const itemImages = pimSchema.table(
  'item_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    modelCode: text('model_code').notNull(),
    position: integer('position').notNull(),
    originalKey: text('original_key').notNull(),
    fileName: text('file_name'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** pending until the resizing job has stored every variant. */
    state: text('state', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_images_position_unique').on(t.brandId, t.modelCode, t.position),
    index('item_images_pending_idx').on(t.state).where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * The files of an upload of pictures, from announced to applied or discarded. Unmatched and
 * ambiguous ones stay (the brand's tray) until staff assign or discard them.
 */
export const imageUploadFiles = pimSchema.table(
  'image_upload_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    key: text('key').notNull(),
    size: integer('size').notNull(),
    /** A .zip is expanded at check time into files of its own (the .zip's own row is then discarded). */
    kind: text('kind', { enum: ['image', 'zip'] }).notNull(),
    state: text('state').$type<ImageFileState>().notNull().default('announced'),
    refusal: text('refusal'),
    modelCode: text('model_code'),
    color: text('color'),
    position: integer('position'),
    candidates: jsonb('candidates')
      .$type<{ modelCode: string; color: string; silhouette: string }[]>()
      .notNull()
      .default([]),
    width: integer('width'),
    height: integer('height'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('image_upload_files_batch_idx').on(t.batchId),
    index('image_upload_files_brand_state_idx').on(t.brandId, t.state),
  ],
);
