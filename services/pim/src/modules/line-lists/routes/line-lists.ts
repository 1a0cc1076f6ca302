import { isCalendarDateMessage } from '@lineup/contracts/calendar-dates';
import { isDeliveryWindowMessage } from '@lineup/contracts/delivery-windows';
import {
  isLineListDetailsMessage,
  lineListDetailsMessages,
  lineListDetailsSchema,
  lineListIdPathSchema,
  updateLineListRequestSchema,
} from '@lineup/contracts/line-list-details';
import { errorMessages, failureToasts } from '@lineup/contracts/messages';
import { lineListsQuerySchema } from '@lineup/contracts/pim';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { lineListSchema, lineListWithCatalogInfoSchema } from '@lineup/contracts/pim-responses';
import { cacheAnswers, pathAndQuery } from '@lineup/server-kit/cached-answers';
import { ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import type { ReadCache } from '@lineup/server-kit/read-cache';
import { Hono } from 'hono';
import { z } from 'zod';
import type { PimDb } from '../../../db/database';
import { updateLineListDetails } from '../domain/line-list-details';
import { listLineLists, listLineListsWithCatalogInfo } from '../domain/line-lists';

/** A refusal of the details is shown as it is worded: it names the field and the problem. */
const detailsMessage = (message: string) =>
  isLineListDetailsMessage(message) || isCalendarDateMessage(message) || isDeliveryWindowMessage(message);
const lineListsRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Line lists', ...doc });

/**
 * /api/line-lists: the brand's line-list table, the line lists with their catalogs' counts, and
 * a line list's details (name, description, dates, delivery windows).
 */
export function lineListsRoutes(db: PimDb, readCache: ReadCache) {
  // The two lists are answered from the cache by the query as sent, before it is parsed: a hit
  // costs no validation, and only a valid query's answer is ever kept (a 400 is not).
  const cached = cacheAnswers(readCache, pathAndQuery);
  return new Hono<AppEnv>()
    .get(
      '/with-catalogs-info',
      lineListsRoute({
        summary: 'Line lists with their item counts per catalog',
        data: z.array(lineListWithCatalogInfoSchema),
      }),
      cached,
      validateInput('query', lineListsQuerySchema, errorMessages.lineListsWithCatalogInfo[400]),
      async (c) => {
        const { data, pagination } = await listLineListsWithCatalogInfo(db, c.req.valid('query'));
        return ok(c, data, 'OK', 200, pagination);
      },
    )
    .get(
      '/',
      lineListsRoute({
        summary: 'Line lists, filtered (staged ones only when asked); paginated when a page is asked',
        data: z.array(lineListSchema),
      }),
      cached,
      validateInput('query', lineListsQuerySchema, pimMessages.lineListsWrongParameters),
      async (c) => {
        const { data, pagination } = await listLineLists(db, c.req.valid('query'));
        return ok(c, data, 'OK', 200, pagination);
      },
    )
    .put(
      '/:lineListId',
      lineListsRoute({
        summary: "Changes a line list's name, description, dates and delivery windows",
        data: lineListDetailsSchema,
        errors: [409],
      }),
      validateInput('param', lineListIdPathSchema, failureToasts.lineListNotFound),
      validateInput('json', updateLineListRequestSchema, lineListDetailsMessages.wrongInput, detailsMessage),
      async (c) => {
        const data = await updateLineListDetails(db, c.req.valid('param').lineListId, c.req.valid('json'));
        return ok(c, data, lineListDetailsMessages.updated);
      },
    );
}
