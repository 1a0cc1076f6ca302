import { imageMessages } from '@lineup/contracts/image-messages';
import type { ItemPicture, Picture, PictureVariant } from '@lineup/contracts/images';
import { errorMessages } from '@lineup/contracts/messages';
import { notFound } from '@lineup/server-kit/errors';
import type { JobQueue } from '@lineup/server-kit/job-queue';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PimDb } from '../../../db/database';
import { itemImages } from '../../../db/images-schema';
import { brands } from '../../../db/schema';
import { type ObjectStorage, readAll } from '../../../storage/storage';
import { pictureVariantKey, storedFilesOf } from './picture-keys';
import { PICTURE_JOBS } from './picture-services';

/** The most bytes a variant read back whole may have (a large JPEG is a few hundred KB). */
const VARIANT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The pictures of a brand's items whose variants are made, by model code, in position order.
 * A picture still being resized is left out: pages show the placeholder until it is ready.
 */
export async function picturesOf(db: PimDb, brandId: number, modelCodes: readonly string[]) {
  const found = new Map<string, Picture[]>();
  if (modelCodes.length === 0) return found;
  const rows = await db
    .select({ id: itemImages.id, modelCode: itemImages.modelCode, width: itemImages.width, height: itemImages.height })
    .from(itemImages)
    .where(
      and(
        eq(itemImages.brandId, brandId),
        inArray(itemImages.modelCode, [...new Set(modelCodes)]),
        eq(itemImages.state, 'ready'),
      ),
    )
    .orderBy(asc(itemImages.modelCode), asc(itemImages.position));
  for (const { modelCode, ...picture } of rows) {
    const list = found.get(modelCode) ?? [];
    list.push(picture);
    found.set(modelCode, list);
  }
  return found;
}

/** The first picture of each item (the one cards and thumbnails show). */
export async function firstPicturesOf(db: PimDb, brandId: number, modelCodes: readonly string[]) {
  const all = await picturesOf(db, brandId, modelCodes);
  return new Map([...all].map(([modelCode, pictures]) => [modelCode, pictures[0]!]));
}

/** One variant's JPEG bytes (documents read no WebP); null when it is not stored. */
export async function readPictureJpeg(storage: ObjectStorage, id: string, variant: PictureVariant) {
  const stream = await storage.getObject(pictureVariantKey(id, variant, 'jpg'));
  return stream ? readAll(stream, VARIANT_MAX_BYTES) : null;
}

/** GET /api/brands/{brandId}/items/{modelCode}/pictures: every picture of the item, ready or not, by position. */
export async function itemPictureList(db: PimDb, brandId: number, modelCode: string): Promise<ItemPicture[]> {
  const rows = await db
    .select({
      id: itemImages.id,
      width: itemImages.width,
      height: itemImages.height,
      position: itemImages.position,
      state: itemImages.state,
      fileName: itemImages.fileName,
    })
    .from(itemImages)
    .where(and(eq(itemImages.brandId, brandId), eq(itemImages.modelCode, modelCode)))
    .orderBy(asc(itemImages.position));
  return rows.map(({ state, ...row }) => ({ ...row, ready: state === 'ready' }));
}

/** DELETE /api/brands/{brandId}/pictures/{pictureId}: the picture goes, its files with it (a durable job). */
export async function deletePicture(db: PimDb, jobs: JobQueue, brandId: number, pictureId: string) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(itemImages)
      .where(and(eq(itemImages.brandId, brandId), eq(itemImages.id, pictureId)))
      .returning({ id: itemImages.id, originalKey: itemImages.originalKey });
    if (!gone) throw notFound(imageMessages.pictureNotFound);
    await jobs.sendInTransaction(tx, PICTURE_JOBS.removeFiles, { keys: storedFilesOf(gone.id, gone.originalKey) });
  });
  return { id: pictureId };
}

/** PUT /api/brands/{brandId}/image-naming-rule. */
export async function setImageNamingRule(db: PimDb, brandId: number, imageNamingRule: string) {
  const [row] = await db
    .update(brands)
    .set({ imageNamingRule, updatedAt: new Date() })
    .where(eq(brands.id, brandId))
    .returning({ imageNamingRule: brands.imageNamingRule });
  if (!row) throw notFound(errorMessages.brands[404]);
  return row;
}

/**
 * SQL for the first ready picture of an item as JSON ({ id, width, height }, or null), for queries
 * that read many items at once (a catalog, an order's lines) without a round trip per item.
 */
export const firstPictureJson = (brandId: SQL | AnyPgColumn, modelCode: SQL | AnyPgColumn) =>
  sql<Picture | null>`(select json_build_object('id', ${itemImages.id}, 'width', ${itemImages.width}, 'height', ${itemImages.height})
    from ${itemImages} where ${itemImages.brandId} = ${brandId} and ${itemImages.modelCode} = ${modelCode}
    and ${itemImages.state} = 'ready' order by ${itemImages.position} limit 1)`;
