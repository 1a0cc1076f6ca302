import { imageMessages } from '@lineup/contracts/image-messages';
import {
  applyImagesRequestSchema,
  brandImagesParamsSchema,
  discardImagesRequestSchema,
  imageBatchParamsSchema,
  imageNamingRuleBodySchema,
  imagesAppliedSchema,
  imageUploadBatchSchema,
  imageUploadFileSchema,
  imageUploadRequestSchema,
  itemPictureSchema,
  itemPicturesParamsSchema,
  pictureParamsSchema,
} from '@lineup/contracts/images';
import { errorMessages } from '@lineup/contracts/messages';
import { ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { z } from 'zod';
import type { PimDb } from '../../../db/database';
import type { ObjectStorage } from '../../../storage/storage';
import { deletePicture, itemPictureList, setImageNamingRule } from '../domain/item-pictures';
import { applyPictures, discardPictureFiles } from '../domain/picture-apply';
import { checkPictureUpload } from '../domain/picture-check';
import type { PictureServices } from '../domain/picture-services';
import { announcePictureUpload } from '../domain/picture-uploads';
import { listUploadFiles, WAITING_STATES } from '../domain/upload-files';

const wrongInput = errorMessages.brands[400];
const picturesRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Pictures', ...doc });
const subjectOf = (c: { get(key: 'auth'): { subject: string } | undefined }) => c.get('auth')?.subject ?? 'unknown';

/** /api/brands/{brandId}/...: uploading pictures, matching them to items, applying them, the tray. */
export function picturesRoutes(deps: { db: PimDb; storage: ObjectStorage; pictures: PictureServices }) {
  const { db, storage, pictures } = deps;
  return new Hono<AppEnv>()
    .post(
      '/:brandId/image-uploads',
      picturesRoute({
        summary: 'Announces picture files (or .zips of them): where to PUT each',
        data: imageUploadBatchSchema,
        status: 201,
      }),
      validateInput('param', brandImagesParamsSchema, wrongInput),
      validateInput('json', imageUploadRequestSchema, wrongInput),
      async (c) => {
        const context = { subject: subjectOf(c), requestOrigin: new URL(c.req.url).origin };
        const batch = await announcePictureUpload(
          { db, storage },
          c.req.valid('param').brandId,
          c.req.valid('json'),
          context,
        );
        return ok(c, batch, imageMessages.uploadAnnounced, 201);
      },
    )
    .post(
      '/:brandId/image-uploads/:batchId/check',
      picturesRoute({
        summary: 'Reads the files sent and matches each to an item',
        data: z.array(imageUploadFileSchema),
        errors: [404],
      }),
      validateInput('param', imageBatchParamsSchema, wrongInput),
      async (c) => {
        const { brandId, batchId } = c.req.valid('param');
        const checkDeps = { db, storage, images: pictures.images, inFlight: pictures.images.inFlight };
        return ok(c, await checkPictureUpload(checkDeps, brandId, batchId), imageMessages.filesChecked);
      },
    )
    .get(
      '/:brandId/image-tray',
      picturesRoute({
        summary: 'The files waiting: matched, ambiguous or unmatched, of every upload',
        data: z.array(imageUploadFileSchema),
      }),
      validateInput('param', brandImagesParamsSchema, wrongInput),
      async (c) => ok(c, await listUploadFiles(db, { brandId: c.req.valid('param').brandId, states: WAITING_STATES })),
    )
    .post(
      '/:brandId/images/apply',
      picturesRoute({ summary: 'Makes the files named their items’ pictures', data: imagesAppliedSchema }),
      validateInput('param', brandImagesParamsSchema, wrongInput),
      validateInput('json', applyImagesRequestSchema, wrongInput),
      async (c) => {
        const jobs = await pictures.jobs();
        const applied = await applyPictures(
          { db, jobs },
          c.req.valid('param').brandId,
          c.req.valid('json'),
          subjectOf(c),
        );
        return ok(c, applied, imageMessages.imagesApplied(applied.applied));
      },
    )
    .post(
      '/:brandId/images/discard',
      picturesRoute({ summary: 'Discards waiting files', data: z.object({ discarded: z.number() }) }),
      validateInput('param', brandImagesParamsSchema, wrongInput),
      validateInput('json', discardImagesRequestSchema, wrongInput),
      async (c) => {
        const jobs = await pictures.jobs();
        const done = await discardPictureFiles({ db, jobs }, c.req.valid('param').brandId, c.req.valid('json').ids);
        return ok(c, done, imageMessages.imagesDiscarded(done.discarded));
      },
    )
    .get(
      '/:brandId/items/:modelCode/pictures',
      picturesRoute({ summary: 'An item’s pictures, by position', data: z.array(itemPictureSchema) }),
      validateInput('param', itemPicturesParamsSchema, wrongInput),
      async (c) => {
        const { brandId, modelCode } = c.req.valid('param');
        return ok(c, await itemPictureList(db, brandId, modelCode));
      },
    )
    .delete(
      '/:brandId/pictures/:pictureId',
      picturesRoute({ summary: 'Deletes a picture', data: z.object({ id: z.uuid() }), errors: [404] }),
      validateInput('param', pictureParamsSchema, wrongInput),
      async (c) => {
        const { brandId, pictureId } = c.req.valid('param');
        return ok(c, await deletePicture(db, await pictures.jobs(), brandId, pictureId), imageMessages.pictureDeleted);
      },
    )
    .put(
      '/:brandId/image-naming-rule',
      picturesRoute({
        summary: 'Sets how the brand’s picture files are named',
        data: imageNamingRuleBodySchema,
        errors: [404],
      }),
      validateInput('param', brandImagesParamsSchema, wrongInput),
      validateInput('json', imageNamingRuleBodySchema, wrongInput),
      async (c) => {
        const { brandId } = c.req.valid('param');
        const saved = await setImageNamingRule(db, brandId, c.req.valid('json').imageNamingRule);
        return ok(c, saved, imageMessages.namingRuleSaved);
      },
    );
}
