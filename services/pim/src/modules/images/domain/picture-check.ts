import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { imageMessages } from '@lineup/contracts/image-messages';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_ZIP_MAX_EXPANDED_BYTES,
  IMAGE_ZIP_MAX_FILES,
  type ImageUploadFile,
} from '@lineup/contracts/images';
import { notFound } from '@lineup/server-kit/errors';
import { and, eq } from 'drizzle-orm';
import type { PimDb } from '../../../db/database';
import { imageUploadFiles } from '../../../db/images-schema';
import { brands, items } from '../../../db/schema';
import type { ImageProcess } from '../../../image-process/image-process';
import { type ObjectStorage, readAll } from '../../../storage/storage';
import { indexItems, matchFileName, parseNamingRule } from './image-names';
import { incomingFileKey, incomingPreviewKey } from './picture-keys';
import { listUploadFiles } from './upload-files';

type CheckDeps = { db: PimDb; storage: ObjectStorage; images: ImageProcess };
type FileRow = typeof imageUploadFiles.$inferSelect;
type Outcome = Partial<FileRow> & { id: string };

const MB = 1024 * 1024;
const refused = (id: string, refusal: string): Outcome => ({ id, state: 'refused', refusal });

/** Takes a .zip's files out into files of the same upload; the .zip itself is then gone. */
async function expandUploadedZip(deps: CheckDeps, zip: FileRow): Promise<Outcome[]> {
  const stream = await deps.storage.getObject(zip.key);
  if (!stream) return [refused(zip.id, imageMessages.refusals.notUploaded)];
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'lineup-zip-'));
  try {
    const file = path.join(dir, 'upload.zip');
    await pipeline(stream, fs.createWriteStream(file));
    const into = path.join(dir, 'files');
    await fsp.mkdir(into);
    const expanded = await deps.images.expandZip(file, into);
    if (!expanded.ok) {
      // Nothing of a refused file is kept.
      await deps.storage.deleteObject(zip.key);
      const reason =
        expanded.reason === 'zipTooManyFiles'
          ? imageMessages.refusals.zipTooManyFiles(IMAGE_ZIP_MAX_FILES)
          : expanded.reason === 'zipTooLarge'
            ? imageMessages.refusals.zipTooLarge(IMAGE_ZIP_MAX_EXPANDED_BYTES / MB)
            : imageMessages.refusals[expanded.reason];
      return [refused(zip.id, reason)];
    }
    const rows: FileRow[] = [];
    for (const entry of expanded.entries) {
      const id = randomUUID();
      const key = incomingFileKey(zip.batchId, id);
      const base = {
        ...zip,
        id,
        key,
        name: entry.name,
        kind: 'image' as const,
        createdAt: new Date(),
        updatedAt: new Date(),
      };
      if ('refusal' in entry) {
        rows.push({
          ...base,
          size: 0,
          state: 'refused',
          refusal: imageMessages.refusals.tooLarge(IMAGE_MAX_BYTES / MB),
        });
        continue;
      }
      await deps.storage.putObject(key, await fsp.readFile(entry.path), 'application/octet-stream');
      rows.push({ ...base, size: entry.size, state: 'announced', refusal: null });
    }
    if (rows.length > 0) await deps.db.insert(imageUploadFiles).values(rows);
    await deps.storage.deleteObject(zip.key);
    return [{ id: zip.id, state: 'discarded' }];
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** Reads one picture in the image process and matches its name; refused files are not kept. */
async function checkPicture(
  deps: CheckDeps,
  file: FileRow,
  match: (name: string) => ReturnType<typeof matchFileName>,
): Promise<Outcome> {
  let stored = false;
  const loaded = await deps.images.loadAndInspect(async () => {
    const stream = await deps.storage.getObject(file.key);
    stored = stream !== null;
    return stream ? readAll(stream, IMAGE_MAX_BYTES) : null;
  });
  if (!loaded) {
    await deps.storage.deleteObject(file.key);
    const reason = stored ? imageMessages.refusals.tooLarge(IMAGE_MAX_BYTES / MB) : imageMessages.refusals.notUploaded;
    return refused(file.id, reason);
  }
  const { bytes } = loaded;
  const inspected =
    loaded.inspected === 'unreadable' ? ({ ok: false, reason: 'unreadable' } as const) : loaded.inspected;
  if (!inspected.ok) {
    await deps.storage.deleteObject(file.key);
    const reason =
      inspected.reason === 'tooManyPixels'
        ? imageMessages.refusals.tooManyPixels(IMAGE_MAX_PIXELS / 1_000_000)
        : imageMessages.refusals[inspected.reason];
    return refused(file.id, reason);
  }
  await deps.storage.putObject(incomingPreviewKey(file.id), Buffer.from(inspected.preview), 'image/webp');
  const found = match(file.name);
  const sized = { id: file.id, size: bytes.length, width: inspected.width, height: inspected.height };
  if (found.kind === 'matched')
    return {
      ...sized,
      state: 'matched',
      modelCode: found.item.modelCode,
      color: found.item.color,
      position: found.position,
    };
  if (found.kind === 'ambiguous')
    return { ...sized, state: 'ambiguous', candidates: found.candidates, position: found.position };
  return { ...sized, state: 'unmatched' };
}

/** Runs `work` over `list`, `limit` at a time. */
async function eachAtMost<T, R>(list: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(list.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, list.length) }, async () => {
    while (next < list.length) {
      const at = next++;
      results[at] = await work(list[at]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * POST /api/brands/{brandId}/image-uploads/{batchId}/check: once the browser has sent the files,
 * takes the .zips' files out, reads each picture in the image process (what is not a picture we
 * take is refused, naming the reason, and nothing of it is kept) and matches its name to the
 * brand's items. The outcomes are written together; the answer is the upload's files.
 */
export async function checkPictureUpload(
  deps: CheckDeps & { inFlight: number },
  brandId: number,
  batchId: string,
): Promise<ImageUploadFile[]> {
  const inBatch = and(eq(imageUploadFiles.brandId, brandId), eq(imageUploadFiles.batchId, batchId));
  const [any] = await deps.db.select({ id: imageUploadFiles.id }).from(imageUploadFiles).where(inBatch).limit(1);
  if (!any) throw notFound(imageMessages.batchNotFound);
  const announcedFiles = () =>
    deps.db
      .select()
      .from(imageUploadFiles)
      .where(and(inBatch, eq(imageUploadFiles.state, 'announced')));

  const zips = (await announcedFiles()).filter((file) => file.kind === 'zip');
  const zipOutcomes = (await Promise.all(zips.map((zip) => expandUploadedZip(deps, zip)))).flat();
  await writeOutcomes(deps.db, zipOutcomes);

  const [brand] = await deps.db.select({ rule: brands.imageNamingRule }).from(brands).where(eq(brands.id, brandId));
  const brandItems = await deps.db
    .select({ modelCode: items.modelCode, color: items.color, silhouette: items.silhouette })
    .from(items)
    .where(eq(items.brandId, brandId));
  const index = indexItems(brandItems);
  const rule = parseNamingRule(brand?.rule ?? '');
  const pictures = (await announcedFiles()).filter((file) => file.kind === 'image');
  const outcomes = await eachAtMost(pictures, deps.inFlight, (file) =>
    checkPicture(deps, file, (name) => matchFileName(name, rule, index)),
  );
  await writeOutcomes(deps.db, outcomes);
  return listUploadFiles(deps.db, { brandId, batchId });
}

/** Every file's outcome, in one transaction. */
async function writeOutcomes(db: PimDb, outcomes: Outcome[]) {
  if (outcomes.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { id, ...change } of outcomes) {
      await tx
        .update(imageUploadFiles)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(imageUploadFiles.id, id));
    }
  });
}
