import { IMAGE_MAX_BYTES, imageContentTypes } from '@lineup/contracts/images';
import type { ChangeNotifier } from '@lineup/server-kit/change-notifier';
import type { Logger } from '@lineup/server-kit/logger';
import { and, eq } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { itemImages } from '../../../db/images-schema';
import { ImageUnreadable } from '../../../image-process/image-process';
import { type ObjectStorage, readAll } from '../../../storage/storage';
import { pictureVariantKey } from './picture-keys';
import { PICTURE_JOBS, type PictureServices } from './picture-services';

export type PictureWorkDeps = {
  db: PimDb;
  storage: ObjectStorage;
  pictures: PictureServices;
  log: Logger;
  /** Told when a picture is ready, so cached answers that leave it out are emptied. */
  changes?: ChangeNotifier;
};

const contentTypeOf = { webp: imageContentTypes.webp, jpg: imageContentTypes.jpeg } as const;

/**
 * Makes and stores every variant of a pending picture, then marks it ready. Done again from the
 * start after a crash: the variants' keys are the picture's own, so writing them twice is harmless.
 * A picture replaced meanwhile is gone and there is nothing to do.
 */
export async function resizePicture(deps: PictureWorkDeps, pictureId: string): Promise<void> {
  const [picture] = await deps.db.select().from(itemImages).where(eq(itemImages.id, pictureId));
  if (picture?.state !== 'pending') return;
  const stream = await deps.storage.getObject(picture.originalKey);
  const bytes = stream ? await readAll(stream, IMAGE_MAX_BYTES) : null;
  let variants: Awaited<ReturnType<PictureServices['images']['resize']>>;
  try {
    if (!bytes) throw new ImageUnreadable('the original is not in storage');
    variants = await deps.pictures.images.resize(bytes);
  } catch (error) {
    if (!(error instanceof ImageUnreadable)) throw error;
    // Trying again cannot help: the picture is marked failed (staff upload it again).
    deps.log.error({ err: error, pictureId }, 'picture could not be resized');
    await deps.db
      .update(itemImages)
      .set({ state: 'failed', updatedAt: new Date() })
      .where(eq(itemImages.id, pictureId));
    return;
  }
  for (const { variant, format, bytes: made } of variants) {
    await deps.storage.putObject(
      pictureVariantKey(pictureId, variant, format),
      Buffer.from(made),
      contentTypeOf[format],
    );
  }
  await deps.db
    .update(itemImages)
    .set({ state: 'ready', updatedAt: new Date() })
    .where(and(eq(itemImages.id, pictureId), eq(itemImages.state, 'pending')));
  await deps.changes?.publish('pim');
}

/**
 * Starts working the pictures' jobs in this process: resizing, as many at once as the image
 * process takes, and removing files no picture uses. Pending pictures are asked for again first:
 * a job whose worker died mid-way is then not waited for (a repeat is dropped while one waits).
 * They are asked for before the work starts: asked for after, a job already waiting could be taken
 * in between and a second one let in, and the picture resized twice at once.
 */
export async function startPictureWork(deps: PictureWorkDeps): Promise<void> {
  const jobs = await deps.pictures.jobs();
  const pending = await deps.db.select({ id: itemImages.id }).from(itemImages).where(eq(itemImages.state, 'pending'));
  for (const { id } of pending) await jobs.send(PICTURE_JOBS.resize, { pictureId: id }, { key: id });
  await jobs.work<{ pictureId: string }>(PICTURE_JOBS.resize, deps.pictures.images.inFlight, ({ pictureId }) =>
    resizePicture(deps, pictureId),
  );
  await jobs.work<{ keys: string[] }>(PICTURE_JOBS.removeFiles, 1, async ({ keys }) => {
    for (const key of keys) await deps.storage.deleteObject(key);
  });
}
