import { z } from 'zod';
import {
  createRoleSchema,
  createUserSchema,
  createUserWithMembershipSchema,
  updateRoleSchema,
  updateUserSchema,
  userIdParamSchema,
  usersListQuerySchema,
} from '@lineup/contracts/users';
import {
  createStoreSchema,
  storeAccountManagersSchema,
  storeAddAddressSchema,
  storeAddressesUpdateSchema,
  storeBasicInfoSchema,
  storeBrandFocusSchema,
  storeCustomerAccountsSchema,
  storeStatusSchema,
  userManagedStoresSchema,
} from '@lineup/contracts/stores';
import {
  newCustomerSchema,
  organizationAddressSchema,
  organizationDiscountsSchema,
  organizationMainContactSchema,
  organizationNameSchema,
  organizationStatusSchema,
} from '@lineup/contracts/organizations';
import {
  businessStoreSchema,
  currentUserSchema,
  organizationSchema,
  roleSchema,
  userSchema,
  userWithMembershipsSchema,
} from '@lineup/contracts/users-responses';
import { buildOpenApiDocument, type RouteDoc, type RouteDocs } from '@lineup/server-kit/openapi';

/** Organizations, stores and roles are named by UUID in their paths; another id names nothing (404). */
const uuidParam = z.object({ id: z.uuid() });

const users = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Users', ...doc });
const organizations = (doc: Omit<RouteDoc, 'tag'>): RouteDoc => ({ tag: 'Organizations', ...doc });
/** A store's changes name the `_revision` they were made on: an older one gets 409. */
const storeChange = (summary: string, body: z.ZodType): RouteDoc => ({
  tag: 'Stores',
  summary,
  params: uuidParam,
  body,
  data: businessStoreSchema,
  errors: [409],
});
const newCustomer = (summary: string): RouteDoc =>
  organizations({ summary, body: newCustomerSchema, data: organizationSchema, status: 201, errors: [409] });

/**
 * Every users API route by method and registered path, with the contract schemas it reads and
 * answers. The OpenAPI document is generated from this map, and a test fails when the app has a
 * route that is not here (or this names one the app does not have).
 */
export const usersRouteDocs: RouteDocs = {
  'GET /api/users/me': users({ summary: 'The signed-in person', data: currentUserSchema }),
  'GET /api/users/with-memberships': users({
    summary: 'Users with their organization memberships, role and managed stores',
    data: z.array(userWithMembershipsSchema),
  }),
  'GET /api/users/with-memberships/:id': users({
    summary: 'One user with memberships',
    params: userIdParamSchema,
    data: userWithMembershipsSchema,
  }),
  'POST /api/users/create-with-organization-membership': users({
    summary: 'Creates a user in an organization',
    body: createUserWithMembershipSchema,
    data: userSchema,
    status: 201,
    errors: [409],
  }),
  'GET /api/users': users({ summary: 'The users', query: usersListQuerySchema, data: z.array(userSchema) }),
  'POST /api/users': users({
    summary: 'Creates a user',
    body: createUserSchema,
    data: userSchema,
    status: 201,
    errors: [409],
  }),
  'PUT /api/users': users({
    summary: "Changes a user's name (409 when `_revision` is older than the user's)",
    body: updateUserSchema,
    data: userSchema,
    errors: [404, 409],
  }),
  'GET /api/users/:id': users({ summary: 'One user', params: userIdParamSchema, data: userSchema }),
  'DELETE /api/users/:id': users({ summary: 'Deactivates a user', params: userIdParamSchema, data: userSchema }),
  'POST /api/users/:id/reactivate': users({
    summary: 'Reactivates a user',
    params: userIdParamSchema,
    data: userSchema,
  }),
  'PUT /api/users/:id/managed-stores': users({
    summary: 'Replaces the stores a team member looks after',
    params: userIdParamSchema,
    body: userManagedStoresSchema,
    data: userWithMembershipsSchema,
    errors: [409],
  }),
  'GET /api/organizations': organizations({ summary: 'The organizations', data: z.array(organizationSchema) }),
  'POST /api/organizations': newCustomer('Creates a customer: organization, main contact, stores and users'),
  'PUT /api/organizations/change-main-contact-user': organizations({
    summary: "Sets an organization's main contact (a member)",
    body: organizationMainContactSchema,
    data: organizationSchema,
    errors: [404],
  }),
  'PUT /api/organizations/name': organizations({
    summary: 'Renames an organization',
    body: organizationNameSchema,
    data: organizationSchema,
    errors: [404],
  }),
  'PUT /api/organizations/update-discounts': organizations({
    summary: "Sets an organization's discounts by brand",
    body: organizationDiscountsSchema,
    data: organizationSchema,
    errors: [404],
  }),
  'GET /api/organizations/:id': organizations({
    summary: 'One organization',
    params: uuidParam,
    data: organizationSchema,
  }),
  'PUT /api/organizations/:id/status': organizations({
    summary: 'Activates or deactivates an organization',
    params: uuidParam,
    body: organizationStatusSchema,
    data: organizationSchema,
  }),
  'PUT /api/organizations/:id/address': organizations({
    summary: "Sets an organization's address",
    params: uuidParam,
    body: organizationAddressSchema,
    data: organizationSchema,
  }),
  'GET /api/stores': { tag: 'Stores', summary: 'The stores', data: z.array(businessStoreSchema) },
  'POST /api/stores': {
    tag: 'Stores',
    summary: 'Creates a store',
    body: createStoreSchema,
    data: businessStoreSchema,
    status: 201,
    errors: [404, 409],
  },
  'GET /api/stores/:id': { tag: 'Stores', summary: 'One store', params: uuidParam, data: businessStoreSchema },
  'PATCH /api/stores/:id/basic-info': storeChange(
    "Changes a store's name, description and main contact",
    storeBasicInfoSchema,
  ),
  'POST /api/stores/:id/address': storeChange('Adds an address to a store', storeAddAddressSchema),
  'PUT /api/stores/:id/addresses': storeChange("Replaces a store's addresses", storeAddressesUpdateSchema),
  'PUT /api/stores/:id/status': storeChange('Activates or deactivates a store', storeStatusSchema),
  'PUT /api/stores/:id/brand-focus-type': storeChange("Sets a store's brands and segmentation", storeBrandFocusSchema),
  'PUT /api/stores/:id/account-managers': storeChange(
    "Replaces a store's account managers (active team members)",
    storeAccountManagersSchema,
  ),
  'PUT /api/stores/:id/users': storeChange(
    "Replaces a store's customer accounts (active external users of its organization)",
    storeCustomerAccountsSchema,
  ),
  'GET /api/roles': { tag: 'Roles', summary: 'The roles', data: z.array(roleSchema) },
  'POST /api/roles': {
    tag: 'Roles',
    summary: 'Creates a role',
    body: createRoleSchema,
    data: roleSchema,
    status: 201,
    errors: [409],
  },
  'PUT /api/roles/:id': {
    tag: 'Roles',
    summary: 'Changes a role',
    params: uuidParam,
    body: updateRoleSchema,
    data: roleSchema,
    errors: [409],
  },
  'POST /api/register-new-customer/register-new-customer': newCustomer(
    'Creates a customer (the same call as POST /api/organizations)',
  ),
};

/** The users service's OpenAPI 3.1 document. */
export function usersOpenApiDocument() {
  return buildOpenApiDocument(
    {
      title: 'Lineup users API',
      version: '1',
      description:
        'Users, organizations, stores, roles and new customers. Every call needs a bearer access token and answers `{ success, message, data, pagination? }`; a failure answers `{ success: false, message }`.',
    },
    usersRouteDocs,
  );
}
