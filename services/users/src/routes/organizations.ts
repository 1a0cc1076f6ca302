import { Hono } from 'hono';
import { isPostalCodeMessage } from '@lineup/contracts/addresses';
import { errorMessages, failureToasts, successToasts, validationMessages } from '@lineup/contracts/messages';
import {
  newCustomerSchema,
  organizationAddressSchema,
  organizationDiscountsSchema,
  organizationMainContactSchema,
  organizationNameSchema,
  organizationStatusSchema,
} from '@lineup/contracts/organizations';
import { ok, validate } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { UsersDb } from '../db/database';
import type { Invitations } from '../invitations/send-invitations';
import { registerNewCustomer } from '../domain/customers';
import {
  changeMainContact,
  changeOrganizationAddress,
  changeOrganizationDiscounts,
  changeOrganizationStatus,
  getOrganization,
  listOrganizations,
  renameOrganization,
} from '../domain/organizations';

const invalid = errorMessages.businessStores[400];
const specMessages = new Set<string>(Object.values(validationMessages));
/** Answers with a create-customer field's own message (e.g. 'Store name is required') when one applies. */
const isSpecMessage = (message: string) => specMessages.has(message);
/** A create-customer field's own message, or the postal code rule's (it names the format wanted). */
const isFieldMessage = (message: string) => isSpecMessage(message) || isPostalCodeMessage(message);

/** The new-customer payload is accepted on two paths: POST /api/organizations and register-new-customer. */
const newCustomerBody = validate('json', newCustomerSchema, invalid, isFieldMessage);

export function organizationsRoutes(db: UsersDb, invitations: Invitations) {
  return new Hono<AppEnv>()
    .get('/', async (c) => ok(c, await listOrganizations(db)))
    .post('/', newCustomerBody, async (c) =>
      ok(c, await registerNewCustomer(db, c.req.valid('json'), invitations), successToasts.customerCreated, 201),
    )
    .put('/change-main-contact-user', validate('json', organizationMainContactSchema, invalid), async (c) => {
      const { organizationId, userId } = c.req.valid('json');
      return ok(c, await changeMainContact(db, organizationId, userId));
    })
    .put(
      '/name',
      validate('json', organizationNameSchema, failureToasts.saveNameFallback, isSpecMessage),
      async (c) => {
        const { organizationId, name } = c.req.valid('json');
        return ok(c, await renameOrganization(db, organizationId, name), successToasts.nameSaved);
      },
    )
    .put('/update-discounts', validate('json', organizationDiscountsSchema, invalid), async (c) => {
      const { organizationId, discounts } = c.req.valid('json');
      return ok(c, await changeOrganizationDiscounts(db, organizationId, discounts));
    })
    .get('/:id', async (c) => ok(c, await getOrganization(db, c.req.param('id'))))
    .put('/:id/status', validate('json', organizationStatusSchema, invalid), async (c) =>
      ok(c, await changeOrganizationStatus(db, c.req.param('id'), c.req.valid('json').status)),
    )
    .put(
      '/:id/address',
      validate('json', organizationAddressSchema, failureToasts.saveAddressFallback, isPostalCodeMessage),
      async (c) =>
        ok(
          c,
          await changeOrganizationAddress(db, c.req.param('id'), c.req.valid('json').address),
          successToasts.addressSaved,
        ),
    );
}

export function registerNewCustomerRoutes(db: UsersDb, invitations: Invitations) {
  return new Hono<AppEnv>().post('/register-new-customer', newCustomerBody, async (c) =>
    ok(c, await registerNewCustomer(db, c.req.valid('json'), invitations), successToasts.customerCreated, 201),
  );
}
