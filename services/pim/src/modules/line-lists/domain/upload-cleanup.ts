import { PRESIGNED_URL_TTL_SECONDS } from '@lineup/contracts/uploads';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { lineLists, uploads } from '../../../db/schema';
import type { ObjectStorage } from '../../../storage/storage';
import { removeUpload } from './upload-removal';

export type CleanUpOptions = {
  /** Uploads still 'processing' after this long are taken as interrupted (default 0: all, at start). */
  processingGraceMs?: number;
  /** Announced uploads never processed after this long are abandoned (default: URL lifetime + 1 h). */
  announcedMaxAgeMs?: number;
  /** Staged line lists nobody saved or discarded after this long are removed (default 7 days). */
  stagedMaxAgeMs?: number;
  now?: Date;
};

export type CleanUpReport = { uploadsRemoved: number; lineListsRemoved: number; objectsRemoved: number };

/**
 * Start-up clean-up: uploads whose processing never finished, abandoned
 * announced uploads and staged line lists, and stored files that no upload (hence no line list)
 * refers to are removed. Staging is one transaction, so an interrupted import leaves no line list
 * or item; only its file and upload row can remain, and they go here.
 */
export async function cleanUpInterruptedUploads(
  db: PimDb,
  storage: ObjectStorage,
  options: CleanUpOptions = {},
): Promise<CleanUpReport> {
  const now = options.now ?? new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const report: CleanUpReport = { uploadsRemoved: 0, lineListsRemoved: 0, objectsRemoved: 0 };
  const deps = { db, storage };

  const stale = await db
    .delete(lineLists)
    .where(and(eq(lineLists.state, 'staged'), lt(lineLists.updatedAt, ago(options.stagedMaxAgeMs ?? 7 * 86_400_000))))
    .returning({ id: lineLists.id });
  report.lineListsRemoved = stale.length;

  const dead = await db
    .select()
    .from(uploads)
    .where(
      or(
        and(eq(uploads.state, 'processing'), lt(uploads.updatedAt, ago(options.processingGraceMs ?? 0))),
        eq(uploads.state, 'discarded'),
        and(
          eq(uploads.state, 'announced'),
          lt(uploads.createdAt, ago(options.announcedMaxAgeMs ?? (PRESIGNED_URL_TTL_SECONDS + 3600) * 1000)),
        ),
        and(
          eq(uploads.state, 'processed'),
          eq(uploads.kind, 'line-list'),
          sql`NOT EXISTS (SELECT 1 FROM ${lineLists} WHERE ${lineLists.uploadId} = ${uploads.id})`,
        ),
      ),
    );
  for (const upload of dead) {
    await removeUpload(deps, upload);
    report.uploadsRemoved++;
  }

  const known = new Set<string>();
  for (const row of await db.select({ fileKey: uploads.fileKey, metadataKey: uploads.metadataKey }).from(uploads)) {
    known.add(row.fileKey);
    known.add(row.metadataKey);
  }
  const partGrace = ago(3600_000);
  for (const prefix of ['uploads/', 'metadata/']) {
    for (const object of await storage.list(prefix)) {
      if (known.has(object.key)) continue;
      // An in-flight PUT's temporary file (filesystem driver) is left alone for an hour.
      if (object.key.endsWith('.part') && object.lastModified > partGrace) continue;
      await storage.deleteObject(object.key).catch(() => {});
      report.objectsRemoved++;
    }
  }
  return report;
}
