import { eq } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { uploads } from '../../../db/schema';
import type { ObjectStorage } from '../../../storage/storage';

export type UploadDeps = { db: PimDb; storage: ObjectStorage };

type UploadRow = typeof uploads.$inferSelect;

/** Removes an upload: its file, its metadata and its row (in that order, so a crash leaves a row to retry). */
export async function removeUpload(
  { db, storage }: UploadDeps,
  upload: Pick<UploadRow, 'id' | 'fileKey' | 'metadataKey'>,
): Promise<void> {
  await db.update(uploads).set({ state: 'discarded', updatedAt: new Date() }).where(eq(uploads.id, upload.id));
  await storage.deleteObject(upload.fileKey);
  await storage.deleteObject(upload.metadataKey);
  await db.delete(uploads).where(eq(uploads.id, upload.id));
}
