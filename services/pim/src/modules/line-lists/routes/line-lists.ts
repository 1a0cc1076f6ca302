import { Hono } from 'hono';
import { isCalendarDateMessage } from '@lineup/contracts/calendar-dates';
import {
  isLineListDetailsMessage,
  lineListDetailsMessages,
  lineListIdPathSchema,
  updateLineListRequestSchema,
} from '@lineup/contracts/line-list-details';
import { errorMessages, failureToasts } from '@lineup/contracts/messages';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { lineListsQuerySchema } from '@lineup/contracts/pim';
import { cacheAnswers, pathAndQuery } from '@lineup/server-kit/cached-answers';
import { ok, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { ReadCache } from '@lineup/server-kit/read-cache';
import type { PimDb } from '../../../db/database';
import { updateLineListDetails } from '../domain/line-list-details';
import { listLineLists, listLineListsWithCatalogInfo } from '../domain/line-lists';

/** A refusal of the details is shown as it is worded: it names the field and the problem. */
const detailsMessage = (message: string) => isLineListDetailsMessage(message) || isCalendarDateMessage(message);

/**
 * /api/line-lists: the brand's line-list table, the line lists with their catalogs' counts, and
 * a line list's details (name, description, dates).
 */
export function lineListsRoutes(db: PimDb, readCache: ReadCache) {
  // The two lists are answered from the cache by the query as sent, before it is parsed: a hit
  // costs no validation, and only a valid query's answer is ever kept (a 400 is not).
  const cached = cacheAnswers(readCache, pathAndQuery);
  return new Hono<AppEnv>()
    .get(
      '/with-catalogs-info',
      cached,
      validate('query', lineListsQuerySchema, errorMessages.lineListsWithCatalogInfo[400]),
      async (c) => {
        const { data, pagination } = await listLineListsWithCatalogInfo(db, c.req.valid('query'));
        return ok(c, data, 'OK', 200, pagination);
      },
    )
    .get('/', cached, validate('query', lineListsQuerySchema, pimMessages.lineListsWrongParameters), async (c) => {
      const { data, pagination } = await listLineLists(db, c.req.valid('query'));
      return ok(c, data, 'OK', 200, pagination);
    })
    .put(
      '/:lineListId',
      validate('param', lineListIdPathSchema, failureToasts.lineListNotFound),
      validate('json', updateLineListRequestSchema, lineListDetailsMessages.wrongInput, detailsMessage),
      async (c) => {
        const data = await updateLineListDetails(db, c.req.valid('param').lineListId, c.req.valid('json'));
        return ok(c, data, lineListDetailsMessages.updated);
      },
    );
}
