import { Hono } from 'hono';
import { isCalendarDateMessage } from '@lineup/contracts/calendar-dates';
import { failureToasts, successToasts, uploadMessages } from '@lineup/contracts/messages';
import {
  addPreviewItemRequestSchema,
  lineListIdParamSchema,
  updatePreviewDatesRequestSchema,
} from '@lineup/contracts/line-list-preview';
import { ok, okJson, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import { addPreviewItem, savePreview, updatePreviewDates } from '../domain/line-list-import';
import { previewAnswerJson } from '../domain/line-list-preview';
import { discardUploadedData, releaseUpload, type UploadDeps } from '../domain/uploads';

/** /api/crocs/preview/* and /api/crocs/discard-uploaded-data/*: the line-list preview page. */
export function previewRoutes(deps: UploadDeps) {
  const { db } = deps;
  const param = validate('param', lineListIdParamSchema, failureToasts.lineListNotFound);
  return new Hono<AppEnv>()
    .get('/preview/:lineListId', param, async (c) => {
      const data = await previewAnswerJson(db, c.req.valid('param').lineListId);
      return okJson(c, data, uploadMessages.previewLoaded);
    })
    .patch(
      '/preview/:lineListId',
      param,
      validate('json', updatePreviewDatesRequestSchema, uploadMessages.wrongInput, isCalendarDateMessage),
      async (c) => {
        const data = await updatePreviewDates(db, c.req.valid('param').lineListId, c.req.valid('json'));
        return ok(c, data, uploadMessages.previewDatesUpdated);
      },
    )
    .post(
      '/preview/:lineListId/items',
      param,
      validate('json', addPreviewItemRequestSchema, uploadMessages.itemsWrongInput),
      async (c) => {
        const data = await addPreviewItem(db, c.req.valid('param').lineListId, c.req.valid('json'));
        return ok(c, data, uploadMessages.previewItemAdded, 201);
      },
    )
    .post('/preview/:lineListId/save', param, async (c) => {
      const { releasedUploadId, ...data } = await savePreview(db, c.req.valid('param').lineListId);
      // The replaced line list's old file is no longer referenced (update mode).
      if (releasedUploadId) await releaseUpload(deps, releasedUploadId).catch(() => {});
      return ok(c, data, successToasts.previewSaved);
    })
    .delete('/discard-uploaded-data/:lineListId', param, async (c) => {
      const data = await discardUploadedData(deps, c.req.valid('param').lineListId);
      return ok(c, data, uploadMessages.uploadDiscarded);
    });
}
