import { Readable } from 'node:stream';
import { imageContentTypes, incomingPreviewParamsSchema, pictureFileParamsSchema } from '@lineup/contracts/images';
import { platformMessages } from '@lineup/contracts/messages';
import { fail } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import { type Context, Hono } from 'hono';
import type { ObjectStorage } from '../../../storage/storage';
import { incomingPreviewKey } from '../domain/picture-keys';

/** A variant's bytes never change at its address (a new picture gets a new id): browsers keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function serve(c: Context<AppEnv>, storage: ObjectStorage, key: string, contentType: string, cache: string) {
  const stream = await storage.getObject(key);
  if (!stream) return fail(c, 404, platformMessages.routeNotFound);
  return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
    'content-type': contentType,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
  });
}

/**
 * /media: the pictures' variants and the small views of waiting uploads, served by the product
 * itself (no other origin to allow). No token: an <img> sends none. The id is a random UUID that
 * only answers about items the caller may see carry, so knowing it is the permission.
 */
export function mediaRoutes(storage: ObjectStorage) {
  return new Hono<AppEnv>()
    .get('/images/:id/:file', async (c) => {
      const parsed = pictureFileParamsSchema.safeParse(c.req.param());
      if (!parsed.success) return fail(c, 404, platformMessages.routeNotFound);
      const { id, file } = parsed.data;
      const contentType = file.endsWith('.webp') ? imageContentTypes.webp : imageContentTypes.jpeg;
      return serve(c, storage, `images/${id}/${file}`, contentType, IMMUTABLE);
    })
    .get('/incoming/:file', async (c) => {
      const parsed = incomingPreviewParamsSchema.safeParse(c.req.param());
      if (!parsed.success) return fail(c, 404, platformMessages.routeNotFound);
      const fileId = parsed.data.file.replace(/\.webp$/, '');
      return serve(c, storage, incomingPreviewKey(fileId), imageContentTypes.webp, 'private, max-age=86400');
    });
}
