import { Hono } from 'hono';
import { uploadMessages } from '@lineup/contracts/messages';
import {
  createItemRequestSchema,
  itemIdParamSchema,
  itemsByTypeRequestSchema,
  itemsQuerySchema,
  populatedParentsQuerySchema,
  updateItemRequestSchema,
} from '@lineup/contracts/items';
import { openStockQuerySchema } from '@lineup/contracts/uploads';
import { ok, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
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

/** /api/crocs items (GET /items, POST /, PUT and DELETE /{itemId}, GET /pre-book/populated-parent-items). */
export function crocsItemsRoutes(db: PimDb) {
  return new Hono<AppEnv>()
    .get('/items', validate('query', itemsQuerySchema, bad), async (c) => {
      const { data, pagination } = await listItems(db, c.req.valid('query'));
      return ok(c, data, 'OK', 200, pagination);
    })
    .get('/pre-book/populated-parent-items', validate('query', populatedParentsQuerySchema, bad), async (c) => {
      return ok(c, await populatedPreBookParents(db, c.req.valid('query').lineListId));
    })
    .post('/', validate('json', createItemRequestSchema, bad), async (c) => {
      return ok(c, await createItem(db, c.req.valid('json')), uploadMessages.itemCreated, 201);
    })
    .put(
      '/:itemId{[0-9]+}',
      validate('param', itemIdParamSchema, uploadMessages.itemNotFound),
      validate('json', updateItemRequestSchema, bad),
      async (c) => {
        return ok(
          c,
          await updateItem(db, c.req.valid('param').itemId, c.req.valid('json')),
          uploadMessages.itemUpdated,
        );
      },
    )
    .delete('/:itemId{[0-9]+}', validate('param', itemIdParamSchema, uploadMessages.itemNotFound), async (c) => {
      return ok(c, await deleteItem(db, c.req.valid('param').itemId), uploadMessages.itemDeleted);
    });
}

/** /api/items/pre-order | own-stock | brand-ats, and /api/open-stock. */
export function itemsByTypeRoutes(db: PimDb) {
  const app = new Hono<AppEnv>();
  for (const [segment, type] of Object.entries(itemsRouteTypes)) {
    app.post(`/${segment}`, validate('json', itemsByTypeRequestSchema, bad), async (c) => {
      const { data, pagination } = await itemsOfType(db, type, c.req.valid('json'));
      return ok(c, data, 'OK', 200, pagination);
    });
  }
  return app;
}

export function openStockRoutes(db: PimDb) {
  return new Hono<AppEnv>().get('/', validate('query', openStockQuerySchema, bad), async (c) => {
    return ok(c, await listOpenStock(db, c.req.valid('query').stockType));
  });
}
