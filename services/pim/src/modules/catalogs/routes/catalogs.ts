import {
  addItemsRequestSchema,
  addItemsToRequestSchema,
  catalogWrongInputMessage,
  copyItemsRequestSchema,
  copyItemsToRequestSchema,
  isSpecificCatalogRequestMessage,
  lineListIdBodySchema,
  moveItemsRequestSchema,
  populatedParamSchema,
  removeItemsRequestSchema,
} from '@lineup/contracts/catalogs';
import { catalogArchiveMessages } from '@lineup/contracts/catalogs-archive';
import {
  catalogRestoreMessages,
  isSpecificRestoreMessage,
  restoreItemsRequestSchema,
} from '@lineup/contracts/catalogs-restore';
import { errorMessages, successToasts } from '@lineup/contracts/messages';
import { catalogMessages, pimMessages } from '@lineup/contracts/pim-messages';
import {
  addItemsToResultSchema,
  catalogChangeResultSchema,
  catalogOverviewSchema,
  catalogPublishSummarySchema,
  populatedCatalogsSchema,
} from '@lineup/contracts/pim-responses';
import { segmentationTexts } from '@lineup/contracts/texts/segmentation';
import { errorHandler, ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { z } from 'zod';
import type { PimDb } from '../../../db/database';
import {
  createCatalogs,
  listArchivedCatalogs,
  listLatestCatalogs,
  publishCatalog,
  saveCatalogs,
  setCatalogArchived,
} from '../domain/catalogs';
import { addItemsTo, changeItems, populatedCatalogs, removeItems } from '../domain/catalogs-items';
import { catalogPublishSummary } from '../domain/catalogs-publish-summary';
import { restoreItems } from '../domain/catalogs-restore';

/**
 * The calls that carry an item list: up to CATALOG_REQUEST_MAX_ITEMS entries whose model codes may
 * be 100 characters long, about 2 MB of JSON at most (restore-items: two such lists of short
 * entries, about 3.3 MB), so they accept 4 MB instead of the API's 1 MB.
 */
export const CATALOG_ITEM_LIST_BODY_MAX_BYTES = 4 * 1024 * 1024;
export const catalogItemListCalls = [
  { method: 'POST', path: '/add-items' },
  { method: 'POST', path: '/copy-items' },
  { method: 'POST', path: '/move-items' },
  { method: 'DELETE', path: '/remove-items' },
  { method: 'POST', path: '/copy-items-to' },
  { method: 'POST', path: '/add-items-to' },
  { method: 'POST', path: '/restore-items' },
] as const;

/** Every call on one line list's catalogs may name an unknown line list, or one not ready for it. */
const onLineList = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Catalogs', errors: [404, 409], ...doc });
const itemChange = (summary: string) => onLineList({ summary, data: catalogChangeResultSchema });

/**
 * /api/crocs/catalogs: the catalogs overview, a line list's populated catalogs, the item calls (add,
 * copy, move, remove), saving and publishing. Request schemas: packages/contracts/src/catalogs.ts.
 */
export function catalogsRoutes(db: PimDb, log?: Logger) {
  const wrong = catalogWrongInputMessage;
  const notFoundLineList = errorMessages.catalogAddItems[404];
  /** The body of a catalogs call: JSON, parsed with its contract; the schema's own words when it has them. */
  const body = <T extends Parameters<typeof validateInput>[1]>(schema: T, message: string = wrong) =>
    validateInput('json', schema, message, isSpecificCatalogRequestMessage);

  return (
    new Hono<AppEnv>()
      // This area's 500 is 'Something went wrong on our side, please try again later.'
      .onError(errorHandler(log, errorMessages.catalogAddItems[500]))
      .get(
        '/latest',
        describeRoute({
          tag: 'Catalogs',
          summary: 'The catalogs overview: every line list with catalogs and its item counts per catalog',
          data: z.array(catalogOverviewSchema),
        }),
        async (c) => ok(c, await listLatestCatalogs(db)),
      )
      .get(
        '/archived',
        describeRoute({
          tag: 'Catalogs',
          summary: 'The archived catalogs, in the overview shape',
          data: z.array(catalogOverviewSchema),
        }),
        async (c) => ok(c, await listArchivedCatalogs(db), catalogArchiveMessages.archivedList),
      )
      .post(
        '/archive',
        onLineList({
          summary: "Archives a line list's catalogs: off the overview, no writes until restored (idempotent)",
          data: catalogOverviewSchema,
        }),
        body(lineListIdBodySchema),
        async (c) =>
          ok(c, await setCatalogArchived(db, c.req.valid('json').lineListId, true), catalogArchiveMessages.archived),
      )
      .post(
        '/unarchive',
        onLineList({ summary: "Restores a line list's archived catalogs (idempotent)", data: catalogOverviewSchema }),
        body(lineListIdBodySchema),
        async (c) =>
          ok(c, await setCatalogArchived(db, c.req.valid('json').lineListId, false), catalogArchiveMessages.restored),
      )
      // A read: an id that is no line list's id names no catalog (not "failed to add items").
      .get(
        '/populated/:lineListId',
        onLineList({ summary: "A line list's four catalog groups with their items", data: populatedCatalogsSchema }),
        validateInput('param', populatedParamSchema, notFoundLineList),
        async (c) =>
          ok(c, await populatedCatalogs(db, c.req.valid('param').lineListId), catalogMessages.catalogsLoaded),
      )
      .post(
        '/create',
        onLineList({
          summary: "Creates a saved line list's catalogs (201; 200 when they already exist)",
          data: catalogOverviewSchema,
          status: 201,
        }),
        body(lineListIdBodySchema),
        async (c) => {
          const { created, overview } = await createCatalogs(db, c.req.valid('json').lineListId);
          return ok(c, overview, catalogMessages.catalogsCreated, created ? 201 : 200);
        },
      )
      .post('/add-items', itemChange('Adds items to catalogs'), body(addItemsRequestSchema), async (c) => {
        const { lineListId, addItems } = c.req.valid('json');
        return ok(c, await changeItems(db, 'add', lineListId, addItems), catalogMessages.itemsChanged);
      })
      .post('/copy-items', itemChange('Copies items to other catalogs'), body(copyItemsRequestSchema), async (c) => {
        const { lineListId, copyItems } = c.req.valid('json');
        return ok(c, await changeItems(db, 'copy', lineListId, copyItems), catalogMessages.itemsChanged);
      })
      .post('/move-items', itemChange('Moves items between catalogs'), body(moveItemsRequestSchema), async (c) => {
        const { lineListId, moveItems } = c.req.valid('json');
        return ok(c, await changeItems(db, 'move', lineListId, moveItems), catalogMessages.itemsChanged);
      })
      .delete(
        '/remove-items',
        itemChange('Removes items from one catalog'),
        body(removeItemsRequestSchema),
        async (c) => {
          const { lineListId, modelCodes, catalogType } = c.req.valid('json');
          return ok(c, await removeItems(db, lineListId, modelCodes, catalogType), successToasts.itemsRemoved);
        },
      )
      .post(
        '/copy-items-to',
        onLineList({ summary: 'Copies items from one catalog to another', data: addItemsToResultSchema }),
        body(copyItemsToRequestSchema),
        async (c) => {
          const { lineListId, modelCodes, originCatalogType, targetCatalogType } = c.req.valid('json');
          return ok(
            c,
            await addItemsTo(db, lineListId, modelCodes, targetCatalogType, originCatalogType),
            catalogMessages.itemsChanged,
          );
        },
      )
      .post(
        '/add-items-to',
        onLineList({ summary: 'Adds items to a catalog', data: addItemsToResultSchema }),
        body(addItemsToRequestSchema),
        async (c) => {
          const { lineListId, modelCodes, targetCatalogType } = c.req.valid('json');
          return ok(
            c,
            await addItemsTo(db, lineListId, modelCodes, targetCatalogType),
            successToasts.itemsAddedToCatalog(segmentationTexts.targetNames[targetCatalogType]),
          );
        },
      )
      .post(
        '/restore-items',
        itemChange("Puts items' catalogs back as they were (Undo); 409 when they changed since"),
        validateInput('json', restoreItemsRequestSchema, wrong, isSpecificRestoreMessage),
        async (c) => {
          const { lineListId, memberships, expected } = c.req.valid('json');
          return ok(c, await restoreItems(db, lineListId, memberships, expected), catalogRestoreMessages.restored);
        },
      )
      .get(
        '/publish-summary/:lineListId',
        onLineList({
          summary: 'What publishing would show customers, with warnings',
          data: catalogPublishSummarySchema,
        }),
        validateInput('param', populatedParamSchema, wrong),
        async (c) =>
          ok(c, await catalogPublishSummary(db, c.req.valid('param').lineListId), catalogMessages.catalogsLoaded),
      )
      .post(
        '/save',
        onLineList({ summary: "Completes a line list's sorting", data: catalogOverviewSchema }),
        body(lineListIdBodySchema),
        async (c) => ok(c, await saveCatalogs(db, c.req.valid('json').lineListId), catalogMessages.catalogsSaved),
      )
      .post(
        '/publish',
        onLineList({
          summary: "Publishes a line list's catalogs to customers (cannot be undone; idempotent)",
          data: catalogOverviewSchema,
        }),
        body(lineListIdBodySchema, pimMessages.publishWrongParameters),
        async (c) => ok(c, await publishCatalog(db, c.req.valid('json').lineListId), successToasts.catalogPublished),
      )
  );
}
