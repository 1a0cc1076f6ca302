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
import { organizationSchema } from '@lineup/contracts/users-responses';
import { ok } from '@lineup/server-kit/http';
import type { AppEnv } from '@lineup/server-kit/http-types';
import type { RouteDoc } from '@lineup/server-kit/openapi';
import { describeRoute, validateInput } from '@lineup/server-kit/openapi-routes';
import { Hono } from 'hono';
import { z } from 'zod';
import type { UsersDb } from '../db/database';
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
import type { Invitations } from '../invitations/send-invitations';
import { uuidPathSchema } from './uuid-path';

const invalid = errorMessages.businessStores[400];
const specMessages = new Set<string>(Object.values(validationMessages));
/** Answers with a create-customer field's own message (e.g. 'Store name is required') when one applies. */
const isSpecMessage = (message: string) => specMessages.has(message);
/** A create-customer field's own message, or the postal code rule's (it names the format wanted). */
const isFieldMessage = (message: string) => isSpecMessage(message) || isPostalCodeMessage(message);

/** The new-customer payload is accepted on two paths: POST /api/organizations and register-new-customer. */
const newCustomerBody = validateInput('json', newCustomerSchema, invalid, isFieldMessage);

const organizationsRoute = (doc: Omit<RouteDoc, 'tag'>) => describeRoute({ tag: 'Organizations', ...doc });
const newCustomerRoute = (summary: string) =>
  organizationsRoute({ summary, data: organizationSchema, status: 201, errors: [409] });

export function organizationsRoutes(db: UsersDb, invitations: Invitations) {
  return new Hono<AppEnv>()
    .get('/', organizationsRoute({ summary: 'The organizations', data: z.array(organizationSchema) }), async (c) =>
      ok(c, await listOrganizations(db)),
    )
    .post(
      '/',
      newCustomerRoute('Creates a customer: organization, main contact, stores and users'),
      newCustomerBody,
      async (c) =>
        ok(c, await registerNewCustomer(db, c.req.valid('json'), invitations), successToasts.customerCreated, 201),
    )
    .put(
      '/change-main-contact-user',
      organizationsRoute({
        summary: "Sets an organization's main contact (a member)",
        data: organizationSchema,
        errors: [404],
      }),
      validateInput('json', organizationMainContactSchema, invalid),
      async (c) => {
        const { organizationId, userId } = c.req.valid('json');
        return ok(c, await changeMainContact(db, organizationId, userId));
      },
    )
    .put(
      '/name',
      organizationsRoute({ summary: 'Renames an organization', data: organizationSchema, errors: [404] }),
      validateInput('json', organizationNameSchema, failureToasts.saveNameFallback, isSpecMessage),
      async (c) => {
        const { organizationId, name } = c.req.valid('json');
        return ok(c, await renameOrganization(db, organizationId, name), successToasts.nameSaved);
      },
    )
    .put(
      '/update-discounts',
      organizationsRoute({
        summary: "Sets an organization's discounts by brand",
        data: organizationSchema,
        errors: [404],
      }),
      validateInput('json', organizationDiscountsSchema, invalid),
      async (c) => {
        const { organizationId, discounts } = c.req.valid('json');
        return ok(c, await changeOrganizationDiscounts(db, organizationId, discounts));
      },
    )
    .get(
      '/:id',
      organizationsRoute({ summary: 'One organization', params: uuidPathSchema, data: organizationSchema }),
      async (c) => ok(c, await getOrganization(db, c.req.param('id'))),
    )
    .put(
      '/:id/status',
      organizationsRoute({
        summary: 'Activates or deactivates an organization',
        params: uuidPathSchema,
        data: organizationSchema,
      }),
      validateInput('json', organizationStatusSchema, invalid),
      async (c) => ok(c, await changeOrganizationStatus(db, c.req.param('id'), c.req.valid('json').status)),
    )
    .put(
      '/:id/address',
      organizationsRoute({
        summary: "Sets an organization's address",
        params: uuidPathSchema,
        data: organizationSchema,
      }),
      validateInput('json', organizationAddressSchema, failureToasts.saveAddressFallback, isPostalCodeMessage),
      async (c) =>
        ok(
          c,
          await changeOrganizationAddress(db, c.req.param('id'), c.req.valid('json').address),
          successToasts.addressSaved,
        ),
    );
}

export function registerNewCustomerRoutes(db: UsersDb, invitations: Invitations) {
  return new Hono<AppEnv>().post(
    '/register-new-customer',
    newCustomerRoute('Creates a customer (the same call as POST /api/organizations)'),
    newCustomerBody,
    async (c) =>
      ok(c, await registerNewCustomer(db, c.req.valid('json'), invitations), successToasts.customerCreated, 201),
  );
}
