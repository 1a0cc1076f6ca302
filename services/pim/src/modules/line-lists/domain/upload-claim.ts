import { uploadMessages } from '@lineup/contracts/messages';
import { UPLOAD_MAX_BYTES } from '@lineup/contracts/uploads';
import { AppError, notFound } from '@lineup/server-kit/errors';
import { and, eq } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { uploads } from '../../../db/schema';
import { FileProblem } from '../../../parser/errors';
import type { ParseLimits, ReadStats } from '../../../parser/parse-process';
import { type ObjectStorage, readAll } from '../../../storage/storage';

/** What the processing calls (line list, open stock) share: the claim of an upload and its bytes. */

/** Progress hooks (tests and the benchmark watch processing through them). */
export type ProcessHooks = {
  /**
   * A line list passes 'claimed', 'read' (its bytes fetched), 'staging' (its transaction opened
   * with the first batch of good rows: parents are staged while the file is read), 'parsed' (the
   * whole file read, its parents staged), 'staged' (committed).
   */
  onStage?: (stage: 'claimed' | 'read' | 'parsed' | 'staging' | 'staged') => void | Promise<void>;
  /** The rows read so far (the reader tells every 1,000 rows). */
  onRows?: (rows: number) => void;
  /** After each batch of a line list's parents is staged: the SKU rows staged so far. */
  onBatch?: (staged: number) => void | Promise<void>;
  /** The reading process's peak memory and time (the benchmark reports them). */
  onReadStats?: (stats: ReadStats) => void;
  /** Tighter limits for the reading process (tests make it hit them). */
  parseLimits?: Partial<ParseLimits>;
};

export type UploadRow = typeof uploads.$inferSelect;

/** Takes an announced upload for processing (once: a second call gets 409). */
export async function claimUpload(db: PimDb, key: string, kind: 'line-list' | 'open-stock'): Promise<UploadRow> {
  const [found] = await db.select().from(uploads).where(eq(uploads.fileKey, key));
  if (!found || found.kind !== kind) throw notFound(uploadMessages.uploadNotFound);
  const [claimed] = await db
    .update(uploads)
    .set({ state: 'processing', updatedAt: new Date() })
    .where(and(eq(uploads.id, found.id), eq(uploads.state, 'announced')))
    .returning();
  if (!claimed) throw new AppError(409, uploadMessages.uploadAlreadyProcessed);
  return claimed;
}

/** The uploaded bytes, within the size limit (their contents are read in the reading process). */
export async function readUploadedFile(storage: ObjectStorage, upload: UploadRow): Promise<Buffer> {
  const head = await storage.headObject(upload.fileKey);
  if (!head) throw notFound(uploadMessages.uploadNotFound);
  if (head.size > UPLOAD_MAX_BYTES) throw new FileProblem(uploadMessages.fileTooLarge, 413);
  if (head.size > upload.fileSize) throw new FileProblem(uploadMessages.fileSizeMismatch, 400);
  const stream = await storage.getObject(upload.fileKey);
  if (!stream) throw notFound(uploadMessages.uploadNotFound);
  const buffer = await readAll(stream, UPLOAD_MAX_BYTES);
  if (!buffer) throw new FileProblem(uploadMessages.fileTooLarge, 413);
  return buffer;
}
