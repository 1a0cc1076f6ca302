import { randomUUID } from 'node:crypto';
import { imageMessages } from '@lineup/contracts/image-messages';
import type { imageUploadRequestSchema } from '@lineup/contracts/images';
import {
  IMAGE_FILE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_ZIP_MAX_BYTES,
  type ImageUploadBatch,
  imageContentTypes,
  ZIP_CONTENT_TYPE,
} from '@lineup/contracts/images';
import type { z } from 'zod';
import type { PimDb } from '../../../db/database';
import { imageUploadFiles } from '../../../db/images-schema';
import { extensionOf } from '../../../storage/file-names';
import type { ObjectStorage } from '../../../storage/storage';
import { getBrand } from '../../brands/domain/brands';
import { incomingFileKey } from './picture-keys';

/** How long an address to PUT one picture to stays valid. */
const PICTURE_UPLOAD_TTL_SECONDS = 30 * 60;
const MB = 1024 * 1024;

type Announced = { kind: 'image' | 'zip'; contentType: string } | { refusal: string };

/** What a file is by its name and size, before any byte is read: a picture, a .zip of them, or refused. */
function announced(name: string, size: number): Announced {
  const extension = extensionOf(name);
  if (extension === 'zip') {
    if (size > IMAGE_ZIP_MAX_BYTES) return { refusal: imageMessages.refusals.tooLarge(IMAGE_ZIP_MAX_BYTES / MB) };
    return { kind: 'zip', contentType: ZIP_CONTENT_TYPE };
  }
  if (!(IMAGE_FILE_EXTENSIONS as readonly string[]).includes(extension))
    return { refusal: imageMessages.refusals.wrongExtension };
  if (size > IMAGE_MAX_BYTES) return { refusal: imageMessages.refusals.tooLarge(IMAGE_MAX_BYTES / MB) };
  const format = extension === 'jpg' ? 'jpeg' : (extension as keyof typeof imageContentTypes);
  return { kind: 'image', contentType: imageContentTypes[format] };
}

/**
 * POST /api/brands/{brandId}/image-uploads: records the files the browser is about to send and
 * answers where to PUT each (at most its announced size, its type). A file refused by its name or
 * size gets no address and is listed refused with the reason.
 */
export async function announcePictureUpload(
  deps: { db: PimDb; storage: ObjectStorage },
  brandId: number,
  request: z.infer<typeof imageUploadRequestSchema>,
  context: { subject: string; requestOrigin?: string },
): Promise<ImageUploadBatch> {
  await getBrand(deps.db, brandId);
  const batchId = randomUUID();
  const files = request.files.map((file) => ({ id: randomUUID(), file, seen: announced(file.name, file.size) }));
  await deps.db.insert(imageUploadFiles).values(
    files.map(({ id, file, seen }) => ({
      id,
      batchId,
      brandId,
      name: file.name,
      key: incomingFileKey(batchId, id),
      size: file.size,
      kind: 'kind' in seen ? seen.kind : ('image' as const),
      state: 'refusal' in seen ? ('refused' as const) : ('announced' as const),
      refusal: 'refusal' in seen ? seen.refusal : null,
      createdBy: context.subject,
    })),
  );
  const answered = await Promise.all(
    files.map(async ({ id, file, seen }) => {
      if ('refusal' in seen) return { id, name: file.name, upload: null, refusal: seen.refusal };
      const signed = await deps.storage.presignPut(incomingFileKey(batchId, id), {
        contentType: seen.contentType,
        maxBytes: Math.max(file.size, 1),
        expiresInSeconds: PICTURE_UPLOAD_TTL_SECONDS,
        requestOrigin: context.requestOrigin,
      });
      return { id, name: file.name, upload: { url: signed.url, headers: signed.headers }, refusal: null };
    }),
  );
  return { batchId, files: answered };
}
