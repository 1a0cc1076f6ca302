import { isPostalCodeMessage } from '@lineup/contracts/addresses';
import { errorMessages, successToasts } from '@lineup/contracts/messages';
import {
  accountManagerMessages,
  createStoreSchema,
  storeAccountManagersSchema,
  storeAddAddressSchema,
  storeAddressesUpdateSchema,
  storeBasicInfoSchema,
  storeBrandFocusSchema,
  storeCustomerAccountsSchema,
  storeStatusSchema,
} from '@lineup/contracts/stores';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { businessStoreSchema } from '@lineup/contracts/users-responses';
import { errorHandler, ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { z } from 'zod';
import type { UsersDb } from '../db/database';
import { replaceStoreAccountManagers } from '../domain/account-managers';
import { replaceStoreCustomerAccounts } from '../domain/store-customer-accounts';
import {
  addStoreAddress,
  changeStoreBrandFocus,
  changeStoreStatus,
  createStore,
  getStore,
  listStores,
  replaceStoreAddresses,
  updateStoreBasicInfo,
} from '../domain/stores';
import { uuidPathSchema } from './uuid-path';

const invalid = errorMessages.businessStores[400];
// The routes that take addresses answer a postal code of the wrong format with the format wanted
// (isPostalCodeMessage); every other refusal with the area's message.

const storesRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Stores', ...doc });
/** A store's changes name the `_revision` they were made on: an older one gets 409. */
const storeChange = (summary: string) =>
  storesRoute({ summary, params: uuidPathSchema, data: businessStoreSchema, errors: [409] });

export function storesRoutes(db: UsersDb, log: Logger) {
  const routes = new Hono<AppEnv>();
  // Business stores: 500 has its own wording (errorMessages.businessStores).
  routes.onError(errorHandler(log, errorMessages.businessStores[500], 'store request failed'));
  return routes
    .get('/', storesRoute({ summary: 'The stores', data: z.array(businessStoreSchema) }), async (c) =>
      ok(c, await listStores(db)),
    )
    .post(
      '/',
      storesRoute({ summary: 'Creates a store', data: businessStoreSchema, status: 201, errors: [404, 409] }),
      validateInput('json', createStoreSchema, invalid, isPostalCodeMessage),
      async (c) => ok(c, await createStore(db, c.req.valid('json')), successToasts.storeCreated, 201),
    )
    .get('/:id', storesRoute({ summary: 'One store', params: uuidPathSchema, data: businessStoreSchema }), async (c) =>
      ok(c, await getStore(db, c.req.param('id'))),
    )
    .patch(
      '/:id/basic-info',
      storeChange("Changes a store's name, description and main contact"),
      validateInput('json', storeBasicInfoSchema, invalid),
      async (c) =>
        ok(
          c,
          await updateStoreBasicInfo(db, c.req.param('id'), c.req.valid('json')),
          successToasts.storeBasicInfoUpdated,
        ),
    )
    .post(
      '/:id/address',
      storeChange('Adds an address to a store'),
      validateInput('json', storeAddAddressSchema, invalid, isPostalCodeMessage),
      async (c) =>
        ok(c, await addStoreAddress(db, c.req.param('id'), c.req.valid('json')), successToasts.storeAddressesUpdated),
    )
    .put(
      '/:id/addresses',
      storeChange("Replaces a store's addresses"),
      validateInput('json', storeAddressesUpdateSchema, invalid, isPostalCodeMessage),
      async (c) =>
        ok(
          c,
          await replaceStoreAddresses(db, c.req.param('id'), c.req.valid('json')),
          successToasts.storeAddressesUpdated,
        ),
    )
    .put(
      '/:id/status',
      storeChange('Activates or deactivates a store'),
      validateInput('json', storeStatusSchema, invalid),
      async (c) =>
        ok(c, await changeStoreStatus(db, c.req.param('id'), c.req.valid('json')), successToasts.storeStatusUpdated),
    )
    .put(
      '/:id/brand-focus-type',
      storeChange("Sets a store's brands and segmentation"),
      validateInput('json', storeBrandFocusSchema, invalid),
      async (c) => ok(c, await changeStoreBrandFocus(db, c.req.param('id'), c.req.valid('json'))),
    )
    .put(
      '/:id/account-managers',
      storeChange("Replaces a store's account managers (active team members)"),
      validateInput('json', storeAccountManagersSchema, invalid),
      async (c) =>
        ok(
          c,
          await replaceStoreAccountManagers(db, c.req.param('id'), c.req.valid('json')),
          accountManagerMessages.accountManagersSaved,
        ),
    )
    .put(
      '/:id/users',
      storeChange("Replaces a store's customer accounts (active external users of its organization)"),
      validateInput('json', storeCustomerAccountsSchema, invalid),
      async (c) =>
        ok(
          c,
          await replaceStoreCustomerAccounts(db, c.req.param('id'), c.req.valid('json')),
          userServiceMessages.customerAccountsSaved,
        ),
    );
}
