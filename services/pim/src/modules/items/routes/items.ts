import {
  createItemRequestSchema,
  itemIdParamSchema,
  itemsByTypeRequestSchema,
  itemsQuerySchema,
  populatedParentsQuerySchema,
  updateItemRequestSchema,
} from '@lineup/contracts/items';
import { uploadMessages } from '@lineup/contracts/messages';
import { deletedIdSchema } from '@lineup/contracts/pim-responses';
import { openStockQuerySchema } from '@lineup/contracts/uploads';
import {
  itemSchema,
  lineListParentItemSchema,
  openStockItemSchema,
  populatedParentsResponseSchema,
} from '@lineup/contracts/uploads-responses';
import { ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { z } from 'zod';
import type { PimDb } from '../../../db/database';
import {
  createItem,
  deleteItem,
  itemsOfType,
  itemsRouteTypes,
  listItems,
  listOpenStock,
  populatedPreBookParents,
  updateItem,
} from '../domain/items';

const bad = uploadMessages.itemsWrongInput;
const itemsRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Items', ...doc });

/** /api/crocs items (GET /items, POST /, PUT and DELETE /{itemId}, GET /pre-book/populated-parent-items). */
export function crocsItemsRoutes(db: PimDb) {
  return new Hono<AppEnv>()
    .get(
      '/items',
      itemsRoute({
        summary: "The brand's current items, searchable (paginated)",
        data: z.array(itemSchema),
        paginated: true,
      }),
      validateInput('query', itemsQuerySchema, bad),
      async (c) => {
        const { data, pagination } = await listItems(db, c.req.valid('query'));
        return ok(c, data, 'OK', 200, pagination);
      },
    )
    .get(
      '/pre-book/populated-parent-items',
      itemsRoute({
        summary: 'The parent items of a saved pre-book line list (default: the newest of the Crocs brand)',
        data: populatedParentsResponseSchema,
      }),
      validateInput('query', populatedParentsQuerySchema, bad),
      async (c) => {
        return ok(c, await populatedPreBookParents(db, c.req.valid('query').lineListId));
      },
    )
    .post(
      '/',
      itemsRoute({
        summary: 'Creates an item (default brand: Crocs)',
        data: itemSchema,
        status: 201,
        errors: [404, 409],
      }),
      validateInput('json', createItemRequestSchema, bad),
      async (c) => {
        return ok(c, await createItem(db, c.req.valid('json')), uploadMessages.itemCreated, 201);
      },
    )
    .put(
      '/:itemId{[0-9]+}',
      itemsRoute({ summary: 'Changes an item', data: itemSchema, errors: [409] }),
      validateInput('param', itemIdParamSchema, uploadMessages.itemNotFound),
      validateInput('json', updateItemRequestSchema, bad),
      async (c) => {
        return ok(
          c,
          await updateItem(db, c.req.valid('param').itemId, c.req.valid('json')),
          uploadMessages.itemUpdated,
        );
      },
    )
    .delete(
      '/:itemId{[0-9]+}',
      itemsRoute({ summary: 'Deletes an item', data: deletedIdSchema }),
      validateInput('param', itemIdParamSchema, uploadMessages.itemNotFound),
      async (c) => {
        return ok(c, await deleteItem(db, c.req.valid('param').itemId), uploadMessages.itemDeleted);
      },
    );
}

/** /api/items/pre-order | own-stock | brand-ats, and /api/open-stock. */
export function itemsByTypeRoutes(db: PimDb) {
  const app = new Hono<AppEnv>();
  for (const [segment, type] of Object.entries(itemsRouteTypes)) {
    const doc = itemsRoute({
      summary: `The parent items of saved ${type} line lists, newest line list first (paginated)`,
      data: z.array(lineListParentItemSchema),
      paginated: true,
    });
    app.post(`/${segment}`, doc, validateInput('json', itemsByTypeRequestSchema, bad), async (c) => {
      const { data, pagination } = await itemsOfType(db, type, c.req.valid('json'));
      return ok(c, data, 'OK', 200, pagination);
    });
  }
  return app;
}

export function openStockRoutes(db: PimDb) {
  const doc = itemsRoute({ summary: 'The current open stock, by SKU', data: z.array(openStockItemSchema) });
  return new Hono<AppEnv>().get('/', doc, validateInput('query', openStockQuerySchema, bad), async (c) => {
    return ok(c, await listOpenStock(db, c.req.valid('query').stockType));
  });
}
