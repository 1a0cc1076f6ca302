import { randomUUID } from 'node:crypto';
import { imageMessages } from '@lineup/contracts/image-messages';
import type { applyImagesRequestSchema, ImagesApplied } from '@lineup/contracts/images';
import { PICTURES_PER_ITEM_MAX } from '@lineup/contracts/images';
import { badRequest } from '@lineup/server-kit/errors';
import type { JobQueue } from '@lineup/server-kit/job-queue';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PimDb, Tx } from '../../../db/database';
import { imageUploadFiles, itemImages } from '../../../db/images-schema';
import { items } from '../../../db/schema';
import { incomingPreviewKey, storedFilesOf } from './picture-keys';
import { PICTURE_JOBS } from './picture-services';
import { WAITING_STATES } from './upload-files';

type ApplyDeps = { db: PimDb; jobs: JobQueue };

/** The first position an item has free. */
async function freePosition(tx: Tx, brandId: number, modelCode: string, taken: Set<number>): Promise<number> {
  const rows = await tx
    .select({ position: itemImages.position })
    .from(itemImages)
    .where(and(eq(itemImages.brandId, brandId), eq(itemImages.modelCode, modelCode)));
  const used = new Set([...rows.map((row) => row.position), ...taken]);
  for (let position = 1; position <= PICTURES_PER_ITEM_MAX; position += 1) if (!used.has(position)) return position;
  return PICTURES_PER_ITEM_MAX;
}

/**
 * POST /api/brands/{brandId}/images/apply: the named files become their items' pictures, at the
 * position matched or given (a picture already there is replaced), all or none. Each new picture's
 * resizing is asked for in the same transaction, so it is done even if the server stops right after.
 */
export async function applyPictures(
  { db, jobs }: ApplyDeps,
  brandId: number,
  request: z.infer<typeof applyImagesRequestSchema>,
  subject: string,
): Promise<ImagesApplied> {
  return db.transaction(async (tx) => {
    const ids = request.files.map((file) => file.id);
    const rows = await tx
      .select()
      .from(imageUploadFiles)
      .where(and(eq(imageUploadFiles.brandId, brandId), inArray(imageUploadFiles.id, ids)))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const codes = [...new Set(request.files.map((file) => file.modelCode ?? byId.get(file.id)?.modelCode ?? ''))];
    const known = await tx
      .select({ modelCode: items.modelCode, color: items.color })
      .from(items)
      .where(and(eq(items.brandId, brandId), inArray(items.modelCode, codes)));
    const colorOf = new Map(known.map((item) => [item.modelCode, item.color]));
    const taken = new Map<string, Set<number>>();
    let replaced = 0;
    for (const asked of request.files) {
      const file = byId.get(asked.id);
      if (!file || !WAITING_STATES.includes(file.state) || file.width === null || file.height === null)
        throw badRequest(imageMessages.fileNotReady(file?.name ?? asked.id));
      const modelCode = asked.modelCode ?? file.modelCode;
      if (!modelCode) throw badRequest(imageMessages.needsItem(file.name));
      if (!colorOf.has(modelCode)) throw badRequest(imageMessages.itemNotFound(modelCode));
      const takenHere = taken.get(modelCode) ?? new Set<number>();
      const position =
        asked.position ??
        (asked.modelCode === undefined || asked.modelCode === file.modelCode ? file.position : null) ??
        (await freePosition(tx, brandId, modelCode, takenHere));
      takenHere.add(position);
      taken.set(modelCode, takenHere);
      const [old] = await tx
        .delete(itemImages)
        .where(
          and(eq(itemImages.brandId, brandId), eq(itemImages.modelCode, modelCode), eq(itemImages.position, position)),
        )
        .returning({ id: itemImages.id, originalKey: itemImages.originalKey });
      if (old) {
        replaced += 1;
        await jobs.sendInTransaction(tx, PICTURE_JOBS.removeFiles, { keys: storedFilesOf(old.id, old.originalKey) });
      }
      const pictureId = randomUUID();
      await tx.insert(itemImages).values({
        id: pictureId,
        brandId,
        modelCode,
        position,
        originalKey: file.key,
        fileName: file.name,
        width: file.width,
        height: file.height,
        createdBy: subject,
      });
      await tx
        .update(imageUploadFiles)
        .set({ state: 'applied', modelCode, color: colorOf.get(modelCode) ?? null, position, updatedAt: new Date() })
        .where(eq(imageUploadFiles.id, file.id));
      await jobs.sendInTransaction(tx, PICTURE_JOBS.resize, { pictureId }, { key: pictureId });
      await jobs.sendInTransaction(tx, PICTURE_JOBS.removeFiles, { keys: [incomingPreviewKey(file.id)] });
    }
    return { applied: request.files.length, replaced };
  });
}

/** POST /api/brands/{brandId}/images/discard: waiting files go, with what is stored of them. */
export async function discardPictureFiles({ db, jobs }: ApplyDeps, brandId: number, ids: string[]) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .update(imageUploadFiles)
      .set({ state: 'discarded', updatedAt: new Date() })
      .where(
        and(
          eq(imageUploadFiles.brandId, brandId),
          inArray(imageUploadFiles.id, ids),
          inArray(imageUploadFiles.state, WAITING_STATES),
        ),
      )
      .returning({ id: imageUploadFiles.id, key: imageUploadFiles.key });
    if (gone.length > 0) {
      const keys = gone.flatMap((file) => [file.key, incomingPreviewKey(file.id)]);
      await jobs.sendInTransaction(tx, PICTURE_JOBS.removeFiles, { keys });
    }
    return { discarded: gone.length };
  });
}
