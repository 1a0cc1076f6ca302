import { Hono } from 'hono';
import { errorMessages } from '@lineup/contracts/messages';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { lineListsQuerySchema } from '@lineup/contracts/pim';
import { type AppEnv, okCached, validate } from '@lineup/server-kit/http';
import type { ReadCache } from '@lineup/server-kit/read-cache';
import type { PimDb } from '../db/database';
import { listLineLists, listLineListsWithCatalogInfo } from '../domain/line-lists';

/** /api/line-lists: the brand's line-list table and the line lists with their catalogs' counts. */
export function lineListsRoutes(db: PimDb, readCache: ReadCache) {
  return new Hono<AppEnv>()
    .get(
      '/with-catalogs-info',
      validate('query', lineListsQuerySchema, errorMessages.lineListsWithCatalogInfo[400]),
      async (c) => {
        const query = c.req.valid('query');
        const key = `line-lists-with-catalogs-info:${JSON.stringify(query)}`;
        return okCached(c, readCache, key, () => listLineListsWithCatalogInfo(db, query));
      },
    )
    .get('/', validate('query', lineListsQuerySchema, pimMessages.lineListsWrongParameters), async (c) => {
      const query = c.req.valid('query');
      const key = `line-lists:${JSON.stringify(query)}`;
      return okCached(c, readCache, key, () => listLineLists(db, query));
    });
}
