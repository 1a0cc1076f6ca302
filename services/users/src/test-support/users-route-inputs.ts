import { z } from 'zod';
import {
  createRoleSchema,
  createStoreSchema,
  createUserSchema,
  createUserWithMembershipSchema,
  newCustomerSchema,
  organizationAddressSchema,
  organizationDiscountsSchema,
  organizationMainContactSchema,
  organizationNameSchema,
  organizationStatusSchema,
  storeAddAddressSchema,
  storeAddressesUpdateSchema,
  storeBasicInfoSchema,
  storeAccountManagersSchema,
  storeBrandFocusSchema,
  storeStatusSchema,
  updateRoleSchema,
  updateUserSchema,
  userIdParamSchema,
  userManagedStoresSchema,
  usersListQuerySchema,
} from '@lineup/contracts/users';
import type { RouteInputs } from '@lineup/server-kit/test-support/route-fuzz';

/** Organizations, stores and roles are named by UUID in their paths (the contracts give no schema). */
const uuidParam = z.object({ id: z.uuid() });
const userParam = { params: userIdParamSchema };
const organization = (body?: z.ZodType): RouteInputs => ({ params: uuidParam, body });
const store = organization;

/**
 * What each users API route reads, from the contract schemas, by method and registered path.
 * The fuzz test fails on a route missing here, so a new route gets fuzzed from its first day.
 */
export const usersRouteInputs: Record<string, RouteInputs> = {
  'GET /api/users/me': {},
  'GET /api/users/with-memberships': {},
  'GET /api/users/with-memberships/:id': userParam,
  'POST /api/users/create-with-organization-membership': { body: createUserWithMembershipSchema },
  'GET /api/users': { query: usersListQuerySchema },
  'POST /api/users': { body: createUserSchema },
  'PUT /api/users': { body: updateUserSchema },
  'GET /api/users/:id': userParam,
  'DELETE /api/users/:id': userParam,
  'POST /api/users/:id/reactivate': userParam,
  'PUT /api/users/:id/managed-stores': { ...userParam, body: userManagedStoresSchema },
  'GET /api/organizations': {},
  'POST /api/organizations': { body: newCustomerSchema },
  'PUT /api/organizations/change-main-contact-user': { body: organizationMainContactSchema },
  'PUT /api/organizations/name': { body: organizationNameSchema },
  'PUT /api/organizations/update-discounts': { body: organizationDiscountsSchema },
  'GET /api/organizations/:id': organization(),
  'PUT /api/organizations/:id/status': organization(organizationStatusSchema),
  'PUT /api/organizations/:id/address': organization(organizationAddressSchema),
  'GET /api/stores': {},
  'POST /api/stores': { body: createStoreSchema },
  'GET /api/stores/:id': store(),
  'PATCH /api/stores/:id/basic-info': store(storeBasicInfoSchema),
  'POST /api/stores/:id/address': store(storeAddAddressSchema),
  'PUT /api/stores/:id/addresses': store(storeAddressesUpdateSchema),
  'PUT /api/stores/:id/status': store(storeStatusSchema),
  'PUT /api/stores/:id/brand-focus-type': store(storeBrandFocusSchema),
  'PUT /api/stores/:id/account-managers': store(storeAccountManagersSchema),
  'GET /api/roles': {},
  'POST /api/roles': { body: createRoleSchema },
  'PUT /api/roles/:id': { params: uuidParam, body: updateRoleSchema },
  'POST /api/register-new-customer/register-new-customer': { body: newCustomerSchema },
};
