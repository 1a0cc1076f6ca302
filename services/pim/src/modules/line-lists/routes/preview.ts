import { isCalendarDateMessage } from '@lineup/contracts/calendar-dates';
import {
  addPreviewItemRequestSchema,
  lineListIdParamSchema,
  updatePreviewDatesRequestSchema,
} from '@lineup/contracts/line-list-preview';
import { failureToasts, successToasts, uploadMessages } from '@lineup/contracts/messages';
import { lineListSchema } from '@lineup/contracts/pim-responses';
import {
  discardResponseSchema,
  previewParentSchema,
  previewResponseSchema,
  savePreviewResponseSchema,
} from '@lineup/contracts/uploads-responses';
import { ok, okJson } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { addPreviewItem, savePreview, updatePreviewDates } from '../domain/line-list-import';
import { previewAnswerJson } from '../domain/line-list-preview';
import { discardUploadedData, releaseUpload, type UploadDeps } from '../domain/uploads';

/** Every preview call names a staged line list; one already saved or discarded answers 409. */
const previewRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Line-list preview', errors: [409], ...doc });

/** /api/crocs/preview/* and /api/crocs/discard-uploaded-data/*: the line-list preview page. */
export function previewRoutes(deps: UploadDeps) {
  const { db } = deps;
  const param = validateInput('param', lineListIdParamSchema, failureToasts.lineListNotFound);
  return new Hono<AppEnv>()
    .get(
      '/preview/:lineListId',
      previewRoute({
        summary: 'A staged line list, its parent items (new, old or changed) and their counts',
        data: previewResponseSchema,
      }),
      param,
      async (c) => {
        const data = await previewAnswerJson(db, c.req.valid('param').lineListId);
        return okJson(c, data, uploadMessages.previewLoaded);
      },
    )
    .patch(
      '/preview/:lineListId',
      previewRoute({ summary: "Sets the staged line list's dates", data: lineListSchema }),
      param,
      validateInput('json', updatePreviewDatesRequestSchema, uploadMessages.wrongInput, isCalendarDateMessage),
      async (c) => {
        const data = await updatePreviewDates(db, c.req.valid('param').lineListId, c.req.valid('json'));
        return ok(c, data, uploadMessages.previewDatesUpdated);
      },
    )
    .post(
      '/preview/:lineListId/items',
      previewRoute({ summary: 'Adds a parent item to the staged line list', data: previewParentSchema, status: 201 }),
      param,
      validateInput('json', addPreviewItemRequestSchema, uploadMessages.itemsWrongInput),
      async (c) => {
        const data = await addPreviewItem(db, c.req.valid('param').lineListId, c.req.valid('json'));
        return ok(c, data, uploadMessages.previewItemAdded, 201);
      },
    )
    .post(
      '/preview/:lineListId/save',
      previewRoute({
        summary: "Saves the staged line list: its items become the brand's current items",
        data: savePreviewResponseSchema,
      }),
      param,
      async (c) => {
        const { releasedUploadId, ...data } = await savePreview(db, c.req.valid('param').lineListId);
        // The replaced line list's old file is no longer referenced (update mode).
        if (releasedUploadId) await releaseUpload(deps, releasedUploadId).catch(() => {});
        return ok(c, data, successToasts.previewSaved);
      },
    )
    .delete(
      '/discard-uploaded-data/:lineListId',
      previewRoute({ summary: 'Discards a staged line list, its items and its file', data: discardResponseSchema }),
      param,
      async (c) => {
        const data = await discardUploadedData(deps, c.req.valid('param').lineListId);
        return ok(c, data, uploadMessages.uploadDiscarded);
      },
    );
}
