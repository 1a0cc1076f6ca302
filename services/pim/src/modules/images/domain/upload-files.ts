import type { ImageFileState, ImageUploadFile } from '@lineup/contracts/images';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { imageUploadFiles, itemImages } from '../../../db/images-schema';

/** A file waiting for staff: matched but not applied yet, ambiguous, or unmatched. */
export const WAITING_STATES: ImageFileState[] = ['matched', 'ambiguous', 'unmatched'];

/** The path of a file's small view, under the PIM's base URL (made when the file was read). */
export const incomingPreviewPath = (fileId: string) => `/media/incoming/${fileId}.webp`;

/** The files of an upload, or of the brand's tray, as the pages show them. */
export async function listUploadFiles(
  db: PimDb,
  where: { brandId: number; batchId?: string; states?: ImageFileState[] },
): Promise<ImageUploadFile[]> {
  const replaces = sql<boolean>`exists (select 1 from ${itemImages} where ${itemImages.brandId} = ${imageUploadFiles.brandId}
    and ${itemImages.modelCode} = ${imageUploadFiles.modelCode} and ${itemImages.position} = ${imageUploadFiles.position})`;
  const rows = await db
    .select({
      id: imageUploadFiles.id,
      batchId: imageUploadFiles.batchId,
      name: imageUploadFiles.name,
      size: imageUploadFiles.size,
      kind: imageUploadFiles.kind,
      state: imageUploadFiles.state,
      refusal: imageUploadFiles.refusal,
      modelCode: imageUploadFiles.modelCode,
      color: imageUploadFiles.color,
      position: imageUploadFiles.position,
      candidates: imageUploadFiles.candidates,
      width: imageUploadFiles.width,
      replaces,
    })
    .from(imageUploadFiles)
    .where(
      and(
        eq(imageUploadFiles.brandId, where.brandId),
        where.batchId ? eq(imageUploadFiles.batchId, where.batchId) : undefined,
        where.states ? inArray(imageUploadFiles.state, where.states) : undefined,
        // A .zip's own row is not shown once its files are out: they are. A .zip refused whole is
        // shown, its reason with it, or staff would not know why none of its pictures came.
        or(eq(imageUploadFiles.kind, 'image'), eq(imageUploadFiles.state, 'refused')),
      ),
    )
    .orderBy(asc(imageUploadFiles.createdAt), asc(imageUploadFiles.name));
  return rows.map(({ kind: _kind, width, replaces: replacing, ...row }) => ({
    ...row,
    replaces: row.state === 'matched' && Boolean(replacing),
    previewUrl: width !== null && WAITING_STATES.includes(row.state) ? incomingPreviewPath(row.id) : null,
  }));
}
