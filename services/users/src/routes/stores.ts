import { Hono } from 'hono';
import { isPostalCodeMessage } from '@lineup/contracts/addresses';
import { errorMessages, successToasts } from '@lineup/contracts/messages';
import {
  accountManagerMessages,
  createStoreSchema,
  storeAddAddressSchema,
  storeAddressesUpdateSchema,
  storeBasicInfoSchema,
  storeBrandFocusSchema,
  storeAccountManagersSchema,
  storeCustomerAccountsSchema,
  storeStatusSchema,
} from '@lineup/contracts/stores';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import { errorHandler, ok, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { Logger } from '@lineup/server-kit/logger';
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

const invalid = errorMessages.businessStores[400];
// The routes that take addresses answer a postal code of the wrong format with the format wanted
// (isPostalCodeMessage); every other refusal with the area's message.

export function storesRoutes(db: UsersDb, log: Logger) {
  const routes = new Hono<AppEnv>();
  // Business stores: 500 has its own wording (errorMessages.businessStores).
  routes.onError(errorHandler(log, errorMessages.businessStores[500], 'store request failed'));
  return routes
    .get('/', async (c) => ok(c, await listStores(db)))
    .post('/', validate('json', createStoreSchema, invalid, isPostalCodeMessage), async (c) =>
      ok(c, await createStore(db, c.req.valid('json')), successToasts.storeCreated, 201),
    )
    .get('/:id', async (c) => ok(c, await getStore(db, c.req.param('id'))))
    .patch('/:id/basic-info', validate('json', storeBasicInfoSchema, invalid), async (c) =>
      ok(
        c,
        await updateStoreBasicInfo(db, c.req.param('id'), c.req.valid('json')),
        successToasts.storeBasicInfoUpdated,
      ),
    )
    .post('/:id/address', validate('json', storeAddAddressSchema, invalid, isPostalCodeMessage), async (c) =>
      ok(c, await addStoreAddress(db, c.req.param('id'), c.req.valid('json')), successToasts.storeAddressesUpdated),
    )
    .put('/:id/addresses', validate('json', storeAddressesUpdateSchema, invalid, isPostalCodeMessage), async (c) =>
      ok(
        c,
        await replaceStoreAddresses(db, c.req.param('id'), c.req.valid('json')),
        successToasts.storeAddressesUpdated,
      ),
    )
    .put('/:id/status', validate('json', storeStatusSchema, invalid), async (c) =>
      ok(c, await changeStoreStatus(db, c.req.param('id'), c.req.valid('json')), successToasts.storeStatusUpdated),
    )
    .put('/:id/brand-focus-type', validate('json', storeBrandFocusSchema, invalid), async (c) =>
      ok(c, await changeStoreBrandFocus(db, c.req.param('id'), c.req.valid('json'))),
    )
    .put('/:id/account-managers', validate('json', storeAccountManagersSchema, invalid), async (c) =>
      ok(
        c,
        await replaceStoreAccountManagers(db, c.req.param('id'), c.req.valid('json')),
        accountManagerMessages.accountManagersSaved,
      ),
    )
    .put('/:id/users', validate('json', storeCustomerAccountsSchema, invalid), async (c) =>
      ok(
        c,
        await replaceStoreCustomerAccounts(db, c.req.param('id'), c.req.valid('json')),
        userServiceMessages.customerAccountsSaved,
      ),
    );
}
