import { errorMessages, successToasts } from '@lineup/contracts/messages';
import { brandOrderRulesSchema, orderRuleMessages } from '@lineup/contracts/order-rules';
import {
  brandIdParamSchema,
  brandsListQuerySchema,
  createBrandRequestSchema,
  updateBrandRequestSchema,
} from '@lineup/contracts/pim';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { brandSchema, deletedIdSchema } from '@lineup/contracts/pim-responses';
import { ok, okCached } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import type { ReadCache } from '@lineup/server-kit/read-cache';
import type { CustomerDirectory } from '@lineup/users/directories';
import { Hono } from 'hono';
import { z } from 'zod';
import type { PimDb } from '../../../db/database';
import { setBrandOrderRules } from '../domain/brand-order-rules';
import { createBrand, deleteBrand, getBrand, listBrands, updateBrand } from '../domain/brands';

const wrongInput = errorMessages.brands[400];
/**
 * A rule's or the stock display's bad value is refused with its own message; any other bad body
 * with Wrong Input.
 */
const isRuleMessage = (message: string) =>
  message === orderRuleMessages.ruleInvalid || message === orderRuleMessages.stockDisplayInvalid;
const brandsRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Brands', ...doc });

/**
 * /api/brands: list, create, update and delete, with the Brands statuses and messages of
 * errorMessages, and a brand's order rules.
 */
export function brandsRoutes(db: PimDb, readCache: ReadCache, customers: CustomerDirectory) {
  return new Hono<AppEnv>()
    .get(
      '/',
      brandsRoute({ summary: 'The brands', data: z.array(brandSchema) }),
      validateInput('query', brandsListQuerySchema, wrongInput),
      async (c) => {
        const query = c.req.valid('query');
        return okCached(c, readCache, `brands:${query.orderDir ?? 'asc'}`, async () => ({
          data: await listBrands(db, query),
        }));
      },
    )
    .get(
      '/:brandId',
      brandsRoute({ summary: 'One brand', data: brandSchema }),
      validateInput('param', brandIdParamSchema, wrongInput),
      async (c) => ok(c, await getBrand(db, c.req.valid('param').brandId)),
    )
    .post(
      '/',
      brandsRoute({ summary: 'Creates a brand', data: brandSchema, status: 201, errors: [409] }),
      validateInput('json', createBrandRequestSchema, wrongInput),
      async (c) => ok(c, await createBrand(db, c.req.valid('json')), successToasts.brandCreated, 201),
    )
    .put(
      '/:brandId',
      brandsRoute({
        summary: 'Changes a brand (the fields given, at least one)',
        data: brandSchema,
        errors: [409],
      }),
      validateInput('param', brandIdParamSchema, wrongInput),
      validateInput('json', updateBrandRequestSchema, wrongInput),
      async (c) =>
        ok(c, await updateBrand(db, c.req.valid('param').brandId, c.req.valid('json')), successToasts.brandUpdated),
    )
    .put(
      '/:brandId/order-rules',
      brandsRoute({
        summary: "Sets a brand's order rules (each a whole number, or null for none) and, if given, its stock display",
        data: brandSchema,
      }),
      validateInput('param', brandIdParamSchema, wrongInput),
      validateInput('json', brandOrderRulesSchema, wrongInput, isRuleMessage),
      async (c) =>
        ok(
          c,
          await setBrandOrderRules(db, c.req.valid('param').brandId, c.req.valid('json')),
          orderRuleMessages.rulesSaved,
        ),
    )
    .delete(
      '/:brandId',
      brandsRoute({ summary: 'Deletes a brand that has no line lists', data: deletedIdSchema, errors: [409] }),
      validateInput('param', brandIdParamSchema, wrongInput),
      async (c) => ok(c, await deleteBrand(db, customers, c.req.valid('param').brandId), pimMessages.brandDeleted),
    );
}
