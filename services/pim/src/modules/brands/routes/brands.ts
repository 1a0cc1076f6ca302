import { Hono } from 'hono';
import { errorMessages, successToasts } from '@lineup/contracts/messages';
import { pimMessages } from '@lineup/contracts/pim-messages';
import {
  brandIdParamSchema,
  brandsListQuerySchema,
  createBrandRequestSchema,
  updateBrandRequestSchema,
} from '@lineup/contracts/pim';
import { ok, okCached, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { ReadCache } from '@lineup/server-kit/read-cache';
import type { CustomerDirectory } from '@lineup/users/directories';
import type { PimDb } from '../../../db/database';
import { createBrand, deleteBrand, getBrand, listBrands, updateBrand } from '../domain/brands';

const wrongInput = errorMessages.brands[400];

/** /api/brands: list, create, update and delete, with the Brands statuses and messages of errorMessages. */
export function brandsRoutes(db: PimDb, readCache: ReadCache, customers: CustomerDirectory) {
  return new Hono<AppEnv>()
    .get('/', validate('query', brandsListQuerySchema, wrongInput), async (c) => {
      const query = c.req.valid('query');
      return okCached(c, readCache, `brands:${query.orderDir ?? 'asc'}`, async () => ({
        data: await listBrands(db, query),
      }));
    })
    .get('/:brandId', validate('param', brandIdParamSchema, wrongInput), async (c) =>
      ok(c, await getBrand(db, c.req.valid('param').brandId)),
    )
    .post('/', validate('json', createBrandRequestSchema, wrongInput), async (c) =>
      ok(c, await createBrand(db, c.req.valid('json')), successToasts.brandCreated, 201),
    )
    .put(
      '/:brandId',
      validate('param', brandIdParamSchema, wrongInput),
      validate('json', updateBrandRequestSchema, wrongInput),
      async (c) =>
        ok(c, await updateBrand(db, c.req.valid('param').brandId, c.req.valid('json')), successToasts.brandUpdated),
    )
    .delete('/:brandId', validate('param', brandIdParamSchema, wrongInput), async (c) =>
      ok(c, await deleteBrand(db, customers, c.req.valid('param').brandId), pimMessages.brandDeleted),
    );
}
